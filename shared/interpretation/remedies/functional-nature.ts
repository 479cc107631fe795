/**
 * Functional nature of a graha for a lagna (BPHS ch. 34, the general rules as practice applies
 * them to gemstones): lords of the trikonas (1, 5, 9) are functional benefics, lords of the
 * dusthanas (6, 8, 12) functional malefics. A graha lording both kinds counts as malefic for a
 * gemstone (the brief and most teachers: never the stone of a 6th, 8th or 12th lord); a graha
 * lording neither (kendra, 2nd, 3rd, 11th lords) is neutral. Rahu and Ketu lord no sign: neutral.
 */
import { RASI_LORD } from '../../jyotish/classical/rasi-lords';
import type { Graha } from '../../vocabulary/graha';

/** Functional natures. */
export const FUNCTIONAL_NATURES = ['benefic', 'neutral', 'malefic'] as const;
/** One functional nature. */
export type FunctionalNature = (typeof FUNCTIONAL_NATURES)[number];

/** Houses (1–12) a graha lords from the lagna sign (0 = Aries); empty for the nodes. */
export function housesLorded(graha: Graha, lagnaRasiIndex: number): number[] {
  const out: number[] = [];
  for (let h = 1; h <= 12; h++) if (RASI_LORD[(lagnaRasiIndex + h - 1) % 12] === graha) out.push(h);
  return out;
}

/** Functional nature of `graha` for the lagna sign `lagnaRasiIndex`. */
export function functionalNature(graha: Graha, lagnaRasiIndex: number): FunctionalNature {
  const houses = housesLorded(graha, lagnaRasiIndex);
  if (houses.some((h) => h === 6 || h === 8 || h === 12)) return 'malefic';
  if (houses.some((h) => h === 1 || h === 5 || h === 9)) return 'benefic';
  return 'neutral';
}
