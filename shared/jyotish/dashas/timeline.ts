/**
 * The shape every dasha system besides Vimshottari is served in (Yogini, Ashtottari, Chara):
 * mahadashas, each with its antardashas, every period with its nominal length in dasha years and
 * its boundaries both as Julian days (UT) and as ISO strings with the birth's offset. Boundaries
 * are exact arithmetic from one start: neighbouring periods share the very same number, and the
 * last sub-period ends on its parent's end.
 */
import type { Graha } from '../../vocabulary/graha';
import type { Rasi } from '../../vocabulary/rasi';

/** Dasha systems served by /api/dashas, Vimshottari first. */
export const DASHA_SYSTEMS = ['vimshottari', 'yogini', 'ashtottari', 'chara'] as const;
/** One of the served dasha systems. */
export type DashaSystem = (typeof DASHA_SYSTEMS)[number];

/** Chara dasha methods: K.N. Rao's (default) and the Parashari one as P.V.R. Narasimha Rao gives it. */
export const CHARA_METHODS = ['kn-rao', 'pvn-rao'] as const;
/** One of the Chara dasha methods. */
export type CharaMethod = (typeof CHARA_METHODS)[number];

/** One period of a timeline: a graha's (Yogini, Ashtottari) or a sign's (Chara). */
export interface TimelinePeriod {
  /** The ruling graha (graha dashas; for Yogini the yogini's graha). */
  lord?: Graha;
  /** The yogini (Yogini dasha only). */
  yogini?: string;
  /** The ruling sign (Chara dasha only). */
  sign?: Rasi;
  /** Start and end, ISO-8601 with the birth's offset. */
  start: string;
  end: string;
  startJdUt: number;
  endJdUt: number;
  /** Nominal length in dasha years (the full period, also for the one running at birth). */
  years: number;
  antardashas?: TimelinePeriod[];
}

/** A whole dasha timeline, starting with the period running at birth. */
export interface DashaTimeline {
  system: DashaSystem;
  /** The Chara method; null for the graha dashas. */
  method: CharaMethod | null;
  /** Days in one dasha year. */
  yearDays: number;
  /** Years of the birth period still to run at birth. */
  balanceYears: number;
  mahadashas: TimelinePeriod[];
}

/** A period's key fields before its boundaries are known. */
export interface PeriodSeed {
  lord?: Graha;
  yogini?: string;
  sign?: Rasi;
  years: number;
}

/**
 * Lays `seeds` end to end from `startJdUt`, each `years × yearDays` long; `cutYears(seed)` gives the
 * seed's own sub-periods (their years summing to the seed's), laid inside it the same way with
 * the last sub-period ending on the parent's end. `formatInstant` turns a Julian day into the ISO
 * string the API carries.
 */
export function layPeriods(
  seeds: readonly PeriodSeed[],
  startJdUt: number,
  yearDays: number,
  formatInstant: (jdUt: number) => string,
  cutYears?: (seed: PeriodSeed) => readonly PeriodSeed[],
  endJdUt?: number,
): TimelinePeriod[] {
  const out: TimelinePeriod[] = [];
  let jd = startJdUt;
  let iso = formatInstant(jd);
  seeds.forEach((seed, i) => {
    const last = i === seeds.length - 1 && endJdUt !== undefined;
    const end = last ? endJdUt : jd + seed.years * yearDays;
    const endIso = formatInstant(end);
    const period: TimelinePeriod = { ...seed, start: iso, end: endIso, startJdUt: jd, endJdUt: end };
    if (cutYears) period.antardashas = layPeriods(cutYears(seed), jd, yearDays, formatInstant, undefined, end);
    out.push(period);
    jd = end;
    iso = endIso;
  });
  return out;
}

/** The mahadasha and antardasha running at `jdUt` (start ≤ jdUt < end), or null outside the timeline. */
export function runningPeriods(
  timeline: DashaTimeline,
  jdUt: number,
): { mahadasha: TimelinePeriod; antardasha: TimelinePeriod | null } | null {
  const inside = (p: TimelinePeriod) => p.startJdUt <= jdUt && jdUt < p.endJdUt;
  const maha = timeline.mahadashas.find(inside);
  if (!maha) return null;
  const { antardashas, ...mahadasha } = maha;
  const antar = antardashas?.find(inside);
  return { mahadasha, antardasha: antar ? { ...antar } : null };
}
