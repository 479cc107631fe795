/**
 * The one cross-island store of the Kundali pages: the visitor's current birth details, kept in
 * this tab (sessionStorage) and in this browser (localStorage), so a new tab or a reload finds
 * them (issue 36: the chat in a new tab no longer sends the visitor back to the form); the tab's
 * own copy wins, so two tabs can each show their own person. Plus the spec's `userInfo` record
 * (sessionStorage) that the chat page reads. The births entered recently are islands/kit/recent-births.ts;
 * chart style and ayanamsa live in `prefs.ts`.
 */
import { atom } from 'nanostores';
import type { PlaceChoice } from '../lib/place';

/** Birth details as the forms collect them. */
export interface BirthDetails {
  name: string;
  /** Civil date `YYYY-MM-DD`, or '' when not given (the landing form allows that). */
  birthDate: string;
  /** Civil time `HH:mm` (24 h), or '' when the birth time is unknown. */
  timeOfBirth: string;
  place: PlaceChoice;
}

/** The spec's sessionStorage record (section 3, "Landing birth info"). */
export interface UserInfo {
  name: string;
  birthDate: string;
  timeOfBirth: string;
  address: string;
}

/** sessionStorage key of the spec's record. */
export const USER_INFO_KEY = 'userInfo';
/** sessionStorage and localStorage key of the full details (with coordinates and zone). */
export const BIRTH_KEY = 'kundali.birth';

function readStored(): BirthDetails | null {
  if (typeof sessionStorage === 'undefined') return null;
  try {
    const raw = sessionStorage.getItem(BIRTH_KEY) ?? localStorage.getItem(BIRTH_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as BirthDetails;
    if (typeof value?.name !== 'string' || typeof value.place?.lat !== 'number' || typeof value.place?.lon !== 'number') return null;
    return value;
  } catch {
    // A malformed entry (edited by hand, older version) is treated as absent.
    return null;
  }
}

/**
 * Current birth details, or null before the visitor has entered any. Starts empty on every
 * side so server HTML and the first client render agree; islands call `loadBirth()` in an effect.
 */
export const $birth = atom<BirthDetails | null>(null);

/** The `userInfo` record for some details. */
export function userInfoOf(details: BirthDetails): UserInfo {
  return { name: details.name, birthDate: details.birthDate, timeOfBirth: details.timeOfBirth, address: details.place.address };
}

/** Sets the details and writes the tab's two records and the browser's copy (storage full or blocked: the atom alone). */
export function saveBirth(details: BirthDetails): void {
  $birth.set(details);
  if (typeof sessionStorage === 'undefined') return;
  try {
    const json = JSON.stringify(details);
    sessionStorage.setItem(BIRTH_KEY, json);
    sessionStorage.setItem(USER_INFO_KEY, JSON.stringify(userInfoOf(details)));
    localStorage.setItem(BIRTH_KEY, json);
  } catch {
    // Private mode or a full quota: this page still has the details in the atom.
  }
}

/** A stable key for a birth (its conversations, its place among the recent births): name, date, time and place. */
export function birthKeyOf(b: { name: string; birthDate: string; timeOfBirth: string; place: { lat: number; lon: number } }): string {
  return [b.name, b.birthDate, b.timeOfBirth, b.place.lat.toFixed(4), b.place.lon.toFixed(4)].join('|');
}

/** Re-reads the stored details (islands hydrate after the module was first evaluated on the server). */
export function loadBirth(): BirthDetails | null {
  const stored = readStored();
  if (stored) $birth.set(stored);
  return $birth.get();
}
