/**
 * GET /api/festivals, /api/festivals.ics and /api/muhurta without the host: the contract's shape,
 * the iCalendar file read back by ical.js (a real parser), and 400s that name the field.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { callHandler } from '../lib/test-request';
import { festivals, festivalsCalendar } from './festivals';
import { muhurta } from './muhurta';

type Failure = { status: number; field: string; message: string; allowed?: string[] };

describe('GET /api/festivals', () => {
  it('answers a year for a place with keys, dates, kinds and rules', async () => {
    const r = await callHandler(festivals, '/api/festivals?year=2026&place=New%20Delhi');
    expect(r.status).toBe(200);
    const body = r.json as {
      place: { zone: string };
      year: number;
      festivals: { key: string; name: { en: string; hi: string }; date: string; kind: string; rule: { text: string; part: string } }[];
    };
    expect(body.place.zone).toBe('Asia/Kolkata');
    expect(body.year).toBe(2026);
    const diwali = body.festivals.find((f) => f.key === 'diwali')!;
    expect(diwali).toMatchObject({ date: '2026-11-08', kind: 'festival', name: { en: 'Diwali (Lakshmi Puja)' } });
    expect(diwali.rule.part).toBe('pradosh');
    expect(body.festivals.filter((f) => f.key.includes('ekadashi')).length).toBeGreaterThanOrEqual(24);
    expect(r.headers.get('etag')).toMatch(/^".+"$/);
  });

  it('takes lat, lon and tz', async () => {
    const r = await callHandler(festivals, '/api/festivals?year=2025&lat=19.076&lon=72.8777&tz=Asia/Kolkata');
    expect(r.status).toBe(200);
  });

  it.each([
    ['/api/festivals?year=1899&place=New%20Delhi', 'year', /1900–2100/],
    ['/api/festivals?year=2101&place=New%20Delhi', 'year', /1900–2100/],
    ['/api/festivals?year=abc&place=New%20Delhi', 'year', /year/],
    ['/api/festivals?year=2026&place=Nowhereville%20Xyz', 'place', /no place named/],
    ['/api/festivals?year=2026', 'place', /place/],
  ])('%s → 400 on %s', async (url, field, message) => {
    const r = await callHandler(festivals, url);
    expect(r.status).toBe(400);
    const body = r.json as Failure;
    expect(body.field).toBe(field);
    expect(body.message).toMatch(message);
    expect(body.message.startsWith(`${field}:`)).toBe(true);
  });
});

describe('GET /api/festivals.ics', () => {
  it('is an iCalendar file that ical.js reads back: all-day events, stable UIDs, the rule in the description', async () => {
    const url = '/api/festivals.ics?year=2026&place=New%20Delhi';
    const r = await callHandler(festivalsCalendar, url);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = r.text;
    expect(text.includes('\n') && !/[^\r]\n/.test(text)).toBe(true);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).toContain('DTSTART;VALUE=DATE:20261108');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const json = (await callHandler(festivals, url.replace('.ics', ''))).json as {
      festivals: { key: string; date: string; rule: { text: string } }[];
    };
    expect(events).toHaveLength(json.festivals.length);
    const diwali = events.find((e) => e.summary === 'Diwali (Lakshmi Puja)')!;
    expect(diwali.startDate.isDate).toBe(true);
    expect(diwali.startDate.toString()).toBe('2026-11-08');
    expect(diwali.endDate.toString()).toBe('2026-11-09');
    expect(diwali.description).toContain(json.festivals.find((f) => f.key === 'diwali')!.rule.text);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    const again = await callHandler(festivalsCalendar, url);
    expect(again.text).toBe(text);
  });
});

describe('GET /api/muhurta', () => {
  it('answers windows with reasons, the rules and nakshatra names as /api/panchang writes them', async () => {
    const r = await callHandler(
      muhurta,
      '/api/muhurta?event=griha-pravesh&from=2027-03-01&to=2027-03-31&place=New%20Delhi&birth1=1990-07-01T10:30%2B05:30',
    );
    expect(r.status).toBe(200);
    const body = r.json as {
      event: string;
      rules: { nakshatras: string[]; tithis: string[]; weekdays: string[]; excluded: unknown[] };
      windows: { start: string; end: string; reasons: string[]; cautions: string[] }[];
    };
    expect(body.event).toBe('griha-pravesh');
    expect(body.rules.nakshatras).toContain('Uttara Phalguni');
    expect(body.windows.length).toBeGreaterThan(0);
    for (const w of body.windows) {
      expect(w.end > w.start).toBe(true);
      expect(w.reasons.some((x) => x.startsWith('Person 1: tara'))).toBe(true);
    }
  });

  it.each([
    [
      'event=party&from=2026-01-01&to=2026-01-31',
      'event',
      /expected one of marriage, griha-pravesh, vehicle, property, naming, mundan, business, travel/,
    ],
    ['from=2026-01-01&to=2026-01-31', 'event', /event: required/],
    ['event=travel&from=2026-03-01&to=2026-02-01', 'to', /before from/],
    ['event=travel&from=2026-01-01&to=2027-01-05', 'to', /370 days; at most 366/],
    ['event=travel&from=2026-02-30&to=2026-03-05', 'from', /from: expected a date/],
    ['event=travel&from=2026-01-01&to=2026-01-31&birth1=yesterday', 'birth1', /birth1:/],
  ])('%s → 400 on %s', async (query, field, message) => {
    const r = await callHandler(muhurta, `/api/muhurta?${query}&place=New%20Delhi`);
    expect(r.status).toBe(400);
    const body = r.json as Failure;
    expect(body.field).toBe(field);
    expect(body.message).toMatch(message);
    if (field === 'event') expect(body.allowed).toHaveLength(8);
  });

  it('refuses an unknown place naming the field', async () => {
    const r = await callHandler(muhurta, '/api/muhurta?event=travel&from=2026-01-01&to=2026-01-31&place=Nowhereville%20Xyz');
    expect(r.status).toBe(400);
    expect((r.json as Failure).field).toBe('place');
  });
});
