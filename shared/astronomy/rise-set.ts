/**
 * Sunrise and sunset by iterating on the Sun's hour angle (apparent place, apparent sidereal time).
 * Two conventions:
 * - `upper-limb-refraction` (default): the Sun's upper limb touches the horizon with standard
 *   refraction, i.e. the centre at −0.8333° altitude (34′ refraction + 16′ semidiameter), as in
 *   almanacs and Jagannatha Hora.
 * - `disc-centre-no-refraction`: the centre of the disc on the geometric horizon (0°), PyJHora's
 *   default, used by the textbook panchang checks.
 * Observer height and the Sun's varying semidiameter (±0.3′, ≲ 2 s of time) are ignored.
 * The Sun comes from one evaluation of the Earth's series per day (sun-track.ts), within 0.002″
 * of the full evaluation at every step: the instants agree with the exact crossing to ≲ 2 ms
 * (sun-track.test.ts).
 */
import { eclipticToEquatorial, greenwichApparentSiderealTimeFromNutationDeg } from './angles';
import { SunTrack, type SunOnTrack } from './sun-track';
import { wrap180 } from '../math/angles';
import { newtonRoot } from '../math/search';

/** Sunrise definitions, see the module comment. */
export const SUNRISE_CONVENTIONS = ['upper-limb-refraction', 'disc-centre-no-refraction'] as const;
/** One sunrise definition. */
export type SunriseConvention = (typeof SUNRISE_CONVENTIONS)[number];

/** Sunrise and sunset instants as Julian days (UT); null when the Sun does not cross the horizon that day (polar day or night). */
export interface SunriseSunset {
  sunriseJdUt: number | null;
  sunsetJdUt: number | null;
}

const DEG = Math.PI / 180;
/** The Sun's centre's altitude at sunrise and sunset by convention, degrees. */
export const SUNRISE_ALTITUDE_DEG: Record<SunriseConvention, number> = { 'upper-limb-refraction': -0.8333, 'disc-centre-no-refraction': 0 };
/** Sidereal rate of the hour angle relative to the Sun, degrees per day (~360.9856 − ~1). */
const HOUR_ANGLE_RATE_DEG_PER_DAY = 360.985_647 - 0.985_6;

/**
 * Sunrise before and sunset after a Julian day (UT) near local noon, at a place (degrees, north
 * and east positive); good to well under a second.
 */
export function sunriseSunset(
  jdUtNearLocalNoon: number,
  latDeg: number,
  lonDeg: number,
  convention: SunriseConvention = 'upper-limb-refraction',
): SunriseSunset {
  const h0 = SUNRISE_ALTITUDE_DEG[convention];
  const track = new SunTrack(jdUtNearLocalNoon);
  const sunAt = (t: number, iterating: boolean) => track.at(t, iterating);
  return {
    sunriseJdUt: horizonCrossing(track.jdUt, sunAt, latDeg, lonDeg, h0, -1),
    sunsetJdUt: horizonCrossing(track.jdUt, sunAt, latDeg, lonDeg, h0, 1),
  };
}

/** The last sunrise at or before a Julian day (UT) at a place, or null in polar day/night; for the weekday (vara) that runs sunrise to sunrise. */
export function sunriseBefore(
  jdUt: number,
  latDeg: number,
  lonDeg: number,
  convention: SunriseConvention = 'upper-limb-refraction',
): number | null {
  // Local mean noon of the civil day containing jdUt at this longitude; try from the next day backwards.
  const noon = Math.round(jdUt + lonDeg / 360) - lonDeg / 360;
  for (let dayOffset = 1; dayOffset >= -2; dayOffset--) {
    const rise = sunriseSunset(noon + dayOffset, latDeg, lonDeg, convention).sunriseJdUt;
    if (rise === null) return null;
    if (rise <= jdUt) return rise;
  }
  return null;
}

/**
 * The search kernel's Newton root (shared/math/search.ts) of the days still to go to the hour
 * angle ∓H0 (rising: −1, setting: +1), the hour angle's rate taken as constant, with the Sun and
 * nutation carried from noon (sun-track.ts); then one step with the nutation series at the
 * estimate polishes the result.
 */
/** The Sun as the crossing search reads it at one instant (a SunOnTrack, or the calendar's interpolated sky). */
export type SunSample = Pick<SunOnTrack, 'longitudeDeg' | 'latitudeDeg' | 'nutationLongitudeDeg' | 'trueObliquityDeg' | 'jdTt'>;

/**
 * The horizon crossing (rising: −1, setting: +1) nearest after the start's noon side, from the Sun
 * `sunAt(t, iterating)` gives (iterating: true during the Newton steps, false for the final polish).
 */
export function horizonCrossing(
  startJdUt: number,
  sunAt: (t: number, iterating: boolean) => SunSample,
  latDeg: number,
  lonDeg: number,
  h0Deg: number,
  sign: -1 | 1,
): number | null {
  let fromNoon = true;
  const daysToGo = (t: number): number => {
    // First step unwrapped: from noon a target near ±180° (polar-circle summer) must not wrap to the previous day's crossing.
    const step = hourAngleStep(t, sunAt(t, true), latDeg, lonDeg, h0Deg, sign, fromNoon);
    fromNoon = false;
    return step ?? NaN;
  };
  // Before the crossing the days to go are positive: the value (their negative) increases through zero at slope 1.
  const problem = { sample: daysToGo, value: (days: number) => -days, slope: () => 1 };
  const t = newtonRoot(problem, -Infinity, -1, Infinity, 1, { start: startJdUt }).x;
  if (Number.isNaN(t)) return null;
  const step = hourAngleStep(t, sunAt(t, false), latDeg, lonDeg, h0Deg, sign);
  return step === null ? null : t + step;
}

/** Days to add to t to reach the target hour angle, or null if the Sun never reaches altitude h0 that day. */
function hourAngleStep(
  t: number,
  sun: SunSample,
  latDeg: number,
  lonDeg: number,
  h0Deg: number,
  sign: -1 | 1,
  fromNoon = false,
): number | null {
  const { raDeg, decDeg } = eclipticToEquatorial(sun.longitudeDeg, sun.latitudeDeg, sun.trueObliquityDeg);
  const phi = latDeg * DEG;
  const dec = decDeg * DEG;
  const cosH0 = (Math.sin(h0Deg * DEG) - Math.sin(phi) * Math.sin(dec)) / (Math.cos(phi) * Math.cos(dec));
  if (cosH0 > 1 || cosH0 < -1) return null;
  const target = (sign * Math.acos(cosH0)) / DEG;
  const gastDeg = greenwichApparentSiderealTimeFromNutationDeg(t, sun.jdTt, sun.nutationLongitudeDeg, sun.trueObliquityDeg);
  const hourAngle = wrap180(gastDeg + lonDeg - raDeg);
  return (fromNoon ? target - hourAngle : wrap180(target - hourAngle)) / HOUR_ANGLE_RATE_DEG_PER_DAY;
}
