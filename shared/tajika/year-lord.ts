/**
 * The year lord (varsheshwara) from the five office-bearers (pancha-adhikari) of Tajika
 * Neelakanthi: the muntha lord, the natal lagna's lord, the annual lagna's lord, the tri-rashi
 * lord of the annual lagna (by day or night) and the lord of the Sun's sign by day or the Moon's
 * by night. Rule followed (as P.V.R. Narasimha Rao states it): of the candidates that aspect the
 * annual lagna (any Tajika aspect by sign, ./aspects.ts), the one with the most pancha-vargeeya
 * bala; if none aspects it, the strongest of all; equal strength keeps the earlier candidate in
 * the order above.
 */
import { RASI_LORD } from '../jyotish/classical/rasi-lords';
import type { SaptaGraha } from '../vocabulary/graha';
import { tajikaAspectOfHouses } from './aspects';
import { panchaVargeeyaBala } from './pancha-vargeeya-bala';

/** Tri-rashi lords by day, index 0 = Aries (Tajika Neelakanthi). */
export const TRI_RASHI_DAY_LORDS: readonly SaptaGraha[] = [
  'Sun',
  'Venus',
  'Saturn',
  'Venus',
  'Jupiter',
  'Moon',
  'Mercury',
  'Mars',
  'Saturn',
  'Mars',
  'Jupiter',
  'Moon',
];
/** Tri-rashi lords by night, index 0 = Aries. */
export const TRI_RASHI_NIGHT_LORDS: readonly SaptaGraha[] = [
  'Jupiter',
  'Moon',
  'Mercury',
  'Mars',
  'Sun',
  'Venus',
  'Saturn',
  'Venus',
  'Saturn',
  'Mars',
  'Jupiter',
  'Moon',
];

/** The five offices, in the order ties are broken. */
export const OFFICES = ['muntha lord', 'natal lagna lord', 'annual lagna lord', 'tri-rashi lord', 'Sun or Moon sign lord'] as const;

/** One candidate with its office, strength and whether it aspects the annual lagna. */
export interface YearLordCandidate {
  office: (typeof OFFICES)[number];
  graha: SaptaGraha;
  panchaVargeeyaBala: number;
  aspectsLagna: boolean;
}

/** Inputs: sign indices (0 = Aries) and the annual grahas' sidereal longitudes. */
export interface YearLordInput {
  munthaRasi: number;
  natalLagnaRasi: number;
  annualLagnaRasi: number;
  day: boolean;
  lonDeg: Readonly<Record<SaptaGraha, number>>;
}

/** The candidates and the year lord. */
export function yearLord(input: YearLordInput): { yearLord: SaptaGraha; candidates: YearLordCandidate[] } {
  const { munthaRasi, natalLagnaRasi, annualLagnaRasi, day, lonDeg } = input;
  const signOf = (g: SaptaGraha) => Math.floor(lonDeg[g] / 30) % 12;
  const grahas: SaptaGraha[] = [
    RASI_LORD[munthaRasi] as SaptaGraha,
    RASI_LORD[natalLagnaRasi] as SaptaGraha,
    RASI_LORD[annualLagnaRasi] as SaptaGraha,
    (day ? TRI_RASHI_DAY_LORDS : TRI_RASHI_NIGHT_LORDS)[annualLagnaRasi]!,
    RASI_LORD[signOf(day ? 'Sun' : 'Moon')] as SaptaGraha,
  ];
  const candidates = grahas.map((graha, i) => ({
    office: OFFICES[i]!,
    graha,
    panchaVargeeyaBala: panchaVargeeyaBala(graha, lonDeg[graha]).total,
    aspectsLagna: tajikaAspectOfHouses(((annualLagnaRasi - signOf(graha) + 12) % 12) + 1) !== null,
  }));
  const pool = candidates.some((c) => c.aspectsLagna) ? candidates.filter((c) => c.aspectsLagna) : candidates;
  const best = pool.reduce((a, b) => (b.panchaVargeeyaBala > a.panchaVargeeyaBala ? b : a));
  return { yearLord: best.graha, candidates };
}
