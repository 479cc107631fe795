/** The seven VedAstro-shaped routes without the host: the Pass envelope and payload shapes, and the Fail envelope naming the field. */
import type { HttpHandler } from '@azure/functions';
import { describe, expect, it } from 'vitest';
import { callHandler } from '../lib/test-request';
import { allHouseDataRoute } from './allHouseData';
import { allPlanetDataRoute } from './allPlanetData';
import { bhinnashtakavargaChartRoute } from './bhinnashtakavargaChart';
import { horoscopePredictionsRoute } from './horoscopePredictions';
import { houseStrengthRoute } from './houseStrength';
import { planetShadbalaPindaRoute } from './planetShadbalaPinda';
import { sarvashtakavargaChartRoute } from './sarvashtakavargaChart';

const ROUTES = [allPlanetDataRoute, allHouseDataRoute, sarvashtakavargaChartRoute, bhinnashtakavargaChartRoute, planetShadbalaPindaRoute, houseStrengthRoute, horoscopePredictionsRoute];
const GOOD = { location: 'Mumbai', time: '14:30', day: '01', month: '07', year: '1990', offset: '+05:30', ayanamsa: 'RAMAN' };
type Envelope = { Status: 'Pass' | 'Fail'; Payload: Record<string, unknown> | string; Field?: string };
const call = (handler: HttpHandler, params: Record<string, string>) => callHandler(handler, '/api/x', params);

describe('VedAstro-shaped routes', () => {
  it('answer {Status: "Pass", Payload: {<Name>: …}} with cache headers', async () => {
    for (const route of ROUTES) {
      const r = await call(route.handler, GOOD);
      expect(r.status, route.name).toBe(200);
      const body = r.json as Envelope;
      expect(body.Status).toBe('Pass');
      expect(Object.keys(body.Payload as object)).toEqual([route.name]);
      expect(r.headers.get('etag')).toBeTruthy();
    }
  });

  it('shape the payloads as the earlier API did', async () => {
    const planets = ((await call(allPlanetDataRoute.handler, GOOD)).json as { Payload: { AllPlanetData: Record<string, Record<string, unknown>>[] } }).Payload.AllPlanetData;
    expect(planets.map((o) => Object.keys(o))).toEqual([['Sun'], ['Moon'], ['Mars'], ['Mercury'], ['Jupiter'], ['Venus'], ['Saturn'], ['Rahu'], ['Ketu']]);
    expect(planets[1]!.Moon).toMatchObject({ PlanetName: 'Moon', PlanetZodiacSign: { Name: expect.any(String) }, IsPlanetRetrograde: 'False' });
    const houses = ((await call(allHouseDataRoute.handler, GOOD)).json as { Payload: { AllHouseData: Record<string, unknown>[] } }).Payload.AllHouseData;
    expect(houses.map((o) => Object.keys(o)[0])).toEqual(Array.from({ length: 12 }, (_, i) => `House${i + 1}`));
    const sarva = ((await call(sarvashtakavargaChartRoute.handler, GOOD)).json as { Payload: { SarvashtakavargaChart: Record<string, number> } }).Payload.SarvashtakavargaChart;
    expect(sarva.Total).toBe(337);
    const pinda = ((await call(planetShadbalaPindaRoute.handler, GOOD)).json as { Payload: { PlanetShadbalaPinda: Record<string, number> } }).Payload.PlanetShadbalaPinda;
    expect(Object.keys(pinda)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']);
  });

  it('accept "lat,lon" locations and ayanamsa names in other spellings', async () => {
    const byCoords = await call(allPlanetDataRoute.handler, { ...GOOD, location: '19.07283,72.88261', ayanamsa: 'Raman' });
    const byName = await call(allPlanetDataRoute.handler, GOOD);
    expect(byCoords.status).toBe(200);
    expect(byCoords.text).toBe(byName.text);
  });

  it('answer 400 {Status: "Fail", Payload: message naming the field} for bad input', async () => {
    const cases: [Partial<typeof GOOD>, string][] = [
      [{ day: '30', month: '02', year: '2023' }, 'date'], [{ time: '25:61' }, 'time'], [{ offset: '+15:00' }, 'utcOffset'],
      [{ location: '91,72' }, 'lat'], [{ ayanamsa: 'UNKNOWN' }, 'ayanamsa'], [{ location: 'Xyzzyville' }, 'place'],
      [{ location: 'Springfield' }, 'place'], [{ location: '' }, 'location'], [{ location: 'x'.repeat(10_000) }, 'location'],
    ];
    for (const route of ROUTES) {
      for (const [change, field] of cases) {
        const r = await call(route.handler, { ...GOOD, ...change });
        expect(r.status, `${route.name} ${JSON.stringify(change).slice(0, 60)}`).toBe(400);
        const body = r.json as Envelope;
        expect(body).toMatchObject({ Status: 'Fail', Field: field });
        expect(body.Payload as string).toMatch(new RegExp(`^${field}: `));
      }
    }
  });
});
