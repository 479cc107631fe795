/**
 * The relay with the real engine: the chart facts in the system prompt the fake provider receives
 * equal the engine's own ChartModel for that birth (planet table, houses, lagna, running dasha),
 * and the built-in reader's answers quote the engine's house lords and dasha dates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeChart } from '../../shared/compose/chart';
import { houseThemes } from '../../shared/interpretation/houses';
import { FakeOpenAiServer } from '../../tests/support/fake-openai';
import { chartForChat } from '../lib/ai/chart-for-chat';
import { transitJdUtForDay } from '../lib/charts';
import { oneQuestion, postChat } from './chat-call.test-support';

const fake = new FakeOpenAiServer();
const NOW = new Date('2026-11-21T09:00:00Z');
/** Mumbai, 1990-07-01 10:30 IST (+05:30; India has no DST since 1945). */
const BIRTH = { name: 'Ravi', date: '1990-07-01', time: '10:30', lat: 19.076, lon: 72.8777, tz: 'Asia/Kolkata' };
const ENGINE = computeChart(
  { name: 'Ravi', date: '1990-07-01', time: '10:30', utcOffset: '+05:30', lat: 19.076, lon: 72.8777, zone: 'Asia/Kolkata' },
  { transitJdUt: transitJdUtForDay(NOW.getTime()) },
);

beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});

async function post(env: Record<string, string>, content: string): Promise<string> {
  const deps = { env, chartFor: chartForChat, now: () => NOW, timeoutMs: 5_000 };
  const response = await postChat(deps, oneQuestion(content, { chart: BIRTH }), 'application/json');
  expect(response.status).toBe(200);
  return (JSON.parse(response.text) as { reply: string }).reply;
}

describe('system prompt facts = engine facts', () => {
  it('planet table rows, houses, lagna and running dasha match computeChart for the same birth', async () => {
    await post({ OPENAI_API_KEY: 'test', OPENAI_BASE_URL: fake.url }, 'Read my chart');
    const prompt = fake.requests[0]!.body.messages![0]!.content;
    for (const g of ENGINE.grahas) {
      expect(prompt, g.graha).toContain(`| ${g.graha} | ${g.rasi} | ${g.degreesInRasi.toFixed(2)}° | ${g.house} |`);
    }
    for (const h of ENGINE.houses) {
      const lordHouse = ENGINE.grahas.find((g) => g.graha === h.lord)!.house;
      expect(prompt, `house ${h.house}`).toContain(`| ${h.house} | ${houseThemes(h.house)} | ${h.rasi} | ${h.lord} | ${lordHouse} |`);
    }
    expect(prompt).toContain(`Lagna (ascendant): ${ENGINE.lagna.rasi} ${ENGINE.lagna.degreesInRasi.toFixed(2)}°`);
    const running = ENGINE.transits!.running!;
    expect(prompt).toContain(
      `mahadasha ${running.mahadasha.lord} (${running.mahadasha.start.slice(0, 10)} to ${running.mahadasha.end.slice(0, 10)})`,
    );
    expect(prompt).toContain(
      `antardasha ${running.antardasha.lord} (${running.antardasha.start.slice(0, 10)} to ${running.antardasha.end.slice(0, 10)})`,
    );
    expect(prompt).toContain(`## Transits for ${ENGINE.transits!.year}`);
    expect(prompt.match(/^\| \d{1,2} \| /gm)).toHaveLength(12);
  });

  it("the built-in reader quotes the engine's 10th lord and the Saturn mahadasha dates", async () => {
    const tenth = ENGINE.houses[9]!;
    const career = await post({}, 'How is my career?');
    expect(career).toContain(`${tenth.rasi}, ruled by **${tenth.lord}**`);
    const saturn = ENGINE.dasha.mahadashas.find((m) => m.lord === 'Saturn')!;
    const timing = await post({}, 'When will my Saturn period end?');
    expect(timing).toContain(saturn.end.slice(0, 10));
    expect(timing).toContain(saturn.start.slice(0, 10));
  });
});
