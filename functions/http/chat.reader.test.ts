/**
 * The built-in reader through the chat handler: the handler passes the conversation's earlier
 * answers, so "Tell me more" goes deeper instead of repeating the last answer (as it did word for
 * word, findings/newcomer-3.md §1), in English and in Hindi; the match reader's follow-up "Is this
 * a good match for marriage?" after the overview says what carries and weighs on the match instead
 * of the overview again (§3).
 */
import { describe, expect, it } from 'vitest';
import { constructedChart } from '../../shared/interpretation/reader/fixtures/constructed-chart';
import { chartForChat } from '../lib/ai/chart-for-chat';
import type { ChatDependencies } from './chat';
import { postChat } from './chat-call.test-support';

const BIRTH = { name: 'Asha', date: '2000-01-01', time: '12:00', lat: 18.52, lon: 73.85, tz: 'Asia/Kolkata' };
const deps: ChatDependencies = {
  env: {},
  timeoutMs: 2_000,
  now: () => new Date('2026-11-21T12:00:00Z'),
  chartFor: async () => constructedChart(),
};

/** The reply to the last of `questions`, each earlier one answered by the handler itself. */
async function converse(questions: string[], locale: 'en' | 'hi'): Promise<string[]> {
  const history: { role: 'user' | 'assistant'; content: string }[] = [];
  const replies: string[] = [];
  for (const q of questions) {
    history.push({ role: 'user', content: q });
    const r = await postChat(deps, { conversationHistory: history, chart: BIRTH, locale }, 'application/json');
    expect(r.status).toBe(200);
    const reply = (JSON.parse(r.text) as { reply: string }).reply;
    replies.push(reply);
    history.push({ role: 'assistant', content: reply });
  }
  return replies;
}

const bullets = (text: string) =>
  text
    .split('\n')
    .filter((l) => /^\s*- /.test(l))
    .map((l) => l.trim());

describe.each([
  ['en', ['When will I get married?', 'Tell me more', 'Tell me more']],
  ['hi', ['मेरी शादी कब होगी?', 'और बताइए', 'और बताइए']],
] as const)('"tell me more" through the handler (%s)', (locale, questions) => {
  it('each follow-up is new: no bullet line of an earlier reply comes back', async () => {
    const replies = await converse([...questions], locale);
    for (let i = 1; i < replies.length; i++) {
      const said = new Set(replies.slice(0, i).flatMap(bullets));
      expect(bullets(replies[i]!).length).toBeGreaterThanOrEqual(2);
      expect(bullets(replies[i]!).filter((l) => said.has(l))).toEqual([]);
    }
  });
});

const MATCH = {
  brideName: 'Asha',
  brideDate: '1992-11-02',
  brideTime: '21:40',
  brideLat: '19.07283',
  brideLon: '72.88261',
  brideTz: 'Asia/Kolkata',
  groomName: 'Ravi',
  groomDate: '1990-05-17',
  groomTime: '08:15',
  groomLat: '28.65195',
  groomLon: '77.23149',
  groomTz: 'Asia/Kolkata',
};

describe.each([
  ['en', ['Explain our match', 'Is this a good match for marriage?', 'Tell me more'], 'What carries this match'],
  ['hi', ['हमारा मिलान समझाइए', 'क्या यह विवाह के लिए अच्छा मिलान है? कुल गुण?', 'और बताइए, कुल गुण'], 'इस मिलान को क्या सँभालता है'],
] as const)('the match reader’s follow-ups (%s)', (locale, questions, strengths) => {
  it('go deeper instead of repeating the overview', async () => {
    const matchDeps: ChatDependencies = { env: {}, chartFor: chartForChat, now: () => new Date('2026-11-21T09:00:00Z'), timeoutMs: 5_000 };
    const history: { role: 'user' | 'assistant'; content: string }[] = [];
    const replies: string[] = [];
    for (const q of questions) {
      history.push({ role: 'user', content: q });
      const r = await postChat(matchDeps, { conversationHistory: history, match: MATCH, locale }, 'application/json');
      expect(r.status).toBe(200);
      replies.push((JSON.parse(r.text) as { reply: string }).reply);
      history.push({ role: 'assistant', content: replies.at(-1)! });
    }
    expect(replies[1]).toContain(strengths);
    for (let i = 1; i < replies.length; i++) {
      const said = new Set(replies.slice(0, i).flatMap(bullets));
      expect(bullets(replies[i]!).length).toBeGreaterThan(0);
      expect(bullets(replies[i]!).filter((l) => said.has(l))).toEqual([]);
    }
  });
});

describe('the astrologer topics through the handler', () => {
  const real: ChatDependencies = { env: {}, chartFor: chartForChat, now: () => new Date('2026-11-21T09:00:00Z'), timeoutMs: 5_000 };
  it.each([
    ['What does my Yogini dasha say?', '### Yogini dasha', /\*\*Running now:\*\* \w+ \(\w+\) mahadasha/],
    ['KP significators of the 7th', '### KP significators of house 7', /^4\. Sign lord of the cusp: \w+$/m],
    ['my varshaphal for 2027', '### Varshaphal for 2027 (the year after your 27th birthday)', /Year lord \(varsheshwara\): \w+/],
  ])('%s', async (question, title, line) => {
    const r = await postChat(
      real,
      { conversationHistory: [{ role: 'user', content: question }], chart: BIRTH, locale: 'en' },
      'application/json',
    );
    expect(r.status).toBe(200);
    const reply = (JSON.parse(r.text) as { reply: string }).reply;
    expect(reply).toContain(title);
    expect(reply).toMatch(line);
  });
});
