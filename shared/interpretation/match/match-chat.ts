/**
 * The chat about a Kundali match: the facts the language model is given (system prompt) and the
 * built-in reader's answers ("why is Nadi zero?", "is the Manglik dosha cancelled?"), both read
 * from the computed match (shared/compose/match.ts), never invented. Pure.
 */
import type { MatchAnswer } from '../../compose/match';
import { DOSHA_LABEL, KOOTA_LABEL, KOOTAS, type Koota, type KootaScore } from '../../jyotish/matching';
import { MATCH_TEXT_EN } from './text';
import { PORUTHAM_LABEL } from '../../jyotish/poruthams';

const sideName = (m: MatchAnswer, person: 'bride' | 'groom') =>
  `${m.persons[person].name || (person === 'bride' ? 'the bride' : 'the groom')} (${person})`;

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
  for (const person of ['bride', 'groom'] as const) lines.push(`- ${sideName(m, person)}: ${manglikLine(m, person)}`);
  lines.push(`- Pair: ${m.manglik.note}`, '', '## Doshas');
  for (const d of m.doshas) lines.push(`- ${DOSHA_LABEL[d.name]}: ${doshaLine(d)}`);
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

function manglikLine(m: MatchAnswer, person: 'bride' | 'groom'): string {
  const s = m.manglik[person];
  const status = !s.manglik
    ? 'not Manglik'
    : s.cancelled
      ? `Manglik, but cancelled (${s.cancellations.join('; ')})`
      : 'Manglik, not cancelled';
  return `${status}. ${s.reason}`;
}

function doshaLine(d: MatchAnswer['doshas'][number]): string {
  return `${d.present ? (d.cancelled ? `present but cancelled (${d.exceptions.join('; ')})` : 'present, not cancelled') : 'absent'}. ${d.explanation}`;
}

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

function kootaAnswer(m: MatchAnswer, k: KootaScore): string[] {
  const lines = [
    `- **${KOOTA_LABEL[k.key]}** (${MATCH_TEXT_EN.kootaMeaning(k.key)}): **${k.points} of ${k.max}** points. Bride ${k.bride}, groom ${k.groom}. ${k.explanation}`,
  ];
  const dosha = m.doshas.find((d) => d.name === k.key);
  if (dosha?.present) lines.push(`- ${DOSHA_LABEL[dosha.name]} ${doshaLine(dosha)}`);
  if (k.points === 0 && k.key === 'nadi')
    lines.push('- Same nadi scores zero: tradition reads it against health and progeny, unless a classical exception applies.');
  return lines;
}

/** The built-in reader's answer to a question about the match (Markdown). */
export function answerMatchQuestion(m: MatchAnswer, question: string, options: { firstReply: boolean }): string {
  const lines: string[] = [];
  if (options.firstReply)
    lines.push('_Built-in reader: no AI model is configured, so this answer is composed directly from the computed match._', '');
  const kootas = KOOTAS.filter((k) => KOOTA_WORDS[k].test(question));
  const asksManglik = /manglik|mangal|kuja|mars|chevvai/i.test(question);
  const asksPorutham = /porutham|south indian|rajju|vedha|mahendra/i.test(question);
  if (asksManglik) {
    lines.push('**Manglik (Mars) dosha**', '');
    for (const person of ['bride', 'groom'] as const) lines.push(`- ${sideName(m, person)}: ${manglikLine(m, person)}`);
    lines.push(`- ${m.manglik.note}`);
  }
  for (const key of kootas)
    lines.push(
      ...kootaAnswer(
        m,
        m.kootas.find((k) => k.key === key)!,
      ),
    );
  if (asksPorutham) for (const p of m.poruthams) lines.push(`- ${PORUTHAM_LABEL[p.key]}: ${p.agreement} (${p.explanation})`);
  const asksOverview = /total|overall|explain|score|good match|summary/i.test(question);
  if (asksOverview || (!asksManglik && kootas.length === 0 && !asksPorutham)) {
    lines.push(
      `**${m.total} of ${m.max} gunas: ${m.verdict}.**`,
      '',
      ...m.kootas.map((k) => `- ${KOOTA_LABEL[k.key]}: ${k.points}/${k.max} (${k.explanation})`),
      '',
    );
    for (const d of m.doshas.filter((x) => x.present)) lines.push(`- ${DOSHA_LABEL[d.name]}: ${doshaLine(d)}`);
    lines.push(`- Manglik: ${m.manglik.note}`, '', m.summary);
  }
  lines.push('', '_Matching weighs the two Moons only; it is one traditional check among several._');
  return `${lines.join('\n')}\n`;
}
