/**
 * Vimshottari dasha from the Moon's sidereal longitude (BPHS ch. 46): the lord of the Moon's
 * nakshatra rules at birth; the part of the nakshatra still to run gives the balance. Every
 * boundary is computed by arithmetic from the start of the birth mahadasha:
 *
 *   mahadasha m starts at  T0 + Y·Σ(years of earlier lords)
 *   antardasha a of m:     start(m) + Y·years(m)·Σ(years of earlier sub-lords)/120
 *   pratyantardasha p:     start(a) + Y·years(m)·years(a)·Σ(…)/120²
 *
 * with Y the year length in days. Each sub-period list starts with its parent's lord; the last
 * end of each level is set to the parent's end so periods tile without gaps.
 */
import type { Graha } from '../vocabulary/graha';
import { VIMSHOTTARI_ORDER, VIMSHOTTARI_YEARS } from '../vocabulary/nakshatra';
import { normalizeDeg } from './zodiac';

/** Total length of the Vimshottari cycle in years. */
export const VIMSHOTTARI_TOTAL_YEARS = 120;

/** One period with its lord and Julian-day (UT) bounds. */
export interface DashaSpan {
  lord: Graha;
  startJdUt: number;
  endJdUt: number;
}
/** A period with its sub-periods. */
export interface DashaNode extends DashaSpan { children: DashaNode[] }

/** Birth lord and balance from the Moon's sidereal longitude (degrees). */
export function vimshottariBalance(moonSiderealDeg: number): { lord: Graha; elapsedFraction: number; balanceFraction: number } {
  const units = (normalizeDeg(moonSiderealDeg) * 27) / 360;
  const nakshatra = Math.min(26, Math.floor(units));
  const elapsedFraction = units - nakshatra;
  return { lord: VIMSHOTTARI_ORDER[nakshatra % 9]!, elapsedFraction, balanceFraction: 1 - elapsedFraction };
}

/** The nine lords in Vimshottari order starting at `first`. */
export function lordsFrom(first: Graha): Graha[] {
  const i = VIMSHOTTARI_ORDER.indexOf(first);
  return Array.from({ length: 9 }, (_, k) => VIMSHOTTARI_ORDER[(i + k) % 9]!);
}

/** Split [startJdUt, endJdUt] among the nine lords from `first`, in proportion to their years; `depth` more levels below. */
function split(first: Graha, startJdUt: number, endJdUt: number, depth: number): DashaNode[] {
  const span = endJdUt - startJdUt;
  const out: DashaNode[] = [];
  let cumulativeYears = 0;
  let start = startJdUt;
  const lords = lordsFrom(first);
  for (let k = 0; k < 9; k++) {
    const lord = lords[k]!;
    cumulativeYears += VIMSHOTTARI_YEARS[lord];
    const end = k === 8 ? endJdUt : startJdUt + (span * cumulativeYears) / VIMSHOTTARI_TOTAL_YEARS;
    out.push({ lord, startJdUt: start, endJdUt: end, children: depth > 0 ? split(lord, start, end, depth - 1) : [] });
    start = end;
  }
  return out;
}

/**
 * Mahadashas (with antardashas and pratyantardashas) for a birth at `birthJdUt` with the Moon at
 * `moonSiderealDeg`; `yearDays` days per dasha year. The first mahadasha runs at birth and
 * started `elapsedFraction × years(lord)` years before it; the nine cover 120 years.
 */
export function vimshottariTree(moonSiderealDeg: number, birthJdUt: number, yearDays: number): {
  lord: Graha; balanceYears: number; mahadashas: DashaNode[];
} {
  const { lord, elapsedFraction, balanceFraction } = vimshottariBalance(moonSiderealDeg);
  const lordYears = VIMSHOTTARI_YEARS[lord];
  const startJdUt = birthJdUt - elapsedFraction * lordYears * yearDays;
  const endJdUt = startJdUt + VIMSHOTTARI_TOTAL_YEARS * yearDays;
  const cycle = split(lord, startJdUt, endJdUt, 2);
  return { lord, balanceYears: balanceFraction * lordYears, mahadashas: cycle };
}
