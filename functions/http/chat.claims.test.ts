/**
 * The claim check in the relay, through the real handler and a fake OpenAI-compatible server:
 * a model answer with two wrong statements gets one correction round, the corrected text
 * replaces it (`{replace}`) and the report (`{claims}`) closes the reply before `{done}`; a
 * correction that is no better is dropped; the built-in reader's answers are checked too.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RASIS } from '../../shared/vocabulary/rasi';
import { FakeOpenAiServer } from '../../tests/support/fake-openai';
import { chartForChat } from '../lib/ai/chart-for-chat';
import type { ChatDependencies } from './chat';
import { askChat } from './chat-call.test-support';

const fake = new FakeOpenAiServer();
const NOW = new Date('2026-11-24T09:00:00Z');
const BIRTH = { name: 'Asha', date: '1990-07-01', time: '06:30', place: 'Mumbai' };

function deps(env: Record<string, string>): ChatDependencies {
  return { env, timeoutMs: 5_000, now: () => NOW, chartFor: chartForChat };
}
const providerEnv = () => ({ OPENAI_API_KEY: 'sk-test-not-real', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-model' });

const call = async (handlerDeps: ChatDependencies, accept?: string) =>
  (await askChat(handlerDeps, 'Where are my Sun and Mars?', BIRTH, accept)).text;

interface Frame {
  delta?: string;
  replace?: string;
  claims?: { claims: { ok: boolean; subject: string; correction: string | null }[]; wrong: number };
  done?: boolean;
}
const frames = (sse: string): Frame[] =>
  sse
    .split('\n\n')
    .filter((f) => f.startsWith('data: '))
    .map((f) => JSON.parse(f.slice(6)) as Frame);

let sun = '';
let mars = '';
let wrongSun = '';
let wrongMars = '';
beforeAll(async () => {
  await fake.start();
  const chart = await chartForChat(BIRTH, NOW);
  const at = (i: number) => chart.grahas[i]!;
  sun = at(0).rasi;
  mars = at(2).rasi;
  wrongSun = RASIS[(at(0).rasiIndex + 3) % 12]!;
  wrongMars = RASIS[(at(2).rasiIndex + 5) % 12]!;
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => {
  fake.queue = [];
  fake.requests.length = 0;
});

describe('claim check in the relay', () => {
  it('gives the model one chance to correct two wrong statements, then replaces the text and reports the check', async () => {
    const first = `Your Sun is in ${wrongSun}. Mars is in ${wrongMars}.`;
    const second = `Your Sun is in ${sun}. Mars is in ${mars}.`;
    fake.queue = [
      { kind: 'reply', chunks: [first.slice(0, 10), first.slice(10)] },
      { kind: 'reply', chunks: [second] },
    ];
    const f = frames(await call(deps(providerEnv())));
    const deltas = f.filter((x) => x.delta !== undefined);
    expect(deltas.map((x) => x.delta).join('')).toBe(first);
    const closing = f.slice(deltas.length);
    expect(closing[0]).toEqual({ replace: second });
    expect(closing[1]!.claims!.wrong).toBe(0);
    expect(closing[1]!.claims!.claims.map((c) => [c.subject, c.ok])).toEqual([
      ['Sun', true],
      ['Mars', true],
    ]);
    expect(closing[2]).toEqual({ done: true });
    // The correction round: the first answer and a request naming both right values, without tools.
    expect(fake.requests).toHaveLength(2);
    const round = fake.requests[1]!.body;
    expect(round.tools).toBeUndefined();
    const [answer, ask] = round.messages!.slice(-2);
    expect(answer).toEqual({ role: 'assistant', content: first });
    expect(ask!.role).toBe('user');
    expect(ask!.content).toContain(sun);
    expect(ask!.content).toContain(mars);
  });

  it('keeps the first answer, marked, when the correction is no better (JSON mode too)', async () => {
    const first = `Your Sun is in ${wrongSun}. Mars is in ${wrongMars}.`;
    fake.queue = [
      { kind: 'reply', chunks: [first] },
      { kind: 'reply', chunks: [first] },
    ];
    const f = frames(await call(deps(providerEnv())));
    expect(f.some((x) => x.replace !== undefined)).toBe(false);
    const report = f.find((x) => x.claims)!.claims!;
    expect(report.wrong).toBe(2);
    expect(report.claims.map((c) => c.correction)).toEqual([expect.stringContaining(sun), expect.stringContaining(mars)]);

    fake.queue = [
      { kind: 'reply', chunks: [first] },
      { kind: 'reply', chunks: [first] },
    ];
    const json = JSON.parse(await call(deps(providerEnv()), 'application/json')) as { reply: string; claims: { wrong: number } };
    expect(json.reply).toBe(first);
    expect(json.claims.wrong).toBe(2);
  });

  it('checks the built-in reader’s answer and finds it right', async () => {
    const f = frames(await call(deps({})));
    const report = f[f.length - 2]!.claims!;
    expect(f[f.length - 1]).toEqual({ done: true });
    expect(report.claims.length).toBeGreaterThan(0);
    expect(report.wrong).toBe(0);
  });
});
