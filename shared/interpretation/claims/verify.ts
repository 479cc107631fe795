/**
 * Compares one statement with the computed chart. Sign-level dignities are judged by the
 * classical tables (Moon in Taurus is "exalted" even past 3°, where the engine's finer dignity
 * says moolatrikona), so only statements that are wrong by any reading are marked. Dasha dates
 * are compared at the precision written: a year stated matches a date within that year or within
 * YEAR_ROUNDING_DAYS of it (a period ending on 3 January 2038 "ends in 2037" by rounding).
 */
import type { ChartModel, DashaPeriod, GrahaPosition } from '../../model/chart';
import type { Dignity } from '../../vocabulary/dignity';
import { debilitationRasi, houseFrom, isExaltedIn, inMoolatrikona, ownsRasi } from '../../jyotish/classical';
import type { Graha } from '../../vocabulary/graha';
import { DIGNITY_CLAIM_ACCEPTS } from './grammar';
import type { DashaStated, Statement } from './statement';

/** Days a year-precision date may miss by (rounding to the nearest year). */
export const YEAR_ROUNDING_DAYS = 45;
/** Days a month-precision date may miss by. */
export const MONTH_ROUNDING_DAYS = 16;
/** Days a day-precision date may miss by (time zone and the period's hour). */
export const DAY_ROUNDING_DAYS = 2;

/** What the chart says instead, for the correction. */
export type ActualValue =
  | { kind: 'sign' | 'ascendant'; rasi: string }
  | { kind: 'house'; house: number }
  | { kind: 'nakshatra'; nakshatra: string }
  | { kind: 'dignity'; dignity: Dignity; rasi: string }
  | { kind: 'retrograde'; retrograde: boolean }
  /** The period the statement most likely meant (null when the chart has no such period); `running` the one in force now. */
  | { kind: 'dasha'; period: { mahadashaLord: Graha; antardashaLord: Graha | null; start: string; end: string } | null; running: boolean };

/** The verdict on one statement. */
export interface Verdict {
  ok: boolean;
  actual: ActualValue;
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) =>
  Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / DAY_MS;
const toleranceDays = (span: { first: string; last: string }) => {
  const width = dayNumber(span.last) - dayNumber(span.first);
  return width > 40 ? YEAR_ROUNDING_DAYS : width > 0 ? MONTH_ROUNDING_DAYS : DAY_ROUNDING_DAYS;
};
const within = (isoDate: string, span: { first: string; last: string }) => {
  const d = dayNumber(isoDate);
  const tol = toleranceDays(span);
  return d >= dayNumber(span.first) - tol && d <= dayNumber(span.last) + tol;
};
/** Days by which a date misses a stated span (0 inside it). */
const missDays = (isoDate: string, span: { first: string; last: string }) => {
  const d = dayNumber(isoDate);
  return Math.max(0, dayNumber(span.first) - d, d - dayNumber(span.last));
};

function dignityHolds(g: GrahaPosition, claim: Statement['value'] & { kind: 'dignity' }): boolean {
  switch (claim.claim) {
    case 'exalted':
      return isExaltedIn(g.graha, g.rasiIndex);
    case 'debilitated':
      return debilitationRasi(g.graha) === g.rasiIndex;
    case 'own':
      return ownsRasi(g.graha, g.rasiIndex);
    case 'moolatrikona':
      return g.dignity === 'moolatrikona' || inMoolatrikona(g.graha, g.rasiIndex, g.degreesInRasi);
    default: {
      const accepts: readonly string[] = DIGNITY_CLAIM_ACCEPTS[claim.claim];
      return accepts.includes(g.dignity) || accepts.includes(g.relation);
    }
  }
}

/** Periods of the chart a dasha statement can mean: mahadashas of a lord, or antardashas (within a given mahadasha lord). */
function candidatePeriods(chart: ChartModel, d: DashaStated): { md: DashaPeriod; ad: DashaPeriod | null }[] {
  const out: { md: DashaPeriod; ad: DashaPeriod | null }[] = [];
  for (const md of chart.dasha.mahadashas) {
    if (d.mahadashaLord && md.lord !== d.mahadashaLord) continue;
    if (!d.antardashaLord) out.push({ md, ad: null });
    else for (const ad of md.antardashas) if (ad.lord === d.antardashaLord) out.push({ md, ad });
  }
  return out;
}

function verifyDasha(chart: ChartModel, d: DashaStated, nowJdUt: number | null): Verdict {
  const candidates = candidatePeriods(chart, d);
  const holds = (p: DashaPeriod) =>
    (!d.start || within(p.start.slice(0, 10), d.start)) &&
    (!d.end || within(p.end.slice(0, 10), d.end)) &&
    (!d.during || (p.start.slice(0, 10) <= d.during.last && p.end.slice(0, 10) >= d.during.first)) &&
    (!d.current || nowJdUt === null || (p.startJdUt <= nowJdUt && nowJdUt < p.endJdUt));
  const ok = candidates.some((c) => holds(c.ad ?? c.md));
  // The period meant: when "now" was claimed, the one running; else the one nearest the stated dates.
  const running = (p: DashaPeriod) => nowJdUt !== null && p.startJdUt <= nowJdUt && nowJdUt < p.endJdUt;
  const distance = (p: DashaPeriod) =>
    (d.start ? missDays(p.start.slice(0, 10), d.start) : 0) +
    (d.end ? missDays(p.end.slice(0, 10), d.end) : 0) +
    (d.during
      ? Math.max(0, dayNumber(p.start.slice(0, 10)) - dayNumber(d.during.last), dayNumber(d.during.first) - dayNumber(p.end.slice(0, 10)))
      : 0);
  let meant = candidates.slice().sort((a, b) => distance(a.ad ?? a.md) - distance(b.ad ?? b.md))[0] ?? null;
  let isRunning = false;
  if (d.current && !ok && nowJdUt !== null) {
    // Wrong about what runs now: say what does run.
    const md = chart.dasha.mahadashas.find(running);
    const ad = d.antardashaLord ? md?.antardashas.find(running) : undefined;
    if (md) {
      meant = { md, ad: ad ?? null };
      isRunning = true;
    }
  }
  const period = meant
    ? {
        mahadashaLord: meant.md.lord,
        antardashaLord: meant.ad?.lord ?? null,
        start: (meant.ad ?? meant.md).start.slice(0, 10),
        end: (meant.ad ?? meant.md).end.slice(0, 10),
      }
    : null;
  return { ok, actual: { kind: 'dasha', period, running: isRunning } };
}

/**
 * The verdict on `statement` for `chart`; `nowJdUt` is the visitor's "now" (Julian day, UT) for
 * "running now" statements, or null when unknown (such statements are then judged on their dates only).
 * Returns null for a statement this chart cannot judge (the ascendant, or a house from the lagna, of a chart without a birth time).
 */
export function verifyStatement(chart: ChartModel, statement: Statement, nowJdUt: number | null): Verdict | null {
  const v = statement.value;
  const flip = (holds: boolean) => (statement.negated ? !holds : holds);
  if (v.kind === 'dasha') return verifyDasha(chart, v.dasha, nowJdUt);
  if (statement.subject === 'Ascendant') {
    if (!chart.input.timeKnown) return null;
    if (v.kind === 'ascendant') return { ok: flip(chart.lagna.rasi === v.rasi), actual: { kind: 'ascendant', rasi: chart.lagna.rasi } };
    if (v.kind === 'nakshatra')
      return { ok: flip(chart.lagna.nakshatra === v.nakshatra), actual: { kind: 'nakshatra', nakshatra: chart.lagna.nakshatra } };
    return null;
  }
  const g = chart.grahas.find((x) => x.graha === statement.subject)!;
  switch (v.kind) {
    case 'sign':
    case 'ascendant':
      return { ok: flip(g.rasi === v.rasi), actual: { kind: 'sign', rasi: g.rasi } };
    case 'nakshatra':
      return { ok: flip(g.nakshatra === v.nakshatra), actual: { kind: 'nakshatra', nakshatra: g.nakshatra } };
    case 'house': {
      // Without a birth time there are no houses from the lagna to judge (the chart's own are counted from the Moon).
      if (!chart.input.timeKnown && v.from !== 'Moon') return null;
      const moon = chart.grahas.find((x) => x.graha === 'Moon')!;
      const house = v.from === 'Moon' ? houseFrom(moon.rasiIndex, g.rasiIndex) : g.house;
      return { ok: flip(house === v.house), actual: { kind: 'house', house } };
    }
    case 'dignity':
      return { ok: flip(dignityHolds(g, v)), actual: { kind: 'dignity', dignity: g.dignity, rasi: g.rasi } };
    case 'retrograde':
      return { ok: flip(g.retrograde === v.retrograde), actual: { kind: 'retrograde', retrograde: g.retrograde } };
  }
}
