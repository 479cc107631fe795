/**
 * The stars the star-fixed ayanamsas hold in place: Spica (α Virginis) for TRUE_CITRA at 180°
 * sidereal and Asellus Australis (δ Cancri) for TRUE_PUSHYA at 106°. Catalogue places: Hipparcos,
 * new reduction (van Leeuwen 2007), ICRS epoch J2000, with proper motions, as in Swiss Ephemeris'
 * sefstars.txt. Parallax (13 and 25 mas) and radial velocity change the direction by < 0.03″ and
 * are ignored. The position is the star's geometric place on the mean equinox of date (no
 * nutation), with the annual aberration when the Earth's velocity is given; the ayanamsas add
 * what their convention needs (ayanamsa.ts).
 */
import type { Matrix3 } from './precession';
import { LIGHT_DAYS_PER_AU } from './reduction';

const DEG = Math.PI / 180;
const MAS = DEG / 3_600_000;
/** IAU 2006 obliquity at J2000, the tilt between the ICRS equator and the J2000 ecliptic (frame bias, ~0.02″, ignored). */
const EPS0 = (84381.406 / 3600) * DEG;

/** A catalogue star: ICRS right ascension and declination at J2000 and proper motion. */
export interface CatalogueStar {
  /** Right ascension, radians. */
  ra: number;
  /** Declination, radians. */
  dec: number;
  /** Proper motion in right ascension times cos δ, radians per Julian year. */
  pmRaCosDec: number;
  /** Proper motion in declination, radians per Julian year. */
  pmDec: number;
}

function star(
  raH: number,
  raM: number,
  raS: number,
  decSign: 1 | -1,
  decD: number,
  decM: number,
  decS: number,
  pmRaMas: number,
  pmDecMas: number,
): CatalogueStar {
  return {
    ra: (raH + raM / 60 + raS / 3600) * 15 * DEG,
    dec: decSign * (decD + decM / 60 + decS / 3600) * DEG,
    pmRaCosDec: pmRaMas * MAS,
    pmDec: pmDecMas * MAS,
  };
}

/** Spica: α = 13h25m11.57937s, δ = −11°09′40.7501″, μα* = −42.35, μδ = −30.67 mas/yr. */
export const SPICA = star(13, 25, 11.57937, -1, 11, 9, 40.7501, -42.35, -30.67);
/** Asellus Australis (δ Cancri): α = 08h44m41.09921s, δ = +18°09′15.5034″, μα* = −17.67, μδ = −229.26 mas/yr. */
export const DELTA_CANCRI = star(8, 44, 41.09921, 1, 18, 9, 15.5034, -17.67, -229.26);

/**
 * A star's ecliptic longitude and latitude referred to the mean equinox and ecliptic of date,
 * degrees (longitude in [0, 360)), at a Julian day TT, given the J2000 → date ecliptic precession
 * matrix: its geometric place, or with `earthVelocity` (J2000 ecliptic, AU per day) displaced by
 * the annual aberration (first order, v/c: up to 20.5″).
 */
export function starMeanEclipticDeg(
  s: CatalogueStar,
  jdTt: number,
  precession: Matrix3,
  earthVelocity?: { vx: number; vy: number; vz: number },
): { lonDeg: number; latDeg: number } {
  const years = (jdTt - 2_451_545.0) / 365.25;
  const dec = s.dec + s.pmDec * years;
  const ra = s.ra + (s.pmRaCosDec * years) / Math.cos(s.dec);
  const xq = Math.cos(dec) * Math.cos(ra);
  const yq = Math.cos(dec) * Math.sin(ra);
  const zq = Math.sin(dec);
  // Equatorial → ecliptic (J2000): rotate about x by ε0.
  let x = xq;
  let y = Math.cos(EPS0) * yq + Math.sin(EPS0) * zq;
  let z = -Math.sin(EPS0) * yq + Math.cos(EPS0) * zq;
  if (earthVelocity) {
    x += earthVelocity.vx * LIGHT_DAYS_PER_AU;
    y += earthVelocity.vy * LIGHT_DAYS_PER_AU;
    z += earthVelocity.vz * LIGHT_DAYS_PER_AU;
  }
  const m = precession;
  const X = m[0] * x + m[1] * y + m[2] * z;
  const Y = m[3] * x + m[4] * y + m[5] * z;
  const Z = m[6] * x + m[7] * y + m[8] * z;
  const lon = Math.atan2(Y, X) / DEG;
  return { lonDeg: lon < 0 ? lon + 360 : lon, latDeg: Math.atan2(Z, Math.hypot(X, Y)) / DEG };
}

/** Spica's geometric ecliptic longitude on the mean equinox of date, degrees in [0, 360) (TRUE_CITRA). */
export function spicaMeanLongitudeDeg(jdTt: number, precession: Matrix3): number {
  return starMeanEclipticDeg(SPICA, jdTt, precession).lonDeg;
}
