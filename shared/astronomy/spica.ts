/**
 * Spica (α Virginis) for the TRUE_CITRA ayanamsa. Catalogue place: Hipparcos, new reduction
 * (van Leeuwen 2007), ICRS epoch J2000: α = 13h25m11.57937s, δ = −11°09′40.7501″, proper
 * motion μα* = −42.35 mas/yr, μδ = −30.67 mas/yr (the values in Swiss Ephemeris' sefstars.txt).
 * Parallax (13 mas) and radial velocity change the direction by < 0.01″ and are ignored.
 * The position is the star's true (geometric) place, without annual aberration: Swiss Ephemeris
 * documents that since 2.05 its TRUE_CITRA keeps the star's true position at exactly 180°. (An
 * apparent place would make the ayanamsa wobble by up to ±20″ over the year.)
 */
import type { Matrix3 } from './precession';

const DEG = Math.PI / 180;
const MAS = DEG / 3_600_000;
const RA0 = (13 + 25 / 60 + 11.57937 / 3600) * 15 * DEG;
const DEC0 = -(11 + 9 / 60 + 40.7501 / 3600) * DEG;
const PM_RA_COSDEC = -42.35 * MAS;
const PM_DEC = -30.67 * MAS;
/** IAU 2006 obliquity at J2000, the tilt between the ICRS equator and the J2000 ecliptic (frame bias, ~0.02″, ignored). */
const EPS0 = (84381.406 / 3600) * DEG;

/**
 * Spica's geometric ecliptic longitude referred to the mean equinox of date, degrees in [0, 360),
 * at a Julian day TT, given the J2000 → date ecliptic precession matrix.
 */
export function spicaMeanLongitudeDeg(jdTt: number, precession: Matrix3): number {
  const years = (jdTt - 2_451_545.0) / 365.25;
  const dec = DEC0 + PM_DEC * years;
  const ra = RA0 + (PM_RA_COSDEC * years) / Math.cos(DEC0);
  const xq = Math.cos(dec) * Math.cos(ra);
  const yq = Math.cos(dec) * Math.sin(ra);
  const zq = Math.sin(dec);
  // Equatorial → ecliptic (J2000): rotate about x by ε0.
  const x = xq;
  const y = Math.cos(EPS0) * yq + Math.sin(EPS0) * zq;
  const z = -Math.sin(EPS0) * yq + Math.cos(EPS0) * zq;
  const m = precession;
  const X = m[0] * x + m[1] * y + m[2] * z;
  const Y = m[3] * x + m[4] * y + m[5] * z;
  const lon = Math.atan2(Y, X) / DEG;
  return lon < 0 ? lon + 360 : lon;
}
