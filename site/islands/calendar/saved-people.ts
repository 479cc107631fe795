/**
 * The people /muhurta offers for tara bala and chandra bala: signed in, the account's saved charts
 * (GET /api/charts); signed out, the births on this device — the charts kept here to save after
 * signing in, and this tab's birth from the chart forms. Each becomes the finder's `birthN` field:
 * the local birth date-time with its UTC offset.
 */
import type { SavedChart } from '../../../shared/contracts/account';
import { accountCall, currentUser, pendingCharts } from '../../lib/account-api';
import { isUtcOffset } from '../../lib/place';
import { loadBirth } from '../../stores/birth';

/** One person to choose: a label and the birth as `YYYY-MM-DDTHH:MM±HH:MM`. */
export interface PersonChoice {
  label: string;
  birth: string;
}

/** Where the people came from. */
export type PeopleSource = 'account' | 'device';

/** The UTC offset (`±HH:MM`) of IANA `zone` at a local date and time, through Intl; null when the zone is unknown. */
export function zoneOffsetAt(zone: string, date: string, time: string): string | null {
  try {
    const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    const offsetMinutesAt = (utcMs: number) => {
      const name = format.formatToParts(new Date(utcMs)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
      const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
      return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
    };
    const localMs = Date.parse(`${date}T${time}Z`);
    if (Number.isNaN(localMs)) return null;
    // The offset at the guessed instant, then at the instant that offset gives (a DST change in between settles here).
    let offset = offsetMinutesAt(localMs);
    offset = offsetMinutesAt(localMs - offset * 60_000);
    const sign = offset < 0 ? '-' : '+';
    const abs = Math.abs(offset);
    return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  } catch {
    return null;
  }
}

/** A saved birth's fields (`date`, `time`, `utcOffset` or `tz`) as the finder's birth, or null without a time or an offset. */
export function birthInstantOf(fields: Record<string, string | undefined>): string | null {
  const { date, time } = fields;
  if (!date || !time) return null;
  const hhmm = time.slice(0, 5);
  const offset = fields.utcOffset ?? (fields.tz ? zoneOffsetAt(fields.tz, date, hhmm) : null);
  return offset ? `${date}T${hhmm}${offset}` : null;
}

const labelOf = (name: string, relation: string | undefined, fallback: string) =>
  `${name.trim() || fallback}${relation ? ` (${relation})` : ''}`;

/** The people to offer; `unnamed` labels a birth without a name. */
export async function loadPeople(unnamed: string): Promise<{ source: PeopleSource; people: PersonChoice[] }> {
  const choice = (label: string, birth: string | null) => (birth ? [{ label, birth }] : []);
  if (await currentUser()) {
    const result = await accountCall<{ charts: SavedChart[] }>('GET', 'charts');
    if (result.ok)
      return {
        source: 'account',
        people: result.data.charts.flatMap((c) => choice(labelOf(c.name, c.relation, unnamed), birthInstantOf(c.birth))),
      };
  }
  const people = pendingCharts().flatMap((c) => choice(labelOf(c.name, c.relation, unnamed), birthInstantOf(c.birth)));
  const session = loadBirth();
  if (session?.birthDate && session.timeOfBirth && session.place.zone) {
    const zone = session.place.zone;
    const offset = isUtcOffset(zone) ? zone : zoneOffsetAt(zone, session.birthDate, session.timeOfBirth);
    const birth = offset ? `${session.birthDate}T${session.timeOfBirth.slice(0, 5)}${offset}` : null;
    if (birth && !people.some((p) => p.birth === birth)) people.unshift(...choice(labelOf(session.name, undefined, unnamed), birth));
  }
  return { source: 'device', people };
}
