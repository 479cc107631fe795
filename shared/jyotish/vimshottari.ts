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
 * end of each level is set to the parent's end so periods tile without gaps, and neighbouring
 * periods share the very same boundary number.
 */
import type { Antardasha, DashaPeriod, Mahadasha, Pratyantardasha, VimshottariDasha } from '../chart/model';
import type { Graha } from '../vocabulary/graha';
import { VIMSHOTTARI_ORDER, VIMSHOTTARI_YEARS } from '../vocabulary/nakshatra';
import { normalizeDeg } from '../math/angles';

/** Total length of the Vimshottari cycle in years. */
export const VIMSHOTTARI_TOTAL_YEARS = 120;

/** The nine lords in Vimshottari order starting at each lord (precomputed rotations). */
const ROTATIONS: ReadonlyMap<Graha, readonly Graha[]> = new Map(
  VIMSHOTTARI_ORDER.map((first, i) => [first, Array.from({ length: 9 }, (_, k) => VIMSHOTTARI_ORDER[(i + k) % 9]!)]),
);
/** Cumulative fraction of the cycle after each of the nine lords of a rotation. */
const CUMULATIVE: ReadonlyMap<Graha, readonly number[]> = new Map(
  [...ROTATIONS].map(([first, lords]) => {
    let sum = 0;
    return [first, lords.map((l) => (sum += VIMSHOTTARI_YEARS[l]) / VIMSHOTTARI_TOTAL_YEARS)];
  }),
);

/** Birth lord and balance from the Moon's sidereal longitude (degrees). */
export function vimshottariBalance(moonSiderealDeg: number): { lord: Graha; elapsedFraction: number; balanceFraction: number } {
  const units = (normalizeDeg(moonSiderealDeg) * 27) / 360;
  const nakshatra = Math.min(26, Math.floor(units));
  const elapsedFraction = units - nakshatra;
  return { lord: VIMSHOTTARI_ORDER[nakshatra % 9]!, elapsedFraction, balanceFraction: 1 - elapsedFraction };
}

/** The nine lords in Vimshottari order starting at `first`. */
export function lordsFrom(first: Graha): readonly Graha[] {
  return ROTATIONS.get(first)!;
}

/**
 * The nine sub-periods of any period (a mahadasha's antardashas, an antardasha's
 * pratyantardashas): the lords in Vimshottari order from the period's own lord, each a share of
 * the period in proportion to its years; the first starts with the period and the last ends with
 * it, sharing the parent's boundary strings. `formatInstant` makes the ISO string of an inner boundary.
 */
export function subPeriods(parent: DashaPeriod, formatInstant: (jdUt: number) => string): DashaPeriod[] {
  const { lord, startJdUt, endJdUt } = parent;
  const lords = ROTATIONS.get(lord)!,
    cumulative = CUMULATIVE.get(lord)!;
  const list: DashaPeriod[] = [];
  let start = startJdUt;
  let startIso = parent.start;
  for (let p = 0; p < 9; p++) {
    const end = p === 8 ? endJdUt : startJdUt + (endJdUt - startJdUt) * cumulative[p]!;
    const endIso = p === 8 ? parent.end : formatInstant(end);
    list.push({ lord: lords[p]!, start: startIso, end: endIso, startJdUt: start, endJdUt: end });
    start = end;
    startIso = endIso;
  }
  return list;
}

/**
 * Gives `antardasha` its nine pratyantardashas as an enumerable property computed on first read
 * (then kept as a plain value): most charts are served without them (the lean API body), and
 * building 729 periods with their ISO strings was a fifth of a chart's allocations. JSON,
 * spreads and equality checks read it like any other property.
 */
function lazyPratyantardashas(antardasha: Antardasha, formatInstant: (jdUt: number) => string): void {
  Object.defineProperty(antardasha, 'pratyantardashas', {
    enumerable: true,
    configurable: true,
    get(this: Antardasha): Pratyantardasha[] {
      const list: Pratyantardasha[] = subPeriods(antardasha, formatInstant);
      Object.defineProperty(antardasha, 'pratyantardashas', { value: list, enumerable: true, writable: true, configurable: true });
      return list;
    },
  });
}

/**
 * Vimshottari mahadashas → antardashas → pratyantardashas for a birth at `birthJdUt` (Julian day
 * UT) with the Moon at `moonSiderealDeg`; `yearDays` days per dasha year; `formatInstant` turns a
 * Julian day into the ISO string the model carries (once per distinct boundary; a pratyantardasha's
 * when its antardasha's list is first read). The first mahadasha runs at birth; the nine cover 120 years from its start.
 */
export function vimshottari(
  moonSiderealDeg: number,
  birthJdUt: number,
  yearDays: number,
  formatInstant: (jdUt: number) => string,
): VimshottariDasha {
  const { lord, elapsedFraction, balanceFraction } = vimshottariBalance(moonSiderealDeg);
  const lordYears = VIMSHOTTARI_YEARS[lord];
  const cycleStart = birthJdUt - elapsedFraction * lordYears * yearDays;
  const cycleEnd = cycleStart + VIMSHOTTARI_TOTAL_YEARS * yearDays;
  let lastJd = cycleStart;
  let lastIso = formatInstant(cycleStart);
  const iso = (jd: number): string => {
    if (jd !== lastJd) {
      lastJd = jd;
      lastIso = formatInstant(jd);
    }
    return lastIso;
  };

  const mahadashas: Mahadasha[] = [];
  const mdLords = ROTATIONS.get(lord)!,
    mdCum = CUMULATIVE.get(lord)!;
  let mdStart = cycleStart;
  for (let m = 0; m < 9; m++) {
    const mdLord = mdLords[m]!;
    const mdEnd = m === 8 ? cycleEnd : cycleStart + (cycleEnd - cycleStart) * mdCum[m]!;
    const mdStartIso = iso(mdStart);
    const antardashas: Antardasha[] = [];
    const adLords = ROTATIONS.get(mdLord)!,
      adCum = CUMULATIVE.get(mdLord)!;
    let adStart = mdStart;
    for (let a = 0; a < 9; a++) {
      const adLord = adLords[a]!;
      const adEnd = a === 8 ? mdEnd : mdStart + (mdEnd - mdStart) * adCum[a]!;
      const antardasha = { lord: adLord, start: iso(adStart), end: iso(adEnd), startJdUt: adStart, endJdUt: adEnd } as Antardasha;
      lazyPratyantardashas(antardasha, formatInstant);
      antardashas.push(antardasha);
      adStart = adEnd;
    }
    mahadashas.push({ lord: mdLord, start: mdStartIso, end: iso(mdEnd), startJdUt: mdStart, endJdUt: mdEnd, antardashas });
    mdStart = mdEnd;
  }
  return { yearDays, birthLord: lord, balanceYears: balanceFraction * lordYears, mahadashas };
}
