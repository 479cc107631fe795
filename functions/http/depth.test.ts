/** GET /api/dashas and GET /api/kp without the host: bodies equal the engine's, 400s name the field and the allowed values. */
import { describe, expect, it } from 'vitest';
import { computeChartBase } from '../../shared/compose/chart';
import { computeDashas } from '../../shared/compose/dashas';
import { computeKp } from '../../shared/compose/kp';
import { callHandler } from '../lib/test-request';
import { openApiDocument } from '../lib/openapi';
import { ROUTES } from '../routes';
import { dashas } from './dashas';
import { kp } from './kp';
import { varshaphal } from './varshaphal';
import { computeVarshaphal } from '../../shared/compose/varshaphal';

const BIRTH = 'date=1985-10-15&time=10:30&lat=19.076&lon=72.8777&tz=Asia/Kolkata&ayanamsa=LAHIRI';
const birth = { date: '1985-10-15', time: '10:30', lat: 19.076, lon: 72.8777, utcOffset: '+05:30' } as const;
const base = computeChartBase({ ...birth, ayanamsa: 'LAHIRI' });

type Period = { lord?: string; yogini?: string; sign?: string; start: string; end: string; years: number; antardashas?: Period[] };
type DashasBody = { status: string; system: string; method: string | null; yearDays: number; mahadashas: Period[] };

describe('GET /api/dashas', () => {
  it.each([
    ['yogini', undefined],
    ['ashtottari', undefined],
    ['chara', 'kn-rao'],
    ['chara', 'pvn-rao'],
    ['vimshottari', undefined],
  ] as const)('answers %s %s as the engine computes it', async (system, method) => {
    const r = await callHandler(dashas, `/api/dashas?${BIRTH}&system=${system}${method ? `&method=${method}` : ''}`);
    expect(r.status).toBe(200);
    const body = r.json as DashasBody;
    const engine = computeDashas(base, system, method);
    expect([body.system, body.method, body.yearDays]).toEqual([system, method ?? null, 365.256364]);
    expect(body.mahadashas.map((m) => [m.lord ?? m.sign, m.start, m.end, m.years])).toEqual(
      engine.mahadashas.map((m) => [m.lord ?? m.sign, m.start, m.end, m.years]),
    );
    expect(body.mahadashas[0]!.antardashas!.length).toBe(system === 'chara' ? 12 : system === 'vimshottari' ? 9 : 8);
    if (system === 'chara') expect(body.mahadashas[0]).toMatchObject({ sign: base.lagna.rasi, start: '1985-10-15T10:30:00+05:30' });
    if (system === 'yogini') expect(body.mahadashas[0]!.yogini).toBeTypeOf('string');
  });

  it('defaults to Vimshottari, and Chara to K.N. Rao', async () => {
    expect(((await callHandler(dashas, `/api/dashas?${BIRTH}`)).json as DashasBody).system).toBe('vimshottari');
    expect(((await callHandler(dashas, `/api/dashas?${BIRTH}&system=chara`)).json as DashasBody).method).toBe('kn-rao');
  });

  it.each([
    ['&system=kalachakra', 'system', 'system: unknown system "kalachakra"; expected one of vimshottari, yogini, ashtottari, chara'],
    ['&system=chara&method=raghava', 'method', 'method: unknown method "raghava"; expected one of kn-rao, pvn-rao'],
    ['&system=yogini&method=kn-rao', 'method', 'method: only system=chara takes a method (kn-rao, pvn-rao)'],
  ])('refuses %s with a 400 naming %s and the allowed values', async (query, field, message) => {
    const r = await callHandler(dashas, `/api/dashas?${BIRTH}${query}`);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ field });
    expect((r.json as { message: string }).message).toContain(message);
  });
});

describe('GET /api/kp', () => {
  it('answers the KP chart with the Krishnamurti ayanamsa by default, equal to the engine', async () => {
    const r = await callHandler(kp, `/api/kp?${BIRTH.replace('&ayanamsa=LAHIRI', '')}`);
    expect(r.status).toBe(200);
    const body = r.json as ReturnType<typeof computeKp>;
    const engine = computeKp(computeChartBase({ ...birth, ayanamsa: 'KRISHNAMURTI' }));
    expect(body).toMatchObject({ houseSystem: 'placidus', ayanamsa: 'KRISHNAMURTI', caution: null, horaryNumber: null });
    expect(body.cusps).toEqual(engine.cusps);
    expect(body.cuspLords).toEqual(engine.cuspLords);
    expect(Object.keys(body.grahaLords)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
    expect(body.significators).toHaveLength(12);
    expect(body.rulingPlanets).toEqual(engine.rulingPlanets);
  });

  it('casts a horary number: the ascendant is the start of its segment', async () => {
    const r = await callHandler(kp, `/api/kp?${BIRTH}&horary=1`);
    expect(r.status).toBe(200);
    expect((r.json as { cusps: number[]; horaryNumber: number }).cusps[0]).toBe(0);
  });

  it('gives Porphyry cusps and a caution, never NaN, where Placidus fails', async () => {
    const r = await callHandler(kp, '/api/kp?date=1990-12-21&time=12:00&lat=78.22&lon=15.65&utcOffset=%2B01:00');
    expect(r.status).toBe(200);
    const body = r.json as { houseSystem: string; caution: string; cusps: number[] };
    expect(body.houseSystem).toBe('porphyry');
    expect(body.caution).toContain('Placidus houses do not exist at latitude 78.22°');
    for (const c of body.cusps) expect(Number.isFinite(c)).toBe(true);
  });

  it.each([['0'], ['250'], ['1.5'], ['x']])('refuses horary=%s with a 400 naming horary', async (value) => {
    const r = await callHandler(kp, `/api/kp?${BIRTH}&horary=${value}`);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ field: 'horary' });
    expect((r.json as { message: string }).message).toContain('horary: expected a whole number from 1 to 249');
  });

  it('both routes are in the OpenAPI document with their own fields', () => {
    const doc = openApiDocument(ROUTES) as { paths: Record<string, { get: { parameters: { name: string }[] } }> };
    expect(doc.paths['/api/dashas']!.get.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['date', 'system', 'method']));
    expect(doc.paths['/api/kp']!.get.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['date', 'horary', 'ayanamsa']));
  });
});

describe('GET /api/varshaphal', () => {
  it('answers the annual chart for year=29 as the engine computes it', async () => {
    const r = await callHandler(varshaphal, `/api/varshaphal?${BIRTH}&year=29`);
    expect(r.status).toBe(200);
    const body = r.json as ReturnType<typeof computeVarshaphal> & { status: string };
    const engine = computeVarshaphal(base, 29);
    expect(body).toMatchObject({
      status: 'ok',
      year: 29,
      moment: engine.moment,
      ascendantSign: engine.ascendantSign,
      munthaSign: engine.munthaSign,
      yearLord: engine.yearLord,
    });
    expect(body.moment.startsWith('2014-10-1')).toBe(true);
    expect(body.candidates).toHaveLength(5);
    expect(body.sahams.map((s) => s.name)).toEqual(expect.arrayContaining(['Punya', 'Vidya', 'Vivaha', 'Karya']));
    expect(body.muddaDasha).toHaveLength(9);
  });

  it.each([['-1'], ['121'], ['2.5'], ['x'], ['']])('refuses year=%s with a 400 naming year and its range', async (value) => {
    const r = await callHandler(varshaphal, `/api/varshaphal?${BIRTH}&year=${value}`);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ field: 'year' });
    expect((r.json as { message: string }).message).toContain('year:');
    expect((r.json as { message: string }).message).toContain('0 to 120');
  });

  it('refuses a birth without a time, naming time', async () => {
    const r = await callHandler(varshaphal, `/api/varshaphal?${BIRTH.replace('&time=10:30', '')}&year=3`);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ field: 'time' });
  });
});
