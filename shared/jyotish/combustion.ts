/**
 * Combustion (asta): a graha too close to the Sun. Orbs (kalamsas) of Surya Siddhanta 9.6–9.9,
 * as repeated in Phaladeepika and used by most Indian almanacs: Moon 12°, Mars 17°,
 * Mercury 14° (12° when retrograde), Jupiter 11°, Venus 10° (8° when retrograde), Saturn 15°.
 * Measured as the angular distance in longitude (not along a great circle: latitude ignored,
 * as the texts do). The Sun and the nodes are never combust.
 */
import type { Graha } from '../vocabulary/graha';
import { angularDistanceDeg } from '../math/angles';

/** Combustion orb in degrees for direct and retrograde motion; absent for Sun, Rahu, Ketu. */
export const COMBUSTION_ORB_DEG: Partial<Record<Graha, { direct: number; retrograde: number }>> = {
  Moon: { direct: 12, retrograde: 12 },
  Mars: { direct: 17, retrograde: 17 },
  Mercury: { direct: 14, retrograde: 12 },
  Jupiter: { direct: 11, retrograde: 11 },
  Venus: { direct: 10, retrograde: 8 },
  Saturn: { direct: 15, retrograde: 15 },
};

/** True when `graha` at `longitudeDeg` lies within its orb of the Sun at `sunLongitudeDeg` (any common frame, degrees). */
export function isCombust(graha: Graha, longitudeDeg: number, sunLongitudeDeg: number, retrograde: boolean): boolean {
  const orb = COMBUSTION_ORB_DEG[graha];
  if (!orb) return false;
  return angularDistanceDeg(longitudeDeg, sunLongitudeDeg) <= (retrograde ? orb.retrograde : orb.direct);
}
