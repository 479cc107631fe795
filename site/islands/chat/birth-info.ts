/**
 * Where the chat finds the visitor's birth: a chart view's "Ask about this chart" link (the birth in
 * the chat's URL, adoptLinkedBirth), else the birth store (with coordinates and zone: this tab's, or
 * the browser's from another tab), else the spec's sessionStorage `userInfo` record (`address` or, in the
 * older reading, `location`), whose place is then resolved through `/api/places?q=`: its
 * `resolved` place is the index's one matcher at work (the same as `place=` on the chart routes), so
 * "Mumbai, India", "mumbai india", "London, UK" and "Austin, TX" are found, while a bare
 * "Springfield" names many towns and resolves to none; a chart for a guessed town would be silently
 * wrong, so then the visitor is asked to choose.
 */
import { loadBirth, saveBirth, USER_INFO_KEY, type BirthDetails } from '../../stores/birth';
import { setAyanamsa } from '../../stores/prefs';
import { queryToBirth } from '../../lib/birth-query';
import { asksAboutMatch } from './about-match';
import { placeFromHit, type PlaceHit } from '../../lib/place';
import { apiCall } from '../../lib/api-client';

/** The spec's record, tolerant of both field names. */
export interface StoredUserInfo {
  name: string;
  birthDate: string;
  timeOfBirth: string;
  place: string;
}

/** Reads `userInfo` from sessionStorage; null when absent or unusable. */
export function readUserInfo(storage: Pick<Storage, 'getItem'>): StoredUserInfo | null {
  try {
    const raw = storage.getItem(USER_INFO_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Record<string, unknown>;
    const place = typeof v.address === 'string' && v.address.trim() ? v.address : typeof v.location === 'string' ? v.location : '';
    const time = typeof v.timeOfBirth === 'string' && /^\d{1,2}:\d{2}$/.test(v.timeOfBirth) ? v.timeOfBirth.padStart(5, '0') : '';
    if (typeof v.birthDate !== 'string' || !v.birthDate || !place.trim()) return null;
    return { name: typeof v.name === 'string' ? v.name : '', birthDate: v.birthDate, timeOfBirth: time, place: place.trim() };
  } catch {
    return null;
  }
}

/** Outcome of looking for the birth. */
export type BirthLookup = { kind: 'found'; birth: BirthDetails } | { kind: 'missing' } | { kind: 'unresolved'; place: string };

/**
 * A chart view's "Ask about this chart" link (`/chat?<the chart API's query>`, kit/ChartActions): its birth
 * becomes the current one and its ayanamsa the remembered one, so the chat reads the chart the visitor came
 * from (and reopens that person's conversation). Called by the page's early script and by the island alike.
 */
export function adoptLinkedBirth(search: string): void {
  if (asksAboutMatch(search)) return;
  const linked = queryToBirth(new URLSearchParams(search));
  if (!linked) return;
  saveBirth(linked.birth);
  setAyanamsa(linked.ayanamsa);
}

/** Finds the birth (see the file comment); `search` is the page URL's query. */
export async function findBirth(search: string, signal?: AbortSignal): Promise<BirthLookup> {
  adoptLinkedBirth(search);
  const stored = loadBirth();
  if (stored && stored.birthDate) return { kind: 'found', birth: stored };
  const info = readUserInfo(sessionStorage);
  if (!info) return { kind: 'missing' };
  const answer = await apiCall('places', { query: { q: info.place, limit: '10' }, ...(signal ? { signal } : {}) }).catch(() => null);
  const resolved = answer ? resolvedFromBody(answer) : null;
  if (!resolved) return { kind: 'unresolved', place: info.place };
  const place = placeFromHit(resolved);
  return {
    kind: 'found',
    birth: { name: info.name, birthDate: info.birthDate, timeOfBirth: info.timeOfBirth, place: { ...place, address: info.place } },
  };
}

/** The places API's `resolved` place, when the body has a usable one. */
function resolvedFromBody(body: unknown): PlaceHit | null {
  const resolved = body && typeof body === 'object' ? (body as { resolved?: unknown }).resolved : null;
  if (!resolved || typeof resolved !== 'object') return null;
  const hit = resolved as PlaceHit;
  return Number.isFinite(hit.lat) && Number.isFinite(hit.lon) ? hit : null;
}
