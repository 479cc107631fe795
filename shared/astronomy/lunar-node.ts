/**
 * Mean ascending node of the Moon (Meeus, Astronomical Algorithms 2nd ed., eq. 47.7), referred
 * to the mean equinox of date. Adding nutation in longitude gives Swiss Ephemeris' apparent
 * mean node to ~0.1″ over 1900–2100.
 */

const DAYS_PER_CENTURY = 36_525;

/** Mean node longitude, degrees in [0, 360), mean equinox of date, at a Julian day TT. */
export function meanNodeLongitudeDeg(jdTt: number): number {
  const t = (jdTt - 2_451_545.0) / DAYS_PER_CENTURY;
  const deg = 125.0445479 + t * (-1934.1362891 + t * (0.0020754 + t * (1 / 467_441 - t / 60_616_000)));
  const r = deg % 360;
  return r < 0 ? r + 360 : r;
}

/** Rate of the mean node, degrees per day (≈ −0.05295), at a Julian day TT. */
export function meanNodeRateDegPerDay(jdTt: number): number {
  const t = (jdTt - 2_451_545.0) / DAYS_PER_CENTURY;
  return (-1934.1362891 + t * (2 * 0.0020754 + t * (3 / 467_441 - (4 * t) / 60_616_000))) / DAYS_PER_CENTURY;
}
