/**
 * Natural benefic / malefic (naisargika shubha / papa), BPHS 3.11–12 (as commonly read):
 * Jupiter and Venus are benefic; Sun, Mars, Saturn, Rahu and Ketu are malefic. The Moon is
 * benefic while waxing (Shukla paksha: Moon − Sun elongation in [0°, 180°)) and malefic while
 * waning. Mercury is benefic unless it shares its sign with a natural malefic (Sun, Mars,
 * Saturn, Rahu, Ketu, or a waning Moon), then malefic by association — one level only (the
 * rule is not applied recursively).
 *
 * That is the one definition. Two named variants read it without a chart (CONVENTIONS.md,
 * "Benefic/malefic"): FIXED_BENEFICS and FIXED_MALEFICS, the seven grahas' natures where the
 * Moon (benefic or malefic by paksha) is left out and Mercury is taken unafflicted.
 */
import type { Graha, SaptaGraha } from '../vocabulary/graha';
import { normalizeDeg } from '../math/angles';

/** Benefic or malefic. */
export type Nature = 'benefic' | 'malefic';

/** Benefic in every chart. */
const ALWAYS_BENEFIC = ['Jupiter', 'Venus'] as const satisfies readonly SaptaGraha[];
/** Of the seven, malefic in every chart. */
const ALWAYS_MALEFIC_SEVEN = ['Sun', 'Mars', 'Saturn'] as const satisfies readonly SaptaGraha[];
/** Malefic in every chart: those three and the nodes. */
const ALWAYS_MALEFIC: readonly Graha[] = [...ALWAYS_MALEFIC_SEVEN, 'Rahu', 'Ketu'];

/**
 * Variant "fixed" (chart-free): Mercury, Jupiter and Venus, as the Nabhasa Dala yogas (BPHS ch. 35)
 * and Raman's Kusuma yoga read "natural benefics"; the Moon is in neither list.
 */
export const FIXED_BENEFICS: readonly SaptaGraha[] = ['Mercury', ...ALWAYS_BENEFIC];
/** Variant "fixed" (chart-free): Sun, Mars and Saturn, the seven grahas' malefics whatever the chart. */
export const FIXED_MALEFICS: readonly SaptaGraha[] = ALWAYS_MALEFIC_SEVEN;

/** True while the Moon waxes: elongation (Moon − Sun, degrees, any frame) in [0, 180). */
export function isWaxing(moonLongitudeDeg: number, sunLongitudeDeg: number): boolean {
  return normalizeDeg(moonLongitudeDeg - sunLongitudeDeg) < 180;
}

/**
 * Nature of every graha given each one's rasi index and whether the Moon waxes.
 * Returns a record graha → 'benefic' | 'malefic'.
 */
export function naturesOf(rasiIndexOf: Record<Graha, number>, moonWaxing: boolean): Record<Graha, Nature> {
  const moon: Nature = moonWaxing ? 'benefic' : 'malefic';
  const malefics: Graha[] = moonWaxing ? [...ALWAYS_MALEFIC] : [...ALWAYS_MALEFIC, 'Moon'];
  const mercuryAfflicted = malefics.some((g) => rasiIndexOf[g] === rasiIndexOf.Mercury);
  return {
    Sun: 'malefic',
    Moon: moon,
    Mars: 'malefic',
    Mercury: mercuryAfflicted ? 'malefic' : 'benefic',
    Jupiter: 'benefic',
    Venus: 'benefic',
    Saturn: 'malefic',
    Rahu: 'malefic',
    Ketu: 'malefic',
  };
}
