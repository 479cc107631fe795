/**
 * The current birth survives a new tab and a reload: it is kept in the tab and in the browser, the tab's
 * own copy winning (two tabs, two people); blocked or full storage loses nothing but the keeping.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $birth, BIRTH_KEY, birthKeyOf, loadBirth, saveBirth, USER_INFO_KEY, type BirthDetails } from './birth';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const ASHA: BirthDetails = {
  name: 'Asha Rao',
  birthDate: '1990-08-16',
  timeOfBirth: '14:31',
  place: { address: 'Mumbai, Maharashtra, India', lat: 19.07283, lon: 72.88261, zone: 'Asia/Kolkata' },
};
const RAVI: BirthDetails = { ...ASHA, name: 'Ravi', birthDate: '1988-04-12' };

let tab: ReturnType<typeof memoryStorage>;
let browser: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  tab = memoryStorage();
  browser = memoryStorage();
  vi.stubGlobal('sessionStorage', tab);
  vi.stubGlobal('localStorage', browser);
  $birth.set(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  $birth.set(null);
});

describe('the current birth', () => {
  it("is kept in the tab (with the spec's userInfo) and in the browser", () => {
    saveBirth(ASHA);
    expect(JSON.parse(tab.map.get(BIRTH_KEY)!)).toEqual(ASHA);
    expect(JSON.parse(browser.map.get(BIRTH_KEY)!)).toEqual(ASHA);
    expect(JSON.parse(tab.map.get(USER_INFO_KEY)!)).toEqual({
      name: 'Asha Rao',
      birthDate: '1990-08-16',
      timeOfBirth: '14:31',
      address: 'Mumbai, Maharashtra, India',
    });
  });

  it('a new tab (empty tab storage) finds the browser’s copy', () => {
    browser.setItem(BIRTH_KEY, JSON.stringify(ASHA));
    expect(loadBirth()).toEqual(ASHA);
  });

  it('the tab’s own birth wins over the browser’s (another tab entered someone else since)', () => {
    tab.setItem(BIRTH_KEY, JSON.stringify(ASHA));
    browser.setItem(BIRTH_KEY, JSON.stringify(RAVI));
    expect(loadBirth()?.name).toBe('Asha Rao');
  });

  it('a malformed record counts as none', () => {
    browser.setItem(BIRTH_KEY, '{"name":1}');
    expect(loadBirth()).toBeNull();
  });

  it('storage that refuses to write keeps the birth for this page only, without an error', () => {
    vi.stubGlobal('localStorage', {
      ...browser,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => saveBirth(ASHA)).not.toThrow();
    expect($birth.get()).toEqual(ASHA);
  });

  it('its key tells people and births apart and ignores coordinate noise past 4 decimals', () => {
    expect(birthKeyOf(ASHA)).toBe('Asha Rao|1990-08-16|14:31|19.0728|72.8826');
    expect(birthKeyOf({ ...ASHA, place: { ...ASHA.place, lat: 19.072831 } })).toBe(birthKeyOf(ASHA));
    expect(birthKeyOf(RAVI)).not.toBe(birthKeyOf(ASHA));
  });
});
