/**
 * The chat in the visitor's language: the request's `locale` reaches the model's system prompt
 * (a fake OpenAI-compatible server records it) and the built-in reader; a bad locale is a 400
 * naming the field.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { constructedChart } from '../../shared/interpretation/reader/fixtures/constructed-chart';
import { FakeOpenAiServer } from '../../tests/support/fake-openai';
import { VISITOR_LANGUAGE_INSTRUCTION } from '../../shared/interpretation/prompt/visitor-language';
import type { ChatDependencies } from './chat';
import { postChat } from './chat-call.test-support';

const fake = new FakeOpenAiServer();
const BIRTH = { name: 'Asha', date: '2000-01-01', time: '12:00', lat: 18.52, lon: 73.85, tz: 'Asia/Kolkata' };

function deps(env: Record<string, string | undefined>): ChatDependencies {
  return { env, timeoutMs: 2_000, now: () => new Date('2026-11-21T12:00:00Z'), chartFor: async () => constructedChart() };
}
const providerEnv = () => ({ OPENAI_API_KEY: 'sk-test-not-real', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-model' });

async function call(handlerDeps: ChatDependencies, body: unknown) {
  const { status, text } = await postChat(handlerDeps, body, 'application/json');
  return { status, text };
}

beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.scenario = { kind: 'reply', chunks: ['ठीक है'] };
});

describe('chat locale', () => {
  it('asks the model to answer in Hindi when the page is Hindi, in English otherwise', async () => {
    for (const [locale, instruction] of [
      ['hi', VISITOR_LANGUAGE_INSTRUCTION.hi],
      [undefined, VISITOR_LANGUAGE_INSTRUCTION.en],
      ['en', VISITOR_LANGUAGE_INSTRUCTION.en],
    ] as const) {
      fake.requests.length = 0;
      const r = await call(deps(providerEnv()), {
        conversationHistory: [{ role: 'user', content: 'naukri kab lagegi' }],
        chart: BIRTH,
        locale,
      });
      expect(r.status).toBe(200);
      const system = fake.requests[0]!.body.messages![0]!.content as string;
      expect(system).toContain(`# Language\n\n${instruction}`);
      // The chart's facts stay in the prompt beside the instruction.
      expect(system).toContain('| Jupiter | Capricorn | 15.00° | 10 |');
    }
    expect(VISITOR_LANGUAGE_INSTRUCTION.hi).toContain('Devanagari');
  });

  it('without a model, the built-in reader answers a romanised Hindi question in Devanagari', async () => {
    const r = await call(deps({}), {
      conversationHistory: [{ role: 'user', content: 'meri shaadi kab hogi' }],
      chart: BIRTH,
      locale: 'hi',
    });
    expect(r.status).toBe(200);
    const reply = (JSON.parse(r.text) as { reply: string }).reply;
    // The constructed chart: Aries lagna, the 7th is Libra (तुला) ruled by Venus (शुक्र), which sits in the 12th.
    expect(reply).toContain('### विवाह और संबंध, Asha');
    expect(reply).toContain('**सातवाँ भाव** (');
    expect(reply).toContain('तुला राशि, स्वामी **शुक्र**, जो आपके बारहवें भाव में है।');
    const noChart = await call(deps({}), { conversationHistory: [{ role: 'user', content: 'naukri' }], locale: 'hi' });
    expect((JSON.parse(noChart.text) as { reply: string }).reply).toContain('जन्म विवरण');
  });

  it('refuses a locale the site does not have, naming the field', async () => {
    const r = await call(deps({}), { conversationHistory: [{ role: 'user', content: 'Hi' }], chart: BIRTH, locale: 'fr' });
    expect(r.status).toBe(400);
    const body = JSON.parse(r.text) as { message: string; field?: string };
    expect(body.message).toMatch(/^locale: /);
    expect(body.field ?? body.message).toContain('locale');
  });
});
