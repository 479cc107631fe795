/** GET /api/panchang and /api/panchang/month without the host: shapes, place resolution, and 400s that name the field. */
import { describe, expect, it } from 'vitest';
import { callHandler } from '../lib/test-request';
import { panchangDay, panchangMonth } from './panchang';

type Failure = { status: number; field: string; message: string; condition?: string; candidates?: unknown[] };

describe('GET /api/panchang', () => {
  it('answers a day for a place with every part of the panchang', async () => {
    const r = await callHandler(panchangDay, '/api/panchang?date=2025-11-22&place=New%20Delhi');
    expect(r.status).toBe(200);
    const body = r.json as { status: string; place: { label: string; zone: string }; panchang: Record<string, any> };
    expect(body.status).toBe('ok');
    expect(body.place.zone).toBe('Asia/Kolkata');
    const p = body.panchang;
    expect(p.ayanamsa).toBe('LAHIRI');
    expect(p.conventions.sunrise).toBe('upper-limb-refraction');
    expect(p.sunrise).toMatch(/^2025-11-22T06:4\d:\d\d\+05:30$/);
    expect(p.tithi[0]).toMatchObject({ number: 2, name: 'Dwitiya', paksha: 'Shukla' });
    expect(p.nakshatra[0].padas).toHaveLength(4);
    expect(p.vara.name).toBe('Saturday');
    expect(p.choghadiya.day).toHaveLength(8);
    expect(p.hora).toHaveLength(24);
    for (const key of ['rahuKalam', 'yamaganda', 'gulikaKalam', 'abhijit', 'brahmaMuhurta']) expect(p[key]).toHaveProperty('start');
    for (const key of ['durMuhurtam', 'varjyam', 'amritKalam']) expect(Array.isArray(p[key])).toBe(true);
    expect(r.headers.get('etag')).toMatch(/^".+"$/);
  });

  it('takes lat, lon and tz, and the disc-centre sunrise on request', async () => {
    const upper = (await callHandler(panchangDay, '/api/panchang?date=2026-03-08&lat=40.7128&lon=-74.006&tz=America/New_York')).json as {
      panchang: { sunrise: string; sunset: string };
    };
    const centre = (
      await callHandler(
        panchangDay,
        '/api/panchang?date=2026-03-08&lat=40.7128&lon=-74.006&tz=America/New_York&sunrise=disc-centre-no-refraction',
      )
    ).json as { panchang: { sunrise: string; conventions: { sunrise: string } } };
    // DST began at 02:00 that morning: sunrise carries the new offset.
    expect(upper.panchang.sunrise).toMatch(/-04:00$/);
    expect(centre.panchang.conventions.sunrise).toBe('disc-centre-no-refraction');
    expect(centre.panchang.sunrise > upper.panchang.sunrise).toBe(true);
  });

  it.each([
    ['/api/panchang?place=Pune', 'date'],
    ['/api/panchang?date=2025-02-30&place=Pune', 'date'],
    ['/api/panchang?date=2400-01-01&place=Pune', 'date'],
    ['/api/panchang?date=2025-01-01', 'place'],
    ['/api/panchang?date=2025-01-01&place=Xyzzyville', 'place'],
    ['/api/panchang?date=2025-01-01&lat=95&lon=10&tz=UTC', 'lat'],
    ['/api/panchang?date=2025-01-01&lat=10&tz=UTC', 'lon'],
    ['/api/panchang?date=2025-01-01&lat=10&lon=10&tz=Mars/Olympus', 'tz'],
    ['/api/panchang?date=2025-01-01&place=Pune&ayanamsa=nope', 'ayanamsa'],
    ['/api/panchang?date=2025-01-01&place=Pune&sunrise=whenever', 'sunrise'],
  ])('%s → 400 naming %s', async (url, field) => {
    const r = await callHandler(panchangDay, url);
    expect(r.status).toBe(400);
    const body = r.json as Failure;
    expect(body.field).toBe(field);
    expect(body.message.startsWith(`${field}:`)).toBe(true);
  });

  it('states polar night and polar day instead of computing a day', async () => {
    const night = (await callHandler(panchangDay, '/api/panchang?date=2026-12-21&lat=78.22&lon=15.65&tz=Arctic/Longyearbyen'))
      .json as Failure;
    expect(night).toMatchObject({ status: 400, field: 'date', condition: 'polar-night' });
    const day = (await callHandler(panchangDay, '/api/panchang?date=2026-06-21&lat=78.22&lon=15.65&tz=Arctic/Longyearbyen'))
      .json as Failure;
    expect(day).toMatchObject({ status: 400, field: 'date', condition: 'polar-day' });
    expect(day.message).toContain('polar day');
  });

  it('refuses a date the zone skipped (Samoa crossed the date line: 2011-12-29 was followed by 2011-12-31)', async () => {
    const r = await callHandler(panchangDay, '/api/panchang?date=2011-12-30&lat=-13.83&lon=-171.76&tz=Pacific/Apia');
    expect(r.json).toMatchObject({ status: 400, field: 'date', condition: 'skipped-day' });
    expect((r.json as Failure).message).toContain('2011-12-30 did not exist in Pacific/Apia');
  });
});

describe('GET /api/panchang/month', () => {
  it('answers one row per day', async () => {
    const r = await callHandler(panchangMonth, '/api/panchang/month?year=2026&month=2&place=Mumbai');
    expect(r.status).toBe(200);
    const body = r.json as { month: { days: { date: string; sunrise: string; tithi: { name: string; endsAt: string }[] }[] } };
    expect(body.month.days).toHaveLength(28);
    expect(body.month.days[0]!.date).toBe('2026-02-01');
    expect(body.month.days[27]!.tithi[0]!.endsAt).toMatch(/^2026-0[23]-/);
  });

  it.each([
    ['/api/panchang/month?month=2&place=Mumbai', 'year'],
    ['/api/panchang/month?year=2026&month=13&place=Mumbai', 'month'],
    ['/api/panchang/month?year=1700&month=1&place=Mumbai', 'year'],
  ])('%s → 400 naming %s', async (url, field) => {
    const r = await callHandler(panchangMonth, url);
    expect(r.status).toBe(400);
    expect((r.json as Failure).field).toBe(field);
  });

  it('marks polar days in the month instead of failing', async () => {
    const body = (await callHandler(panchangMonth, '/api/panchang/month?year=2026&month=12&lat=78.22&lon=15.65&tz=Arctic/Longyearbyen'))
      .json as { month: { days: { condition?: string }[] } };
    expect(body.month.days.every((d) => d.condition === 'polar-night')).toBe(true);
  });

  it('marks a date the zone skipped, and gives the next day its own sunrise', async () => {
    const body = (await callHandler(panchangMonth, '/api/panchang/month?year=2011&month=12&lat=-13.83&lon=-171.76&tz=Pacific/Apia'))
      .json as { month: { days: { date: string; condition?: string; sunrise?: string }[] } };
    expect(body.month.days.slice(28).map((d) => d.condition ?? d.sunrise!.slice(0, 10))).toEqual([
      '2011-12-29',
      'skipped-day',
      '2011-12-31',
    ]);
  });
});
