/**
 * Through the local host: a visitor who leaves before the first token cancels the upstream call
 * at once (no waiting for the watchdog, no retry). Real HTTP both sides, the fake
 * OpenAI-compatible server upstream and the real `openai` SDK in between.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { constructedChart } from '../../shared/interpretation/reader/fixtures/constructed-chart';
import { FakeOpenAiServer } from '../../tests/support/fake-openai';
import { createChatHandler } from '../http/chat';
import { startTestHost } from '../../tests/support/test-host';

const fake = new FakeOpenAiServer();
let base = '';
let close: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  await fake.start();
  const handler = createChatHandler({
    env: { OPENAI_API_KEY: 'sk-test-not-real', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-model' },
    timeoutMs: 10_000,
    now: () => new Date('2026-11-21T12:00:00Z'),
    chartFor: async () => constructedChart(),
  });
  ({ base, close } = await startTestHost({ routes: [{ name: 'chat', route: 'chat', methods: ['POST'], handler }] }));
});
afterAll(async () => {
  await fake.stop();
  await close();
});

it('leaving before the first token cancels the upstream within 1 s, and nothing is retried', async () => {
  fake.scenario = { kind: 'hang' };
  const leave = new AbortController();
  const pending = fetch(`${base}/api/chat`, {
    method: 'POST',
    signal: leave.signal,
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({
      conversationHistory: [{ role: 'user', content: 'Hello' }],
      chart: { date: '2000-01-01', time: '12:00', lat: 18.52, lon: 73.85, tz: 'Asia/Kolkata' },
    }),
  }).catch(() => 'left');
  // Wait until the upstream has the request, then leave.
  for (let i = 0; i < 50 && fake.requests.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  expect(fake.requests.length).toBe(1);
  leave.abort();
  const leftAt = Date.now();
  expect(await pending).toBe('left');
  while (fake.abandoned === 0 && Date.now() - leftAt < 1000) await new Promise((r) => setTimeout(r, 10));
  expect(fake.abandoned).toBe(1);
  expect(Date.now() - leftAt).toBeLessThan(1000);
  await new Promise((r) => setTimeout(r, 300));
  expect(fake.requests.length).toBe(1);
});
