/**
 * The claim check's lexicon: every way of writing a graha, rasi or nakshatra, and the chart words
 * (ascendant, house, retrograde, dasha, dignities), taken from the vocabulary tables in every site
 * language plus the other spellings of shared/vocabulary/spellings.ts; then the plain words of
 * grammar.ts. Built once, on first use.
 */
import type { Dignity } from '../../vocabulary/dignity';
import { ENGINE_LOCALES } from '../../i18n/locale';
import { GRAHAS, GRAHA_NAMES, grahaName, type Graha } from '../../vocabulary/graha';
import { NAKSHATRA_NAMES, nakshatraName, type Nakshatra } from '../../vocabulary/nakshatra';
import { RASI_NAMES, rasiName, type Rasi } from '../../vocabulary/rasi';
import { DIGNITY_NAMES, dignityName, termName } from '../../vocabulary/terms';
import { GRAHA_SPELLINGS, NAKSHATRA_SPELLINGS, RASI_SPELLINGS } from '../../vocabulary/spellings';
import {
  CLAUSE_BREAKS,
  CURRENT_WORDS,
  DASHA_LINKING_WORDS,
  DASHA_WORDS,
  DATE_ROLE_WORDS,
  DIGNITY_WORDS,
  HOUSE_WORDS,
  LAGNA_WORDS,
  LINKING_WORDS,
  LIST_JOINERS,
  MOTION_WORDS,
  NEGATIONS,
  NOT_NATAL_MARKERS,
  NUMBER_WORDS,
  ORDINAL_WORDS,
  type DignityClaim,
} from './grammar';

/** What a word or phrase means to the claim check. */
export type LexiconEntry =
  | { kind: 'graha'; graha: Graha; possessive: boolean }
  | { kind: 'sign'; rasi: Rasi }
  | { kind: 'nakshatra'; nakshatra: Nakshatra }
  | { kind: 'lagna' }
  | { kind: 'dignity'; claim: DignityClaim }
  | { kind: 'motion'; retrograde: boolean }
  | { kind: 'dasha'; level: 'maha' | 'antar' | 'any' }
  | { kind: 'houseWord' }
  | { kind: 'ordinal'; n: number }
  | { kind: 'numberWord'; n: number }
  /** A grammar word or phrase, read by its text. */
  | { kind: 'word' };

/** Lower-case NFC words of a phrase, split like the tokenizer splits text. */
export function phraseWords(phrase: string): string[] {
  return (
    phrase
      .normalize('NFC')
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[\p{L}\p{M}]+(?:'[\p{L}\p{M}]+)*|\d+|\*+|_+|\S/gu) ?? []
  );
}

interface Lexicon {
  entries: Map<string, LexiconEntry>;
  /** First word → phrases of two or more words starting with it, longest first. */
  phrases: Map<string, string[][]>;
}

let built: Lexicon | null = null;

/** The claim each ChartModel dignity name makes ("great friend's sign" claims a friendly sign). */
const DIGNITY_CLAIM_OF: Readonly<Record<Dignity, DignityClaim>> = {
  exalted: 'exalted',
  moolatrikona: 'moolatrikona',
  own: 'own',
  'great friend': 'friend',
  friend: 'friend',
  neutral: 'neutral',
  enemy: 'enemy',
  'great enemy': 'enemy',
  debilitated: 'debilitated',
};

function build(): Lexicon {
  const entries = new Map<string, LexiconEntry>();
  const add = (phrase: string, entry: LexiconEntry) => {
    const key = phraseWords(phrase).join(' ');
    // The first meaning wins: names are added before grammar words.
    if (key && !entries.has(key)) entries.set(key, entry);
  };
  for (const graha of GRAHAS) {
    const n = GRAHA_NAMES[graha];
    for (const name of [...ENGINE_LOCALES.map((l) => grahaName(graha, l)), n.sanskrit, ...GRAHA_SPELLINGS[graha]]) {
      add(name, { kind: 'graha', graha, possessive: false });
      if (/^[a-z]/i.test(name)) add(`${name}'s`, { kind: 'graha', graha, possessive: true });
    }
  }
  RASI_NAMES.forEach((r, i) => {
    for (const name of [...ENGINE_LOCALES.map((l) => rasiName(i, l)), r.sanskrit, ...RASI_SPELLINGS[r.en]])
      add(name, { kind: 'sign', rasi: r.en });
  });
  NAKSHATRA_NAMES.forEach((n, i) => {
    for (const name of [...ENGINE_LOCALES.map((l) => nakshatraName(i, l)), ...NAKSHATRA_SPELLINGS[n.en]])
      add(name, { kind: 'nakshatra', nakshatra: n.en });
  });
  // Chart words from the vocabulary's term table, then the other phrasings of grammar.ts.
  // Marathi's chart words are Devanagari words Hindi uses otherwise (स्थान is "place" in Hindi): Hindi's stand.
  for (const l of ENGINE_LOCALES.filter((locale) => locale !== 'mr')) {
    add(termName('lagna', l), { kind: 'lagna' });
    add(termName('ascendant', l), { kind: 'lagna' });
    add(termName('retrograde', l), { kind: 'motion', retrograde: true });
    add(termName('mahadasha', l), { kind: 'dasha', level: 'maha' });
    add(termName('antardasha', l), { kind: 'dasha', level: 'antar' });
    add(termName('dasha', l), { kind: 'dasha', level: 'any' });
    add(termName('house', l), { kind: 'houseWord' });
    for (const dignity of Object.keys(DIGNITY_NAMES) as Dignity[])
      add(dignityName(dignity, l), { kind: 'dignity', claim: DIGNITY_CLAIM_OF[dignity] });
  }
  for (const word of LAGNA_WORDS) add(word, { kind: 'lagna' });
  for (const [word, claim] of Object.entries(DIGNITY_WORDS)) add(word, { kind: 'dignity', claim });
  for (const [word, retrograde] of Object.entries(MOTION_WORDS)) add(word, { kind: 'motion', retrograde });
  for (const [word, level] of Object.entries(DASHA_WORDS)) add(word, { kind: 'dasha', level });
  for (const word of HOUSE_WORDS) add(word, { kind: 'houseWord' });
  for (const [word, n] of Object.entries(ORDINAL_WORDS)) add(word, { kind: 'ordinal', n });
  for (const [word, n] of Object.entries(NUMBER_WORDS)) add(word, { kind: 'numberWord', n });
  const grammar = [
    LINKING_WORDS,
    LIST_JOINERS,
    NEGATIONS,
    CLAUSE_BREAKS,
    NOT_NATAL_MARKERS,
    DASHA_LINKING_WORDS,
    CURRENT_WORDS,
    Object.keys(DATE_ROLE_WORDS),
  ];
  for (const set of grammar) for (const word of set) add(word, { kind: 'word' });

  const phrases = new Map<string, string[][]>();
  for (const key of entries.keys()) {
    const words = key.split(' ');
    if (words.length < 2) continue;
    const list = phrases.get(words[0]!) ?? [];
    list.push(words);
    phrases.set(words[0]!, list);
  }
  for (const list of phrases.values()) list.sort((a, b) => b.length - a.length);
  return { entries, phrases };
}

const lexicon = () => (built ??= build());

/** The meaning of a token's text, or null for a word the check does not know. */
export function lexiconEntry(raw: string): LexiconEntry | null {
  return lexicon().entries.get(raw) ?? null;
}

/** Multi-word phrases by their first word, longest first. */
export function lexiconPhrases(): ReadonlyMap<string, string[][]> {
  return lexicon().phrases;
}
