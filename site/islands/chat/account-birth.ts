/**
 * A signed-in visitor in a browser that holds no birth (another device, a cleared browser): /chat opens
 * on the birth of their newest conversation kept with the account instead of sending them to the form.
 * A conversation names its birth by its key (stores/birth.ts birthKeyOf: name, date, time, latitude and
 * longitude); the place's name comes from a chart saved with the account for the same birth, else the
 * coordinates stand for it, and the zone is the chart API's to find from the places near them. Loaded
 * only on that path, not with /chat's first JavaScript.
 */
import type { SavedChart } from '../../../shared/contracts/account';
import type { StoredConversation } from '../../../shared/contracts/account-limits';
import { birthKeyOf, type BirthDetails } from '../../stores/birth';
import { accountCall } from '../../lib/account-api';

/** The birth a conversation key names; null for a key of another kind (a saved person's `saved:…`) or a malformed one. */
export function birthOfKey(key: string): BirthDetails | null {
  const parts = key.split('|');
  if (parts.length < 5) return null;
  // The name may hold a `|` itself: the other four fields are the last four.
  const [birthDate, timeOfBirth, latText, lonText] = parts.slice(-4) as [string, string, string, string];
  const name = parts.slice(0, -4).join('|');
  const lat = Number(latText);
  const lon = Number(lonText);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || !/^(\d{2}:\d{2})?$/.test(timeOfBirth)) return null;
  if (latText.trim() === '' || lonText.trim() === '' || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  return { name, birthDate, timeOfBirth, place: { address: `${latText}, ${lonText}`, lat, lon, zone: null } };
}

/** The newest conversation's birth in `conversations`, its place named by a saved chart of the same birth when one is. */
export function newestBirth(conversations: readonly StoredConversation[], saved: readonly SavedChart[]): BirthDetails | null {
  const newest = [...conversations].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  for (const conversation of newest) {
    const birth = birthOfKey(conversation.birthKey);
    if (!birth) continue;
    const key = birthKeyOf(birth);
    const same = saved.find((chart) => {
      const { date = '', time = '', lat = '', lon = '' } = chart.birth;
      if (lat.trim() === '' || lon.trim() === '') return false;
      const place = { lat: Number(lat), lon: Number(lon) };
      return birthKeyOf({ name: chart.name, birthDate: date, timeOfBirth: time.slice(0, 5), place }) === key;
    });
    if (!same) return birth;
    return {
      ...birth,
      place: { ...birth.place, address: same.birth.place ?? birth.place.address, zone: same.birth.tz ?? same.birth.utcOffset ?? null },
    };
  }
  return null;
}

/** The account's newest conversation's birth (see the file comment); null when signed out or there is none. */
export async function accountBirth(): Promise<BirthDetails | null> {
  const conversations = await accountCall<{ conversations: StoredConversation[] }>('GET', 'conversations');
  if (!conversations.ok) return null;
  const charts = await accountCall<{ charts: SavedChart[] }>('GET', 'charts');
  return newestBirth(conversations.data.conversations, charts.ok ? charts.data.charts : []);
}
