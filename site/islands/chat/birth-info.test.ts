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

function placesApi(places: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ status: 'ok', places }), { status: 200 })),
  );
}

describe('findBirth from the userInfo record', () => {
  afterEach(() => vi.unstubAllGlobals());
  const info = { name: 'A', birthDate: '1990-07-01', timeOfBirth: '10:30' };

  it('takes the one town whose name matches', async () => {
    session({ ...info, address: 'Mumbai' });
    placesApi([hit('Mumbai', 'Maharashtra', 19.07), hit('Navi Mumbai', 'Maharashtra', 19.03)]);
    const found = await findBirth();
    expect(found.kind).toBe('found');
    if (found.kind === 'found') expect(found.birth.place.lat).toBe(19.07);
  });

  it('takes a full label even when the bare name is shared', async () => {
    session({ ...info, address: 'Springfield, Illinois, Country' });
    placesApi([hit('Springfield', 'Missouri', 37.2), hit('Springfield', 'Illinois', 39.8)]);
    const found = await findBirth();
    expect(found.kind === 'found' && found.birth.place.lat).toBe(39.8);
  });

  it('asks the visitor to choose when several towns share the name', async () => {
    session({ ...info, address: 'Springfield' });
    placesApi([hit('Springfield', 'Missouri', 37.2), hit('Springfield', 'Illinois', 39.8)]);
    expect(await findBirth()).toEqual({ kind: 'unresolved', place: 'Springfield' });
  });

  it('does not take a different town that merely starts with the text', async () => {
    session({ ...info, address: 'Navi' });
    placesApi([hit('Navi Mumbai', 'Maharashtra', 19.03)]);
    expect((await findBirth()).kind).toBe('unresolved');
  });
});
