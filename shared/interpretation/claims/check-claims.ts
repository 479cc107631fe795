/**
 * The claim check: reads the statements an answer makes about the chart — a graha's sign,
 * house, nakshatra, dignity or motion, the ascendant, dated dasha periods — compares each with
 * the computed chart, and reports every statement it checked, the wrong ones with the correct
 * value. Pure; the caller passes "now" (the chart's transit moment by default).
 *
 * Statements inside a transit context (a clause or a list under a line that speaks of transits,
 * today or the future) are not natal claims and are left alone; tables are read row by row.
 */
import type { ChartModel } from '../../model/chart';
import type { Graha } from '../../vocabulary/graha';
import { CLAUSE_BREAKS, NOT_NATAL_MARKERS } from './grammar';
import type { Locale } from '../../i18n/locale';
import { correctionRequestText, correctionText, statementText } from './messages';
import { dashaStatements } from './dashas';
import { placementStatements } from './placements';
import type { ClaimKind, StatedValue, Statement } from './statement';
import { tableStatements } from './tables';
import { tokenize, type Token } from './tokens';
import { verifyStatement, type ActualValue } from './verify';

/** One statement the check read and compared. */
export interface CheckedClaim {
  kind: ClaimKind;
  subject: Graha | 'Ascendant';
  /** The statement in a few words, in the report's language ("Mars in Leo"). */
  statement: string;
  /** The answer's own words for it, and where they are (UTF-16 offsets, end exclusive). */
  quote: string;
  start: number;
  end: number;
  ok: boolean;
  /** What the chart says, as a sentence in the report's language; null when the statement is right. */
  correction: string | null;
  stated: StatedValue;
  negated: boolean;
  actual: ActualValue;
}

/** Every statement checked, in text order, and how many were wrong. */
export interface ClaimReport {
  claims: CheckedClaim[];
  wrong: number;
}

/** Options: the language of the report, and "now" for "running now" statements. */
export interface CheckOptions {
  locale?: Locale;
  /** Julian day (UT) of the visitor's "now"; default the chart's transit moment, else none. */
  nowJdUt?: number | null;
}

const SENTENCE_BREAKS = new Set(['.', ';', '!', '?', '|', '\n', '।']);

/** Splits tokens at the given breaks (the break tokens dropped). */
function splitAt(tokens: Token[], breaks: ReadonlySet<string>): Token[][] {
  const parts: Token[][] = [[]];
  for (const t of tokens) {
    if (breaks.has(t.raw)) parts.push([]);
    else parts[parts.length - 1]!.push(t);
  }
  return parts.filter((p) => p.length);
}

const hasNotNatalMarker = (tokens: Token[]) => tokens.some((t) => NOT_NATAL_MARKERS.has(t.raw));

/** Statements of the whole answer (see the file comment). */
export function extractStatements(text: string): Statement[] {
  const tokens = tokenize(text);
  const lines: Token[][] = [[]];
  for (const t of tokens) {
    if (t.raw === '\n') lines.push([]);
    else lines[lines.length - 1]!.push(t);
  }
  const out: Statement[] = [];
  let table: Token[][] = [];
  /** A heading or an introducing line ("Transit positions on …:") put the lines below in a transit context. */
  let listNotNatal = false;
  let sectionNotNatal = false;
  const flushTable = () => {
    if (table.length) out.push(...tableStatements(table));
    table = [];
  };
  for (const line of lines) {
    if (line[0]?.raw === '|') {
      table.push(line);
      continue;
    }
    flushTable();
    if (!line.length) {
      listNotNatal = false;
      continue;
    }
    if (line[0]!.raw === '#') {
      // A heading names a topic (often the question's own premise); it states nothing.
      sectionNotNatal = hasNotNatalMarker(line);
      listNotNatal = false;
      continue;
    }
    if (line[line.length - 1]!.raw === ':' && hasNotNatalMarker(line)) listNotNatal = true;
    if (!sectionNotNatal && !(listNotNatal && line[line.length - 1]!.raw !== ':')) {
      for (const clause of splitAt(line, CLAUSE_BREAKS)) if (!hasNotNatalMarker(clause)) out.push(...placementStatements(clause));
    }
    for (const sentence of splitAt(line, SENTENCE_BREAKS)) out.push(...dashaStatements(sentence));
  }
  flushTable();
  return out;
}

const sameStatement = (a: Statement, b: Statement) =>
  a.subject === b.subject && a.start === b.start && a.end === b.end && JSON.stringify(a.value) === JSON.stringify(b.value);

/** Checks `text` against `chart` (see the file comment). */
export function checkClaims(text: string, chart: ChartModel, options: CheckOptions = {}): ClaimReport {
  const locale = options.locale ?? 'en';
  const nowJdUt = options.nowJdUt === undefined ? (chart.transits?.jdUt ?? null) : options.nowJdUt;
  const statements = extractStatements(text).filter((s, i, all) => all.findIndex((o) => sameStatement(o, s)) === i);
  statements.sort((a, b) => a.start - b.start || a.end - b.end);
  const claims: CheckedClaim[] = [];
  for (const s of statements) {
    const verdict = verifyStatement(chart, s, nowJdUt);
    if (!verdict) continue;
    claims.push({
      kind: s.value.kind === 'ascendant' ? 'ascendant' : s.value.kind,
      subject: s.subject,
      statement: statementText(s, locale),
      quote: text.slice(s.start, s.end),
      start: s.start,
      end: s.end,
      ok: verdict.ok,
      correction: verdict.ok ? null : correctionText(s, verdict.actual, locale),
      stated: s.value,
      negated: s.negated,
      actual: verdict.actual,
    });
  }
  return { claims, wrong: claims.filter((c) => !c.ok).length };
}

/** The message that gives a model one chance to correct the wrong statements of its answer. */
export function correctionRequest(report: ClaimReport, locale: Locale = 'en'): string {
  const wrong = report.claims.filter((c) => !c.ok);
  return correctionRequestText(
    wrong.map((c) => ({ statement: c.quote.replace(/[*_`]/g, '').trim(), correction: c.correction! })),
    locale,
  );
}
