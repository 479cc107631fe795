/**
 * Root finding for sign ingresses: where a graha's sidereal longitude (degrees) crosses a sign
 * boundary (a multiple of 30°) within a window of Julian days (UT). The strategies per graha
 * live in transits-ingress.ts; this file holds the shared pieces: the crossing refinement and
 * the boundaries a monotone stretch of motion passes. Stations are the search kernel's extrema
 * (`extremumOf`, shared/math/search.ts).
 */
import { wrap180 } from '../math/angles';
import { newtonRoot } from '../math/search';

/** Sidereal longitude in [0, 360) degrees and its rate, degrees/day, at one instant. */
export interface LonSample {
  lonDeg: number;
  speedDegPerDay: number;
}

/** Sidereal longitude and speed of one graha at a Julian day (UT). */
export type GrahaSampler = (jdUt: number) => LonSample;

/** One sign change: at `jdUt` the graha enters `rasiIndex` (0 = Aries), moving at `speedDegPerDay`. */
export interface Crossing {
  rasiIndex: number;
  jdUt: number;
  speedDegPerDay: number;
}

/**
 * The instant (Julian day UT) in [a, b] where the longitude equals `boundaryDeg`, given the
 * samples `sa`, `sb` at the ends on opposite sides of it (or `sa` on it) and one crossing in
 * between: the search kernel's Newton root with the analytic speed (shared/math/search.ts).
 */
export function refineCrossing(sample: GrahaSampler, boundaryDeg: number, a: number, sa: LonSample, b: number, sb: LonSample): Crossing {
  const off = (s: LonSample) => wrap180(s.lonDeg - boundaryDeg);
  const fa = off(sa);
  const fb = off(sb);
  const rising = fb > fa;
  const found = newtonRoot({ sample, value: off, slope: (s) => s.speedDegPerDay }, a, fa, b, fb);
  return {
    rasiIndex: (((Math.round(boundaryDeg / 30) - (rising ? 0 : 1)) % 12) + 12) % 12,
    jdUt: found.x,
    speedDegPerDay: (found.at ?? sa).speedDegPerDay,
  };
}

/**
 * Sign boundaries (degrees, multiples of 30 in [0, 360)) passed when the longitude moves
 * monotonically from `fromDeg` by `deltaDeg` (|deltaDeg| < 360): moving forward, those in
 * (from, from + delta]; moving backward, those in (from + delta, from] — exactly the boundaries
 * where `floor(lon / 30)` changes.
 */
export function boundariesPassed(fromDeg: number, deltaDeg: number): number[] {
  const out: number[] = [];
  if (deltaDeg > 0) {
    for (let k = Math.floor(fromDeg / 30) + 1; k * 30 <= fromDeg + deltaDeg; k++) out.push((((k % 12) + 12) % 12) * 30);
  } else if (deltaDeg < 0) {
    for (let k = Math.floor(fromDeg / 30); k * 30 > fromDeg + deltaDeg; k--) out.push((((k % 12) + 12) % 12) * 30);
  }
  return out;
}

/**
 * The crossings of a stretch [a, b] on which the longitude is monotonic (no station inside),
 * from the samples at its ends. Every boundary between the two longitudes is crossed exactly once.
 */
export function monotoneCrossings(sample: GrahaSampler, a: number, la: LonSample, b: number, lb: LonSample): Crossing[] {
  return boundariesPassed(la.lonDeg, wrap180(lb.lonDeg - la.lonDeg)).map((boundary) => refineCrossing(sample, boundary, a, la, b, lb));
}
