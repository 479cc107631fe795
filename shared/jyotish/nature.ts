/**
 * Natural benefic / malefic (naisargika shubha / papa), BPHS 3.11–12 (as commonly read):
 * Jupiter and Venus are benefic; Sun, Mars, Saturn, Rahu and Ketu are malefic. The Moon is
 * benefic while waxing (Shukla paksha: Moon − Sun elongation in [0°, 180°)) and malefic while
 * waning. Mercury is benefic unless it shares its sign with a natural malefic (Sun, Mars,
 * Saturn, Rahu, Ketu, or a waning Moon), then malefic by association — one level only (the
 * rule is not applied recursively).
 */
import type { Graha } from '../vocabulary/graha';
import { normalizeDeg } from '../math/angles';

/** Benefic or malefic. */
export type Nature = 'benefic' | 'malefic';

const ALWAYS_MALEFIC: readonly Graha[] = ['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu'];

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
