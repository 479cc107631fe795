/**
 * The Vimshottari lords (BPHS ch. 46): their order, which also lords the nakshatras (Ashwini
 * Ketu, Bharani Venus, …, nine by nine), and each one's mahadasha length in years. The cycle's
 * length is their sum (120 years), derived here, not restated.
 */
import type { Graha } from '../../vocabulary/graha';

/** Vimshottari lords in nakshatra order; nakshatra i is ruled by VIMSHOTTARI_ORDER[i % 9]. */
export const VIMSHOTTARI_ORDER: readonly Graha[] = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];

/** Vimshottari mahadasha lengths in years. */
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

/** Total length of the Vimshottari cycle in years: the sum of the nine lengths (120). */
export const VIMSHOTTARI_TOTAL_YEARS = VIMSHOTTARI_ORDER.reduce((sum, g) => sum + VIMSHOTTARI_YEARS[g], 0);
