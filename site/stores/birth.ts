/**
 * The one cross-island store of the Kundali pages: the visitor's birth details, persisted to
 * sessionStorage (they describe a person, so they leave with the tab), plus the spec's
 * `userInfo` record that the chat page reads. Chart style and ayanamsa live in `prefs.ts`.
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
/** sessionStorage key of the full details (with coordinates and zone). */
export const BIRTH_KEY = 'kundali.birth';

function readStored(): BirthDetails | null {
  if (typeof sessionStorage === 'undefined') return null;
  try {
    const raw = sessionStorage.getItem(BIRTH_KEY);
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

/** Sets the details and writes both sessionStorage records. */
export function saveBirth(details: BirthDetails): void {
  $birth.set(details);
  if (typeof sessionStorage === 'undefined') return;
  sessionStorage.setItem(BIRTH_KEY, JSON.stringify(details));
  sessionStorage.setItem(USER_INFO_KEY, JSON.stringify(userInfoOf(details)));
}

/** Re-reads sessionStorage (islands hydrate after the module was first evaluated on the server). */
export function loadBirth(): BirthDetails | null {
  const stored = readStored();
  if (stored) $birth.set(stored);
  return $birth.get();
}
