/**
 * Reads statements out of Markdown tables: a planet table (a Planet column and Sign, House,
 * Nakshatra, Retrograde or Dignity columns, in any order) and a dasha table (a lord column with
 * Start and End columns). Each row gives one statement per column.
 */
import type { Graha } from '../../vocabulary/graha';
import type { DashaStated, StatedValue, Statement } from './statement';
import type { Token } from './tokens';

type Column = 'subject' | 'sign' | 'house' | 'nakshatra' | 'retrograde' | 'dignity' | 'dashaLord' | 'start' | 'end';

const HEADER_WORDS: Record<string, Column> = {
  planet: 'subject',
  planets: 'subject',
  graha: 'subject',
  grahas: 'subject',
  body: 'subject',
  ग्रह: 'subject',
  sign: 'sign',
  rasi: 'sign',
  rashi: 'sign',
  राशि: 'sign',
  nakshatra: 'nakshatra',
  star: 'nakshatra',
  नक्षत्र: 'nakshatra',
  retrograde: 'retrograde',
  motion: 'retrograde',
  वक्री: 'retrograde',
  गति: 'retrograde',
  dignity: 'dignity',
  अवस्था: 'dignity',
  mahadasha: 'dashaLord',
  dasha: 'dashaLord',
  period: 'dashaLord',
  lord: 'dashaLord',
  महादशा: 'dashaLord',
  दशा: 'dashaLord',
  start: 'start',
  starts: 'start',
  from: 'start',
  begins: 'start',
  प्रारंभ: 'start',
  आरंभ: 'start',
  शुरू: 'start',
  end: 'end',
  ends: 'end',
  to: 'end',
  until: 'end',
  समाप्ति: 'end',
  अंत: 'end',
};

const YES = new Set(['yes', 'y', 'r', 'retrograde', 'true', '✓', 'हाँ', 'हां', 'वक्री']);
const NO = new Set(['no', 'n', 'direct', 'false', '-', '–', 'नहीं', 'मार्गी']);

/** Cells of one table row: tokens between the bars. */
function cells(line: Token[]): Token[][] {
  const out: Token[][] = [];
  let cell: Token[] | null = null;
  for (const t of line) {
    if (t.raw === '|') {
      if (cell) out.push(cell);
      cell = [];
    } else if (cell && !['*', '**', '_', '`'].includes(t.raw)) cell.push(t);
  }
  return out;
}

const columnOf = (cell: Token[]): Column | null => {
  for (const t of cell) {
    if (t.entry?.kind === 'houseWord') return 'house';
    const c = HEADER_WORDS[t.raw];
    if (c) return c;
  }
  return null;
};

function rowValue(column: Column, cell: Token[]): StatedValue | null {
  const first = cell[0];
  if (!first) return null;
  const e = first.entry;
  switch (column) {
    case 'sign':
      return e?.kind === 'sign' ? { kind: 'sign', rasi: e.rasi } : null;
    case 'nakshatra':
      return e?.kind === 'nakshatra' ? { kind: 'nakshatra', nakshatra: e.nakshatra } : null;
    case 'house': {
      const n = first.number ?? first.ordinal ?? (e?.kind === 'ordinal' ? e.n : undefined);
      return n !== undefined && n >= 1 && n <= 12 && cell.length <= 2 ? { kind: 'house', house: n, from: 'lagna' } : null;
    }
    case 'retrograde': {
      const words = cell.map((t) => t.raw).join('');
      return YES.has(words) || words === '(r)'
        ? { kind: 'retrograde', retrograde: true }
        : NO.has(words)
          ? { kind: 'retrograde', retrograde: false }
          : null;
    }
    case 'dignity':
      return e?.kind === 'dignity' && cell.length <= 3 ? { kind: 'dignity', claim: e.claim } : null;
    default:
      return null;
  }
}

/** Statements in the table rows of `lines` (each line a token list starting with '|'). */
export function tableStatements(lines: Token[][]): Statement[] {
  const out: Statement[] = [];
  let header: (Column | null)[] | null = null;
  for (const line of lines) {
    const row = cells(line);
    if (!header) {
      header = row.map(columnOf);
      continue;
    }
    if (row.every((c) => c.every((t) => t.raw === '-' || t.raw === ':' || t.raw === '–'))) continue; // |---|---|
    const lineStart = line[0]!.start;
    const lineEnd = line[line.length - 1]!.end;
    const at = (c: Column) => header!.indexOf(c);
    if (at('subject') >= 0) {
      const cell = row[at('subject')] ?? [];
      const e = cell[0]?.entry;
      const subject: Graha | 'Ascendant' | null =
        e?.kind === 'graha' && cell.length === 1 ? e.graha : e?.kind === 'lagna' ? 'Ascendant' : null;
      if (!subject) continue;
      header.forEach((column, k) => {
        if (!column || column === 'subject') return;
        let value = rowValue(column, row[k] ?? []);
        if (!value) return;
        if (subject === 'Ascendant') {
          if (value.kind === 'sign') value = { kind: 'ascendant', rasi: value.rasi };
          else if (value.kind !== 'nakshatra') return;
        }
        out.push({ subject, value, negated: false, start: lineStart, end: lineEnd });
      });
    } else if (at('dashaLord') >= 0 && (at('start') >= 0 || at('end') >= 0)) {
      const lordCell = row[at('dashaLord')] ?? [];
      const lords = lordCell.filter((t) => t.entry?.kind === 'graha').map((t) => (t.entry as { graha: Graha }).graha);
      if (lords.length < 1 || lords.length > 2) continue;
      const date = (c: Column) => {
        const d = at(c) >= 0 ? row[at(c)]?.find((t) => t.date)?.date : undefined;
        return d ? { first: d.first, last: d.last } : null;
      };
      const dasha: DashaStated = {
        mahadashaLord: lords[0]!,
        antardashaLord: lords[1] ?? null,
        start: date('start'),
        end: date('end'),
        during: null,
        current: false,
      };
      if (dasha.start || dasha.end)
        out.push({ subject: lords[1] ?? lords[0]!, value: { kind: 'dasha', dasha }, negated: false, start: lineStart, end: lineEnd });
    }
  }
  return out;
}
