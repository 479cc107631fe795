/** GET /api/places without the host: matches, ranking, ETag/304, and 400s that name the field. */
import { describe, expect, it } from 'vitest';
import { callHandler } from '../lib/test-request';
import { places } from './places';

type Body = {
  status: string;
  count: number;
  places: { label: string; name: string; zone: string; lat: number; lon: number; match: string; alias?: string }[];
};

describe('GET /api/places', () => {
  it('finds Mumbai by its former name with zone and coordinates', async () => {
    const r = await callHandler(places, '/api/places?q=Bombay&limit=3');
    expect(r.status).toBe(200);
    const body = r.json as Body;
    expect(body.places[0]).toMatchObject({
      label: 'Mumbai, Maharashtra, India',
      zone: 'Asia/Kolkata',
      match: 'alias-exact',
      alias: 'Bombay',
    });
    expect(body.places[0]!.lat).toBeCloseTo(19.07, 1);
    expect(r.headers.get('cache-control')).toContain('max-age');
    expect(r.headers.get('etag')).toMatch(/^".+"$/);
  });

  it('is diacritic-insensitive and takes "City, Country" queries', async () => {
    expect(((await callHandler(places, '/api/places?q=Sao%20Paulo')).json as Body).places[0]!.name).toBe('São Paulo');
    expect(((await callHandler(places, '/api/places?q=Paris,%20Texas')).json as Body).places[0]!.label).toBe('Paris, Texas, United States');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await callHandler(places, '/api/places?q=Pune');
    const again = await callHandler(places, '/api/places?q=Pune', {}, { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('limits results', async () => {
    expect(((await callHandler(places, '/api/places?q=a&limit=50')).json as Body).count).toBe(50);
    expect(((await callHandler(places, '/api/places?q=a')).json as Body).count).toBe(10);
  });

  it('refuses empty, blank, too long queries and bad limits, naming the field', async () => {
    const cases: [string, string][] = [
      ['/api/places', 'q'],
      ['/api/places?q=', 'q'],
      ['/api/places?q=%20%20', 'q'],
      [`/api/places?q=${'x'.repeat(101)}`, 'q'],
      [`/api/places?q=${'x'.repeat(10_000)}`, 'q'],
      ['/api/places?q=a&limit=0', 'limit'],
      ['/api/places?q=a&limit=51', 'limit'],
      ['/api/places?q=a&limit=ten', 'limit'],
    ];
    for (const [url, field] of cases) {
      const r = await callHandler(places, url);
      expect(r.status, url.slice(0, 60)).toBe(400);
      // The one error body: the catalogue's description is not repeated in it (docs/decisions/0001-route-contracts.md).
      expect(r.json).toMatchObject({ status: 400, error: 'Bad Request', field });
      expect(r.json).not.toHaveProperty('description');
      expect((r.json as { message: string }).message).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('says which one place the text names, with the matcher of place= ("Mumbai, India" is Mumbai, not Navi Mumbai)', async () => {
    const resolved = async (q: string) =>
      ((await callHandler(places, `/api/places?q=${encodeURIComponent(q)}`)).json as { resolved: { label: string; zone: string } | null })
        .resolved;
    expect(await resolved('Mumbai, India')).toMatchObject({ label: 'Mumbai, Maharashtra, India', zone: 'Asia/Kolkata' });
    expect((await resolved('mumbai india'))?.label).toBe('Mumbai, Maharashtra, India');
    expect((await resolved('London, UK'))?.label).toBe('London, England, United Kingdom');
    expect((await resolved('New York'))?.label).toBe('New York City, New York, United States');
    expect((await resolved('Austin, TX'))?.zone).toBe('America/Chicago');
    expect(await resolved('Springfield')).toBeNull();
    expect(await resolved('Mumb')).toBeNull();
  });
});
