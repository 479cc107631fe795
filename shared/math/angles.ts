/**
 * Angle helpers in degrees, the one definition every layer uses (astronomy, jyotish, the
 * strength and transit code). Lowest layer: imports nothing.
 */

/** Any angle folded into [0, 360). */
export function normalizeDeg(deg: number): number {
  const r = deg % 360;
  const n = r < 0 ? r + 360 : r;
  // −1e-15 + 360 rounds to exactly 360 in floating point; keep the range half-open.
  return n >= 360 ? 0 : n;
}

/** A signed angle folded into [−180, 180). */
export function wrap180(deg: number): number {
  const r = (((deg + 180) % 360) + 360) % 360;
  return r - 180;
}

/** Shortest angular distance between two longitudes, degrees in [0, 180]. */
export function angularDistanceDeg(aDeg: number, bDeg: number): number {
  const d = normalizeDeg(aDeg - bDeg);
  return d > 180 ? 360 - d : d;
}
