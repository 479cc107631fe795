/**
 * The chat about a Kundali match: the relay's system prompt carries the computed match, and the
 * built-in reader answers "why is Nadi zero?" and "is the Manglik dosha cancelled?" from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeMatch } from '../../shared/compose/match';
import { KOOTA_NAMES, VERDICT_NAMES } from '../../shared/vocabulary/matching-names';
import { FakeOpenAiServer } from '../../tests/support/fake-openai';
import { chartForChat } from '../lib/ai/chart-for-chat';
import { oneQuestion, postChat } from './chat-call.test-support';

const fake = new FakeOpenAiServer();
const NOW = new Date('2026-11-21T09:00:00Z');
const BRIDE = { name: 'Asha', date: '1992-11-02', time: '21:40', lat: '19.07283', lon: '72.88261', tz: 'Asia/Kolkata' };
const GROOM = { name: 'Ravi', date: '1990-05-17', time: '08:15', lat: '28.65195', lon: '77.23149', tz: 'Asia/Kolkata' };
const prefixed = Object.fromEntries([
  ...Object.entries(BRIDE).map(([k, v]) => [`bride${k[0]!.toUpperCase()}${k.slice(1)}`, v]),
  ...Object.entries(GROOM).map(([k, v]) => [`groom${k[0]!.toUpperCase()}${k.slice(1)}`, v]),
]);

beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});

async function ask(env: Record<string, string>, content: string, match: unknown = prefixed) {
  const deps = { env, chartFor: chartForChat, now: () => NOW, timeoutMs: 5_000 };
  const { status, text } = await postChat(deps, oneQuestion(content, { match }), 'application/json');
  return { status, json: JSON.parse(text) as Record<string, string> };
}

const expected = (() => {
  const r = computeMatch({
    bride: {
      name: 'Asha',
      date: '1992-11-02',
      time: '21:40',
      utcOffset: '+05:30',
      lat: 19.07283,
      lon: 72.88261,
      zone: 'Asia/Kolkata',
      ayanamsa: 'RAMAN',
      node: 'mean',
    },
    groom: {
      name: 'Ravi',
      date: '1990-05-17',
      time: '08:15',
      utcOffset: '+05:30',
      lat: 28.65195,
      lon: 77.23149,
      zone: 'Asia/Kolkata',
      ayanamsa: 'RAMAN',
      node: 'mean',
    },
  });
  if (!r.ok) throw new Error(r.failure.message);
  return r.answer;
})();

describe('chat about a match', () => {
  it('the relay system prompt holds the computed kootas, total, doshas and Manglik of both', async () => {
    await ask({ OPENAI_API_KEY: 'test', OPENAI_BASE_URL: fake.url }, 'Is this a good match?');
    const prompt = fake.requests.at(-1)!.body.messages![0]!.content;
    expect(prompt).toContain(`## Ashtakoota: ${expected.total} of 36 gunas (${expected.verdict})`);
    for (const k of expected.kootas) expect(prompt).toContain(`| ${k.points}/${k.max} | ${k.bride} | ${k.groom} |`);
    expect(prompt).toContain('Asha (bride): Manglik, not cancelled.');
    expect(prompt).toContain('Gana dosha: present but cancelled');
  });

  it('the built-in reader answers about nadi and Manglik from the match', async () => {
    const nadi = await ask({}, 'Why is Nadi 8 here? why is nadi zero sometimes?');
    expect(nadi.status).toBe(200);
    const k = expected.kootas.find((x) => x.key === 'nadi')!;
    expect(nadi.json.reply).toContain(`**Nadi** (health and progeny): **${k.points} of 8** points. Bride ${k.bride}, groom ${k.groom}.`);
    const manglik = await ask({}, 'Is the Manglik dosha cancelled?');
    expect(manglik.json.reply).toContain('Asha (bride): Manglik, not cancelled.');
    expect(manglik.json.reply).toContain('Ravi (groom): not Manglik.');
    expect(manglik.json.reply).toContain(expected.manglik.note);
  });

  it('a bad match names the person and field', async () => {
    const bad = await ask({}, 'hi', { ...prefixed, groomTime: '99:00' });
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('match.groom.time');
    expect(bad.json.message).toMatch(/^match: groom: time: /);
  });
});

describe('chat about a match on a Hindi page', () => {
  /** The same births with Devanagari names, asked with `locale: 'hi'` and no model configured. */
  const hindiMatch = { ...prefixed, brideName: 'आशा', groomName: 'रवि' };
  async function askHindi(content: string) {
    const deps = { env: {}, chartFor: chartForChat, now: () => NOW, timeoutMs: 5_000 };
    const { status, text } = await postChat(deps, { ...oneQuestion(content, { match: hindiMatch }), locale: 'hi' }, 'application/json');
    expect(status).toBe(200);
    return (JSON.parse(text) as { reply: string }).reply;
  }

  it('the built-in reader answers the opening question, Nadi and Manglik in Hindi with the match’s own figures', async () => {
    const opening = await askHindi('कृपया आशा (वधू) और रवि (वर) के कुंडली मिलान को समझाइए: कुल गुण, कम अंक वाले कूट और दोष।');
    expect(opening).toContain(`**36 में से ${expected.total} गुण: ${VERDICT_NAMES[expected.verdict].hi}।**`);
    for (const k of expected.kootas) expect(opening).toContain(`- ${KOOTA_NAMES[k.key].hi}: ${k.points}/${k.max} (`);
    expect(opening).toMatch(/^_अंतर्निहित रीडर/);

    const nadi = expected.kootas.find((k) => k.key === 'nadi')!;
    const why = await askHindi('नाड़ी के अंक ऐसे क्यों हैं?');
    expect(why).toContain(`- **${KOOTA_NAMES.nadi.hi}** (स्वास्थ्य और संतान): **8 में से ${nadi.points}** अंक।`);
    expect(why).not.toContain('गुण:'); // a koota question, not the overview

    const manglik = await askHindi('क्या मांगलिक दोष निरस्त हुआ?');
    // As the English answer says (above): Asha Manglik, not cancelled; Ravi not Manglik.
    expect(manglik).toContain('- आशा (वधू): मांगलिक, निरस्त नहीं।');
    expect(manglik).toContain('- रवि (वर): मांगलिक नहीं।');
    for (const reply of [opening, why, manglik]) expect(reply.match(/[A-Za-z]+/g), reply).toBeNull();
  });
});
