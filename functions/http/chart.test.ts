/** GET /api/chart without the host: the lean body and the full ChartModel with place, zone, offset and cautions; refusals that name the field. */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { YogaExplanation } from '../../shared/chart/yoga-evidence';
import type { ChartModel } from '../../shared/model/chart';
import { isReading } from '../../shared/chart/view';
import { births } from '../../tests/support/chart-births';
import { civilToJdUt } from '../../shared/time/julian';
import { callHandler } from '../lib/test-request';
import { chart, chartPratyantardashas } from './chart';

type Ok = { status: 'ok'; chart: ChartModel };
type Err = {
  status: number;
  error: string;
  message: string;
  field: string;
  kind?: string;
  candidates?: { utcOffset?: string; label?: string }[];
};
const get = (query: string, headers: Record<string, string> = {}) => callHandler(chart, `/api/chart?${query}`, {}, headers);

describe('GET /api/chart', () => {
  it('resolves a place to coordinates, zone and the historical offset', async () => {
    const before = Date.now();
    const r = await get('name=Asha&date=1943-06-01&time=12:00&place=Calcutta');
    const after = Date.now();
    expect(r.status).toBe(200);
    const { chart: model } = r.json as Ok;
    expect(model.input).toMatchObject({
      name: 'Asha',
      place: 'Kolkata, West Bengal, India',
      zone: 'Asia/Kolkata',
      utcOffset: '+06:30',
      ayanamsa: 'RAMAN',
      node: 'mean',
      timeKnown: true,
    });
    expect(model.input.lat).toBeCloseTo(22.56, 1);
    expect(model.input.cautions.join(' ')).toMatch(/before 1955/);
    expect(model.grahas.map((g) => g.graha)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
    // Transits are cast for 12:00 UT of today (the handler reads the clock; the engine has none),
    // worked out here from the calendar date, not by the handler's helper; either UTC day the
    // request spanned is right (a request across midnight).
    const noonUt = (ms: number) => civilToJdUt(new Date(ms).toISOString().slice(0, 10), '12:00', 0);
    expect([noonUt(before), noonUt(after)]).toContain(model.transits?.jdUt);
    expect(model.shadbala.Sun.totalRupas).toBeGreaterThan(0);
    expect(model.ashtakavarga.sarva.reduce((a, b) => a + b, 0)).toBe(337);
  });

  it('takes lat/lon with tz, and an explicit utcOffset overrides the zone', async () => {
    const byZone = (await get('date=1990-07-01&time=12:00&lat=40.71&lon=-74.01&tz=America/New_York')).json as Ok;
    expect(byZone.chart.input).toMatchObject({ utcOffset: '-04:00', zone: 'America/New_York' });
    const explicit = (await get('date=1990-07-01&time=12:00&lat=40.71&lon=-74.01&tz=America/New_York&utcOffset=-05:00')).json as Ok;
    expect(explicit.chart.input.utcOffset).toBe('-05:00');
    expect(explicit.chart.input.cautions.join(' ')).toContain('-04:00');
    // Same instant one hour apart in civil time: the engine sees different JDs.
    expect(explicit.chart.input.jdUt).toBeCloseTo(byZone.chart.input.jdUt + 1 / 24, 9);
  });

  it('keeps typed coordinates and uses the place only as a label when a zone is given', async () => {
    const r = (await get('date=1990-07-01&time=12:00&lat=19.0&lon=72.8&utcOffset=%2B05:30&place=My%20village')).json as Ok;
    expect(r.chart.input).toMatchObject({ lat: 19, lon: 72.8, place: 'My village', utcOffset: '+05:30' });
  });

  it('casts an unknown birth time at local noon and says so', async () => {
    const r = (await get('date=1990-07-01&place=Pune&ayanamsa=lahiri&node=true')).json as Ok;
    expect(r.chart.input).toMatchObject({ timeKnown: false, time: null, ayanamsa: 'LAHIRI', node: 'true', utcOffset: '+05:30' });
  });

  it('reports a DST gap and an overlap with the candidate offsets', async () => {
    const gap = await get('date=2021-03-28&time=02:30&lat=52.52&lon=13.40&tz=Europe/Berlin');
    expect(gap.status).toBe(400);
    expect(gap.json).toMatchObject({ field: 'time', kind: 'gap', candidates: [{ utcOffset: '+01:00' }, { utcOffset: '+02:00' }] });
    const overlap = await get('date=2021-10-31&time=02:30&place=Berlin');
    expect(overlap.status).toBe(400);
    expect(overlap.json).toMatchObject({
      field: 'time',
      kind: 'ambiguous',
      candidates: [{ utcOffset: '+02:00' }, { utcOffset: '+01:00' }],
    });
    const chosen = await get('date=2021-10-31&time=02:30&place=Berlin&utcOffset=%2B01:00');
    expect(chosen.status).toBe(200);
  });

  it('refuses unknown and ambiguous places instead of guessing', async () => {
    const unknown = await get('date=1990-07-01&time=12:00&place=Xyzzyville');
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ field: 'place' });
    const ambiguous = await get('date=1990-07-01&time=12:00&place=Springfield');
    expect(ambiguous.status).toBe(400);
    expect((ambiguous.json as Err).candidates!.length).toBeGreaterThan(1);
  });

  it('answers bad values with 400 naming the field, never 5xx', async () => {
    const good = 'time=12:00&lat=19&lon=72&tz=Asia/Kolkata';
    const cases: [string, string][] = [
      [`date=2023-02-30&${good}`, 'date'],
      ['date=1990-07-01&time=25:61&lat=19&lon=72&tz=Asia/Kolkata', 'time'],
      ['date=1990-07-01&time=12:00&lat=19&lon=72&utcOffset=%2B15:00', 'utcOffset'],
      ['date=1990-07-01&time=12:00&lat=91&lon=72&tz=Asia/Kolkata', 'lat'],
      [`date=1990-07-01&${good}&ayanamsa=SIDEREAL_X`, 'ayanamsa'],
      ['date=1990-07-01&time=12:00&place=Nowhere%20Special', 'place'],
      [`date=1990-07-01&${good}&name=${'n'.repeat(10_000)}`, 'name'],
      [`date=${'9'.repeat(10_000)}&${good}`, 'date'],
      ['', 'date'],
      ['date=1990-07-01&time=12:00&lat=0&lon=-30', 'tz'],
      ['date=1990-07-01&time=12:00&lat=19&lon=72&tz=Asia/Nowhere', 'tz'],
    ];
    for (const [query, field] of cases) {
      const r = await get(query);
      expect(r.status, query.slice(0, 80)).toBe(400);
      expect((r.json as Err).field, query.slice(0, 80)).toBe(field);
      expect((r.json as Err).message).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('serves repeated requests from the cache with an ETag and 304', async () => {
    const query = 'date=2000-01-01&time=06:00&place=Chennai';
    const first = await get(query);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect((await get(query)).headers.get('etag')).toBe(etag);
    expect((await get(query, { 'if-none-match': etag })).status).toBe(304);
  });

  it('gives another ETag to every other body, and the same ETag to the same body however the query is spelt', async () => {
    // The ETag comes from the canonical request key (functions/lib/etag.ts tagKeyed), not from the bytes.
    const birth = 'date=2000-01-01&time=06:00&lat=13.08&lon=80.27&tz=Asia/Kolkata';
    const variants = [
      birth,
      `${birth}&name=A`,
      birth.replace('06:00', '06:01'),
      birth.replace('13.08', '13.09'),
      `${birth}&ayanamsa=LAHIRI`,
      `${birth}&node=true`,
      `${birth}&include=dasha`,
      `${birth}&include=yogas`,
      `${birth}&detail=full`,
      birth.replace('&time=06:00', ''),
      `${birth.replace('&tz=Asia/Kolkata', '')}&utcOffset=%2B05:00`,
    ];
    const seen = new Map<string, string>();
    for (const query of variants) {
      const r = await get(query);
      expect(r.status, query).toBe(200);
      const etag = r.headers.get('etag')!;
      expect(seen.has(etag), query).toBe(false);
      seen.set(etag, r.text);
    }
    expect(new Set(seen.values()).size).toBe(variants.length);
    const reordered = await get('tz=Asia/Kolkata&lon=80.27&lat=13.08&time=06:00&date=2000-01-01&ayanamsa=raman');
    expect(reordered.headers.get('etag')).toBe((await get(birth)).headers.get('etag'));
    expect(reordered.text).toBe(seen.get(reordered.headers.get('etag')!));
  });
});

describe('GET /api/chart lean and full bodies, and /api/chart/pratyantardashas', () => {
  const birth = 'name=Asha&date=1990-08-16&time=14:31&lat=19.07283&lon=72.88261&tz=Asia/Kolkata';
  type Any = { status: string; detail: string; chart: Record<string, unknown> & ChartModel };

  it('serves the lean view by default: every part the pages read, identical to the full model, without the deep layers', async () => {
    const lean = await get(birth);
    const full = await get(`${birth}&detail=full`);
    expect(lean.status).toBe(200);
    const l = (lean.json as Any).chart;
    const f = (full.json as Any).chart;
    expect((lean.json as Any).detail).toBe('lean');
    expect((full.json as Any).detail).toBe('full');
    for (const key of ['input', 'panchang', 'avakhada', 'ashtakavarga', 'transits'] as const) expect(l[key]).toEqual(f[key]);
    // The yogas and doshas; the planet-in-house and planet-in-sign readings come with include=readings (and are rebuilt by the site, see chart-view.test.ts).
    expect(l.predictions).toEqual(f.predictions.filter((p) => !isReading(p)));
    expect(((await get(`${birth}&include=readings`)).json as Any).chart.predictions).toEqual(f.predictions);
    // Positions and houses without the fields no page reads (include=details has them), and without
    // the varga signs, which follow from the longitude (include=vargas has them; the site rebuilds them, see view.test.ts).
    const leanGraha = {
      ...f.grahas[1],
      tropicalLongitudeDeg: undefined,
      speedDegPerDay: undefined,
      deepExaltationDistanceDeg: undefined,
      nakshatraLord: undefined,
      vargottama: undefined,
    };
    expect(l.grahas[1]).toEqual({ ...leanGraha, vargas: undefined });
    expect(l.lagna).toEqual({ ...f.lagna, tropicalLongitudeDeg: undefined, vargottama: undefined, vargas: undefined });
    const withVargas = ((await get(`${birth}&include=vargas`)).json as Any).chart;
    expect(withVargas.grahas[1]).toEqual(leanGraha);
    expect(withVargas.lagna).toEqual({ ...f.lagna, tropicalLongitudeDeg: undefined, vargottama: undefined });
    expect(l.houses[3]).toEqual({ ...f.houses[3], bhavaMadhyaDeg: undefined, bhavaStartDeg: undefined, bhavaGrahas: undefined });
    expect(l.mcSiderealDeg).toBeUndefined();
    const detailed = ((await get(`${birth}&include=details`)).json as Any).chart;
    for (const key of ['grahas', 'lagna', 'houses', 'mcSiderealDeg'] as const) expect(detailed[key]).toEqual(f[key]);
    expect(l.relationships).toBeUndefined();
    expect(l.bhavaBala).toBeUndefined();
    expect(l.shadbala.Sun).toEqual({
      totalRupas: f.shadbala.Sun.totalRupas,
      requiredRupas: f.shadbala.Sun.requiredRupas,
      ratio: f.shadbala.Sun.ratio,
    });
    // The dasha travels as its summary; the periods come with include=dasha (and are rebuilt by the site, see view.test.ts).
    expect(l.dasha).toEqual({ yearDays: f.dasha.yearDays, birthLord: f.dasha.birthLord, balanceYears: f.dasha.balanceYears });
    const d = ((await get(`${birth}&include=dasha`)).json as Any).chart;
    expect(d.dasha.mahadashas).toHaveLength(f.dasha.mahadashas.length);
    const [lm, fm] = [d.dasha.mahadashas[2]!, f.dasha.mahadashas[2]!];
    expect(lm.antardashas[4]).toEqual({
      lord: fm.antardashas[4]!.lord,
      start: fm.antardashas[4]!.start,
      end: fm.antardashas[4]!.end,
      startJdUt: fm.antardashas[4]!.startJdUt,
      endJdUt: fm.antardashas[4]!.endJdUt,
    });
    expect(f.dasha.mahadashas[2]!.antardashas[4]!.pratyantardashas).toHaveLength(9);
    // The point of the lean body: a fraction of the bytes (the 729 pratyantardashas are most of the full one).
    expect(lean.text.length).toBeLessThan(full.text.length / 5);
    expect(lean.text.length).toBeLessThan(25_000);
    // Issue 12's budget for the compressed lean body.
    expect(gzipSync(lean.text).length).toBeLessThan(8_000);
    expect(l.yogas).toBeUndefined();
  });

  it("keeps every lean body within issue 12's budget (25 kB of JSON, 8 kB compressed), however many yogas hold", async () => {
    let largest = 0;
    for (const input of births(40)) {
      const fields = Object.entries({ ...input, name: 'Shri Venkata Satyanarayana Murthy' }).map(([key, value]) => [key, String(value)]);
      const query = new URLSearchParams(fields);
      const r = await get(query.toString());
      expect(r.status).toBe(200);
      largest = Math.max(largest, r.text.length);
      expect(r.text.length).toBeLessThan(25_000);
      expect(gzipSync(r.text, { level: 1 }).length).toBeLessThan(8_000);
    }
    expect(largest).toBeGreaterThan(15_000);
  });

  it('adds why each yoga holds with include=yogas: one evidence per natal yoga or dosha, and Manglik and Kala Sarpa either way', async () => {
    const body = ((await get(`${birth}&include=yogas`)).json as Any).chart as Any['chart'] & { yogas: YogaExplanation };
    const natal = body.predictions.filter((p) => (p.kind === 'yoga' || p.kind === 'dosha') && p.id !== 'sade-sati' && p.id !== 'dhaiya');
    expect(body.yogas.evidence.map((e) => e.id)).toEqual(natal.map((p) => p.id));
    expect(body.yogas.checks.manglik.marsHouse).toBe(body.grahas.find((g) => g.graha === 'Mars')!.house);
    expect(typeof body.yogas.checks.kalaSarpa.present).toBe('boolean');
  });

  it('adds the parts named in include, and refuses unknown detail or include values naming the field', async () => {
    const withParts = ((await get(`${birth}&include=relationships,shadbala,bhavaBala`)).json as Any).chart;
    const full = ((await get(`${birth}&detail=full`)).json as Any).chart;
    expect(withParts.shadbala).toEqual(full.shadbala);
    expect(withParts.bhavaBala).toEqual(full.bhavaBala);
    expect(withParts.relationships).toEqual(full.relationships);
    const badDetail = await get(`${birth}&detail=huge`);
    expect(badDetail.status).toBe(400);
    expect((badDetail.json as Err).field).toBe('detail');
    const badInclude = await get(`${birth}&include=shadbala,everything`);
    expect(badInclude.status).toBe(400);
    expect((badInclude.json as Err).field).toBe('include');
    expect((badInclude.json as Err).message).toContain('everything');
  });

  it("serves one antardasha's pratyantardashas, the same periods as the full model", async () => {
    const full = ((await get(`${birth}&detail=full`)).json as Any).chart;
    const r = await callHandler(chartPratyantardashas, `/api/chart/pratyantardashas?${birth}&mahadasha=3&antardasha=5`);
    expect(r.status).toBe(200);
    const body = r.json as { mahadasha: { lord: string }; antardasha: { lord: string; start: string }; pratyantardashas: unknown[] };
    const antar = full.dasha.mahadashas[3]!.antardashas[5]!;
    expect(body.mahadasha.lord).toBe(full.dasha.mahadashas[3]!.lord);
    expect(body.antardasha).toMatchObject({ lord: antar.lord, start: antar.start });
    expect(body.pratyantardashas).toEqual(antar.pratyantardashas);
    for (const [query, field] of [
      ['mahadasha=10&antardasha=0', 'mahadasha'],
      ['mahadasha=1&antardasha=9', 'antardasha'],
      ['mahadasha=x&antardasha=1', 'mahadasha'],
      ['antardasha=1', 'mahadasha'],
    ] as const) {
      const bad = await callHandler(chartPratyantardashas, `/api/chart/pratyantardashas?${birth}&${query}`);
      expect(bad.status, query).toBe(400);
      expect((bad.json as Err).field, query).toBe(field);
    }
  });
});
