/**
 * Sidereal time, ascendant and midheaven, and ecliptic ↔ equatorial conversions.
 * Sidereal time: IAU 2006 GMST from the Earth rotation angle (Capitaine et al. 2005) plus the
 * equation of the equinoxes Δψ·cos ε (complementary terms < 0.003″ omitted), i.e. Greenwich
 * apparent sidereal time, as Swiss Ephemeris uses before 2050.
 */
import { deltaTSeconds } from '../time/delta-t';
import { nutation } from './nutation';

const DEG = Math.PI / 180;

/** Angles of the local sky at one instant and place; degrees. */
export interface AscendantMc {
  /** Tropical ecliptic longitude of the ascendant (eastern horizon), true equinox of date, [0, 360). */
  ascendantTropicalDeg: number;
  /** Tropical ecliptic longitude of the midheaven (upper meridian), true equinox of date, [0, 360). */
  mcTropicalDeg: number;
  /** Local apparent sidereal time as an angle (right ascension of the meridian), [0, 360). */
  armcDeg: number;
  /** True obliquity of the ecliptic, degrees. */
  trueObliquityDeg: number;
}

/** Greenwich apparent sidereal time, degrees in [0, 360), at a Julian day (UT). */
export function greenwichApparentSiderealTimeDeg(jdUt: number): number {
  const jdTt = jdUt + deltaTSeconds(jdUt) / 86_400;
  const nut = nutation(jdTt);
  return normalize(greenwichMeanSiderealTimeDeg(jdUt, jdTt) + nut.nutationLongitudeDeg * Math.cos(nut.trueObliquityDeg * DEG));
}

/** Greenwich mean sidereal time (IAU 2006), degrees in [0, 360), from Julian days UT (UT1) and TT. */
export function greenwichMeanSiderealTimeDeg(jdUt: number, jdTt: number): number {
  const du = jdUt - 2_451_545.0;
  // Earth rotation angle, split so the large day count keeps its precision.
  const era = 360 * (((0.779_057_273_264 + 0.002_737_811_911_354_48 * du) % 1) + (du % 1));
  const t = (jdTt - 2_451_545.0) / 36_525;
  const polyArcsec = 0.014506 + t * (4612.156534 + t * (1.3915817 + t * (-0.00000044 + t * (-0.000029956 - t * 0.0000000368))));
  return normalize(era + polyArcsec / 3600);
}

/**
 * Ascendant, MC, ARMC and true obliquity at a Julian day (UT) for a place (latitude and
 * longitude in degrees, north and east positive). Valid at any latitude where the ecliptic
 * meets the horizon (|lat| < 90° − ε ≈ 66.56°); at ±66° it still returns the eastern intersection.
 */
export function ascendantMc(jdUt: number, latDeg: number, lonDeg: number): AscendantMc {
  if (!Number.isFinite(latDeg) || latDeg < -90 || latDeg > 90) throw new RangeError(`lat: ${latDeg} is outside −90…90`);
  if (!Number.isFinite(lonDeg) || lonDeg < -180 || lonDeg > 360) throw new RangeError(`lon: ${lonDeg} is outside −180…360`);
  const jdTt = jdUt + deltaTSeconds(jdUt) / 86_400;
  const eps = nutation(jdTt).trueObliquityDeg;
  const armcDeg = normalize(greenwichApparentSiderealTimeDeg(jdUt) + lonDeg);
  const th = armcDeg * DEG;
  const e = eps * DEG;
  const mc = Math.atan2(Math.sin(th), Math.cos(th) * Math.cos(e));
  // atan2 of the eastern horizon–ecliptic intersection (Meeus ch. 14 / standard house maths).
  const asc = Math.atan2(Math.cos(th), -(Math.sin(th) * Math.cos(e) + Math.tan(latDeg * DEG) * Math.sin(e)));
  return { ascendantTropicalDeg: normalize(asc / DEG), mcTropicalDeg: normalize(mc / DEG), armcDeg, trueObliquityDeg: eps };
}

/** Ecliptic (longitude, latitude, degrees) → equatorial (right ascension [0, 360), declination), same equinox, given the obliquity in degrees. */
export function eclipticToEquatorial(lonDeg: number, latDeg: number, obliquityDeg: number): { raDeg: number; decDeg: number } {
  const l = lonDeg * DEG, b = latDeg * DEG, e = obliquityDeg * DEG;
  const ra = Math.atan2(Math.sin(l) * Math.cos(e) - Math.tan(b) * Math.sin(e), Math.cos(l));
  const dec = Math.asin(Math.sin(b) * Math.cos(e) + Math.cos(b) * Math.sin(e) * Math.sin(l));
  return { raDeg: normalize(ra / DEG), decDeg: dec / DEG };
}

/** Equatorial (right ascension, declination, degrees) → ecliptic (longitude [0, 360), latitude), given the obliquity in degrees. */
export function equatorialToEcliptic(raDeg: number, decDeg: number, obliquityDeg: number): { lonDeg: number; latDeg: number } {
  const a = raDeg * DEG, d = decDeg * DEG, e = obliquityDeg * DEG;
  const lon = Math.atan2(Math.sin(a) * Math.cos(e) + Math.tan(d) * Math.sin(e), Math.cos(a));
  const lat = Math.asin(Math.sin(d) * Math.cos(e) - Math.cos(d) * Math.sin(e) * Math.sin(a));
  return { lonDeg: normalize(lon / DEG), latDeg: lat / DEG };
}

function normalize(deg: number): number {
  const r = deg % 360;
  return r < 0 ? r + 360 : r;
}
