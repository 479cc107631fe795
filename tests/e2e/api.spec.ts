/**
 * The API end to end through the local host (`functions/host/start.ts`, started by the
 * Playwright config): every route answers, with the real URL handling of the host — a raw `+`
 * and `%2B` in the offset segment mean the same — and every bad input is a 4xx naming the field.
 * Uses Playwright's request fixture: no browser page is needed.
 */
import { expect, test } from '@playwright/test';
import { VEDASTRO_CALCULATOR_NAMES, vedAstroCallPath } from '../../shared/contracts/vedastro-calculators';

const MOMENT = 'Time/14:30/01/07/1990/+05:30/Ayanamsa/RAMAN';

test('GET /api/places finds Mumbai by a former name', async ({ request }) => {
  const response = await request.get('/api/places?q=Bombay&limit=3');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.places[0]).toMatchObject({ label: 'Mumbai, Maharashtra, India', zone: 'Asia/Kolkata' });
  expect(response.headers()['etag']).toBeTruthy();
});

test('GET /api/chart returns the ChartModel with place, zone and offset', async ({ request }) => {
  const response = await request.get('/api/chart?name=Asha&date=1990-07-01&time=14:30&place=Mumbai');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.status).toBe('ok');
  expect(body.chart.input).toMatchObject({ place: 'Mumbai, Maharashtra, India', zone: 'Asia/Kolkata', utcOffset: '+05:30' });
  expect(body.chart.grahas).toHaveLength(9);
  const again = await request.get('/api/chart?name=Asha&date=1990-07-01&time=14:30&place=Mumbai', {
    headers: { 'if-none-match': response.headers()['etag']! },
  });
  expect(again.status()).toBe(304);
});

test('GET /api/Calculate treats a raw + and %2B alike, and answers 304 to its ETag', async ({ request }) => {
  const raw = await request.get('/api/Calculate/14:30/01/07/1990/+05:30?lat=19.07&lon=72.88');
  const encoded = await request.get('/api/Calculate/14:30/01/07/1990/%2B05:30?lat=19.07&lon=72.88');
  expect(raw.status()).toBe(200);
  expect(await raw.text()).toBe(await encoded.text());
  const list = await raw.json();
  expect(Object.keys(list[0])).toEqual(['Sun']);
  expect(raw.headers()['cache-control']).toMatch(/max-age/);
  const cached = await request.get('/api/Calculate/14:30/01/07/1990/%2B05:30?lat=19.07&lon=72.88', {
    headers: { 'if-none-match': raw.headers()['etag']! },
  });
  expect(cached.status()).toBe(304);
  const west = await request.get('/api/Calculate/09:15/15/01/1985/-05:00?lat=40.71&lon=-74.01');
  expect(west.status()).toBe(200);
});

for (const name of VEDASTRO_CALCULATOR_NAMES) {
  const path = vedAstroCallPath(name);
  test(`GET ${path}/… answers VedAstro's Pass envelope, and HTTP 200 Fail naming the part`, async ({ request }) => {
    const ok = await request.get(`${path}/Location/Mumbai/${MOMENT}`);
    expect(ok.status()).toBe(200);
    const body = await ok.json();
    expect(body.Status).toBe('Pass');
    if (name === 'HoroscopePredictions') expect(Array.isArray(body.Payload)).toBe(true);
    else expect(Object.keys(body.Payload)).toEqual([name]);
    const byCoords = await request.get(`${path}/Location/19.07283,72.88261/Time/14:30/01/07/1990/%2B05:30/Ayanamsa/RAMAN`);
    expect(await byCoords.text()).toBe(await ok.text());
    const bad = await request.get(`${path}/Location/Mumbai/Time/14:30/30/02/2023/+05:30/Ayanamsa/RAMAN`);
    expect(bad.status()).toBe(200);
    expect(await bad.json()).toMatchObject({ Status: 'Fail', Payload: expect.stringMatching(/^Time: date: /) });
  });
}

test('GET /api/openapi.json describes the API', async ({ request }) => {
  const response = await request.get('/api/openapi.json');
  expect(response.status()).toBe(200);
  const doc = await response.json();
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths)).toContain('/api/chart');
});

test('bad input is a 4xx naming the field on every route, never a 5xx', async ({ request }) => {
  const long = 'x'.repeat(10_000);
  const cases: [string, string][] = [
    ['/api/places?q=', 'q'],
    [`/api/places?q=${long}`, 'q'],
    ['/api/chart?date=2023-02-30&time=12:00&lat=19&lon=72&tz=Asia/Kolkata', 'date'],
    ['/api/chart?date=1990-07-01&time=25:61&lat=19&lon=72&tz=Asia/Kolkata', 'time'],
    ['/api/chart?date=1990-07-01&time=12:00&lat=19&lon=72&utcOffset=%2B15:00', 'utcOffset'],
    ['/api/chart?date=1990-07-01&time=12:00&lat=91&lon=72&tz=Asia/Kolkata', 'lat'],
    ['/api/chart?date=1990-07-01&time=12:00&lat=19&lon=72&tz=Asia/Kolkata&ayanamsa=UNKNOWN', 'ayanamsa'],
    ['/api/chart?date=1990-07-01&time=12:00&place=Xyzzyville', 'place'],
    [`/api/chart?date=1990-07-01&time=12:00&place=${long}`, 'place'],
    ['/api/chart?date=2021-03-28&time=02:30&lat=52.52&lon=13.4&tz=Europe/Berlin', 'time'],
    ['/api/Calculate/14:30/30/02/2023/+05:30?lat=19&lon=72', 'date'],
    ['/api/Calculate/25:61/01/07/1990/+05:30?lat=19&lon=72', 'time'],
    ['/api/Calculate/14:30/01/07/1990/+15:00?lat=19&lon=72', 'utcOffset'],
    ['/api/Calculate/14:30/01/07/1990/+05:30?lat=91&lon=72', 'lat'],
    ['/api/Calculate/14:30/01/07/1990/+05:30?lat=19&lon=72&ayanamsa=UNKNOWN', 'ayanamsa'],
  ];
  for (const [url, field] of cases) {
    const response = await request.get(url);
    expect(response.status(), url.slice(0, 100)).toBe(400);
    const body = await response.json();
    expect(body.field, url.slice(0, 100)).toBe(field);
  }
  // The VedAstro mount answers as VedAstro does: HTTP 200, Status Fail, the part first in the message.
  const vedastro: [string, string][] = [
    [`/api/Calculate/AllPlanetData/PlanetName/All/Location/Xyzzyville/${MOMENT}`, 'Location'],
    [`/api/Calculate/AllPlanetData/PlanetName/All/Location/91,72/${MOMENT}`, 'Location'],
    ['/api/Calculate/AllPlanetData/PlanetName/All/Location/Mumbai/Time/25:61/01/07/1990/+05:30/Ayanamsa/RAMAN', 'Time'],
    ['/api/Calculate/AllPlanetData/PlanetName/All/Location/Mumbai/Time/14:30/01/07/1990/+15:00/Ayanamsa/RAMAN', 'Time'],
    ['/api/Calculate/AllPlanetData/PlanetName/All/Location/Mumbai/Time/14:30/01/07/1990/+05:30/Ayanamsa/UNKNOWN', 'Ayanamsa'],
    [`/api/Calculate/AllPlanetData/PlanetName/All/Location/${long}/${MOMENT}`, 'Location'],
    [`/api/Calculate/NoSuchCalculator/Location/Mumbai/${MOMENT}`, 'Calculator'],
  ];
  for (const [url, part] of vedastro) {
    const response = await request.get(url);
    expect(response.status(), url.slice(0, 100)).toBe(200);
    expect(await response.json()).toMatchObject({ Status: 'Fail', Payload: expect.stringMatching(new RegExp(`^${part}: `)) });
  }
});
