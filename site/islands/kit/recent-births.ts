/**
 * The births this browser entered recently, newest first, offered on every birth form (RecentBirths.tsx)
 * so a person is typed once. Kept in localStorage under one key, at most MAX_RECENT_BIRTHS, one entry per
 * birth (birthKeyOf: the same person entered again moves to the top); the visitor can forget them all
 * from any form. Malformed storage counts as empty.
 */
import { birthKeyOf, type BirthDetails } from '../../stores/birth';

/** localStorage key of the list. */
export const RECENT_BIRTHS_KEY = 'kundali.recentBirths';
/** Most births kept; the oldest goes first. */
export const MAX_RECENT_BIRTHS = 6;

/** A stored entry that a form can fill itself from (a name, a date, coordinates). */
function usable(value: unknown): value is BirthDetails {
  const b = value as BirthDetails | null;
  return (
    typeof b?.name === 'string' &&
    typeof b.birthDate === 'string' &&
    typeof b.timeOfBirth === 'string' &&
    typeof b.place?.address === 'string' &&
    Number.isFinite(b.place.lat) &&
    Number.isFinite(b.place.lon)
  );
}

/** The recent births, newest first; empty when none, unreadable or storage is blocked. */
export function recentBirths(storage: Pick<Storage, 'getItem'> = localStorage): BirthDetails[] {
  try {
    const list = JSON.parse(storage.getItem(RECENT_BIRTHS_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter(usable).slice(0, MAX_RECENT_BIRTHS) : [];
  } catch {
    return [];
  }
}

/** Puts `birth` first (once), keeping at most MAX_RECENT_BIRTHS; storage full or blocked: nothing is kept. */
export function rememberBirth(birth: BirthDetails, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): void {
  const key = birthKeyOf(birth);
  const list = [birth, ...recentBirths(storage).filter((b) => birthKeyOf(b) !== key)].slice(0, MAX_RECENT_BIRTHS);
  try {
    storage.setItem(RECENT_BIRTHS_KEY, JSON.stringify(list));
  } catch {
    // Private mode or a full quota: the forms just offer nothing.
  }
}

/** Forgets every recent birth (the current birth of the pages, stores/birth.ts, stays). */
export function forgetRecentBirths(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  try {
    storage.removeItem(RECENT_BIRTHS_KEY);
  } catch {
    // Blocked storage held nothing.
  }
}
