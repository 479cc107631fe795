/**
 * The sidereal solar return (varsha pravesha): the instant the Sun comes back to its sidereal
 * natal longitude, `years` sidereal years after birth. Apparent Sun, the chart's true ayanamsa;
 * Newton steps on the Sun's motion from a first guess of `years` × 365.256364 days, to well under
 * a second (a millisecond of time moves the Sun by 0.04″).
 */
import { apparentSunPosition } from '../astronomy/positions';
import { ayanamsaDeg } from '../astronomy/ayanamsa';
import { wrap180 } from '../math/angles';
import type { Ayanamsa } from '../vocabulary/settings';

/** Days in a sidereal year, the first guess of the return's spacing. */
const SIDEREAL_YEAR_DAYS = 365.256364;
/** Stop when the step is below this many days (1 ms). */
const CONVERGED_DAYS = 1 / 86_400_000;

/** Sidereal longitude of the apparent Sun (degrees) at a Julian day (UT). */
export function siderealSunDeg(jdUt: number, ayanamsa: Ayanamsa): number {
  return apparentSunPosition(jdUt).tropicalLongitudeDeg - ayanamsaDeg(jdUt, ayanamsa);
}

/** Julian day (UT) of the solar return `years` (0–120) after a birth at `birthJdUt` with the Sun at `natalSunSiderealDeg`. */
export function solarReturnJdUt(birthJdUt: number, natalSunSiderealDeg: number, years: number, ayanamsa: Ayanamsa): number {
  let jd = birthJdUt + years * SIDEREAL_YEAR_DAYS;
  for (let i = 0; i < 20; i++) {
    const sun = apparentSunPosition(jd);
    const miss = wrap180(natalSunSiderealDeg - (sun.tropicalLongitudeDeg - ayanamsaDeg(jd, ayanamsa)));
    const step = miss / sun.speedDegPerDay;
    jd += step;
    if (Math.abs(step) < CONVERGED_DAYS) break;
  }
  return jd;
}
