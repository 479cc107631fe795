/**
 * The model's calendar tools (`festivals`, `muhurta`) run directly: their results come from the
 * same functions as /api/festivals, /api/muhurta and the built-in reader, stay within the result
 * limit, and bad arguments come back naming the field. Mumbai's 2024 Diwali (31 October) is Drik
 * Panchang's published date (tests/fixtures/festivals/README.md).
 */
import { describe, expect, it } from 'vitest';
import { birthMoon } from '../../../shared/calendar/birth-moon';
import { computeMuhurta } from '../../../shared/calendar/muhurta';
import { computeChart } from '../../../shared/compose/chart';
import { civilToJdUt } from '../../../shared/time/julian';
import { runChatTool, type ChatToolContext } from './tools';

const chart = computeChart(
  {
    name: 'Asha',
    date: '1990-07-01',
    time: '10:30',
    utcOffset: '+05:30',
    lat: 28.6139,
    lon: 77.209,
    zone: 'Asia/Kolkata',
    place: 'New Delhi',
  },
  { transitJdUt: civilToJdUt('2026-11-24', '12:00', 0) },
);
const context: ChatToolContext = { chart, birth: {}, savedPeople: async () => null };
const run = async (name: string, args: unknown) =>
  JSON.parse(await runChatTool(name, JSON.stringify(args), context)) as Record<string, any>;

describe('festivals and muhurta tools', () => {
  it('festivals: one festival by name at a named place, with its rule', async () => {
    const r = await run('festivals', { year: 2024, name: 'Deepavali', place: 'Mumbai' });
    expect(r.festivals.map((f: { key: string; date: string }) => [f.key, f.date])).toEqual([['diwali', '2024-10-31']]);
    expect(r.festivals[0].rule.source).toMatch(/Nirnayasindhu/);
  });

  it("festivals: the year's list at the place of birth, default this year", async () => {
    const r = await run('festivals', {});
    expect(r.year).toBe(2026);
    expect(r.place.zone).toBe('Asia/Kolkata');
    expect(r.festivals.find((f: { key: string }) => f.key === 'holi').date).toBe('2026-03-04');
    expect(r.festivals.length).toBeGreaterThan(100);
  });

  it("muhurta: the finder's windows with the person's tara and chandra bala", async () => {
    const r = await run('muhurta', { event: 'griha-pravesh', from: '2027-03-01', to: '2027-03-31' });
    const direct = computeMuhurta({
      event: 'griha-pravesh',
      from: '2027-03-01',
      to: '2027-03-31',
      place: { lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata', ayanamsa: chart.input.ayanamsa },
      births: [birthMoon(chart.input.jdUt, chart.input.ayanamsa)],
    });
    expect(r.windows).toEqual(direct.windows.slice(0, 24));
    expect(r.windowCount).toBe(direct.windows.length);
  });

  it.each([
    ['muhurta', { event: 'party', from: '2027-03-01', to: '2027-03-31' }, /^event: expected one of marriage/],
    ['muhurta', { event: 'travel', from: '2027-03-01', to: '2027-02-01' }, /^to: .*before from/],
    ['festivals', { year: 1800 }, /^year: before 1900/],
    ['festivals', { name: 'Christmas' }, /^name: no festival named/],
  ])('%s %j → error naming the field', async (name, args, message) => {
    expect((await run(name, args)).error).toMatch(message);
  });
});
