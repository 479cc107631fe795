/** The chat never casts a chart for a guessed town: a stored place name resolves only when it is unambiguous. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findBirth } from './birth-info';

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
    const found = await findBirth();
    expect(found.kind).toBe('found');
    if (found.kind === 'found') expect(found.birth.place).toEqual({ address: 'Mumbai, India', lat: 19.07, lon: 10, zone: 'Etc/UTC' });
    // The API client writes the query with URLSearchParams (a space as +), which the API reads back the same.
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/places?q=Mumbai%2C+India&limit=10');
  });

  it('asks the visitor to choose when the API resolves nothing (several towns, or none)', async () => {
    session({ ...info, address: 'Springfield' });
    placesApi([hit('Springfield', 'Missouri', 37.2), hit('Springfield', 'Illinois', 39.8)]);
    expect(await findBirth()).toEqual({ kind: 'unresolved', place: 'Springfield' });
  });

  it('asks as well when the places API fails', async () => {
    session({ ...info, address: 'Mumbai' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    expect(await findBirth()).toEqual({ kind: 'unresolved', place: 'Mumbai' });
  });
});
