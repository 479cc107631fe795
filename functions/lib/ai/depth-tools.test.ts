/** The chat's astrologer-depth tools run directly: each answers from the same engine function as the API, and refuses bad arguments by field. */
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../../shared/compose/chart';
import { computeDashas } from '../../../shared/compose/dashas';
import { computeVarshaphal } from '../../../shared/compose/varshaphal';
import { remediesFor } from '../../../shared/interpretation/remedies/remedies';
import { dayNoonJdUt } from '../../../shared/jyotish/now';
import { runChatTool, type ChatToolContext } from './tools';
import { compareProfiles } from '../../../shared/chart/compare/compare';

const chart = computeChart({ date: '1985-10-15', time: '10:30', lat: 19.076, lon: 72.8777, utcOffset: '+05:30', ayanamsa: 'LAHIRI' });
const context: ChatToolContext = { chart, birth: {}, savedPeople: async () => null };
const run = async (name: string, args: unknown) => JSON.parse(await runChatTool(name, JSON.stringify(args), context));

describe('depth tools', () => {
  it('other_dashas: the mahadashas of the system and the periods running on the date', async () => {
    const r = await run('other_dashas', { system: 'yogini', date: '2026-12-07' });
    const engine = computeDashas(chart, 'yogini');
    expect(r.mahadashas.map((m: { lord: string }) => m.lord)).toEqual(engine.mahadashas.map((m) => m.lord));
    expect(r.running.mahadasha.start <= '2026-12-07' && r.running.mahadasha.end > '2026-12-07').toBe(true);
    expect((await run('other_dashas', { system: 'chara' })).method).toBe('kn-rao');
    expect(await run('other_dashas', { system: 'kalachakra' })).toEqual({ error: 'system: expected yogini, ashtottari or chara' });
  });

  it('kp_chart: Placidus with the Krishnamurti ayanamsa', async () => {
    const r = await run('kp_chart', {});
    expect(r).toMatchObject({ houseSystem: 'placidus', ayanamsa: 'KRISHNAMURTI' });
    expect(r.cuspLords).toHaveLength(12);
  });

  it('varshaphal: the annual chart of the year, as the API computes it', async () => {
    const r = await run('varshaphal', { year: 41 });
    expect(r).toMatchObject({ year: 41, yearLord: computeVarshaphal(chart, 41).yearLord });
    expect((await run('varshaphal', { year: 121 })).error).toMatch(/^year: expected a whole number from 0 to 120/);
  });

  it('compare_programs: ours (as cast) beside the programs asked, every difference with its cause', async () => {
    const r = await run('compare_programs', { programs: ['astrosage', 'pyjhora'] });
    const birth = { jdUt: chart.input.jdUt, lat: chart.input.lat, lon: chart.input.lon, utcOffsetMinutes: chart.input.utcOffsetMinutes };
    const engine = compareProfiles(birth, true, ['default', 'astrosage', 'pyjhora'], { ayanamsa: 'LAHIRI', node: 'mean' });
    expect(r.profiles.map((p: { id: string }) => p.id)).toEqual(['default', 'astrosage', 'pyjhora']);
    expect(r.profiles[0].settings.ayanamsa).toBe('LAHIRI');
    expect(r.differences.map((d: { cause: string }) => d.cause)).toEqual(engine.differences.map((d) => d.cause));
    expect((await run('compare_programs', { programs: ['astro'] })).error).toMatch(/^programs/);
  });

  it('remedies: the same advice as the page', async () => {
    const r = await run('remedies', { date: '2026-12-07' });
    expect(r.targets.map((t: { graha: string }) => t.graha)).toEqual(
      remediesFor(chart, dayNoonJdUt(chart, '2026-12-07')).targets.map((t) => t.graha),
    );
  });
});
