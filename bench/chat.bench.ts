/**
 * `npm run bench:chat`: the relay's added time-to-first-token. The fake OpenAI-compatible server
 * answers instantly; we time the first content chunk when calling it directly, and the first
 * `{delta}` SSE frame when going through POST /api/chat on the local host (validation, chart
 * recomputation — memoised per day like /api/chart — system prompt, openai SDK, SSE re-framing).
 * Runs interleaved, after a warm-up, in one process on 127.0.0.1. Target: ≤ 10 ms added (median).
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createChatHandler, chatRoute } from '../functions/http/chat';
import { createHost } from '../functions/host/server';
import { chartForChat } from '../functions/lib/ai/chart-for-chat';
import { FakeOpenAiServer } from '../tests/support/fake-openai';

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
process.exitCode = added <= TARGET_ADDED_MS ? 0 : 1;
