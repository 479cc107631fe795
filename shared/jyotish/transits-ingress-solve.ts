/**
 * Root finding for sign ingresses: where a graha's sidereal longitude (degrees) crosses a sign
 * boundary (a multiple of 30°) within a window of Julian days (UT). The strategies per graha
 * live in transits-ingress.ts; this file holds the shared pieces: the crossing refinement and
 * the boundaries a monotone stretch of motion passes.
 */
import { wrap180 } from '../math/angles';

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
 * Crossings are refined until the Newton correction is below this, in days (~0.01 s): far inside
 * the one-second agreement the transit layer promises.
 */
export const CROSSING_TOLERANCE_DAYS = 1e-7;

/**
 * The instant (Julian day UT) in [a, b] where the longitude equals `boundaryDeg`, given the
 * samples `sa`, `sb` at the ends on opposite sides of it (or `sa` on it) and one crossing in
 * between. Newton steps with the analytic speed, kept inside the shrinking bracket (bisection
 * when a step would leave it, e.g. near a station).
 */
export function refineCrossing(sample: GrahaSampler, boundaryDeg: number, a: number, sa: LonSample, b: number, sb: LonSample): Crossing {
  const off = (s: LonSample) => wrap180(s.lonDeg - boundaryDeg);
  let fa = off(sa);
  let fb = off(sb);
  const result = (t: number, rising: boolean, speed: number): Crossing => ({
    rasiIndex: (((Math.round(boundaryDeg / 30) - (rising ? 0 : 1)) % 12) + 12) % 12,
    jdUt: t,
    speedDegPerDay: speed,
  });
  const rising = fb > fa;
  if (fa === 0) return result(a, rising, sa.speedDegPerDay);
  // Regula falsi start: with the near-linear motion of the slow grahas this is already close.
  let t = fb === fa ? (a + b) / 2 : a - (fa * (b - a)) / (fb - fa);
  for (let i = 0; i < 80; i++) {
    const s = sample(t);
    const f = off(s);
    if (f === 0) return result(t, rising, s.speedDegPerDay);
    if (Math.sign(f) === Math.sign(fa)) {
      a = t;
      fa = f;
    } else {
      b = t;
      fb = f;
      sb = s;
    }
    const newton = t - f / s.speedDegPerDay;
    const next = Number.isFinite(newton) && newton > a && newton < b ? newton : (a + b) / 2;
    if (Math.abs(next - t) < CROSSING_TOLERANCE_DAYS || b - a < CROSSING_TOLERANCE_DAYS) return result(next, rising, s.speedDegPerDay);
    t = next;
  }
  return result(b, rising, sb.speedDegPerDay);
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

/**
 * The instant in [a, b] where the speed changes sign (a station), given opposite signs at the
 * ends; Illinois regula falsi on the speed, to `toleranceDays`.
 */
export function findStation(sample: GrahaSampler, a: number, sa: number, b: number, sb: number, toleranceDays: number): number {
  let side = 0;
  for (let i = 0; i < 60 && b - a > toleranceDays; i++) {
    const c = sb === sa ? (a + b) / 2 : (a * sb - b * sa) / (sb - sa);
    const sc = sample(c).speedDegPerDay;
    if (sc === 0) return c;
    if (Math.sign(sc) === Math.sign(sb)) {
      b = c;
      sb = sc;
      if (side === -1) sa /= 2;
      side = -1;
    } else {
      a = c;
      sa = sc;
      if (side === 1) sb /= 2;
      side = 1;
    }
  }
  return (a + b) / 2;
}
