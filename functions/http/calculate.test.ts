/** GET /api/Calculate/{HH:MM}/{DD}/{MM}/{YYYY}/{±HH:MM} without the host: the spec's planet list, caching, bad segments. */
import { describe, expect, it } from 'vitest';
import { callHandler } from '../lib/test-request';
import { calculate } from './calculate';

const params = (time: string, day: string, month: string, year: string, offset: string) => ({ time, day, month, year, offset });
const call = (p: Record<string, string>, query = 'lat=19.07&lon=72.88', headers: Record<string, string> = {}) =>
  callHandler(calculate, `/api/Calculate/x?${query}`, p, headers);

describe('GET /api/Calculate', () => {
  it('lists Sun … Ketu as single-key objects with the spec fields and "True"/"False" flags', async () => {
    const r = await call(params('14:30', '01', '07', '1990', '+05:30'));
    expect(r.status).toBe(200);
    const list = r.json as Record<string, Record<string, unknown>>[];
    expect(list.map((o) => Object.keys(o)[0])).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
    const sun = list[0]!.Sun!;
    expect(sun).toMatchObject({
      PlanetZodiacSign: { Name: 'Gemini', DegreesIn: { TotalDegrees: expect.any(Number) } },
      PlanetZodiacSignBasedOnHouseLongitudes: { Name: expect.any(String) },
    });
    for (const flag of ['IsPlanetBenefic', 'IsPlanetMalefic', 'IsPlanetExaltedDegree', 'IsPlanetExaltedSign', 'IsPlanetDebilitated'])
      expect(['True', 'False']).toContain(sun[flag]);
    expect(sun.IsPlanetMalefic).toBe('True');
    expect(sun.PlanetsAspectingPlanet).toBeInstanceOf(Array);
    expect(sun.HousePlanetOccupiesBasedOnLongitudes).toMatch(/^House([1-9]|1[0-2])$/);
    expect(r.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });

  it('gives the same answer for unpadded day and month and for the default ayanamsa named, and 304 on If-None-Match', async () => {
    // The router hands over decoded segments, so a raw + and a %2B both arrive here as "+05:30":
    // that difference exists only on the wire, where tests/e2e/api.spec.ts checks it.
    const a = await call(params('14:30', '1', '7', '1990', '+05:30'));
    const b = await call(params('14:30', '01', '07', '1990', '+05:30'), 'lat=19.07&lon=72.88&ayanamsa=RAMAN');
    expect(a.text).toBe(b.text);
    const again = await call(params('14:30', '01', '07', '1990', '+05:30'), undefined, { 'if-none-match': a.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it("sets the Sun's exaltation and debilitation flags by its sign and the 1° orb of the deep point", async () => {
    // RAMAN (the default), Mumbai, 14:30 IST. The Sun's sidereal place on these days (golden-tested
    // ephemeris): 2000-04-21 Aries 9.15°, 04-22 Aries 10.12°, 04-24 Aries 12.07°, 10-25 Libra 9.83°.
    // Classical facts: the Sun is exalted in Aries (deepest at 10°) and debilitated in Libra.
    const sunOn = async (day: string, month: string) =>
      ((await call(params('14:30', day, month, '2000', '+05:30'))).json as Record<string, Record<string, unknown>>[])[0]!.Sun!;
    const flags = (sun: Record<string, unknown>) => [sun.IsPlanetExaltedSign, sun.IsPlanetExaltedDegree, sun.IsPlanetDebilitated];
    expect(flags(await sunOn('21', '04'))).toEqual(['True', 'True', 'False']); // 0.85° from the deep point
    expect(flags(await sunOn('22', '04'))).toEqual(['True', 'True', 'False']); // 0.12°
    expect(flags(await sunOn('24', '04'))).toEqual(['True', 'False', 'False']); // 2.07°: exalted sign only
    expect(flags(await sunOn('25', '10'))).toEqual(['False', 'False', 'True']); // Libra
    expect(flags(await sunOn('01', '07'))).toEqual(['False', 'False', 'False']); // Gemini
  });

  it('refuses bad segments and queries with 400 naming the field', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [params('14:30', '30', '02', '2023', '+05:30'), 'lat=19&lon=72', 'date'],
      [params('25:61', '01', '07', '1990', '+05:30'), 'lat=19&lon=72', 'time'],
      [params('1430', '01', '07', '1990', '+05:30'), 'lat=19&lon=72', 'time'],
      [params('14:30', '01', '07', '1990', '+15:00'), 'lat=19&lon=72', 'utcOffset'],
      [params('14:30', '01', '07', '1990', ' 05:30'), 'lat=19&lon=72', 'utcOffset'],
      [params('14:30', '01', '07', '90', '+05:30'), 'lat=19&lon=72', 'year'],
      [params('14:30', 'first', '07', '1990', '+05:30'), 'lat=19&lon=72', 'day'],
      [params('14:30', '01', '7x', '1990', '+05:30'), 'lat=19&lon=72', 'month'],
      [params('14:30', '01', '07', '1990', '+05:30'), 'lat=91&lon=72', 'lat'],
      [params('14:30', '01', '07', '1990', '+05:30'), 'lat=19&lon=72&ayanamsa=NOPE', 'ayanamsa'],
      [params('14:30', '01', '07', '1990', '+05:30'), '', 'place'],
      [params('14:30', '01', '07', '1990', '+05:30'), 'place=Xyzzyville', 'place'],
    ];
    for (const [p, query, field] of cases) {
      const r = await call(p, query);
      expect(r.status, `${JSON.stringify(p)} ${query}`).toBe(400);
      expect(r.json).toMatchObject({ status: 400, field });
    }
  });
});
