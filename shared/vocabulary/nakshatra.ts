import type { Graha } from './graha';

/** The 27 nakshatras, index 0 = Ashwini, each 13°20′ of the sidereal zodiac. */
export const NAKSHATRAS = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const;
/** One of the 27 nakshatras. */
export type Nakshatra = (typeof NAKSHATRAS)[number];

/** Width of one nakshatra in degrees (13°20′). */
export const NAKSHATRA_SPAN_DEG = 360 / 27;
/** Width of one pada (quarter nakshatra) in degrees (3°20′). */
export const PADA_SPAN_DEG = NAKSHATRA_SPAN_DEG / 4;

/** Vimshottari lords in nakshatra order; nakshatra i is ruled by VIMSHOTTARI_ORDER[i % 9]. */
export const VIMSHOTTARI_ORDER: readonly Graha[] = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];

/** Vimshottari mahadasha lengths in years; they sum to 120. */
export const VIMSHOTTARI_YEARS: Record<Graha, number> = {
  Ketu: 7,
  Venus: 20,
  Sun: 6,
  Moon: 10,
  Mars: 7,
  Rahu: 18,
  Jupiter: 16,
  Saturn: 19,
  Mercury: 17,
};

/** Lord of a nakshatra, index 0 = Ashwini. */
export function nakshatraLordOf(nakshatraIndex: number): Graha {
  return VIMSHOTTARI_ORDER[((nakshatraIndex % 9) + 9) % 9]!;
}
