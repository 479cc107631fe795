/**
 * Exaltation (uchcha) and debilitation (neecha), BPHS 3.49–50: the sign and the deep-exaltation
 * degree; debilitation is the opposite sign, deepest at the opposite point.
 *
 * Nodes (the texts disagree; see ../../chart/CONVENTIONS.md, "Nodes"): Rahu exalted in Taurus,
 * Ketu in Scorpio, debilitated opposite; they have no deep-exaltation degree.
 */
import { angularDistanceDeg } from '../../math/angles';
import type { Graha, SaptaGraha } from '../../vocabulary/graha';

/** Exaltation sign index and the deep-exaltation degree within it (null for the nodes). */
export const EXALTATION: Record<Graha, { rasiIndex: number; deepDeg: number | null }> = {
  Sun: { rasiIndex: 0, deepDeg: 10 },
  Moon: { rasiIndex: 1, deepDeg: 3 },
  Mars: { rasiIndex: 9, deepDeg: 28 },
  Mercury: { rasiIndex: 5, deepDeg: 15 },
  Jupiter: { rasiIndex: 3, deepDeg: 5 },
  Venus: { rasiIndex: 11, deepDeg: 27 },
  Saturn: { rasiIndex: 6, deepDeg: 20 },
  Rahu: { rasiIndex: 1, deepDeg: null },
  Ketu: { rasiIndex: 7, deepDeg: null },
};

/** True when `graha` is in its exaltation sign (`rasiIndex`, 0 = Aries), whatever the degree. */
export function isExaltedIn(graha: Graha, rasiIndex: number): boolean {
  return EXALTATION[graha].rasiIndex === rasiIndex;
}

/** Debilitation sign: the sign opposite the exaltation sign. */
export function debilitationRasi(graha: Graha): number {
  return (EXALTATION[graha].rasiIndex + 6) % 12;
}

/** Sidereal longitude (degrees) of the deep-exaltation point of one of the seven grahas. */
export function deepExaltationDeg(graha: SaptaGraha): number {
  const ex = EXALTATION[graha];
  return ex.rasiIndex * 30 + ex.deepDeg!;
}

/** Distance from the deep-exaltation point, degrees in [0, 180]; null for Rahu and Ketu. */
export function deepExaltationDistanceDeg(graha: Graha, siderealLongitudeDeg: number): number | null {
  const ex = EXALTATION[graha];
  if (ex.deepDeg === null) return null;
  return angularDistanceDeg(siderealLongitudeDeg, ex.rasiIndex * 30 + ex.deepDeg);
}

/** Within this distance of the deep-exaltation point a graha counts as "at its exalted degree" (the degree it occupies). */
export const EXALTED_DEGREE_ORB_DEG = 1;

/**
 * True when a graha stands in the sign and the same whole degree (minutes ignored) of its deep
 * exaltation point, or of its deep debilitation point (the opposite degree): the reading of
 * "exalted degree" and "debilitated" that counts the occupied degree only. Never true for the
 * nodes, which have no deep degree.
 */
export function inDeepPointDegree(graha: Graha, rasiIndex: number, degreesInRasi: number, point: 'exaltation' | 'debilitation'): boolean {
  const ex = EXALTATION[graha];
  if (ex.deepDeg === null) return false;
  const sign = point === 'exaltation' ? ex.rasiIndex : debilitationRasi(graha);
  return rasiIndex === sign && Math.floor(degreesInRasi) === Math.floor(ex.deepDeg);
}
