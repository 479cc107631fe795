/** A failed chat turn in each language, from the chat API's own refusals (the handler run without the host). */
import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGES, MAX_MESSAGE_CHARS } from '../../shared/contracts/chat';
import type { ChatDependencies } from '../../functions/http/chat';
import { postChat } from '../../functions/http/chat-call.test-support';
import { chartForChat } from '../../functions/lib/ai/chart-for-chat';
import { ChatStreamError } from '../../site/islands/chat/sse';
import { chatFieldLabel, wordChatFailure } from '../../site/i18n/chat-failures';

/** The built-in reader (no provider) with the real birth pipeline. */
const deps: ChatDependencies = { env: {}, timeoutMs: 2_000, chartFor: chartForChat, now: () => new Date('2026-11-21T12:00:00Z') };
const BIRTH = { name: 'Asha', date: '2000-01-01', time: '12:00', lat: '18.52', lon: '73.85', tz: 'Asia/Kolkata' };

/** The ChatStreamError the page builds from the API's JSON refusal of `body` (as site/islands/chat/sse.ts reads it). */
async function refusal(body: unknown): Promise<ChatStreamError> {
  const { status, text } = await postChat(deps, body, 'application/json');
  expect(status).toBeGreaterThanOrEqual(400);
  const r = JSON.parse(text) as Record<string, unknown>;
  return new ChatStreamError(status, String(r.message), String(r.error), null, r);
}
const user = (content: string) => ({ role: 'user', content });

describe('wordChatFailure', () => {
  it('English shows the API’s title and message as before', async () => {
    const e = await refusal({ conversationHistory: [user('x'.repeat(MAX_MESSAGE_CHARS + 1))] });
    expect(wordChatFailure('en', e)).toBe(`Bad Request: ${e.message}`);
  });

  it('Hindi words each coded refusal of the conversation, with its limit', async () => {
    expect(wordChatFailure('hi', await refusal({ conversationHistory: [user('x'.repeat(MAX_MESSAGE_CHARS + 1))] }))).toBe(
      `संदेश: अधिक से अधिक ${MAX_MESSAGE_CHARS} अक्षर हो सकते हैं।`,
    );
    const many = Array.from({ length: MAX_CHAT_MESSAGES + 1 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: 'q' }));
    expect(wordChatFailure('hi', await refusal({ conversationHistory: many }))).toBe(`बातचीत: अधिक से अधिक ${MAX_CHAT_MESSAGES} हो सकते हैं।`);
    expect(wordChatFailure('hi', await refusal({ conversationHistory: [{ role: 'system', content: 'q' }, user('q')] }))).toBe(
      'संदेश की भूमिका: यह मान स्वीकार्य नहीं है।',
    );
    expect(wordChatFailure('hi', await refusal({ conversationHistory: [] }))).toBe('बातचीत: यह भरना आवश्यक है।');
  });

  it('Hindi words a refused birth field of the chart and of a match by its label', async () => {
    const date = await refusal({ conversationHistory: [user('q')], chart: { ...BIRTH, date: '2000-02-30' } });
    expect(date.body.field).toBe('chart.date');
    expect(wordChatFailure('hi', date)).toBe('जन्म तिथि: यह तिथि मान्य नहीं है।');
    const gap = await refusal({
      conversationHistory: [user('q')],
      chart: { ...BIRTH, date: '2021-03-28', time: '02:30', tz: 'Europe/Berlin' },
    });
    expect(wordChatFailure('hi', gap)).toMatch(/^जन्म समय: 2021-03-28 को Europe\/Berlin में 02:30 का समय आया ही नहीं/);
  });

  it('Hindi names whose detail of a match was refused: the bride’s (वधू) or the groom’s (वर)', async () => {
    const groom = await refusal({ conversationHistory: [user('q')], match: { bride: BIRTH, groom: { ...BIRTH, time: '99:00' } } });
    expect(groom.body.field).toBe('match.groom.time');
    expect(wordChatFailure('hi', groom)).toBe('वर का विवरण: जन्म समय: यह समय मान्य नहीं है।');
    const bride = await refusal({ conversationHistory: [user('q')], match: { bride: { ...BIRTH, date: '2000-02-30' }, groom: BIRTH } });
    expect(bride.body.field).toBe('match.bride.date');
    expect(wordChatFailure('hi', bride)).toBe('वधू का विवरण: जन्म तिथि: यह तिथि मान्य नहीं है।');
    // An unknown birth time on a day the Moon changes star (1992-11-02, Mumbai, Lahiri): the time is required.
    const { time: _time, ...noTime } = { ...BIRTH, date: '1992-11-02', lat: '19.07283', lon: '72.88261' };
    const unknown = await refusal({ conversationHistory: [user('q')], match: { bride: noTime, groom: BIRTH, ayanamsa: 'LAHIRI' } });
    expect(unknown.body).toMatchObject({ field: 'match.bride.time', code: 'required' });
    expect(unknown.message).toMatch(/^match: bride: time: needed — on 1992-11-02 the Moon /);
    expect(wordChatFailure('hi', unknown)).toBe('वधू का विवरण: जन्म समय: यह भरना आवश्यक है।');
    expect(chatFieldLabel('hi', 'match.bride')).toBe('वधू का विवरण');
    expect(chatFieldLabel('hi', 'match.ayanamsa')).toBe('मिलान का विवरण: अयनांश');
    expect(chatFieldLabel('hi', 'match')).toBe('मिलान का विवरण');
    // English pages show the API's own sentence; the label still names the person.
    expect(chatFieldLabel('en', 'match.groom.time')).toBe("Groom's details: time");
  });

  it('Hindi says no answer at all, a reply cut short, and a failure without a field from the error catalogue, in Hindi', () => {
    expect(wordChatFailure('hi', new ChatStreamError(0, 'x', 'Network error', 'unreachable'))).toMatch(/^चैट सेवा तक नहीं पहुँच सके/);
    expect(wordChatFailure('en', new ChatStreamError(0, 'As sent.', 'Network error', 'unreachable'))).toBe('Network error: As sent.');
    expect(wordChatFailure('hi', new ChatStreamError(0, 'x', 'Incomplete reply', 'cutShort'))).toBe(
      'उत्तर पूरा होने से पहले ही कट गया। कृपया फिर से पूछें।',
    );
    for (const status of [413, 429, 500, 502, 503, 504]) {
      const text = wordChatFailure('hi', new ChatStreamError(status, 'Failed to generate content', 'Service Unavailable'));
      expect(text, String(status)).not.toMatch(/[A-Za-z]/);
    }
  });
});
