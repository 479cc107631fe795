/**
 * The report page's inline first-paint check (missing-birth-mark.ts) marks "no birth" only when the
 * island will also find none (reportRequest: the URL query, then the stored birth), never otherwise.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MISSING_BIRTH_SCRIPT, NO_BIRTH_MARK } from './missing-birth-mark';
import { BIRTH_KEY } from '../../stores/birth';
import { queryNamesPlace, queryToBirth } from '../../lib/birth-query';

/** A minimal page: location, the tab's and the browser's storage and <html>'s attributes, as the inline script sees them. */
function fakePage(search: string, stored: Record<string, string>, kept: Record<string, string> = {}) {
  const attributes = new Map<string, string>();
  const page = {
    location: { search },
    sessionStorage: { getItem: (key: string) => stored[key] ?? null },
    localStorage: { getItem: (key: string) => kept[key] ?? null },
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
  };
  Object.assign(globalThis, page);
  return attributes;
}

afterEach(() => {
  for (const name of ['location', 'sessionStorage', 'localStorage', 'document']) Reflect.deleteProperty(globalThis, name);
});

const STORED = { [BIRTH_KEY]: JSON.stringify({ name: 'Ravi', birthDate: '1985-01-26', timeOfBirth: '', place: { lat: 18.5, lon: 73.9 } }) };

/** Runs the page's inline script as the browser would (a classic script in the global scope). */
const runScript = () => new Function(MISSING_BIRTH_SCRIPT)() as void;

describe('the report page inline no-birth check', () => {
  const cases: [string, Record<string, string>, boolean][] = [
    ['', {}, true],
    ['?name=Asha', {}, true],
    ['?date=1990-08-16&lat=19.07', {}, true],
    ['', STORED, false],
    ['?date=1990-08-16&lat=19.07&lon=72.88', {}, false],
    // Present but unusable: the island falls back to the (absent) stored birth and says "no birth" itself; the check keeps the spinner.
    ['?date=&lat=19.07&lon=72.88', {}, false],
    ['?date=1990-08-16&lat=north&lon=72.88', {}, false],
    // A date with a place name: the island has the API resolve the place (queryNamesPlace).
    ['?name=Asha&date=1990-05-15&time=14:30&place=Delhi%2C%20India', {}, false],
    ['?date=1990-05-15&place=%20', {}, true],
    ['?place=Delhi', {}, true],
  ];
  for (const [search, stored, marked] of cases) {
    it(`${search || '(no query)'}${stored[BIRTH_KEY] ? ' + stored birth' : ''} → ${marked ? 'no birth' : 'spinner'}`, () => {
      const attributes = fakePage(search, stored);
      runScript();
      expect(attributes.get(NO_BIRTH_MARK.attribute)).toBe(marked ? NO_BIRTH_MARK.value : undefined);
      // Never "no birth" when the query holds one the island would show.
      if (marked) expect(queryToBirth(new URLSearchParams(search))).toBeNull();
      if (marked) expect(queryNamesPlace(new URLSearchParams(search))).toBe(false);
    });
  }

  it('a birth kept by the browser (another tab entered it) is a birth: the spinner, not "no birth"', () => {
    const attributes = fakePage('', {}, STORED);
    runScript();
    expect(attributes.get(NO_BIRTH_MARK.attribute)).toBeUndefined();
  });

  it('leaves the page alone when storage is blocked', () => {
    const attributes = fakePage('', {});
    Object.assign(globalThis, {
      sessionStorage: {
        getItem: () => {
          throw new Error('blocked');
        },
      },
    });
    runScript();
    expect(attributes.size).toBe(0);
  });

  it('reads the birth key and the query names queryToBirth needs', () => {
    expect(MISSING_BIRTH_SCRIPT).toContain(JSON.stringify(BIRTH_KEY));
    expect(MISSING_BIRTH_SCRIPT).toContain(JSON.stringify(['date', 'lat', 'lon']));
  });
});
