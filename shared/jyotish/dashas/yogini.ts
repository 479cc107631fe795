/**
 * Yogini dasha: eight yoginis ruling 1 to 8 years in turn, a 36-year cycle. The Moon's
 * nakshatra (Ashwini = 1) gives the yogini at birth: the remainder of (nakshatra + 3) / 8, 0
 * meaning the eighth, Sankata (Mantreswara, Phaladeepika, and the Yogini dasha chapter of the
 * Rudra-yamala as Jagannatha Hora follows it); the part of the nakshatra still to run gives the
 * balance, as in Vimshottari. Antardashas start with the mahadasha's own yogini and last
 * (mahadasha years × antardasha yogini's years / 36). The timeline runs whole cycles until it
 * reaches at least 120 years past birth.
 */
import type { Locale } from '../../i18n/locale';
import type { Graha } from '../../vocabulary/graha';
import { NAKSHATRA_SPAN_DEG } from '../../vocabulary/nakshatra';
import { normalizeDeg } from '../../math/angles';
import { sanskritNameIn } from '../../vocabulary/localized';
import { layPeriods, type DashaTimeline, type PeriodSeed } from './timeline';

/** The eight yoginis in order with their graha and years. */
export const YOGINIS = [
  { yogini: 'Mangala', hi: 'मंगला', lord: 'Moon', years: 1 },
  { yogini: 'Pingala', hi: 'पिंगला', lord: 'Sun', years: 2 },
  { yogini: 'Dhanya', hi: 'धान्या', lord: 'Jupiter', years: 3 },
  { yogini: 'Bhramari', hi: 'भ्रामरी', lord: 'Mars', years: 4 },
  { yogini: 'Bhadrika', hi: 'भद्रिका', lord: 'Mercury', years: 5 },
  { yogini: 'Ulka', hi: 'उल्का', lord: 'Saturn', years: 6 },
  { yogini: 'Siddha', hi: 'सिद्धा', lord: 'Venus', years: 7 },
  { yogini: 'Sankata', hi: 'संकटा', lord: 'Rahu', years: 8 },
] as const satisfies readonly { yogini: string; hi: string; lord: Graha; years: number }[];

/**
 * A yogini's name in `locale`: the transliteration in English (the API's `yogini` field), Devanagari
 * in Hindi, and in a regional language the Sanskrit name in its script, as its grahas are.
 */
export function yoginiName(yogini: string, locale: Locale): string {
  const found = YOGINIS.find((y) => y.yogini === yogini);
  return found ? sanskritNameIn({ en: found.yogini, hi: found.hi }, locale) : yogini;
}

/** Years of one Yogini cycle. */
export const YOGINI_CYCLE_YEARS = 36;
/** The timeline covers at least this many years after birth. */
const COVER_YEARS = 120;

/** Index in YOGINIS of the yogini at birth, and the fraction of its period elapsed, from the Moon's sidereal longitude (degrees). */
export function yoginiAtBirth(moonSiderealDeg: number): { index: number; elapsedFraction: number } {
  const units = normalizeDeg(moonSiderealDeg) / NAKSHATRA_SPAN_DEG;
  const nakshatra = Math.min(26, Math.floor(units));
  return { index: (nakshatra + 3) % 8, elapsedFraction: units - nakshatra };
}

const seedOf = (index: number): PeriodSeed => {
  const y = YOGINIS[index % 8]!;
  return { yogini: y.yogini, lord: y.lord, years: y.years };
};

/** The yogini's antardashas: eight, from its own, each in proportion to its years. */
function antardashaSeeds(maha: PeriodSeed): PeriodSeed[] {
  const first = YOGINIS.findIndex((y) => y.yogini === maha.yogini);
  return Array.from({ length: 8 }, (_, k) => {
    const s = seedOf(first + k);
    return { ...s, years: (maha.years * s.years) / YOGINI_CYCLE_YEARS };
  });
}

/**
 * Yogini dasha for a birth at `birthJdUt` (Julian day UT) with the Moon at `moonSiderealDeg`;
 * `yearDays` days per dasha year; `formatInstant` makes the ISO strings.
 */
export function yoginiDasha(
  moonSiderealDeg: number,
  birthJdUt: number,
  yearDays: number,
  formatInstant: (jdUt: number) => string,
): DashaTimeline {
  const { index, elapsedFraction } = yoginiAtBirth(moonSiderealDeg);
  const firstYears = YOGINIS[index]!.years;
  const startJdUt = birthJdUt - elapsedFraction * firstYears * yearDays;
  const seeds: PeriodSeed[] = [];
  let endJdUt = startJdUt;
  for (let k = 0; seeds.length % 8 !== 0 || endJdUt < birthJdUt + COVER_YEARS * yearDays; k++) {
    const seed = seedOf(index + k);
    seeds.push(seed);
    endJdUt += seed.years * yearDays;
  }
  return {
    system: 'yogini',
    method: null,
    yearDays,
    balanceYears: (1 - elapsedFraction) * firstYears,
    mahadashas: layPeriods(seeds, startJdUt, yearDays, formatInstant, antardashaSeeds),
  };
}
