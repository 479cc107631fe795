/** GET /api/chart/now without the host: the report matches the engine, readings in English and Hindi (and the asked regional language), 400s name the field. */
import { describe, expect, it } from 'vitest';
import '../../shared/vocabulary/books';
import { REGIONAL_LOCALES } from '../../shared/i18n/locale';
import { scriptShare } from '../../shared/i18n/scripts';
import { grahaName, type Graha } from '../../shared/vocabulary/graha';
import { rasiNameOf } from '../../shared/vocabulary/rasi';
import { computeChartBase } from '../../shared/compose/chart';
import { runningDasha, transitPositions } from '../../shared/jyotish/transits';
import { civilToJdUt } from '../../shared/time/julian';
import { openApiDocument } from '../lib/openapi';
import { ROUTES } from '../routes';
import { callHandler } from '../lib/test-request';
import { chartNow } from './chart-now';

const BIRTH = 'date=1985-10-15&time=10:30&lat=19.076&lon=72.8777&tz=Asia/Kolkata&ayanamsa=LAHIRI';
const base = computeChartBase({ date: '1985-10-15', time: '10:30', lat: 19.076, lon: 72.8777, utcOffset: '+05:30', ayanamsa: 'LAHIRI' });
const DEVANAGARI = /[\u0900-\u097F]/;

type Reading = { en: string; hi: string };
type Body = {
  status: string;
  now: {
    day: string;
    at: string;
    positions: { graha: string; rasi: string; houseFromLagna: number; houseFromMoon: number }[];
    running: {
      mahadasha: { lord: string; start: string };
      antardasha: { lord: string };
      pratyantardasha: { lord: string };
      reading: Reading;
    };
    saturn: { kind: string; start: string; end: string; current: boolean; reading: Reading }[];
    events: { from: string; to: string; list: { kind: string; instant: string; jdUt: number; reading: Reading }[] };
  };
};

describe('GET /api/chart/now', () => {
  it("answers the day's transits, running dasha, Saturn spells and year of events, equal to the engine's", async () => {
    const r = await callHandler(chartNow, `/api/chart/now?${BIRTH}&day=2026-11-26`);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('private, max-age=86400');
    const { now } = r.json as Body;
    expect(now.day).toBe('2026-11-26');
    expect(now.at).toBe('2026-11-26T12:00:00+05:30');
    const noon = civilToJdUt('2026-11-26', '12:00', 330);
    expect(now.positions.map((p) => [p.graha, p.rasi, p.houseFromLagna, p.houseFromMoon])).toEqual(
      transitPositions(base, noon).map((p) => [p.graha, p.rasi, p.houseFromLagna, p.houseFromMoon]),
    );
    const running = runningDasha(base, noon)!;
    expect([now.running.mahadasha.lord, now.running.antardasha.lord, now.running.pratyantardasha.lord]).toEqual([
      running.mahadasha.lord,
      running.antardasha.lord,
      running.pratyantardasha.lord,
    ]);
    expect(now.running.mahadasha.start).toBe(running.mahadasha.start);
    // Saturn in Pisces is 6th from a Libra Moon: no spell runs; the next is Ashtama (Taurus, 2029).
    expect(now.saturn.some((s) => s.current)).toBe(false);
    expect(now.saturn.find((s) => s.start > '2026')).toMatchObject({ kind: 'ashtama' });
    expect(now.events.from).toBe('2026-11-26T00:00:00+05:30');
    expect(now.events.to).toBe('2027-11-26T00:00:00+05:30');
    const kinds = new Set(now.events.list.map((e) => e.kind));
    expect([...kinds].sort()).toEqual(['ingress', 'station']);
    for (let k = 1; k < now.events.list.length; k++) expect(now.events.list[k]!.jdUt).toBeGreaterThanOrEqual(now.events.list[k - 1]!.jdUt);
    for (const item of [...now.events.list, ...now.saturn, now.running]) {
      expect(item.reading.en.length).toBeGreaterThan(20);
      expect(item.reading.hi).toMatch(DEVANAGARI);
    }
  });

  it('lists the dasha changes of the year: the Rahu antardasha of 2025 and nothing else at that level', async () => {
    const { now } = (await callHandler(chartNow, `/api/chart/now?${BIRTH}&day=2025-01-01`)).json as Body;
    const dasha = now.events.list.filter((e) => e.kind === 'dasha') as unknown as { level: string; lord: string; instant: string }[];
    const saturnMd = base.dasha.mahadashas.find((m) => m.lord === 'Saturn')!;
    const rahu = saturnMd.antardashas.find((a) => a.lord === 'Rahu')!;
    expect(dasha).toEqual([expect.objectContaining({ level: 'antardasha', lord: 'Rahu', instant: rahu.start })]);
  });

  it.each([
    ['', 'day: required'],
    ['&day=2026-02-30', 'day: expected a date YYYY-MM-DD that exists, got "2026-02-30"'],
    ['&day=tomorrow', 'day: expected a date'],
    ['&day=2200-01-01', 'day: year 2200 is outside the supported range 1800–2199'],
  ])('refuses a bad day%s with a 400 naming day', async (query, message) => {
    const r = await callHandler(chartNow, `/api/chart/now?${BIRTH}${query}`);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ field: 'day' });
    expect((r.json as { message: string }).message).toContain(message);
  });

  it("carries the chart's lagna cautions, as /api/chart does: at the pole, where the lagna is unsteady, none in Mumbai", async () => {
    const codes = async (birth: string) => {
      const r = await callHandler(chartNow, `/api/chart/now?${birth}&day=2026-11-26`);
      expect(r.status).toBe(200);
      const { now } = r.json as { now: { cautions: string[]; cautionCodes?: { code: string; text: string }[] } };
      // Each code's English is among the texts.
      for (const c of now.cautionCodes ?? []) expect(now.cautions).toContain(c.text);
      return (now.cautionCodes ?? []).map((c) => c.code);
    };
    expect(await codes('date=1990-05-15&time=12:00&lat=90&lon=0&utcOffset=%2B00:00')).toEqual(['lagnaAtPole']);
    // Tromsø 05:00: steady at the minute, but the lagna jumps from Capricorn to Cancer at 05:19.
    expect(await codes('date=1990-05-15&time=05:00&lat=69.6489&lon=18.95508&utcOffset=%2B02:00')).toEqual(['lagnaUnsteady']);
    expect(await codes(BIRTH)).toEqual([]);
  });

  it.each(REGIONAL_LOCALES)(
    'with locale=%s adds that language to every reading: its script, the lords named in it, no English words',
    async (locale) => {
      // A day whose year ahead holds a mahadasha change (Mercury's begins), so every kind of line is read.
      const next = base.dasha.mahadashas.find((m) => m.lord === 'Mercury')!;
      const day = new Date(Date.parse(next.start) - 180 * 86_400_000).toISOString().slice(0, 10);
      const r = await callHandler(chartNow, `/api/chart/now?${BIRTH}&day=${day}&locale=${locale}`);
      expect(r.status).toBe(200);
      const { now } = r.json as Body;
      const items = [...now.events.list, ...now.saturn, now.running];
      expect(new Set(now.saturn.map((s) => s.kind))).toEqual(new Set(['sadeSati', 'kantaka', 'ashtama']));
      expect(now.events.list.some((e) => e.kind === 'dasha')).toBe(true);
      for (const item of items) {
        const text = (item.reading as Record<string, string>)[locale]!;
        expect(scriptShare(text, locale), text).toBeGreaterThanOrEqual(0.85);
        expect(text.match(/\p{Script=Latin}{2,}/gu), text).toBeNull();
        expect(item.reading.hi).toMatch(DEVANAGARI);
      }
      const running = (now.running.reading as Record<string, string>)[locale]!;
      for (const lord of [now.running.mahadasha.lord, now.running.antardasha.lord])
        expect(running).toContain(grahaName(lord as Graha, locale));
      for (const e of now.events.list.filter((x) => x.kind !== 'dasha') as unknown as {
        graha: Graha;
        rasi: string;
        reading: Record<string, string>;
      }[]) {
        expect(e.reading[locale]).toContain(grahaName(e.graha, locale));
        expect(e.reading[locale]).toContain(rasiNameOf(e.rasi, locale));
      }
      // Without locale, English and Hindi only.
      const plain = (await callHandler(chartNow, `/api/chart/now?${BIRTH}&day=${day}`)).json as Body;
      expect(Object.keys(plain.now.running.reading).sort()).toEqual(['en', 'hi']);
    },
  );

  it('refuses an unknown locale with a 400 naming locale', async () => {
    const r = await callHandler(chartNow, `/api/chart/now?${BIRTH}&day=2026-11-26&locale=xx`);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ field: 'locale' });
  });

  it('names a bad birth field first', async () => {
    const r = await callHandler(chartNow, '/api/chart/now?date=1985-13-01&lat=19&lon=72&tz=Asia/Kolkata&day=2026-11-26');
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ field: 'date' });
  });

  it('is described in the OpenAPI document with the birth fields and day from the contracts', () => {
    const doc = openApiDocument(ROUTES) as { paths: Record<string, { get: { parameters: { name: string; required: boolean }[] } }> };
    const params = doc.paths['/api/chart/now']!.get.parameters;
    expect(params.find((p) => p.name === 'day')).toMatchObject({ required: true });
    expect(params.map((p) => p.name)).toEqual(expect.arrayContaining(['date', 'time', 'lat', 'lon', 'tz', 'ayanamsa', 'day', 'locale']));
  });
});
