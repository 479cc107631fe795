/**
 * The whole-stream deadline under a real over-long stream: a fake OpenAI-compatible server on
 * 127.0.0.1 keeps sending chunks well inside the per-chunk watchdog but for longer than the
 * deadline, so only the overall deadline can end it. The deadline is streamCompletion's own
 * `deadlineAt` (the relay passes now + STREAM_DEADLINE_MS), set 1.2 s ahead to keep the test fast.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeOpenAiServer } from '../../../tests/support/fake-openai';
import { readHostJson } from '../../host/host-config';
import { createProviderClient, STREAM_DEADLINE_MS, streamCompletion } from './client';
import { mapUpstreamError, ReplyCutShortError } from './errors';

const fake = new FakeOpenAiServer();
/** Deadline for this test, ms after the request. */
const DEADLINE_MS = 1_200;
/** Gap between upstream chunks, ms: far below the per-chunk wait, so the watchdog never fires. */
const CHUNK_GAP_MS = 100;
/** Per-chunk wait given to the client, ms. */
const ATTEMPT_TIMEOUT_MS = 2_000;

beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});

describe('an over-long upstream stream', () => {
  it('is ended by the overall deadline: text so far relayed, then ReplyCutShortError(deadline), and the upstream hung up on', async () => {
    // 60 chunks × 100 ms = 6 s of streaming against a 1.2 s deadline.
    fake.scenario = { kind: 'reply', chunks: Array.from({ length: 60 }, (_, i) => `w${i} `), chunkDelayMs: CHUNK_GAP_MS };
    const client = createProviderClient(
      { kind: 'openai', apiKey: 'sk-test-not-real', baseURL: fake.url, model: 'fake' },
      ATTEMPT_TIMEOUT_MS,
    );
    const started = Date.now();
    const received: string[] = [];
    let failure: unknown = null;
    try {
      for await (const delta of streamCompletion(
        client,
        'fake',
        [{ role: 'user', content: 'Tell me everything' }],
        ATTEMPT_TIMEOUT_MS,
        undefined,
        started + DEADLINE_MS,
      ))
        received.push(delta);
    } catch (error) {
      failure = error;
    }
    const elapsedMs = Date.now() - started;
    expect(failure).toBeInstanceOf(ReplyCutShortError);
    expect((failure as ReplyCutShortError).why).toBe('deadline');
    // Ended at the deadline, not at the stream's end (6 s) nor by the watchdog (2 s of silence).
    expect(elapsedMs).toBeGreaterThanOrEqual(DEADLINE_MS);
    expect(elapsedMs).toBeLessThan(DEADLINE_MS + 800);
    // What arrived before the deadline was relayed in order, and it was not the whole reply.
    expect(received.length).toBeGreaterThan(3);
    expect(received.length).toBeLessThan(60);
    expect(received).toEqual(received.map((_, i) => `w${i} `));
    // The upstream request was cancelled, not left streaming to nobody.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.abandoned).toBeGreaterThanOrEqual(1);
    // The visitor is told the reply was cut short (503), never handed it as complete.
    expect(mapUpstreamError(failure)).toMatchObject({ status: 503, message: expect.stringContaining('cut short') });
  });

  it("has a production deadline below host.json's functionTimeout (so the relay, not the host, ends a long reply) and Static Web Apps' 45 s", () => {
    const { functionTimeoutMs } = readHostJson(join(process.cwd(), 'host.json'));
    expect(functionTimeoutMs).not.toBeNull();
    expect(STREAM_DEADLINE_MS).toBeLessThan(functionTimeoutMs!);
    expect(functionTimeoutMs!).toBeLessThanOrEqual(45_000);
  });
});
