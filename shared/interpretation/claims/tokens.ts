/**
 * Splits an answer into tokens with their character offsets (so a statement can be quoted and
 * marked in the reply), then joins multi-word names and phrases from the lexicon ("Purva
 * Phalguni", "own sign", "maha dasha") and dates ("4 May 2019", "2019-05-04") into one token each.
 */
import { daysInMonth } from '../../time/julian';
import { MAX_YEAR, MIN_YEAR } from '../../time/supported-years';
import { lexiconEntry, lexiconPhrases, type LexiconEntry } from './lexicon';
import { MONTH_WORDS } from './grammar';

/** A calendar span stated in the text, as `YYYY-MM-DD` first and last days, and how precise it was. */
export interface StatedDate {
  first: string;
  last: string;
  precision: 'year' | 'month' | 'day';
}

/** One token: its text (lower case, NFC), where it is in the answer, and what the lexicon says it is. */
export interface Token {
  /** Lower-case NFC text; multi-word phrases joined by single spaces. */
  raw: string;
  /** UTF-16 offsets in the answer, end exclusive. */
  start: number;
  end: number;
  entry: LexiconEntry | null;
  /** A date or a year, when the token is one. */
  date?: StatedDate;
  /** A whole number (not a year), when the token is one. */
  number?: number;
  /** An ordinal 1–12 written with digits ("10th", "10वें"). */
  ordinal?: number;
}

const TOKEN_PATTERN =
  /(\d{4}-\d{2}-\d{2})|(\d{1,2}\/\d{1,2}\/\d{4})|(\d{1,2})(?:st|nd|rd|th|वें|वां|वाँ|वीं|वे|वा|वी)(?![\p{L}\p{M}])|(\d+(?:\.\d+)?)|([\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*)|(\n)|(\*+|_+|\S)/gu;

const pad2 = (n: number) => String(n).padStart(2, '0');

function dayDate(year: number, month: number, day: number): StatedDate | undefined {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  const iso = `${year}-${pad2(month)}-${pad2(day)}`;
  return { first: iso, last: iso, precision: 'day' };
}
const monthDate = (year: number, month: number): StatedDate => ({
  first: `${year}-${pad2(month)}-01`,
  last: `${year}-${pad2(month)}-${pad2(daysInMonth(year, month))}`,
  precision: 'month',
});
const yearDate = (year: number): StatedDate => ({ first: `${year}-01-01`, last: `${year}-12-31`, precision: 'year' });
const isYear = (t: Token | undefined) => t?.date?.precision === 'year';

/** Raw tokens of `text`, before phrases are joined. */
function rawTokens(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN_PATTERN)) {
    const start = m.index;
    const end = start + m[0].length;
    const raw = m[0].normalize('NFC').toLowerCase().replace(/’/g, "'");
    const token: Token = { raw, start, end, entry: null };
    if (m[1]) token.date = dayDate(Number(m[1].slice(0, 4)), Number(m[1].slice(5, 7)), Number(m[1].slice(8, 10)));
    else if (m[2]) {
      const [d, mo, y] = m[2].split('/').map(Number) as [number, number, number];
      token.date = dayDate(y, mo, d); // the product writes dates dd/mm/yyyy
    } else if (m[3]) token.ordinal = Number(m[3]);
    else if (m[4]) {
      const n = Number(m[4]);
      // A bare four-digit number names a year only inside the engine's years (MIN_YEAR–MAX_YEAR).
      const followedByDegree = /^\s*°/.test(text.slice(end));
      if (Number.isInteger(n) && /^\d{4}$/.test(m[4]) && n >= MIN_YEAR && n <= MAX_YEAR && !followedByDegree) token.date = yearDate(n);
      else if (Number.isInteger(n)) token.number = n;
    }
    tokens.push(token);
  }
  return tokens;
}

/** Joins "4 May 2019", "May 4, 2019" and "May 2019" into one date token. */
function joinDates(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const month = MONTH_WORDS[t.raw];
    const prev = out[out.length - 1];
    const next = tokens[i + 1];
    // "4 May 2019"
    if (month && prev?.number !== undefined && isYear(next)) {
      const date = dayDate(Number(next!.raw), month, prev.number);
      if (date) {
        out[out.length - 1] = { raw: `${prev.raw} ${t.raw} ${next!.raw}`, start: prev.start, end: next!.end, entry: null, date };
        i += 1;
        continue;
      }
    }
    // "May 4, 2019" / "May 4 2019"
    if (month && next?.number !== undefined) {
      const comma = tokens[i + 2]?.raw === ',' ? 1 : 0;
      const year = tokens[i + 2 + comma];
      const date = isYear(year) ? dayDate(Number(year!.raw), month, next.number) : undefined;
      if (date) {
        out.push({ raw: `${t.raw} ${next.raw} ${year!.raw}`, start: t.start, end: year!.end, entry: null, date });
        i += 2 + comma;
        continue;
      }
    }
    // "May 2019"
    if (month && isYear(next)) {
      out.push({ raw: `${t.raw} ${next!.raw}`, start: t.start, end: next!.end, entry: null, date: monthDate(Number(next!.raw), month) });
      i += 1;
      continue;
    }
    out.push(t);
  }
  return out;
}

/** Joins lexicon phrases (longest first) and looks every token up. */
function joinPhrases(tokens: Token[]): Token[] {
  const phrases = lexiconPhrases();
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    let joined: Token | null = null;
    for (const words of phrases.get(t.raw) ?? []) {
      if (words.every((w, k) => tokens[i + k]?.raw === w)) {
        const last = tokens[i + words.length - 1]!;
        const raw = words.join(' ');
        joined = { raw, start: t.start, end: last.end, entry: lexiconEntry(raw) };
        i += words.length - 1;
        break;
      }
    }
    out.push(joined ?? { ...t, entry: t.date || t.number !== undefined || t.ordinal !== undefined ? null : lexiconEntry(t.raw) });
  }
  return out;
}

/** The answer's tokens (see the file comment). */
export function tokenize(text: string): Token[] {
  return joinPhrases(joinDates(rawTokens(text)));
}
