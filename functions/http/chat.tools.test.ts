/**
 * The chat's tools through the real handler, the real `openai` SDK and a fake OpenAI-compatible
 * server on 127.0.0.1 that issues tool calls: the tools run and their results equal direct
 * engine calls; the rounds, per-round calls, time budget and result size bounds hold; bad
 * arguments come back naming the field; and a server without tool support falls back to
 * prompt-only mode, remembered for later replies.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { computeChart } from '../../shared/compose/chart';
import type { SavedChart } from '../../shared/contracts/account';
import { chartInputFromQuery } from '../../shared/contracts/chart-request';
import { CHAT_TOOL_NAMES } from '../../shared/contracts/chat-tools';
import { matchInputsFrom } from '../../shared/contracts/match-request';
import { chartDigest } from '../../shared/interpretation/chart-digest';
import { dashaOverRange } from '../../shared/jyotish/dasha-range';
import { computeMatch } from '../../shared/compose/match';
import { computeTransits, runningDasha } from '../../shared/jyotish/transits';
import { transitsOverRange } from '../../shared/jyotish/transits-range';
import { computeDayPanchang } from '../../shared/panchang/day';
import { civilToJdUt } from '../../shared/time/julian';
import { FakeOpenAiServer } from '../../tests/support/fake-openai';
import { chartForChat } from '../lib/ai/chart-for-chat';
import { forgetToolSupport } from '../lib/ai/tool-loop';
import { transitJdUtForDay } from '../lib/charts';
import { placeIndex } from '../lib/places';
import type { ChatDependencies } from './chat';
import { askChat } from './chat-call.test-support';

const fake = new FakeOpenAiServer();
const NOW = new Date('2026-11-24T09:00:00Z');
const BIRTH = { name: 'Asha', date: '1990-07-01', time: '06:30', place: 'Mumbai' };
const SAVED: SavedChart[] = [
  {
    id: 'r1',
    name: 'Ravi Kumar',
    relation: 'husband',
    birth: { name: 'Ravi Kumar', date: '1988-02-11', time: '14:20', place: 'Pune' },
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  },
  {
    id: 'm2',
    name: 'Meera',
    relation: 'sister',
    birth: { date: '1993-09-09', time: '08:00', place: 'Delhi' },
    createdAt: '2026-01-02T00:00:00Z',
    updatedAt: '2026-01-02T00:00:00Z',
  },
];

function deps(over: Partial<ChatDependencies> = {}): ChatDependencies {
  return {
    env: { OPENAI_API_KEY: 'sk-test-not-real', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-model' },
    timeoutMs: 5_000,
    now: () => NOW,
    chartFor: chartForChat,
    savedPeople: async () => SAVED,
    ...over,
  };
}

const call = (handlerDeps: ChatDependencies, accept?: string) => askChat(handlerDeps, 'What does March 2031 hold?', BIRTH, accept);

/** The reply text of an SSE body. */
const replyOf = (sse: string) =>
  sse
    .split('\n\n')
    .filter((f) => f.startsWith('data: '))
    .map((f) => (JSON.parse(f.slice(6)) as { delta?: string }).delta ?? '')
    .join('');

/** Tool results the relay sent back, by tool_call_id order, parsed. */
function toolResults(requestIndex: number): unknown[] {
  return (fake.requests[requestIndex]!.body.messages ?? []).filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content) as unknown);
}

const tool = (name: string, args: unknown) => ({ name, arguments: JSON.stringify(args) });

// The engine, called directly: the chart the relay computes, from the same birth and "now".
const input = (() => {
  const r = chartInputFromQuery(BIRTH, placeIndex());
  if (!r.ok) throw new Error(r.failure.message);
  return r.input;
})();
const chart = computeChart(input, { transitJdUt: transitJdUtForDay(NOW.getTime()) });
const offset = chart.input.utcOffsetMinutes;

beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => {
  fake.queue = [];
  fake.requests.length = 0;
  fake.rejectTools = null;
  fake.scenario = { kind: 'reply', chunks: ['In March 2031 ', 'you run Saturn–Saturn.'] };
  forgetToolSupport();
});

describe('chat tools (fake OpenAI server issuing tool calls)', () => {
  it('offers every tool with its schema, runs the calls and sends back exactly what the engine computes', async () => {
    fake.queue = [
      {
        kind: 'tool-calls',
        calls: [
          tool('dasha_periods', { date: '2031-03-15' }),
          tool('dasha_periods', { from: '2031-01-01', to: '2031-12-31' }),
          tool('transits', { date: '2031-03-15' }),
          tool('transits', { from: '2030-06-01', to: '2032-05-31' }),
        ],
      },
      { kind: 'tool-calls', calls: [tool('panchang', { date: '2031-03-15' }), tool('chart_facts', {})] },
      { kind: 'tool-calls', calls: [tool('match_with_saved_person', { person: 'ravi', visitorIs: 'bride' })] },
    ];
    const r = await call(deps());
    expect(r.status).toBe(200);
    expect(replyOf(r.text)).toBe('In March 2031 you run Saturn–Saturn.');
    expect(fake.requests).toHaveLength(4);

    const first = fake.requests[0]!.body;
    expect(first.tools!.map((t) => t.function.name)).toEqual(CHAT_TOOL_NAMES);
    expect(first.tool_choice).toBe('auto');
    expect(first.messages![0]!.content).toContain('## Tools');
    const dashaSchema = first.tools!.find((t) => t.function.name === 'dasha_periods')!.function.parameters as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(dashaSchema.properties)).toEqual(['date', 'from', 'to']);

    const noon = civilToJdUt('2031-03-15', '12:00', offset);
    const [dashaOn, dashaOver, transitOn, transitOver] = toolResults(1);
    expect(dashaOn).toEqual({ date: '2031-03-15', running: JSON.parse(JSON.stringify(runningDasha(chart, noon))) });
    // Independent of the tool: the periods running at noon contain that instant.
    const running = runningDasha(chart, noon)!;
    expect(running.pratyantardasha.startJdUt).toBeLessThanOrEqual(noon);
    expect(running.pratyantardasha.endJdUt).toBeGreaterThan(noon);
    const yearStart = civilToJdUt('2031-01-01', '00:00', offset);
    const yearEnd = civilToJdUt('2031-12-31', '00:00', offset) + 1;
    expect(dashaOver).toEqual({
      from: '2031-01-01',
      to: '2031-12-31',
      periods: JSON.parse(JSON.stringify(dashaOverRange(chart, yearStart, yearEnd, 3))),
    });
    expect(transitOn).toEqual(JSON.parse(JSON.stringify(computeTransits(chart, noon))));
    const windowStart = civilToJdUt('2030-06-01', '00:00', offset);
    const windowEnd = civilToJdUt('2032-05-31', '00:00', offset) + 1;
    const over = transitsOverRange(chart, windowStart, windowEnd);
    expect(transitOver).toEqual(JSON.parse(JSON.stringify(over)));
    // Two years hold Jupiter's yearly ingress and its retrograde station, and Mercury stations several times.
    expect(over.ingresses.some((i) => i.graha === 'Jupiter')).toBe(true);
    expect(over.stations.filter((s) => s.graha === 'Mercury').length).toBeGreaterThanOrEqual(10);

    const [panchang, facts] = toolResults(2).slice(4);
    expect((panchang as { panchang: unknown }).panchang).toEqual(
      JSON.parse(
        JSON.stringify(
          computeDayPanchang({
            date: '2031-03-15',
            lat: chart.input.lat,
            lon: chart.input.lon,
            zone: 'Asia/Kolkata',
            ayanamsa: chart.input.ayanamsa,
            convention: 'upper-limb-refraction',
          }),
        ),
      ),
    );
    expect(facts).toEqual(JSON.parse(JSON.stringify(chartDigest(chart))));

    const [match] = toolResults(3).slice(6);
    const inputs = matchInputsFrom(
      {
        bride: { name: 'Asha', date: '1990-07-01', time: '06:30', place: 'Mumbai' },
        groom: SAVED[0]!.birth,
        shared: { ayanamsa: chart.input.ayanamsa, node: chart.input.node },
      },
      placeIndex(),
    );
    if (!inputs.ok) throw new Error(inputs.failure.message);
    const expected = computeMatch(inputs.inputs);
    if (!expected.ok) throw new Error(expected.failure.message);
    expect(match).toEqual({
      person: { id: 'r1', name: 'Ravi Kumar', relation: 'husband' },
      match: JSON.parse(JSON.stringify(expected.answer)),
    });
  });

  it('hands bad arguments, unknown tools and unknown people back to the model naming the field', async () => {
    fake.queue = [
      {
        kind: 'tool-calls',
        calls: [
          tool('dasha_periods', { date: '2031-02-30' }),
          tool('transits', { from: '2030-01-01', to: '2035-01-01' }),
          tool('transits', { date: '2031-01-01', from: '2031-01-01' }),
          { name: 'panchang', arguments: '{not json' },
          tool('horoscope', {}),
          tool('match_with_saved_person', { person: 'Priya', visitorIs: 'groom' }),
        ],
      },
    ];
    const r = await call(deps());
    expect(r.status).toBe(200);
    const errors = toolResults(1).map((x) => (x as { error: string }).error);
    expect(errors[0]).toMatch(/^date: expected a date YYYY-MM-DD/);
    expect(errors[1]).toMatch(/^to: the window is 1826 days; the limit is 1098 days/);
    expect(errors[2]).toBe('date: give either date, or from and to, not both');
    expect(errors[3]).toBe('arguments: not valid JSON');
    expect(errors[4]).toMatch(/^name: unknown tool "horoscope"/);
    expect(errors[5]).toBe('person: no saved person named "Priya"; saved: "Ravi Kumar" (husband), "Meera" (sister)');
  });

  it('tells the model when nobody is signed in', async () => {
    fake.queue = [{ kind: 'tool-calls', calls: [tool('match_with_saved_person', { person: 'Ravi', visitorIs: 'bride' })] }];
    await call(deps({ savedPeople: async () => null }));
    expect(toolResults(1)).toEqual([{ error: 'person: the visitor is not signed in, so there are no saved people to match with' }]);
  });

  it('stops offering tools after the round limit and runs at most maxCallsPerRound calls per round', async () => {
    const limits = { maxRounds: 2, maxCallsPerRound: 2, toolBudgetMs: 60_000, maxResultChars: 16_000 };
    fake.queue = [
      { kind: 'tool-calls', calls: [tool('chart_facts', {}), tool('chart_facts', {}), tool('dasha_periods', { date: '2030-01-01' })] },
      { kind: 'tool-calls', calls: [tool('chart_facts', {})] },
    ];
    const r = await call(deps({ toolLimits: limits }));
    expect(replyOf(r.text)).toBe('In March 2031 you run Saturn–Saturn.');
    expect(fake.requests.map((q) => q.body.tool_choice)).toEqual(['auto', 'auto', 'none']);
    expect(toolResults(1)[2]).toEqual({ error: 'calls: at most 2 tool calls are run per turn; ask again for this one' });

    // A model that keeps calling tools even when told not to ends after maxRounds + 1 requests, with an error.
    fake.requests.length = 0;
    fake.scenario = { kind: 'tool-calls', calls: [tool('chart_facts', {})] };
    const stuck = await call(deps({ toolLimits: limits }));
    expect(fake.requests).toHaveLength(3);
    expect(stuck.status).toBe(500);
  });

  it('stops offering tools once the time budget is spent', async () => {
    const limits = { maxRounds: 10, maxCallsPerRound: 6, toolBudgetMs: 250, maxResultChars: 16_000 };
    fake.queue = [{ kind: 'tool-calls', calls: [tool('chart_facts', {})], delayMs: 400 }];
    const started = Date.now();
    const r = await call(deps({ toolLimits: limits }));
    expect(replyOf(r.text)).toBe('In March 2031 you run Saturn–Saturn.');
    // The first response took longer than the budget: the second request may not call tools.
    expect(fake.requests.map((q) => q.body.tool_choice)).toEqual(['auto', 'none']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('refuses a result over the size bound and tells the model to narrow it', async () => {
    const limits = { maxRounds: 4, maxCallsPerRound: 6, toolBudgetMs: 60_000, maxResultChars: 2_000 };
    fake.queue = [{ kind: 'tool-calls', calls: [tool('transits', { date: '2031-03-15' }), tool('dasha_periods', { date: '2031-03-15' })] }];
    await call(deps({ toolLimits: limits }));
    const [big, small] = toolResults(1) as { error?: string }[];
    expect(big!.error).toMatch(/^result: \d+ characters is over the 2000-character limit; ask for a shorter window$/);
    expect(small!.error).toBeUndefined();
  });

  it('runs tools in JSON mode too', async () => {
    fake.queue = [{ kind: 'tool-calls', calls: [tool('dasha_periods', { date: '2031-03-15' })] }];
    const r = await call(deps(), 'application/json');
    expect(JSON.parse(r.text)).toMatchObject({ reply: 'In March 2031 you run Saturn–Saturn.', claims: { claims: expect.any(Array) } });
    expect(fake.requests.map((q) => q.body.stream ?? false)).toEqual([false, false]);
    expect(toolResults(1)).toHaveLength(1);
  });

  it('falls back to prompt-only mode when the server refuses tools, and remembers it', async () => {
    fake.rejectTools = 'registry.ollama.ai/library/gemma:2b does not support tools';
    const r = await call(deps());
    expect(r.status).toBe(200);
    expect(replyOf(r.text)).toBe('In March 2031 you run Saturn–Saturn.');
    expect(fake.requests.map((q) => Boolean(q.body.tools))).toEqual([true, false]);
    // Prompt-only: the chart facts stay in the system prompt, the tools guide does not.
    expect(fake.requests[1]!.body.messages![0]!.content).toContain('## Planets');
    expect(fake.requests[1]!.body.messages![0]!.content).not.toContain('## Tools');

    fake.requests.length = 0;
    const again = await call(deps(), 'application/json');
    expect(JSON.parse(again.text)).toMatchObject({ reply: 'In March 2031 you run Saturn–Saturn.' });
    expect(fake.requests.map((q) => Boolean(q.body.tools))).toEqual([false]);
  });

  it('does not take an ordinary upstream error for missing tool support', async () => {
    fake.scenario = { kind: 'status', status: 400, body: { error: { message: 'context length exceeded' } } };
    const r = await call(deps());
    expect(r.status).toBe(500);
    expect(fake.requests.map((q) => Boolean(q.body.tools))).toEqual([true]);
  });
});
