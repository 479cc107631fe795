/**
 * Ashtottari dasha (BPHS ch. 46–47): eight lords, 108 years — Sun 6, Moon 15, Mars 8, Mercury 17,
 * Saturn 10, Jupiter 19, Rahu 12, Venus 21 — each ruling a group of three or four nakshatras from
 * Ardra. The 28th nakshatra Abhijit is not split out: the group spans stand as Jagannatha Hora
 * counts them (Sun Ardra–Ashlesha, Moon Magha–Uttara Phalguni, Mars Hasta–Vishakha, Mercury
 * Anuradha–Mula, Saturn Purva Ashadha–Shravana, Jupiter Dhanishta–Purva Bhadrapada, Rahu Uttara
 * Bhadrapada–Bharani, Venus Krittika–Mrigashira), and the balance is the part of the Moon's whole
 * group still to run.
 *
 * Applicability (BPHS 46.17–18): Ashtottari is for a chart with Rahu in a kendra or trikona from
 * the lagna lord, not in the lagna itself. `ashtottariApplies` states it; the dasha is computed
 * on request regardless.
 */
import type { Graha } from '../../vocabulary/graha';
import { NAKSHATRA_SPAN_DEG } from '../../vocabulary/nakshatra';
import { normalizeDeg } from '../../math/angles';
import { layPeriods, type DashaTimeline, type PeriodSeed } from './timeline';

/** The eight lords in order with their years, the first nakshatra (0 = Ashwini) and the count of their group. */
export const ASHTOTTARI_LORDS = [
  { lord: 'Sun', years: 6, firstNakshatra: 5, count: 4 },
  { lord: 'Moon', years: 15, firstNakshatra: 9, count: 3 },
  { lord: 'Mars', years: 8, firstNakshatra: 12, count: 4 },
  { lord: 'Mercury', years: 17, firstNakshatra: 16, count: 3 },
  { lord: 'Saturn', years: 10, firstNakshatra: 19, count: 3 },
  { lord: 'Jupiter', years: 19, firstNakshatra: 22, count: 3 },
  { lord: 'Rahu', years: 12, firstNakshatra: 25, count: 4 },
  { lord: 'Venus', years: 21, firstNakshatra: 2, count: 3 },
] as const satisfies readonly { lord: Graha; years: number; firstNakshatra: number; count: number }[];

/** Years of the Ashtottari cycle. */
export const ASHTOTTARI_TOTAL_YEARS = 108;

/** Index in ASHTOTTARI_LORDS of the lord at birth and the fraction of its period elapsed, from the Moon's sidereal longitude (degrees). */
export function ashtottariAtBirth(moonSiderealDeg: number): { index: number; elapsedFraction: number } {
  const units = normalizeDeg(moonSiderealDeg) / NAKSHATRA_SPAN_DEG;
  for (let index = 0; index < 8; index++) {
    const { firstNakshatra, count } = ASHTOTTARI_LORDS[index]!;
    const into = (((units - firstNakshatra) % 27) + 27) % 27;
    if (into < count) return { index, elapsedFraction: into / count };
  }
  throw new RangeError(`moonSiderealDeg ${moonSiderealDeg} fell in no Ashtottari group`);
}

/**
 * BPHS 46.17–18: Ashtottari applies when Rahu is in a kendra (1, 4, 7, 10) or trikona (5, 9)
 * counted from the lagna lord's sign, and Rahu is not in the lagna. Sign indices 0 = Aries.
 */
export function ashtottariApplies(lagnaRasiIndex: number, lagnaLordRasiIndex: number, rahuRasiIndex: number): boolean {
  if (rahuRasiIndex === lagnaRasiIndex) return false;
  const house = ((rahuRasiIndex - lagnaLordRasiIndex + 12) % 12) + 1;
  return [1, 4, 7, 10, 5, 9].includes(house);
}

const seedOf = (index: number): PeriodSeed => {
  const l = ASHTOTTARI_LORDS[index % 8]!;
  return { lord: l.lord, years: l.years };
};

/** A mahadasha's antardashas: eight, from its own lord, each (maha years × lord years / 108). */
function antardashaSeeds(maha: PeriodSeed): PeriodSeed[] {
  const first = ASHTOTTARI_LORDS.findIndex((l) => l.lord === maha.lord);
  return Array.from({ length: 8 }, (_, k) => {
    const s = seedOf(first + k);
    return { ...s, years: (maha.years * s.years) / ASHTOTTARI_TOTAL_YEARS };
  });
}

/**
 * Ashtottari dasha for a birth at `birthJdUt` (Julian day UT) with the Moon at `moonSiderealDeg`:
 * the eight mahadashas of one 108-year cycle from the start of the birth one.
 */
export function ashtottariDasha(
  moonSiderealDeg: number,
  birthJdUt: number,
  yearDays: number,
  formatInstant: (jdUt: number) => string,
): DashaTimeline {
  const { index, elapsedFraction } = ashtottariAtBirth(moonSiderealDeg);
  const firstYears = ASHTOTTARI_LORDS[index]!.years;
  const startJdUt = birthJdUt - elapsedFraction * firstYears * yearDays;
  const seeds = Array.from({ length: 8 }, (_, k) => seedOf(index + k));
  return {
    system: 'ashtottari',
    method: null,
    yearDays,
    balanceYears: (1 - elapsedFraction) * firstYears,
    mahadashas: layPeriods(seeds, startJdUt, yearDays, formatInstant, antardashaSeeds),
  };
}
