import type { Graha } from './graha';
import { normalizeDeg } from '../math/angles';

/** The twelve rasis (sidereal signs), index 0 = Aries. English names are the ChartModel's `rasi` values. */
export const RASIS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;
/** One of the twelve rasis. */
export type Rasi = (typeof RASIS)[number];

/** Sanskrit names of the rasis, same order. */
export const RASI_SANSKRIT = [
  'Mesha',
  'Vrishabha',
  'Mithuna',
  'Karka',
  'Simha',
  'Kanya',
  'Tula',
  'Vrishchika',
  'Dhanu',
  'Makara',
  'Kumbha',
  'Meena',
] as const;

/** Traditional sign lords (Parashari), index 0 = Aries. */
export const RASI_LORD: readonly Graha[] = [
  'Mars',
  'Venus',
  'Mercury',
  'Moon',
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Saturn',
  'Jupiter',
];

/** Width of one rasi in degrees. */
export const RASI_SPAN_DEG = 30;

/** Rasi index (0 = Aries) of a sidereal longitude in degrees, any real value. */
export function rasiIndexOf(siderealLongitudeDeg: number): number {
  return Math.floor(normalizeDeg(siderealLongitudeDeg) / RASI_SPAN_DEG) % 12;
}
