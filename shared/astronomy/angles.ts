/**
 * Sidereal time, ascendant and midheaven, and ecliptic ↔ equatorial conversions.
 *
 * Sidereal time follows Swiss Ephemeris' default so that charts agree with it (and with the
 * programs built on it) on both sides of its model switch:
 * - 1850-01-01 … 2050-01-01: IAU 2006 GMST from the Earth rotation angle (Capitaine et al. 2003/2005)
 *   plus the equation of the equinoxes Δψ·cos ε (complementary terms, < 0.003″, omitted).
 * - outside: the long-term form, the ecliptic longitude of date of the Earth's mean longitude (Simon
 *   et al. 1994, J2000 ecliptic, less 20.49″ aberration) plus the UT hour angle and Δψ·cos ε, less a
 *   constant offset (0.001385646° after 2050, 0.000378172° before 1850) that Swiss Ephemeris applies.
 *   The two models differ by ~2″ in 2050, which moves the ascendant by up to several arcseconds.
 */
import { deltaTSeconds } from '../time/delta-t';
import { nutation } from './nutation';
import { eclipticPrecessionMatrix } from './precession';
import { normalizeDeg } from '../math/angles';

/** Swiss Ephemeris' long-term sidereal time applies before this JD (UT) (1850-01-01) ... */
const LONG_TERM_BEFORE_JD = 2_396_758.5;
/** ... and from this JD (UT) on (2050-01-01). */
const LONG_TERM_FROM_JD = 2_469_807.5;
const LONG_TERM_OFFSET_BEFORE_DEG = 0.000378172;
const LONG_TERM_OFFSET_AFTER_DEG = 0.001385646;
/** Light-time for 1 AU in days, turned into the Sun's mean motion during it (annual aberration, degrees). */
const ABERRATION_DEG = ((499.004_783_836 / 86_400) * 360) / 365.2425;

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

/** Greenwich apparent sidereal time, degrees in [0, 360), at a Julian day (UT); model as in the module comment. */
export function greenwichApparentSiderealTimeDeg(jdUt: number): number {
  const jdTt = jdUt + deltaTSeconds(jdUt) / 86_400;
  const nut = nutation(jdTt);
  return greenwichApparentSiderealTimeFromNutationDeg(jdUt, jdTt, nut.nutationLongitudeDeg, nut.trueObliquityDeg);
}

/**
 * Greenwich apparent sidereal time, degrees in [0, 360), at a Julian day (UT) and the same instant
 * in TT, with the nutation in longitude and the true obliquity (degrees) given by the caller.
 */
export function greenwichApparentSiderealTimeFromNutationDeg(
  jdUt: number,
  jdTt: number,
  nutationLongitudeDeg: number,
  trueObliquityDeg: number,
): number {
  const equationOfEquinoxesDeg = nutationLongitudeDeg * Math.cos(trueObliquityDeg * DEG);
  if (jdUt <= LONG_TERM_BEFORE_JD || jdUt >= LONG_TERM_FROM_JD) {
    const offset = jdUt <= LONG_TERM_BEFORE_JD ? LONG_TERM_OFFSET_BEFORE_DEG : LONG_TERM_OFFSET_AFTER_DEG;
    return normalizeDeg(longTermMeanSiderealTimeDeg(jdUt, jdTt) + equationOfEquinoxesDeg - offset);
  }
  return normalizeDeg(greenwichMeanSiderealTimeDeg(jdUt, jdTt) + equationOfEquinoxesDeg);
}

/** Long-term mean sidereal time (degrees, not normalised): see the module comment. */
function longTermMeanSiderealTimeDeg(jdUt: number, jdTt: number): number {
  const t = (jdTt - 2_451_545.0) / 365_250;
  const earthMeanLonDeg = 100.46645683 + (t * (1295977422.83429 + t * (-2.04411 - t * 0.00523))) / 3600 - ABERRATION_DEG;
  const l = earthMeanLonDeg * DEG;
  const m = eclipticPrecessionMatrix(jdTt);
  const x = m[0] * Math.cos(l) + m[1] * Math.sin(l);
  const y = m[3] * Math.cos(l) + m[4] * Math.sin(l);
  const hourAngleDeg = ((((jdUt - 0.5) % 1) + 1) % 1) * 360;
  return Math.atan2(y, x) / DEG + hourAngleDeg;
}

/** Greenwich mean sidereal time (IAU 2006), degrees in [0, 360), from Julian days UT (UT1) and TT. */
export function greenwichMeanSiderealTimeDeg(jdUt: number, jdTt: number): number {
  const du = jdUt - 2_451_545.0;
  // Earth rotation angle, split so the large day count keeps its precision.
  const era = 360 * (((0.779_057_273_264 + 0.002_737_811_911_354_48 * du) % 1) + (du % 1));
  const t = (jdTt - 2_451_545.0) / 36_525;
  const polyArcsec = 0.014506 + t * (4612.156534 + t * (1.3915817 + t * (-0.00000044 + t * (-0.000029956 - t * 0.0000000368))));
  return normalizeDeg(era + polyArcsec / 3600);
}

/**
 * Ascendant, MC, ARMC and true obliquity at a Julian day (UT) for a place (latitude and
 * longitude in degrees, north and east positive), at every latitude in −90…90.
 *
 * The ascendant is the ecliptic point rising on the eastern horizon. The horizon meets the
 * ecliptic in two opposite points; the usual closed form (Meeus ch. 14) picks the eastern one
 * only where |lat| < 90° − ε. Everywhere, the eastern point is the one with hour angle in
 * (−180°, 0°), that is, with ecliptic longitude in (MC, MC + 180°) (longitude grows with right
 * ascension and the MC has right ascension ARMC), so the other point is turned round to it.
 * Inside the polar circles this makes the ascendant jump by up to 180° when the ecliptic
 * sweeps through the horizon (see `ascendantRateDegPerMinute`). At ±90° exactly the horizon
 * is the equator and the result is the limit along the given meridian: an equinox point.
 */
export function ascendantMc(jdUt: number, latDeg: number, lonDeg: number): AscendantMc {
  if (!Number.isFinite(latDeg) || latDeg < -90 || latDeg > 90) throw new RangeError(`lat: ${latDeg} is outside −90…90`);
  if (!Number.isFinite(lonDeg) || lonDeg < -180 || lonDeg > 360) throw new RangeError(`lon: ${lonDeg} is outside −180…360`);
  const jdTt = jdUt + deltaTSeconds(jdUt) / 86_400;
  const eps = nutation(jdTt).trueObliquityDeg;
  const armcDeg = normalizeDeg(greenwichApparentSiderealTimeDeg(jdUt) + lonDeg);
  return { ...anglesFromArmc(armcDeg, latDeg, eps), armcDeg, trueObliquityDeg: eps };
}

/** Ascendant (eastern horizon) and MC, tropical degrees in [0, 360), from ARMC, latitude and obliquity (degrees). */
export function anglesFromArmc(
  armcDeg: number,
  latDeg: number,
  obliquityDeg: number,
): { ascendantTropicalDeg: number; mcTropicalDeg: number } {
  const th = armcDeg * DEG;
  const e = obliquityDeg * DEG;
  const mcDeg = normalizeDeg(Math.atan2(Math.sin(th), Math.cos(th) * Math.cos(e)) / DEG);
  // One of the two horizon–ecliptic intersections (the eastern one when |lat| < 90° − ε).
  const intersectionDeg = normalizeDeg(
    Math.atan2(Math.cos(th), -(Math.sin(th) * Math.cos(e) + Math.tan(latDeg * DEG) * Math.sin(e))) / DEG,
  );
  const ascendantTropicalDeg = normalizeDeg(intersectionDeg - mcDeg) > 180 ? normalizeDeg(intersectionDeg + 180) : intersectionDeg;
  return { ascendantTropicalDeg, mcTropicalDeg: mcDeg };
}

/** Sidereal rotation in degrees of ARMC per minute of clock (UT) time. */
const ARMC_DEG_PER_MINUTE = 360.985_647 / 1440;
/** Half-width of the time window over which `ascendantRateDegPerMinute` looks, in minutes. */
const RATE_WINDOW_MINUTES = 2;

/**
 * How fast the ascendant moves around an instant: the larger of its moves over the
 * `RATE_WINDOW_MINUTES` before and after, in ecliptic degrees per minute of birth time. About
 * 0.25 on average; at most ~0.6 at 50° latitude, over 1 from 60° on, and inside the polar
 * circles it includes the jump of up to 180° when the ecliptic sweeps through the horizon.
 */
export function ascendantRateDegPerMinute(jdUt: number, latDeg: number, lonDeg: number): number {
  const at = ascendantMc(jdUt, latDeg, lonDeg);
  const step = RATE_WINDOW_MINUTES * ARMC_DEG_PER_MINUTE;
  let fastest = 0;
  for (const sign of [-1, 1]) {
    const other = anglesFromArmc(normalizeDeg(at.armcDeg + sign * step), latDeg, at.trueObliquityDeg).ascendantTropicalDeg;
    const moved = Math.abs(normalizeDeg(other - at.ascendantTropicalDeg + 180) - 180);
    fastest = Math.max(fastest, moved / RATE_WINDOW_MINUTES);
  }
  return fastest;
}

/**
 * How far the ascendant travels, in ecliptic degrees, over `halfWindowMinutes` of birth time
 * either side of an instant: its moves between samples every `stepMinutes` (each the shorter
 * way round), summed. About 0.25° a minute on average (15° over ±30 min); inside the polar
 * circles a window can hold the jump of up to 180° when the ecliptic sweeps through the horizon.
 */
export function ascendantPathDeg(jdUt: number, latDeg: number, lonDeg: number, halfWindowMinutes: number, stepMinutes: number): number {
  const at = ascendantMc(jdUt, latDeg, lonDeg);
  const steps = Math.round(halfWindowMinutes / stepMinutes);
  let path = 0;
  let previous = anglesFromArmc(
    normalizeDeg(at.armcDeg - steps * stepMinutes * ARMC_DEG_PER_MINUTE),
    latDeg,
    at.trueObliquityDeg,
  ).ascendantTropicalDeg;
  for (let k = -steps + 1; k <= steps; k++) {
    const next = anglesFromArmc(
      normalizeDeg(at.armcDeg + k * stepMinutes * ARMC_DEG_PER_MINUTE),
      latDeg,
      at.trueObliquityDeg,
    ).ascendantTropicalDeg;
    path += Math.abs(normalizeDeg(next - previous + 180) - 180);
    previous = next;
  }
  return path;
}

/** Ecliptic (longitude, latitude, degrees) → equatorial (right ascension [0, 360), declination), same equinox, given the obliquity in degrees. */
export function eclipticToEquatorial(lonDeg: number, latDeg: number, obliquityDeg: number): { raDeg: number; decDeg: number } {
  const l = lonDeg * DEG,
    b = latDeg * DEG,
    e = obliquityDeg * DEG;
  const ra = Math.atan2(Math.sin(l) * Math.cos(e) - Math.tan(b) * Math.sin(e), Math.cos(l));
  const dec = Math.asin(Math.sin(b) * Math.cos(e) + Math.cos(b) * Math.sin(e) * Math.sin(l));
  return { raDeg: normalizeDeg(ra / DEG), decDeg: dec / DEG };
}

/** Equatorial (right ascension, declination, degrees) → ecliptic (longitude [0, 360), latitude), given the obliquity in degrees. */
export function equatorialToEcliptic(raDeg: number, decDeg: number, obliquityDeg: number): { lonDeg: number; latDeg: number } {
  const a = raDeg * DEG,
    d = decDeg * DEG,
    e = obliquityDeg * DEG;
  const lon = Math.atan2(Math.sin(a) * Math.cos(e) + Math.tan(d) * Math.sin(e), Math.cos(a));
  const lat = Math.asin(Math.sin(d) * Math.cos(e) - Math.cos(d) * Math.sin(e) * Math.sin(a));
  return { lonDeg: normalizeDeg(lon / DEG), latDeg: lat / DEG };
}
