/**
 * The chat about a Kundali match: the facts the language model is given (system prompt) and the
 * built-in reader's answers ("why is Nadi zero?", "is the Manglik dosha cancelled?"), both read
 * from the computed match (shared/compose/match.ts), never invented. Pure.
 */
import type { MatchAnswer } from '../../chart/match-answer';
import type { Locale } from '../../i18n/locale';
import { DOSHA_LABEL, KOOTA_LABEL, type KootaScore } from '../../jyotish/matching';
import { KOOTAS, type Koota } from '../../vocabulary/matching-keys';
import { PORUTHAM_LABEL } from '../../jyotish/poruthams';
import { normalizeHindi, wordsPattern } from '../reader/hindi-keywords';
import { matchChatText, type MatchChatText } from './match-chat-text';
import { REGIONAL_MANGLIK_WORDS, REGIONAL_OVERVIEW_WORDS, regionalKootaWords, regionalPoruthamWords } from './match-chat-words';
import { matchText } from './text';

/** The model's facts are in English (the relay asks it to answer in the visitor's language). */
const EN = matchChatText('en');
const sideName = (m: MatchAnswer, person: 'bride' | 'groom') => EN.side(m.persons[person].name, person);

/** The match as Markdown facts. */
export function matchFactsMarkdown(m: MatchAnswer): string {
  const lines = ['## The two births'];
  for (const person of ['bride', 'groom'] as const) {
    const p = m.persons[person];
    const moon = m.moons[person];
    lines.push(
      `- ${sideName(m, person)}: born ${p.date} at ${p.time ?? 'an unknown time'} (UTC${p.utcOffset}), ${p.place ?? `${p.lat}, ${p.lon}`}; Moon in ${moon.rasi}, ${moon.nakshatra} pada ${moon.pada}`,
    );
  }
  lines.push(
    '',
    `## Ashtakoota: ${m.total} of ${m.max} gunas (${m.verdict})`,
    '',
    '| Koota | Points | Bride | Groom | Why |',
    '|---|---|---|---|---|',
  );
  for (const k of m.kootas) lines.push(`| ${KOOTA_LABEL[k.key]} | ${k.points}/${k.max} | ${k.bride} | ${k.groom} | ${k.explanation} |`);
  lines.push('', '## Manglik (Mars) dosha');
  for (const person of ['bride', 'groom'] as const) lines.push(`- ${sideName(m, person)}: ${manglikLine(m, person, EN)}`);
  lines.push(`- Pair: ${m.manglik.note}`, '', '## Doshas');
  for (const d of m.doshas) lines.push(`- ${DOSHA_LABEL[d.name]}: ${doshaState(d, EN)}`);
  lines.push('', '## Ten poruthams (South Indian view)');
  for (const p of m.poruthams) lines.push(`- ${PORUTHAM_LABEL[p.key]}: ${p.agreement} (${p.explanation})`);
  if (m.cautions.length) lines.push('', '## Cautions', ...m.cautions.map((c) => `- ${c}`));
  lines.push('', `Summary: ${m.summary}`);
  return lines.join('\n');
}

/** The system prompt for a conversation about the match. */
export function buildMatchSystemPrompt(m: MatchAnswer, product: string): string {
  return [
    `You are ${product}, an expert Vedic astrologer. The visitor asks about the Kundali match (Ashtakoota guna milan) of the two people below.`,
    'Answer in Markdown, point-wise and concise, in plain words (explain Sanskrit terms once).',
    'Use only the computed match facts below: points, attributes, doshas, exceptions and Manglik status. Never invent positions or scores; if something is not in the facts, say so.',
    'Matching is one traditional check among several; do not tell anyone whom to marry.',
    '',
    matchFactsMarkdown(m),
  ].join('\n');
}

/** What a question asks about, in English or Hindi (Devanagari or romanised; Hindi words after normalizeHindi); the regional languages' words are in match-chat-words.ts. */
const KOOTA_WORDS: Record<Koota, RegExp> = {
  varna: /varna/i,
  vashya: /vash?ya|vasya/i,
  tara: /tara|dina/i,
  yoni: /yoni/i,
  grahaMaitri: /maitri|maitra|friendship/i,
  gana: /gana\b|gan\b|temperament/i,
  bhakoot: /bhak(oo|u)t|rashi koot/i,
  nadi: /nadi|naadi|naadi/i,
};
const KOOTA_WORDS_HI: Record<Koota, RegExp> = {
  varna: wordsPattern(['वर्ण']),
  vashya: wordsPattern(['वश्य']),
  tara: wordsPattern(['तारा', 'दिन कूट']),
  yoni: wordsPattern(['योनि']),
  grahaMaitri: wordsPattern(['मैत्री', 'ग्रह मैत्री']),
  gana: wordsPattern(['गण', 'स्वभाव']),
  bhakoot: wordsPattern(['भकूट', 'भकुट', 'राशि कूट']),
  nadi: wordsPattern(['नाड़ी', 'नाडी']),
};
const MANGLIK_WORDS_HI = wordsPattern(['मांगलिक', 'मंगली*', 'मंगल दोष', 'मंगल']);
const PORUTHAM_WORDS_HI = wordsPattern(['पोरुथम', 'रज्जु', 'वेध', 'दक्षिण भारतीय']);
const OVERVIEW_WORDS_HI = wordsPattern(['कुल', 'गुण', 'समझा*', 'सारांश']);

function manglikLine(m: MatchAnswer, person: 'bride' | 'groom', w: MatchChatText): string {
  const s = m.manglik[person];
  const status = !s.manglik ? w.notManglik : s.cancelled ? w.manglikCancelled(s.cancellations.join('; ')) : w.manglikActive;
  return w.statusAndReason(status, s.reason);
}

function doshaState(d: MatchAnswer['doshas'][number], w: MatchChatText): string {
  const state = d.present ? (d.cancelled ? w.doshaPresentCancelled(d.exceptions.join('; ')) : w.doshaPresent) : w.doshaAbsent;
  return w.statusAndReason(state, d.explanation);
}

function kootaAnswer(m: MatchAnswer, k: KootaScore, w: MatchChatText, meaning: (k: Koota) => string): string[] {
  const lines = [
    w.kootaLine({
      name: w.kootaName(k.key),
      meaning: meaning(k.key),
      points: k.points,
      max: k.max,
      bride: w.kootaValue(k.key, k.bride),
      groom: w.kootaValue(k.key, k.groom),
      explanation: k.explanation,
    }),
  ];
  const dosha = m.doshas.find((d) => d.name === k.key);
  if (dosha?.present) lines.push(`- ${w.doshaName(dosha.name)} ${doshaState(dosha, w)}`);
  if (k.points === 0 && k.key === 'nadi') lines.push(w.nadiZero);
  return lines;
}

/**
 * The built-in reader's answer to a question about the match (Markdown), in `locale`: `m` should
 * be the match computed in that language (its explanations, notes and summary are its own).
 */
export function answerMatchQuestion(
  m: MatchAnswer,
  question: string,
  options: { firstReply: boolean; locale?: Locale; earlierAnswers?: readonly string[] },
): string {
  const locale = options.locale ?? 'en';
  const w = matchChatText(locale);
  const hindi = normalizeHindi(question);
  const lines: string[] = [];
  if (options.firstReply) lines.push(w.builtIn, '');
  const kootas = KOOTAS.filter(
    (k) => KOOTA_WORDS[k].test(question) || KOOTA_WORDS_HI[k].test(hindi) || regionalKootaWords()[k].test(hindi),
  );
  const asksManglik =
    /manglik|mangal|kuja|mars|chevvai/i.test(question) || MANGLIK_WORDS_HI.test(hindi) || REGIONAL_MANGLIK_WORDS.test(hindi);
  const asksPorutham =
    /porutham|south indian|rajju|vedha|mahendra/i.test(question) || PORUTHAM_WORDS_HI.test(hindi) || regionalPoruthamWords().test(hindi);
  if (asksManglik) {
    lines.push(w.manglikTitle, '');
    for (const person of ['bride', 'groom'] as const)
      lines.push(`- ${w.side(m.persons[person].name, person)}: ${manglikLine(m, person, w)}`);
    lines.push(`- ${m.manglik.note}`);
  }
  const meaning = matchText(locale).kootaMeaning;
  for (const key of kootas)
    lines.push(
      ...kootaAnswer(
        m,
        m.kootas.find((k) => k.key === key)!,
        w,
        meaning,
      ),
    );
  if (asksPorutham) for (const p of m.poruthams) lines.push(`- ${w.poruthamName(p.key)}: ${w.agreement(p.agreement)} (${p.explanation})`);
  const asksOverview =
    /total|overall|explain|score|good match|summary/i.test(question) ||
    OVERVIEW_WORDS_HI.test(hindi) ||
    REGIONAL_OVERVIEW_WORDS.test(hindi);
  if (asksOverview || (!asksManglik && kootas.length === 0 && !asksPorutham)) {
    lines.push(
      w.overviewHead(m.total, m.max, w.verdict(m.verdict)),
      '',
      ...m.kootas.map((k) => `- ${w.kootaName(k.key)}: ${k.points}/${k.max} (${k.explanation})`),
      '',
    );
    for (const d of m.doshas.filter((x) => x.present)) lines.push(`- ${w.doshaName(d.name)}: ${doshaState(d, w)}`);
    lines.push(w.manglikPair(m.manglik.note), '', m.summary);
  }
  const said = new Set(
    (options.earlierAnswers ?? []).flatMap((a) =>
      a
        .split('\n')
        .filter(isBullet)
        .map((l) => l.trim()),
    ),
  );
  const bullets = lines.filter(isBullet);
  // A follow-up whose answer was given already ("Is this a good match?" after the overview) goes one layer deeper.
  if (bullets.length > 0 && bullets.every((l) => said.has(l.trim()))) {
    const head = options.firstReply ? [w.builtIn, ''] : [];
    return `${[...head, ...deeperMatchLines(m, w, meaning, said), '', w.closing].join('\n')}\n`;
  }
  lines.push('', w.closing);
  return `${lines.join('\n')}\n`;
}

const isBullet = (line: string) => /^\s*- /.test(line);

/** The next layer not said yet: the kootas that carry and weigh on the match, then Manglik and the poruthams. */
function deeperMatchLines(m: MatchAnswer, w: MatchChatText, meaning: (k: Koota) => string, said: ReadonlySet<string>): string[] {
  const fresh = (lines: string[]) => lines.filter((l) => !said.has(l.trim()));
  const strong = m.kootas.filter((k) => k.points === k.max);
  const weak = m.kootas.filter((k) => k.points * 2 <= k.max);
  const layers: string[][] = [
    [
      w.strengthsHead,
      ...strong.flatMap((k) => kootaAnswer(m, k, w, meaning)),
      '',
      w.weakHead,
      ...weak.flatMap((k) => kootaAnswer(m, k, w, meaning)),
    ],
    [
      w.moreDetailHead,
      ...(['bride', 'groom'] as const).map((person) => `- ${w.side(m.persons[person].name, person)}: ${manglikLine(m, person, w)}`),
      ...m.poruthams.map((p) => `- ${w.poruthamName(p.key)}: ${w.agreement(p.agreement)} (${p.explanation})`),
    ],
  ];
  for (const layer of layers) {
    const lines = fresh(layer);
    if (lines.some(isBullet)) return lines;
  }
  return [w.nothingNew];
}
