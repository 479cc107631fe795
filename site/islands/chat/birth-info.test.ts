/**
 * The chat never casts a chart for a guessed town: a stored place name resolves only when it is unambiguous.
 * A chart view's "Ask about this chart" link brings its birth: the chat reads that chart, and keeps it as the current one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findBirth } from './birth-info';
import { $birth, BIRTH_KEY } from '../../stores/birth';
import { AYANAMSA_KEY } from '../../stores/prefs';

function hit(name: string, region: string, lat: number) {
  return { label: `${name}, ${region}, Country`, name, region, country: 'Country', lat, lon: 10, zone: 'Etc/UTC' };
}

function session(userInfo: Record<string, string>) {
  const values: Record<string, string> = { userInfo: JSON.stringify(userInfo) };
  vi.stubGlobal('sessionStorage', { getItem: (k: string) => values[k] ?? null, setItem: () => undefined, removeItem: () => undefined });
}

/** The places API as it answers (functions/http/places.test.ts checks `resolved` against the real index). */
function placesApi(places: unknown[], resolved: unknown = null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ status: 'ok', places, resolved }), { status: 200 })),
  );
}

describe('findBirth from the userInfo record', () => {
  afterEach(() => vi.unstubAllGlobals());
  const info = { name: 'A', birthDate: '1990-07-01', timeOfBirth: '10:30' };

  it("takes the place the API resolved the text to, keeping the visitor's text as the address", async () => {
    session({ ...info, address: 'Mumbai, India' });
    const mumbai = hit('Mumbai', 'Maharashtra', 19.07);
    placesApi([mumbai, hit('Navi Mumbai', 'Maharashtra', 19.03)], mumbai);
    const found = await findBirth('');
    expect(found.kind).toBe('found');
    if (found.kind === 'found') expect(found.birth.place).toEqual({ address: 'Mumbai, India', lat: 19.07, lon: 10, zone: 'Etc/UTC' });
    // The API client writes the query with URLSearchParams (a space as +), which the API reads back the same.
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/places?q=Mumbai%2C+India&limit=10');
  });

  it('asks the visitor to choose when the API resolves nothing (several towns, or none)', async () => {
    session({ ...info, address: 'Springfield' });
    placesApi([hit('Springfield', 'Missouri', 37.2), hit('Springfield', 'Illinois', 39.8)]);
    expect(await findBirth('')).toEqual({ kind: 'unresolved', place: 'Springfield' });
  });

  it('asks as well when the places API fails', async () => {
    session({ ...info, address: 'Mumbai' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    expect(await findBirth('')).toEqual({ kind: 'unresolved', place: 'Mumbai' });
  });
});

describe("findBirth from a chart view's link", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    $birth.set(null);
  });
  const stores = () => {
    const tab = new Map<string, string>();
    const browser = new Map<string, string>();
    const storage = (map: Map<string, string>) => ({
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    });
    vi.stubGlobal('sessionStorage', storage(tab));
    vi.stubGlobal('localStorage', storage(browser));
    return { tab, browser };
  };
  const LINK = '?name=Asha+Rao&date=1990-08-16&time=14%3A31&lat=19.07283&lon=72.88261&tz=Asia%2FKolkata&place=Mumbai&ayanamsa=RAMAN';

  it('reads the linked birth, keeps it as the current one (this tab and the next) and its ayanamsa', async () => {
    const { tab, browser } = stores();
    browser.set(
      BIRTH_KEY,
      JSON.stringify({
        name: 'Someone else',
        birthDate: '1970-01-01',
        timeOfBirth: '',
        place: { address: 'X', lat: 1, lon: 2, zone: null },
      }),
    );
    const found = await findBirth(LINK);
    expect(found).toEqual({
      kind: 'found',
      birth: {
        name: 'Asha Rao',
        birthDate: '1990-08-16',
        timeOfBirth: '14:31',
        place: { address: 'Mumbai', lat: 19.07283, lon: 72.88261, zone: 'Asia/Kolkata' },
      },
    });
    expect(JSON.parse(tab.get(BIRTH_KEY)!).name).toBe('Asha Rao');
    expect(JSON.parse(browser.get(BIRTH_KEY)!).name).toBe('Asha Rao');
    expect(browser.get(AYANAMSA_KEY)).toBe('RAMAN');
  });

  it('a match link is not a birth of the visitor: the stored one stays', async () => {
    const { browser } = stores();
    const mine = {
      name: 'Me',
      birthDate: '1985-01-26',
      timeOfBirth: '',
      place: { address: 'Pune', lat: 18.5, lon: 73.9, zone: 'Asia/Kolkata' },
    };
    browser.set(BIRTH_KEY, JSON.stringify(mine));
    expect(await findBirth(`${LINK}&about=match`)).toEqual({ kind: 'found', birth: mine });
  });
});
