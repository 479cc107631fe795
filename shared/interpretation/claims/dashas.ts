/**
 * Reads dated dasha statements out of one sentence: a mahadasha ("Saturn mahadasha", "Saturn's
 * dasha", "शनि की महादशा") or an antardasha ("Saturn–Mercury antardasha", "Mercury antardasha
 * of the Saturn mahadasha", "शनि में बुध की अंतर्दशा"), then, through linking words only, up to
 * two dates with their roles ("runs from 2019 to 2038", "(2019-05-04 to 2038-05-04)", "ends in
 * 2038", "2019 से 2038 तक"), or a word saying it is running now ("you are currently in …").
 * A sentence with a negation makes no dasha statement (too easy to misread).
 */
import type { Graha } from '../../vocabulary/graha';
import {
  CURRENT_WORDS,
  DASHA_LINKING_WORDS,
  DATE_ROLE_AFTER,
  DATE_ROLE_WORDS,
  LINKING_WORDS,
  LORD_PAIR_JOINERS,
  NEGATIONS,
  type DateRole,
} from './grammar';
import type { DashaStated, Statement } from './statement';
import type { Token } from './tokens';

interface DashaPhrase {
  mahadashaLord: Graha | null;
  antardashaLord: Graha | null;
  /** Token index range of the phrase, inclusive. */
  from: number;
  to: number;
}

const grahaOf = (t: Token | undefined): Graha | null => (t?.entry?.kind === 'graha' ? t.entry.graha : null);
const dashaLevel = (t: Token | undefined) => (t?.entry?.kind === 'dasha' ? t.entry.level : null);
/** Tokens skipped between a lord and its dasha word: "Saturn**'s** dasha", "शनि **की** महादशा", "**Saturn** mahadasha". */
const isPhraseFiller = (t: Token | undefined) => t !== undefined && ['की', 'का', 'के', '*', '**', '_'].includes(t.raw);

/** The dasha phrase starting at token i (a graha), if one does. */
function phraseAt(tokens: Token[], i: number): DashaPhrase | null {
  const first = grahaOf(tokens[i]);
  if (!first) return null;
  let j = i + 1;
  // "Saturn–Mercury …", "Saturn/Mercury …", "शनि में बुध की अंतर्दशा".
  let second: Graha | null = null;
  if (tokens[j] && LORD_PAIR_JOINERS.has(tokens[j]!.raw) && grahaOf(tokens[j + 1])) {
    second = grahaOf(tokens[j + 1]);
    j += 2;
  }
  while (isPhraseFiller(tokens[j])) j++;
  const level = dashaLevel(tokens[j]);
  if (second) {
    // A pair followed by a dasha word, or directly by dates ("Saturn–Mercury from 2026-03-01").
    if (level) return { mahadashaLord: first, antardashaLord: second, from: i, to: j };
    const next = tokens[j];
    if (next && (next.date || DATE_ROLE_WORDS[next.raw] === 'start'))
      return { mahadashaLord: first, antardashaLord: second, from: i, to: j - 1 };
    return null;
  }
  if (!level) return null;
  if (level === 'antar') {
    // "Mercury antardasha of/in/within the Saturn mahadasha".
    let k = j + 1;
    while (tokens[k] && ['of', 'in', 'within', 'the', 'your', 'during', '*', '**'].includes(tokens[k]!.raw)) k++;
    const parent = grahaOf(tokens[k]);
    let m = k + 1;
    while (isPhraseFiller(tokens[m])) m++;
    if (parent && k > j + 1 && dashaLevel(tokens[m]) && dashaLevel(tokens[m]) !== 'antar')
      return { mahadashaLord: parent, antardashaLord: first, from: i, to: m };
    return { mahadashaLord: null, antardashaLord: first, from: i, to: j };
  }
  return { mahadashaLord: first, antardashaLord: null, from: i, to: j };
}

const isDashaLinking = (t: Token) =>
  DASHA_LINKING_WORDS.has(t.raw) || DATE_ROLE_WORDS[t.raw] !== undefined || CURRENT_WORDS.has(t.raw) || LINKING_WORDS.has(t.raw);

/** Dates after a phrase, by role, and whether "running now" words stand beside it. */
function datesAfter(tokens: Token[], from: number): Pick<DashaStated, 'start' | 'end' | 'during'> & { current: boolean } {
  const found: { role: DateRole | null; span: { first: string; last: string } }[] = [];
  let role: DateRole | null = null;
  let current = false;
  for (let i = from; i < tokens.length && found.length < 2; i++) {
    const t = tokens[i]!;
    if (t.date) {
      const after = DATE_ROLE_AFTER[tokens[i + 1]?.raw ?? ''];
      found.push({ role: after ?? role, span: { first: t.date.first, last: t.date.last } });
      role = null;
      continue;
    }
    if (grahaOf(t) || dashaLevel(t)) break;
    if (CURRENT_WORDS.has(t.raw) && !found.length) current = true;
    const r = DATE_ROLE_WORDS[t.raw];
    if (r && !(r === 'during' && role)) role = r;
    if (!isDashaLinking(t) && !DATE_ROLE_AFTER[t.raw]) break;
  }
  const result: Pick<DashaStated, 'start' | 'end' | 'during'> & { current: boolean } = { start: null, end: null, during: null, current };
  if (found.length === 2) {
    result.start = found[0]!.span;
    result.end = found[1]!.span;
  } else if (found.length === 1) {
    const only = found[0]!;
    result[only.role ?? 'during'] = only.span;
  }
  return result;
}

/** "Currently", "running now" just before the phrase ("You are currently in your Saturn mahadasha"). */
function currentBefore(tokens: Token[], phraseStart: number): boolean {
  for (let i = phraseStart - 1; i >= Math.max(0, phraseStart - 6); i--) {
    const t = tokens[i]!;
    if (CURRENT_WORDS.has(t.raw)) return true;
    if (!(
      LINKING_WORDS.has(t.raw) ||
      DASHA_LINKING_WORDS.has(t.raw) ||
      ['you', "you're", 'are', 'am', 'i', 'under', 'through', 'going'].includes(t.raw)
    ))
      return false;
  }
  return false;
}

/** Dasha statements in one sentence's tokens (see the file comment). */
export function dashaStatements(tokens: Token[]): Statement[] {
  if (tokens.some((t) => NEGATIONS.has(t.raw))) return [];
  const out: Statement[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const phrase = phraseAt(tokens, i);
    if (!phrase) continue;
    const dates = datesAfter(tokens, phrase.to + 1);
    const current = dates.current || currentBefore(tokens, phrase.from);
    if (dates.start || dates.end || dates.during || current) {
      const dasha: DashaStated = { mahadashaLord: phrase.mahadashaLord, antardashaLord: phrase.antardashaLord, ...dates, current };
      const last = [dates.start, dates.end, dates.during].some(Boolean) ? lastDateToken(tokens, phrase.to + 1) : tokens[phrase.to]!;
      out.push({
        subject: phrase.antardashaLord ?? phrase.mahadashaLord!,
        value: { kind: 'dasha', dasha },
        negated: false,
        start: tokens[phrase.from]!.start,
        end: last.end,
      });
    }
    i = phrase.to;
  }
  return out;
}

/** The last date token of the run after a phrase (for the statement's span). */
function lastDateToken(tokens: Token[], from: number): Token {
  let last = tokens[from - 1]!;
  let dates = 0;
  for (let i = from; i < tokens.length && dates < 2; i++) {
    const t = tokens[i]!;
    if (t.date) {
      last = DATE_ROLE_AFTER[tokens[i + 1]?.raw ?? ''] ? tokens[i + 1]! : t;
      dates++;
      continue;
    }
    if (grahaOf(t) || dashaLevel(t) || (!isDashaLinking(t) && !DATE_ROLE_AFTER[t.raw])) break;
  }
  return last;
}
