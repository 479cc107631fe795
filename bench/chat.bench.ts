/**
 * `npm run bench:chat`: the relay's added time-to-first-token. The fake OpenAI-compatible server
 * answers instantly; we time the first content chunk when calling it directly, and the first
 * `{delta}` SSE frame when going through POST /api/chat on the local host (validation, chart
 * recomputation — memoised per day like /api/chart — system prompt, openai SDK, SSE re-framing).
 * Runs interleaved, after a warm-up, in one process on 127.0.0.1. Target: ≤ 10 ms added (median).
 *
 * Then what the relay adds after the answer: the claim check per answer (built-in reader answers
 * to a spread of questions and a long model-style answer; target ≤ 20 ms), and each model tool's
 * run time on the same chart (the engine work a tool round adds before the model's next turn).
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createChatHandler, chatRoute } from '../functions/http/chat';
import { createHost } from '../functions/host/server';
import { chartForChat } from '../functions/lib/ai/chart-for-chat';
import { FakeOpenAiServer } from '../tests/support/fake-openai';
import { checkClaims } from '../shared/interpretation/claims/check-claims';
import { composeReading } from '../shared/interpretation/reader/compose';
import { runChatTool } from '../functions/lib/ai/tools';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const TARGET_ADDED_MS = 10;
const BIRTH = { name: 'Bench', date: '1990-07-01', time: '10:30', lat: 19.076, lon: 72.8777, tz: 'Asia/Kolkata' };
const MESSAGES = [{ role: 'user', content: 'How is my career?' }];

/** Milliseconds until the response body first contains `marker`. */
async function timeToMarker(url: string, body: unknown, marker: string, accept: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, authorization: 'Bearer bench' },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let seen = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`${url}: stream ended before ${marker}`);
    seen += value;
    if (seen.includes(marker)) {
      const elapsed = performance.now() - start;
      await reader.cancel();
      return elapsed;
    }
  }
}

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

const fake = new FakeOpenAiServer();
const fakeUrl = await fake.start();
const handler = createChatHandler({
  env: { OPENAI_API_KEY: 'bench', OPENAI_BASE_URL: fakeUrl, OPENAI_MODEL: 'fake-model' },
  chartFor: chartForChat,
  now: () => new Date(),
  timeoutMs: 12_000,
});
const host = createHost({ routes: [{ ...chatRoute, handler }] });
await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
const relayUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/api/chat`;
const directUrl = `${fakeUrl}/chat/completions`;

const direct = () => timeToMarker(directUrl, { model: 'fake-model', stream: true, messages: MESSAGES }, '"content"', 'text/event-stream');
const relayWithChart = () => timeToMarker(relayUrl, { conversationHistory: MESSAGES, chart: BIRTH }, 'data: {"delta"', 'text/event-stream');
const relayNoChart = () => timeToMarker(relayUrl, { conversationHistory: MESSAGES }, 'data: {"delta"', 'text/event-stream');

const coldChartMs = await relayWithChart(); // first call computes the chart; later ones hit the day's cache
for (let i = 0; i < WARMUP; i++) {
  await direct();
  await relayWithChart();
  await relayNoChart();
}
const samples = { direct: [] as number[], withChart: [] as number[], noChart: [] as number[] };
for (let i = 0; i < RUNS; i++) {
  samples.direct.push(await direct());
  samples.withChart.push(await relayWithChart());
  samples.noChart.push(await relayNoChart());
}
fake.requests.length = 0;
await new Promise<void>((resolve) => host.close(() => resolve()));
host.closeAllConnections();
await fake.stop();

const d50 = quantile(samples.direct, 0.5);
const w50 = quantile(samples.withChart, 0.5);
const n50 = quantile(samples.noChart, 0.5);
console.log(`chat relay time-to-first-token, ${RUNS} runs each (fake provider on 127.0.0.1, Node ${process.version})`);
console.log(`  direct to fake server:        median ${fmt(d50)}, p95 ${fmt(quantile(samples.direct, 0.95))}`);
console.log(
  `  relay, birth in body:         median ${fmt(w50)}, p95 ${fmt(quantile(samples.withChart, 0.95))}  (first, uncached chart: ${fmt(coldChartMs)})`,
);
console.log(`  relay, no birth:              median ${fmt(n50)}, p95 ${fmt(quantile(samples.noChart, 0.95))}`);
const added = w50 - d50;
console.log(
  `  added by the relay (median):  ${fmt(added)} with a birth, ${fmt(n50 - d50)} without; target ≤ ${TARGET_ADDED_MS} ms → ${added <= TARGET_ADDED_MS ? 'PASS' : 'FAIL'}`,
);

// The claim check, per answer.
const TARGET_CHECK_MS = 20;
const CHECK_RUNS = Number(process.env.BENCH_CHECK_RUNS ?? 50);
const chart = await chartForChat(BIRTH, new Date());
const QUESTIONS = [
  'Tell me about my chart',
  'How is my career?',
  'When will I get married?',
  'When will my Saturn period end?',
  'What does Jupiter in my 10th house mean?',
  'What does 2031 hold for me?',
  'What happens after my Saturn period?',
  'Which remedies should I do?',
];
const answers = QUESTIONS.map((q) => composeReading(chart, q, { firstReply: false }));
// A long model-style answer: every graha's sign, house, nakshatra and dignity, and the mahadashas with dates.
answers.push(
  [
    ...chart.grahas.map(
      (g) =>
        `Your **${g.graha}** is placed in ${g.rasi}, in your ${g.house}th house, in ${g.nakshatra} nakshatra; it is ${g.dignity === 'exalted' ? 'exalted' : 'not exalted'} and ${g.retrograde ? 'retrograde' : 'direct'}. This shapes how ${g.graha.toLowerCase()} themes unfold across your life, in work and at home.`,
    ),
    ...chart.dasha.mahadashas.map((m) => `- The ${m.lord} mahadasha runs from ${m.start.slice(0, 10)} to ${m.end.slice(0, 10)}.`),
  ].join('\n\n'),
);
for (const a of answers) checkClaims(a, chart); // warm-up (lexicon built once)
const perAnswer: number[] = [];
let statements = 0;
for (let r = 0; r < CHECK_RUNS; r++) {
  for (const a of answers) {
    const t0 = performance.now();
    const report = checkClaims(a, chart);
    perAnswer.push(performance.now() - t0);
    if (r === 0) statements += report.claims.length;
  }
}
const chars = answers.map((a) => a.length);
const check50 = quantile(perAnswer, 0.5);
const check95 = quantile(perAnswer, 0.95);
console.log(
  `claim check per answer, ${answers.length} answers (${Math.min(...chars)}–${Math.max(...chars)} chars, ${statements} statements) × ${CHECK_RUNS} runs:`,
);
console.log(
  `  median ${fmt(check50)}, p95 ${fmt(check95)}, max ${fmt(Math.max(...perAnswer))}; target ≤ ${TARGET_CHECK_MS} ms (median, as the relay's) → ${check50 <= TARGET_CHECK_MS ? 'PASS' : 'FAIL'}`,
);

// Each model tool on the same chart (the engine work of one tool call).
const TOOL_RUNS = Number(process.env.BENCH_TOOL_RUNS ?? 20);
const year = new Date().getUTCFullYear();
const TOOL_CALLS: [string, unknown][] = [
  ['chart_facts', {}],
  ['dasha_periods', { date: `${year + 5}-03-15` }],
  ['dasha_periods', { from: `${year}-01-01`, to: `${year + 10}-12-31` }],
  ['transits', { date: `${year + 5}-03-15` }],
  ['transits', { from: `${year + 5}-01-01`, to: `${year + 5}-12-31` }],
  ['panchang', { date: `${year + 1}-01-14` }],
  ['match_with_saved_person', { person: 'Ravi', visitorIs: 'bride' }],
];
const toolContext = {
  chart,
  birth: BIRTH,
  savedPeople: async () => [
    {
      id: 'p1',
      name: 'Ravi',
      relation: 'husband',
      birth: { name: 'Ravi', date: '1988-02-11', time: '14:20', lat: '18.5196', lon: '73.8553', tz: 'Asia/Kolkata' },
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    },
  ],
};
console.log(`chat tools, ${TOOL_RUNS} runs each after one cold run (same chart):`);
let slowestToolMs = 0;
for (const [name, args] of TOOL_CALLS) {
  const t0 = performance.now();
  const first = await runChatTool(name, JSON.stringify(args), toolContext);
  const cold = performance.now() - t0;
  if (first.startsWith('{"error"')) throw new Error(`${name} ${JSON.stringify(args)}: ${first}`);
  const times: number[] = [];
  for (let i = 0; i < TOOL_RUNS; i++) {
    const t = performance.now();
    await runChatTool(name, JSON.stringify(args), toolContext);
    times.push(performance.now() - t);
  }
  const median = quantile(times, 0.5);
  slowestToolMs = Math.max(slowestToolMs, median);
  console.log(`  ${`${name} ${JSON.stringify(args)}`.padEnd(72)} median ${fmt(median)}, cold ${fmt(cold)}, ${first.length} chars`);
}
console.log(`  slowest tool median: ${fmt(slowestToolMs)}`);
process.exitCode = added <= TARGET_ADDED_MS && check50 <= TARGET_CHECK_MS ? 0 : 1;
