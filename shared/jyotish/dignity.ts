/**
 * Sign-level dignity of a graha (BPHS ch. 3): exaltation, debilitation, moolatrikona, own sign,
 * otherwise the compound relationship to the sign's lord; and the distance from the
 * deep-exaltation degree.
 *
 * Where the moolatrikona lies inside the exaltation sign the degrees decide (BPHS 3.49–54):
 * Moon in Taurus is exalted up to 3° and moolatrikona beyond; Mercury in Virgo is exalted up
 * to 15°, moolatrikona 15–20°, own sign 20–30°.
 *
 * Nodes (texts disagree; we follow a common modern convention and say so in the chart docs):
 * Rahu exalted in Taurus, debilitated in Scorpio, moolatrikona Gemini, own Aquarius; Ketu
 * exalted in Scorpio, debilitated in Taurus, moolatrikona Sagittarius, own Scorpio.
 */
import type { CompoundRelation, Dignity } from '../chart/model';
import type { Graha } from '../vocabulary/graha';
import { RASI_LORD } from '../vocabulary/rasi';
import { angularDistanceDeg } from './zodiac';

/** Exaltation sign index and the deep-exaltation degree within it (null for the nodes). */
export const EXALTATION: Record<Graha, { rasiIndex: number; deepDeg: number | null }> = {
  Sun: { rasiIndex: 0, deepDeg: 10 }, Moon: { rasiIndex: 1, deepDeg: 3 }, Mars: { rasiIndex: 9, deepDeg: 28 },
  Mercury: { rasiIndex: 5, deepDeg: 15 }, Jupiter: { rasiIndex: 3, deepDeg: 5 }, Venus: { rasiIndex: 11, deepDeg: 27 },
  Saturn: { rasiIndex: 6, deepDeg: 20 }, Rahu: { rasiIndex: 1, deepDeg: null }, Ketu: { rasiIndex: 7, deepDeg: null },
};

/** Moolatrikona sign index and degree range [fromDeg, toDeg) within it. */
export const MOOLATRIKONA: Record<Graha, { rasiIndex: number; fromDeg: number; toDeg: number }> = {
  Sun: { rasiIndex: 4, fromDeg: 0, toDeg: 20 }, Moon: { rasiIndex: 1, fromDeg: 3, toDeg: 30 },
  Mars: { rasiIndex: 0, fromDeg: 0, toDeg: 12 }, Mercury: { rasiIndex: 5, fromDeg: 15, toDeg: 20 },
  Jupiter: { rasiIndex: 8, fromDeg: 0, toDeg: 10 }, Venus: { rasiIndex: 6, fromDeg: 0, toDeg: 15 },
  Saturn: { rasiIndex: 10, fromDeg: 0, toDeg: 20 }, Rahu: { rasiIndex: 2, fromDeg: 0, toDeg: 30 },
  Ketu: { rasiIndex: 8, fromDeg: 0, toDeg: 30 },
};

/** Signs a node is taken to own (the seven grahas' own signs come from RASI_LORD). */
const NODE_OWN_SIGNS: Partial<Record<Graha, number[]>> = { Rahu: [10], Ketu: [7] };

/** True when the graha rules (owns) the rasi. */
export function ownsRasi(graha: Graha, rasiIndex: number): boolean {
  return RASI_LORD[rasiIndex] === graha || (NODE_OWN_SIGNS[graha]?.includes(rasiIndex) ?? false);
}

/**
 * Dignity of a graha at `degreesInRasi` (degrees, [0, 30)) in rasi `rasiIndex`; the compound
 * relation to the sign lord decides when no special dignity applies.
 */
export function dignityOf(graha: Graha, rasiIndex: number, degreesInRasi: number, relationToLord: CompoundRelation): Dignity {
  const ex = EXALTATION[graha];
  const mt = MOOLATRIKONA[graha];
  const inMt = mt.rasiIndex === rasiIndex && degreesInRasi >= mt.fromDeg && degreesInRasi < mt.toDeg;
  if (ex.rasiIndex === rasiIndex) {
    if (graha === 'Moon' && inMt) return 'moolatrikona';
    if (graha === 'Mercury' && degreesInRasi >= 15) return inMt ? 'moolatrikona' : 'own';
    return 'exalted';
  }
  if ((ex.rasiIndex + 6) % 12 === rasiIndex) return 'debilitated';
  if (inMt) return 'moolatrikona';
  if (ownsRasi(graha, rasiIndex)) return 'own';
  return relationToLord;
}

/** Distance from the deep-exaltation point, degrees in [0, 180]; null for Rahu and Ketu. */
export function deepExaltationDistanceDeg(graha: Graha, siderealLongitudeDeg: number): number | null {
  const ex = EXALTATION[graha];
  if (ex.deepDeg === null) return null;
  return angularDistanceDeg(siderealLongitudeDeg, ex.rasiIndex * 30 + ex.deepDeg);
}
