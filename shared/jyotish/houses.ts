/**
 * Sripati bhavas (the quadrants between the four angles trisected; the angles and trisection
 * points are the bhava madhyas, the sandhis lie midway between madhyas). Whole-sign houses
 * (house 1 = the sign of the reference point) are `houseFrom` in ./classical/counting.ts.
 */
import { normalizeDeg } from '../math/angles';
import { rasiIndexOf } from '../vocabulary/rasi';

/** Sripati bhava madhyas and sandhis, sidereal degrees in [0, 360). */
export interface SripatiBhavas {
  /** Bhava madhya (middle) of houses 1–12 (index 0 = house 1). */
  madhyaDeg: number[];
  /** Start (sandhi before the madhya) of houses 1–12. */
  startDeg: number[];
}

/**
 * Sripati bhavas from the ascendant and MC (sidereal, degrees). Each quadrant arc measured
 * forward in the zodiac (ascendant → IC → descendant → MC → ascendant) is split in three.
 *
 * The ascendant from `ascendantMc` always lies in (MC, MC + 180°) (the eastern horizon), so the
 * angles come in order at every latitude; should an ascendant from elsewhere lie more than
 * 180° after the MC, house 1 stays on it and the quadrants are taken from the opposite
 * meridian point, so that the bhavas still tile the zodiac in order.
 */
export function sripatiBhavas(ascendantDeg: number, mcDeg: number): SripatiBhavas {
  const asc = normalizeDeg(ascendantDeg);
  const mc = normalizeDeg(asc - mcDeg) > 180 ? normalizeDeg(mcDeg + 180) : normalizeDeg(mcDeg);
  const ic = normalizeDeg(mc + 180);
  const angles = [asc, ic, normalizeDeg(asc + 180), mc];
  const madhyaDeg: number[] = [];
  for (let q = 0; q < 4; q++) {
    const from = angles[q]!;
    const arc = normalizeDeg(angles[(q + 1) % 4]! - from);
    for (let k = 0; k < 3; k++) madhyaDeg.push(normalizeDeg(from + (arc * k) / 3));
  }
  return { madhyaDeg, startDeg: sandhis(madhyaDeg) };
}

/** Equal bhavas of 30° with `firstMadhyaDeg` as the madhya of house 1 (used when the birth time is unknown). */
export function equalBhavas(firstMadhyaDeg: number): SripatiBhavas {
  const madhyaDeg = Array.from({ length: 12 }, (_, i) => normalizeDeg(firstMadhyaDeg + 30 * i));
  return { madhyaDeg, startDeg: sandhis(madhyaDeg) };
}

function sandhis(madhyaDeg: number[]): number[] {
  return madhyaDeg.map((m, i) => {
    const previous = madhyaDeg[(i + 11) % 12]!;
    return normalizeDeg(previous + normalizeDeg(m - previous) / 2);
  });
}

/** Bhava (1–12) holding a sidereal longitude: the house whose [start, next start) arc contains it. */
export function bhavaOf(longitudeDeg: number, bhavas: SripatiBhavas): number {
  const lon = normalizeDeg(longitudeDeg);
  for (let i = 0; i < 12; i++) {
    const start = bhavas.startDeg[i]!;
    const width = normalizeDeg(bhavas.startDeg[(i + 1) % 12]! - start);
    if (normalizeDeg(lon - start) < width) return i + 1;
  }
  return 1; // unreachable: the twelve arcs tile the circle
}

/** The rasi (0 = Aries) a Sripati bhava is read in: the sign its madhya (middle) falls in. */
export function bhavaRasiIndex(bhavaMadhyaDeg: number): number {
  return rasiIndexOf(bhavaMadhyaDeg);
}
