/** The recent births every birth form offers: newest first, one entry per birth, at most six, forgotten on request. */
import { describe, expect, it } from 'vitest';
import type { BirthDetails } from '../../stores/birth';
import { forgetRecentBirths, MAX_RECENT_BIRTHS, RECENT_BIRTHS_KEY, recentBirths, rememberBirth } from './recent-births';

/** A Map-backed Storage stand-in (the store's functions take the storage as an argument). */
function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const birth = (name: string, time = '10:30'): BirthDetails => ({
  name,
  birthDate: '1990-07-01',
  timeOfBirth: time,
  place: { address: 'Mumbai, Maharashtra, India', lat: 19.07283, lon: 72.88261, zone: 'Asia/Kolkata' },
});

describe('recent births', () => {
  it('keeps the newest first and a birth entered again only once, at the top', () => {
    const storage = memoryStorage();
    rememberBirth(birth('Asha'), storage);
    rememberBirth(birth('Ravi'), storage);
    rememberBirth(birth('Asha'), storage);
    expect(recentBirths(storage).map((b) => b.name)).toEqual(['Asha', 'Ravi']);
  });

  it('tells apart the same name born at another time (a different birth)', () => {
    const storage = memoryStorage();
    rememberBirth(birth('Asha', '10:30'), storage);
    rememberBirth(birth('Asha', ''), storage);
    expect(recentBirths(storage).map((b) => b.timeOfBirth)).toEqual(['', '10:30']);
  });

  it(`keeps at most ${MAX_RECENT_BIRTHS}, dropping the oldest`, () => {
    const storage = memoryStorage();
    for (let i = 1; i <= MAX_RECENT_BIRTHS + 2; i++) rememberBirth(birth(`Person ${i}`), storage);
    const names = recentBirths(storage).map((b) => b.name);
    expect(names).toHaveLength(MAX_RECENT_BIRTHS);
    expect(names[0]).toBe(`Person ${MAX_RECENT_BIRTHS + 2}`);
    expect(names).not.toContain('Person 1');
  });

  it('reads malformed storage as empty and skips entries a form could not fill itself from', () => {
    expect(recentBirths(memoryStorage({ [RECENT_BIRTHS_KEY]: '{not json' }))).toEqual([]);
    expect(recentBirths(memoryStorage({ [RECENT_BIRTHS_KEY]: '{"a":1}' }))).toEqual([]);
    const mixed = JSON.stringify([birth('Asha'), { name: 'No place', birthDate: '1990-01-01', timeOfBirth: '' }, null]);
    expect(recentBirths(memoryStorage({ [RECENT_BIRTHS_KEY]: mixed })).map((b) => b.name)).toEqual(['Asha']);
  });

  it('forgets them all', () => {
    const storage = memoryStorage();
    rememberBirth(birth('Asha'), storage);
    forgetRecentBirths(storage);
    expect(recentBirths(storage)).toEqual([]);
  });

  it('a storage that refuses to write (private mode, full) loses nothing else and throws nothing', () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberBirth(birth('Asha'), storage)).not.toThrow();
    expect(recentBirths(storage)).toEqual([]);
  });
});
