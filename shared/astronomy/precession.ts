/**
 * Ecliptic precession, IAU 2006 (Capitaine, Wallace & Chapront 2003, "P03"): rotates vectors
 * from the fixed J2000 ecliptic and equinox to the mean ecliptic and equinox of date, using the
 * angles π_A (inclination of the ecliptic of date on the J2000 ecliptic), Π_A (longitude of its
 * node) and p_A (general precession in longitude), as in Meeus eq. 21.5. Swiss Ephemeris uses
 * Vondrák (2011) precession, which agrees with P03 to well under 0.01″ over 1900–2100.
 */

const ARCSEC_DEG = 1 / 3600;
const DEG = Math.PI / 180;
const DAYS_PER_CENTURY = 36_525;

/** Row-major 3×3 rotation matrix. */
export type Matrix3 = readonly [number, number, number, number, number, number, number, number, number];

/** General precession in longitude p_A (IAU 2006) in degrees at a Julian day TT; 0 at J2000. */
export function generalPrecessionDeg(jdTt: number): number {
  const t = (jdTt - 2_451_545.0) / DAYS_PER_CENTURY;
  return t * (5028.796195 + t * (1.1054348 + t * (0.00007964 + t * (-0.000023857 - t * 0.0000000383)))) * ARCSEC_DEG;
}

/** Rate of p_A in degrees per day at a Julian day TT (≈ 3.8e-5 °/day). */
export function generalPrecessionRateDegPerDay(jdTt: number): number {
  const t = (jdTt - 2_451_545.0) / DAYS_PER_CENTURY;
  const perCentury = 5028.796195 + t * (2 * 1.1054348 + t * (3 * 0.00007964 + t * (-4 * 0.000023857 - t * 5 * 0.0000000383)));
  return (perCentury * ARCSEC_DEG) / DAYS_PER_CENTURY;
}

let cacheJd = Number.NaN;
let cacheMatrix: Matrix3 = [1, 0, 0, 0, 1, 0, 0, 0, 1];

/** Matrix taking J2000-ecliptic rectangular vectors to the mean ecliptic and equinox of date (Julian day TT). */
export function eclipticPrecessionMatrix(jdTt: number): Matrix3 {
  if (jdTt === cacheJd) return cacheMatrix;
  const t = (jdTt - 2_451_545.0) / DAYS_PER_CENTURY;
  const piA = t * (46.998973 + t * (-0.0334926 + t * (-0.00012559 + t * (0.000000113 - t * 0.0000000022)))) * ARCSEC_DEG * DEG;
  const bigPiA =
    (629546.7936 + t * (-867.95758 + t * (0.157992 + t * (-0.0005371 + t * (-0.00004797 + t * 0.000000072))))) * ARCSEC_DEG * DEG;
  const pA = generalPrecessionDeg(jdTt) * DEG;
  // v_date = Rz(−(Π_A + p_A)) · Rx(π_A) · Rz(Π_A) · v_J2000, each R a rotation of the frame.
  const c1 = Math.cos(bigPiA),
    s1 = Math.sin(bigPiA);
  const ci = Math.cos(piA),
    si = Math.sin(piA);
  const c2 = Math.cos(bigPiA + pA),
    s2 = Math.sin(-(bigPiA + pA));
  // A = Rx(π)·Rz(Π)
  const a11 = c1,
    a12 = s1,
    a13 = 0;
  const a21 = -s1 * ci,
    a22 = c1 * ci,
    a23 = si;
  const a31 = s1 * si,
    a32 = -c1 * si,
    a33 = ci;
  // Rz(θ) = [[cos θ, sin θ, 0], [−sin θ, cos θ, 0], [0, 0, 1]] with θ = −(Π + p)
  cacheMatrix = [
    c2 * a11 + s2 * a21,
    c2 * a12 + s2 * a22,
    c2 * a13 + s2 * a23,
    -s2 * a11 + c2 * a21,
    -s2 * a12 + c2 * a22,
    -s2 * a13 + c2 * a23,
    a31,
    a32,
    a33,
  ];
  cacheJd = jdTt;
  return cacheMatrix;
}
