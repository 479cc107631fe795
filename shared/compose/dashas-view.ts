/**
 * The served form of a dasha timeline (GET /api/dashas): each period's key (lord with its yogini,
 * or sign), start, end and nominal years, without the Julian-day twins the engine keeps.
 */
import type { TimelinePeriod } from '../jyotish/dashas/timeline';
import type { ComputedDashas } from './dashas';

/** One served period. */
export interface DashaPeriodView {
  lord?: TimelinePeriod['lord'];
  yogini?: string;
  sign?: TimelinePeriod['sign'];
  start: string;
  end: string;
  years: number;
  antardashas?: DashaPeriodView[];
}

/** The served timeline. */
export interface DashasView {
  system: ComputedDashas['system'];
  method: ComputedDashas['method'];
  yearDays: number;
  balanceYears: number;
  /** Ashtottari only: whether BPHS' condition holds in this chart (computed regardless); null for the others. */
  applicable: boolean | null;
  mahadashas: DashaPeriodView[];
}

/** One period as served, without its sub-periods (the chat's brief timeline serves these alone). */
export function periodBriefView(p: TimelinePeriod): DashaPeriodView {
  return {
    ...(p.lord ? { lord: p.lord } : {}),
    ...(p.yogini ? { yogini: p.yogini } : {}),
    ...(p.sign ? { sign: p.sign } : {}),
    start: p.start,
    end: p.end,
    years: p.years,
  };
}

function periodView(p: TimelinePeriod): DashaPeriodView {
  return { ...periodBriefView(p), ...(p.antardashas ? { antardashas: p.antardashas.map(periodView) } : {}) };
}

/** The served form of `dashas`. */
export function dashasView(dashas: ComputedDashas): DashasView {
  return {
    system: dashas.system,
    method: dashas.method,
    yearDays: dashas.yearDays,
    balanceYears: dashas.balanceYears,
    applicable: dashas.applicable,
    mahadashas: dashas.mahadashas.map(periodView),
  };
}
