/** GET /api/rashifal without the host: the answer matches its schema, sign names and numbers agree, and bad input names its field. */
import { describe, expect, it } from 'vitest';
import { rashifalAnswerSchema } from '../../shared/contracts/responses/rashifal';
import { scriptShare } from '../../shared/i18n/scripts';
import { lifeAreaTitle } from '../../shared/interpretation/life-area-titles';
import { rasiName } from '../../shared/vocabulary/rasi';
import { callHandler } from '../lib/test-request';
import { rashifal } from './rashifal';

type Failure = { status: number; field: string; message: string; code?: string };

describe('GET /api/rashifal', () => {
  it('a day for Mesha at New Delhi by default: the Moon at sunrise, houses from the sign, every sentence citing a listed transit', async () => {
    const r = await callHandler(rashifal, '/api/rashifal?sign=mesha&period=day&date=2026-12-07');
    expect(r.status).toBe(200);
    const body = rashifalAnswerSchema.parse(r.json);
    expect(body.sign).toBe(1);
    expect(body.place).toMatchObject({ label: 'New Delhi', zone: 'Asia/Kolkata' });
    expect(body.moon.at).toMatch(/^2026-12-07T0[67]:\d\d:\d\d\+05:30$/);
    expect(body.moon.house).toBe(((body.moon.sign - 1 + 12) % 12) + 1);
    expect([body.from, body.to]).toEqual(['2026-12-07', '2026-12-07']);
    const listed = new Set(body.transits.map((t) => t.graha));
    for (const s of body.sections.flatMap((x) => x.sentences)) expect(listed.has(s.cites)).toBe(true);
    expect(r.headers.get('etag')).toMatch(/^".+"$/);
  });

  it('the sign by number equals the sign by name; the house counts from it', async () => {
    const byName = rashifalAnswerSchema.parse(
      (await callHandler(rashifal, '/api/rashifal?sign=vrischika&period=week&date=2026-12-07')).json,
    );
    const byNumber = rashifalAnswerSchema.parse((await callHandler(rashifal, '/api/rashifal?sign=8&period=week&date=2026-12-07')).json);
    expect(byNumber).toEqual(byName);
    expect(byName.moon.house).toBe(((byName.moon.sign - 8 + 12) % 12) + 1);
    expect(byName.to).toBe('2026-12-13');
  });

  it('Hindi texts with locale=hi, a place by coordinates', async () => {
    const r = await callHandler(
      rashifal,
      '/api/rashifal?sign=12&period=month&date=2026-12-01&lat=19.076&lon=72.8777&tz=Asia/Kolkata&locale=hi',
    );
    const body = rashifalAnswerSchema.parse(r.json);
    expect(body.signName).toBe('मीन');
    expect(body.sections[0]!.title).toBe('करियर');
    expect(body.sections.flatMap((s) => s.sentences).every((s) => /[\u0900-\u097f]/.test(s.text))).toBe(true);
    expect(body.saturn).toEqual({ kind: 'sadeSati', phase: 'peak' });
  });

  it('Tamil texts with locale=ta: the sign, the headings, every sentence and the festival in Tamil', async () => {
    const body = rashifalAnswerSchema.parse(
      (await callHandler(rashifal, '/api/rashifal?sign=12&period=day&date=2024-11-01&locale=ta')).json,
    );
    expect(body.signName).toBe(rasiName(11, 'ta'));
    expect(body.sections[0]!.title).toBe(lifeAreaTitle('career', 'ta'));
    for (const text of [...body.sections.flatMap((s) => s.sentences.map((x) => x.text)), ...body.why])
      expect(scriptShare(text, 'ta'), text).toBeGreaterThanOrEqual(0.85);
    const diwali = body.events.find((e) => e.kind === 'festival' && e.key === 'diwali');
    expect(diwali && 'name' in diwali && scriptShare(diwali.name, 'ta')).toBe(1);
  });

  it("the period's festivals at the place come from the calendar: Diwali 2024 at New Delhi on 1 November (published, tests/fixtures/festivals)", async () => {
    const day = rashifalAnswerSchema.parse((await callHandler(rashifal, '/api/rashifal?sign=1&period=day&date=2024-11-01')).json);
    expect(day.events).toContainEqual({ kind: 'festival', at: '2024-11-01', key: 'diwali', name: 'Diwali (Lakshmi Puja)' });
    const hi = rashifalAnswerSchema.parse((await callHandler(rashifal, '/api/rashifal?sign=1&period=day&date=2024-11-01&locale=hi')).json);
    expect(hi.events.find((e) => e.kind === 'festival' && e.key === 'diwali')).toMatchObject({
      name: expect.stringMatching(/[\u0900-\u097f]/),
    });
    const year = rashifalAnswerSchema.parse((await callHandler(rashifal, '/api/rashifal?sign=1&period=year&date=2024-06-01')).json);
    const festivals = year.events.filter((e) => e.kind === 'festival');
    expect(festivals.map((e) => e.kind === 'festival' && e.key)).toContain('diwali');
    expect(year.why.some((w) => w.includes('Diwali'))).toBe(true);
  });

  it.each([
    ['sign=13&period=day&date=2026-12-07', 'sign', /1–12 or one of mesha/],
    ['sign=leo&period=day&date=2026-12-07', 'sign', /unknown sign/],
    ['sign=1&period=fortnight&date=2026-12-07', 'period', /day, week, month, year/],
    ['sign=1&period=day&date=1899-12-31', 'date', /1900–2100/],
    ['sign=1&period=day&date=2101-01-01', 'date', /1900–2100/],
    ['sign=1&period=day&date=2026-02-30', 'date', /./],
    ['sign=1&period=day&date=2026-12-07&lat=19', 'lon', /together/],
    ['sign=1&period=day&date=2026-12-07&place=Nowhereville%20Zzz', 'place', /no place named/],
    ['period=day&date=2026-12-07', 'sign', /required/],
  ])('%s → 400 naming %s', async (query, field, message) => {
    const r = await callHandler(rashifal, `/api/rashifal?${query}`);
    expect(r.status).toBe(400);
    const body = r.json as Failure;
    expect(body.field).toBe(field);
    expect(body.message).toMatch(message);
  });

  it('a polar night has no sunrise to start a day: 400 on date with its condition', async () => {
    const r = await callHandler(rashifal, '/api/rashifal?sign=1&period=day&date=2026-12-21&lat=78.22&lon=15.65&tz=Arctic/Longyearbyen');
    expect(r.status).toBe(400);
    expect((r.json as Failure).field).toBe('date');
  });
});
