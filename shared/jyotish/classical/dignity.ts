/**
 * Sign-level dignity of a graha (BPHS ch. 3): exaltation, debilitation, moolatrikona, own sign,
 * otherwise the compound relationship to the sign's lord.
 *
 * Where the moolatrikona lies inside the exaltation sign the degrees decide (BPHS 3.49–54):
 * Moon in Taurus is exalted up to 3° and moolatrikona beyond; Mercury in Virgo is exalted up
 * to 15°, moolatrikona 15–20°, own sign 20–30°.
 */
import type { CompoundRelation } from '../../model/chart';
import type { Dignity } from '../../vocabulary/dignity';
import type { Graha } from '../../vocabulary/graha';
import { debilitationRasi, isExaltedIn } from './exaltation';
import { inMoolatrikona } from './moolatrikona';
import { ownsRasi } from './own-signs';

/** The dignities that depend on the sign and degree alone (no relationship needed). */
export type SpecialDignity = 'exalted' | 'moolatrikona' | 'own' | 'debilitated';

/** Exalted, moolatrikona, own or debilitated at `degreesInRasi` of sign `rasiIndex`; null otherwise. */
export function specialDignity(graha: Graha, rasiIndex: number, degreesInRasi: number): SpecialDignity | null {
  const inMt = inMoolatrikona(graha, rasiIndex, degreesInRasi);
  if (isExaltedIn(graha, rasiIndex)) {
    if (graha === 'Moon' && inMt) return 'moolatrikona';
    if (graha === 'Mercury' && degreesInRasi >= 15) return inMt ? 'moolatrikona' : 'own';
    return 'exalted';
  }
  if (debilitationRasi(graha) === rasiIndex) return 'debilitated';
  if (inMt) return 'moolatrikona';
  if (ownsRasi(graha, rasiIndex)) return 'own';
  return null;
}

/**
 * Dignity of a graha at `degreesInRasi` (degrees, [0, 30)) in rasi `rasiIndex`; the compound
 * relation to the sign lord decides when no special dignity applies.
 */
export function dignityOf(graha: Graha, rasiIndex: number, degreesInRasi: number, relationToLord: CompoundRelation): Dignity {
  return specialDignity(graha, rasiIndex, degreesInRasi) ?? relationToLord;
}
