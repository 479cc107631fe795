/**
 * Moolatrikona signs and degree ranges (BPHS 3.51–54). Nodes (../../chart/CONVENTIONS.md,
 * "Nodes"): Rahu Gemini, Ketu Sagittarius, the whole sign.
 */
import type { Graha } from '../../vocabulary/graha';

/** Moolatrikona sign index and degree range [fromDeg, toDeg) within it. */
export const MOOLATRIKONA: Record<Graha, { rasiIndex: number; fromDeg: number; toDeg: number }> = {
  Sun: { rasiIndex: 4, fromDeg: 0, toDeg: 20 },
  Moon: { rasiIndex: 1, fromDeg: 3, toDeg: 30 },
  Mars: { rasiIndex: 0, fromDeg: 0, toDeg: 12 },
  Mercury: { rasiIndex: 5, fromDeg: 15, toDeg: 20 },
  Jupiter: { rasiIndex: 8, fromDeg: 0, toDeg: 10 },
  Venus: { rasiIndex: 6, fromDeg: 0, toDeg: 15 },
  Saturn: { rasiIndex: 10, fromDeg: 0, toDeg: 20 },
  Rahu: { rasiIndex: 2, fromDeg: 0, toDeg: 30 },
  Ketu: { rasiIndex: 8, fromDeg: 0, toDeg: 30 },
};

/** True when `degreesInRasi` of sign `rasiIndex` lies in the graha's moolatrikona range. */
export function inMoolatrikona(graha: Graha, rasiIndex: number, degreesInRasi: number): boolean {
  const mt = MOOLATRIKONA[graha];
  return mt.rasiIndex === rasiIndex && degreesInRasi >= mt.fromDeg && degreesInRasi < mt.toDeg;
}
