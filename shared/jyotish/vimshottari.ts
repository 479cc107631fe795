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
import type { Antardasha, DashaPeriod, Mahadasha, Pratyantardasha, VimshottariDasha } from '../model/chart';
import type { Graha } from '../vocabulary/graha';
import { VIMSHOTTARI_ORDER, VIMSHOTTARI_TOTAL_YEARS, VIMSHOTTARI_YEARS } from './classical';
import { normalizeDeg } from '../math/angles';
import { lazyProperty, settle } from '../lang/lazy-property';

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
 * The ten boundaries (Julian days UT) of the nine sub-periods of a period from `startJdUt` to
 * `endJdUt` whose sub-lords start at `first`: the last is the parent's end itself, so periods
 * tile without gaps. Every level (mahadashas in the 120-year cycle, antardashas, pratyantardashas)
 * is cut by this one formula, so the whole tree and `dashaPathAt` agree to the bit.
 */
function boundaries(first: Graha, startJdUt: number, endJdUt: number): number[] {
  const cumulative = CUMULATIVE.get(first)!;
  const out = [startJdUt];
  for (let i = 0; i < 9; i++) out.push(i === 8 ? endJdUt : startJdUt + (endJdUt - startJdUt) * cumulative[i]!);
  return out;
}

/** What a dasha's periods are built from (see `vimshottari`). */
interface DashaRecipe {
  lord: Graha;
  cycleStartJdUt: number;
  cycleEndJdUt: number;
  formatInstant: (jdUt: number) => string;
}

/**
 * The recipe of a dasha made by `vimshottari`, for `dashaPathAt` (a dasha built elsewhere, e.g.
 * parsed JSON or a spread copy, has none), and for the shared `mahadashasGetter`: a
 * non-enumerable symbol property, so JSON and copies do not see it. (A WeakMap, used before,
 * also kept each chart's recipe alive past the young generation.)
 */
const RECIPE = Symbol('vimshottari recipe');
type WithRecipe = VimshottariDasha & { readonly [RECIPE]?: DashaRecipe };
/** An antardasha's boundary formatter, for its lazy pratyantardashas (non-enumerable, as RECIPE). */
const FORMAT = Symbol('vimshottari format');
type WithFormat = Antardasha & { readonly [FORMAT]: (jdUt: number) => string };

function mahadashasGetter(this: VimshottariDasha): Mahadasha[] {
  return settle(this, 'mahadashas', mahadashasOf((this as WithRecipe)[RECIPE]!));
}

function pratyantardashasGetter(this: Antardasha): Pratyantardasha[] {
  return settle(this, 'pratyantardashas', pratyantardashasOf(this, (this as WithFormat)[FORMAT]));
}

/**
 * Vimshottari mahadashas → antardashas → pratyantardashas for a birth at `birthJdUt` (Julian day
 * UT) with the Moon at `moonSiderealDeg`; `yearDays` days per dasha year; `formatInstant` turns a
 * Julian day into the ISO string the model carries. The first mahadasha runs at birth; the nine
 * cover 120 years from its start. The periods are built when first read (`mahadashas`, then each
 * antardasha's `pratyantardashas`): most charts are served without them (the lean API body
 * carries the summary alone; its transits need only the running periods, `dashaPathAt`).
 */
export function vimshottari(
  moonSiderealDeg: number,
  birthJdUt: number,
  yearDays: number,
  formatInstant: (jdUt: number) => string,
): VimshottariDasha {
  const { lord, elapsedFraction, balanceFraction } = vimshottariBalance(moonSiderealDeg);
  const lordYears = VIMSHOTTARI_YEARS[lord];
  const cycleStartJdUt = birthJdUt - elapsedFraction * lordYears * yearDays;
  const recipe: DashaRecipe = {
    lord,
    cycleStartJdUt,
    cycleEndJdUt: cycleStartJdUt + VIMSHOTTARI_TOTAL_YEARS * yearDays,
    formatInstant,
  };
  const dasha = { yearDays, birthLord: lord, balanceYears: balanceFraction * lordYears } as VimshottariDasha;
  Object.defineProperty(dasha, RECIPE, { value: recipe });
  lazyProperty(dasha, 'mahadashas', mahadashasGetter);
  return dasha;
}

/** The nine mahadashas of a recipe with their antardashas (each with lazy pratyantardashas). */
function mahadashasOf({ lord, cycleStartJdUt, cycleEndJdUt, formatInstant }: DashaRecipe): Mahadasha[] {
  // Neighbouring periods share a boundary: format each distinct one once.
  let lastJd = Number.NaN;
  let lastIso = '';
  const iso = (jd: number): string => {
    if (jd !== lastJd) {
      lastJd = jd;
      lastIso = formatInstant(jd);
    }
    return lastIso;
  };
  const periods = <P extends DashaPeriod>(first: Graha, startJdUt: number, endJdUt: number, make: (period: DashaPeriod) => P): P[] => {
    const lords = ROTATIONS.get(first)!;
    const b = boundaries(first, startJdUt, endJdUt);
    return lords.map((l, i) => make({ lord: l, start: iso(b[i]!), end: iso(b[i + 1]!), startJdUt: b[i]!, endJdUt: b[i + 1]! }));
  };
  return periods(lord, cycleStartJdUt, cycleEndJdUt, (maha) => ({
    ...maha,
    antardashas: periods(maha.lord, maha.startJdUt, maha.endJdUt, (antar) => {
      const antardasha = antar as Antardasha;
      Object.defineProperty(antardasha, FORMAT, { value: formatInstant });
      lazyProperty(antardasha, 'pratyantardashas', pratyantardashasGetter);
      return antardasha;
    }),
  }));
}

/**
 * The nine sub-periods of any period (a mahadasha's antardashas, an antardasha's
 * pratyantardashas): the lords in Vimshottari order from the period's own lord, each a share of
 * the period in proportion to its years; the first starts with the period and the last ends with
 * it, sharing the parent's boundary strings. `formatInstant` makes the ISO string of an inner boundary.
 */
export function subPeriods(parent: DashaPeriod, formatInstant: (jdUt: number) => string): DashaPeriod[] {
  const lords = ROTATIONS.get(parent.lord)!;
  const b = boundaries(parent.lord, parent.startJdUt, parent.endJdUt);
  return lords.map((lord, p) => ({
    lord,
    start: p === 0 ? parent.start : formatInstant(b[p]!),
    end: p === 8 ? parent.end : formatInstant(b[p + 1]!),
    startJdUt: b[p]!,
    endJdUt: b[p + 1]!,
  }));
}

/** The nine pratyantardashas of an antardasha. */
function pratyantardashasOf(antardasha: Antardasha, formatInstant: (jdUt: number) => string): Pratyantardasha[] {
  return subPeriods(antardasha, formatInstant);
}

/** The running mahadasha, antardasha and pratyantardasha at a moment. */
export interface DashaPath {
  mahadasha: DashaPeriod;
  antardasha: DashaPeriod;
  pratyantardasha: DashaPeriod;
}

/**
 * The periods running at `jdUt` (Julian day UT; each start ≤ jdUt < end), without their
 * sub-lists, or null outside the 120-year cycle. For a dasha made by `vimshottari` only the three
 * periods on the path are cut (the same boundaries as the whole tree, see `boundaries`); any
 * other dasha's lists are searched.
 */
export function dashaPathAt(dasha: VimshottariDasha, jdUt: number): DashaPath | null {
  const recipe = (dasha as WithRecipe)[RECIPE];
  if (!recipe) {
    const inside = (p: DashaPeriod) => p.startJdUt <= jdUt && jdUt < p.endJdUt;
    const maha = dasha.mahadashas.find(inside);
    const antar = maha?.antardashas.find(inside);
    const pratyantar = antar?.pratyantardashas.find(inside);
    return maha && antar && pratyantar
      ? { mahadasha: periodOf(maha), antardasha: periodOf(antar), pratyantardasha: periodOf(pratyantar) }
      : null;
  }
  const path: DashaPeriod[] = [];
  let lord = recipe.lord;
  let startJdUt = recipe.cycleStartJdUt;
  let endJdUt = recipe.cycleEndJdUt;
  for (let level = 0; level < 3; level++) {
    const b = boundaries(lord, startJdUt, endJdUt);
    let i = 0;
    while (i < 9 && !(b[i]! <= jdUt && jdUt < b[i + 1]!)) i++;
    if (i === 9) return null;
    lord = ROTATIONS.get(lord)![i]!;
    startJdUt = b[i]!;
    endJdUt = b[i + 1]!;
    path.push({ lord, start: recipe.formatInstant(startJdUt), end: recipe.formatInstant(endJdUt), startJdUt, endJdUt });
  }
  return { mahadasha: path[0]!, antardasha: path[1]!, pratyantardasha: path[2]! };
}

/** A period's own fields (no sub-list). */
function periodOf(period: DashaPeriod): DashaPeriod {
  return { lord: period.lord, start: period.start, end: period.end, startJdUt: period.startJdUt, endJdUt: period.endJdUt };
}
