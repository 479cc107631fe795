/**
 * The stretch of time a question names, for the built-in reader: a day ("on 5 June 2030"), a
 * month ("in March 2031", "next March"), a year ("in 2031", "next year", "in 5 years", "at age
 * 40"), a range ("between 2027 and 2029") or a dasha period of the chart ("during my Saturn
 * period", "after my Saturn mahadasha"); the relative ones also in Hindi, in Devanagari (digits
 * either Devanagari or Latin) or romanised: "अगले साल", "अगले महीने", "अगले मार्च", "5 साल में",
 * "पाँच साल बाद", "40 की उम्र में", "agle saal", "40 ki umar mein". Relative words are resolved against the visitor's
 * `today` (passed in: shared/ has no clock). Dates are read by the claim check's tokenizer, so
 * the two read "4 May 2019", "May 2019", "2019-05-04" and "04/05/2019" alike.
 */
import type { ChartModel, DashaPeriod } from '../../model/chart';
import type { Graha } from '../../vocabulary/graha';
import { HINDI_NUMBER_WORDS, MONTH_WORDS } from '../claims/grammar';
import { tokenize, type Token } from '../claims/tokens';

/** What the question called the window (dated-text.ts words it in each language). */
export type WindowName =
  | { kind: 'day' | 'month' | 'year' | 'range' }
  | { kind: 'age'; age: number }
  /** A mahadasha named after, before or by the lord of another ("after my Saturn period"); `lord` is the window's own. */
  | { kind: 'after' | 'before' | 'during'; named: Graha; lord: Graha };

/** A window of civil dates, inclusive, `YYYY-MM-DD`, and what the question called it. */
export interface DateWindow {
  first: string;
  last: string;
  name: WindowName;
  /** For a dasha period: its exact ends (Julian days, UT) and the lord the question named it by. */
  period?: { startJdUt: number; endJdUt: number; namedBy: Graha };
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const monthWindow = (year: number, month: number): DateWindow => ({
  first: `${year}-${pad2(month)}-01`,
  last: `${year}-${pad2(month)}-${pad2(lastDay(year, month))}`,
  name: { kind: 'month' },
});
const yearWindow = (year: number): DateWindow => ({ first: `${year}-01-01`, last: `${year}-12-31`, name: { kind: 'year' } });
const datePart = (iso: string) => iso.slice(0, 10);

/** The chart's mahadasha of `lord` a visitor means by "my Saturn period": running on `today`, else the next, else the last. */
function mahadashaMeant(chart: ChartModel, lord: Graha, today: string): DashaPeriod | undefined {
  const own = chart.dasha.mahadashas.filter((m) => m.lord === lord);
  return (
    own.find((m) => datePart(m.start) <= today && today < datePart(m.end)) ??
    own.find((m) => datePart(m.start) > today) ??
    own[own.length - 1]
  );
}

const periodWindow = (p: DashaPeriod, kind: 'after' | 'before' | 'during', named: Graha): DateWindow => ({
  first: datePart(p.start),
  last: datePart(p.end),
  name: { kind, named, lord: p.lord },
  period: { startJdUt: p.startJdUt, endJdUt: p.endJdUt, namedBy: named },
});
const numberAt = (t: Token | undefined) =>
  t?.number ?? (t?.entry?.kind === 'numberWord' ? t.entry.n : t ? HINDI_NUMBER_WORDS[t.raw] : undefined);

/** "next" (English, Hindi, romanised Hindi). */
const NEXT = new Set(['next', 'अगले', 'अगला', 'अगली', 'agle', 'agla', 'agli']);
/** A year as a unit of time. */
const YEAR = new Set(['year', 'years', 'साल', 'वर्ष', 'वर्षों', 'सालों', 'बरस', 'saal', 'sal', 'varsh', 'baras']);
/** A month as a unit of time. */
const MONTH = new Set(['month', 'महीने', 'महीना', 'मास', 'माह', 'mahine', 'mahina', 'maheene']);
/** Age ("उम्र", "आयु"). */
const AGE = new Set(['उम्र', 'उमर', 'आयु', 'umar', 'umr', 'umra', 'aayu']);
/** The genitive before a Hindi age ("40 की उम्र"). */
const OF = new Set(['की', 'ki']);
/** "in" / "this" / "during" before a month name, and "में" after it ("मार्च में"). */
const BEFORE_MONTH = new Set(['in', 'this', 'during', 'इस']);
const AFTER_MONTH = new Set(['में', 'mein']);

/** Devanagari digits as Latin ones (one UTF-16 unit each, so token positions do not move). */
/** The zero of each Indic script's digits (Devanagari, Bengali, Telugu, Tamil). */
const DIGIT_ZEROS = [0x0966, 0x09e6, 0x0c66, 0x0be6];
const latinDigits = (text: string) =>
  text.replace(/[०-९০-৯౦-౯௦-௯]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code - DIGIT_ZEROS.find((zero) => code >= zero && code <= zero + 9)!);
  });

/** A dasha period named relative to a lord ("after/before/during my Saturn period"), if the tokens hold one. */
function periodNamed(chart: ChartModel, tokens: Token[], today: string): DateWindow | null {
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!.raw;
    if (!['after', 'before', 'during', 'in', 'throughout', 'बाद', 'पहले', 'दौरान'].includes(word)) continue;
    let j = i + 1;
    while (tokens[j] && ['my', 'the', 'your', 'current', 'running', 'मेरी', 'मेरे'].includes(tokens[j]!.raw)) j++;
    const g = tokens[j]?.entry;
    if (g?.kind !== 'graha') continue;
    let k = j + 1;
    if (tokens[k]?.raw === "'s") k++;
    const level = tokens[k]?.entry;
    if (level?.kind !== 'dasha' || level.level === 'antar') continue;
    const md = mahadashaMeant(chart, g.graha, today);
    if (!md) return null;
    const index = chart.dasha.mahadashas.indexOf(md as (typeof chart.dasha.mahadashas)[number]);
    if (word === 'after' || word === 'बाद') {
      const next = chart.dasha.mahadashas[index + 1];
      return next ? periodWindow(next, 'after', g.graha) : null;
    }
    if (word === 'before' || word === 'पहले') {
      const prev = chart.dasha.mahadashas[index - 1];
      return prev ? periodWindow(prev, 'before', g.graha) : null;
    }
    return periodWindow(md, 'during', g.graha);
  }
  return null;
}

/** The window a question names, or null (see the file comment). `today` is `YYYY-MM-DD`, or null when unknown. */
export function dateWindowIn(question: string, chart: ChartModel, today: string | null): DateWindow | null {
  const tokens = tokenize(latinDigits(question));
  const dates = tokens.filter((t) => t.date);
  // "between 2027 and 2029", "from March 2030 to June 2031".
  if (dates.length >= 2) {
    const [a, b] = [dates[0]!.date!, dates[1]!.date!];
    if (a.first <= b.last) return { first: a.first, last: b.last, name: { kind: 'range' } };
  }
  if (dates.length === 1) {
    const d = dates[0]!.date!;
    return { first: d.first, last: d.last, name: { kind: d.precision } };
  }
  if (!today) return null;
  const byPeriod = periodNamed(chart, tokens, today);
  if (byPeriod) return byPeriod;
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const ageWindow = (age: number): DateWindow => {
    const birth = chart.input.date;
    const from = `${Number(birth.slice(0, 4)) + age}${birth.slice(4)}`;
    const to = `${Number(birth.slice(0, 4)) + age + 1}${birth.slice(4)}`;
    return { first: from, last: to, name: { kind: 'age', age } };
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    // "next year", "next month", "next March"; "अगले साल", "अगले महीने", "अगले मार्च".
    if (NEXT.has(t.raw) && next) {
      if (YEAR.has(next.raw)) return yearWindow(year + 1);
      if (MONTH.has(next.raw)) return month === 12 ? monthWindow(year + 1, 1) : monthWindow(year, month + 1);
      const m = MONTH_WORDS[next.raw];
      if (m) return monthWindow(m > month ? year : year + 1, m);
    }
    const n = numberAt(t);
    // "40 की उम्र में", "40 साल की उम्र में", "40 वर्ष की आयु में", "40 ki umar mein".
    if (n !== undefined) {
      const j = YEAR.has(next?.raw ?? '') ? i + 2 : i + 1;
      if (OF.has(tokens[j]?.raw ?? '') && AGE.has(tokens[j + 1]?.raw ?? '')) return ageWindow(n);
    }
    // "in 5 years", "five years from now", "5 साल में", "पाँच साल बाद".
    if (n !== undefined && next && YEAR.has(next.raw) && n > 0 && n <= 100) return yearWindow(year + n);
    // "at age 40", "when I am 40", "when I turn 40", "उम्र 40".
    if (
      (t.raw === 'age' || t.raw === 'turn' || AGE.has(t.raw) || (t.raw === 'am' && tokens[i - 1]?.raw === 'i')) &&
      numberAt(next) !== undefined
    ) {
      return ageWindow(numberAt(next)!);
    }
    // "in March", "मार्च में" (this year's, or next year's once it has passed).
    const m = MONTH_WORDS[t.raw];
    if (m && (BEFORE_MONTH.has(tokens[i - 1]?.raw ?? '') || AFTER_MONTH.has(next?.raw ?? ''))) {
      return monthWindow(m >= month ? year : year + 1, m);
    }
  }
  return null;
}
