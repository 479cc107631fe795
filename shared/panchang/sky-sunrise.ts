/**
 * Sunrise and sunset read off an interpolated sky (sky-window.ts) instead of the Earth's series:
 * the Sun's apparent longitude and latitude, the nutation and the true obliquity all come from
 * the window's Chebyshev fits, so a day costs a few polynomial evaluations. The iteration is the
 * one of ../astronomy/rise-set.ts (the search kernel's Newton root on the days still to go to the
 * hour angle ∓H0, the first step from noon unwrapped), with the same altitude conventions; the
 * fits reproduce the direct Sun to far below a milliarcsecond, so the instants agree with
 * `sunriseSunset` to a fraction of a millisecond (sky-sunrise.test.ts: 0.08 ms). Outside the window's span the direct
 * computation is used.
 */
import { eclipticToEquatorial, greenwichApparentSiderealTimeFromNutationDeg } from '../astronomy/angles';
import {
  HOUR_ANGLE_RATE_DEG_PER_DAY,
  SUNRISE_ALTITUDE_DEG,
  sunriseSunset,
  type SunriseConvention,
  type SunriseSunset,
} from '../astronomy/rise-set';
import { wrap180 } from '../math/angles';
import { newtonRoot } from '../math/search';
import { deltaTSeconds } from '../time/delta-t';
import type { SkyWindow } from './sky-window';

const DEG = Math.PI / 180;
/** Half a day either side of noon: the span a day's crossings are searched in. */
const HALF_DAY = 0.5;

/** Sunrise before and sunset after a Julian day (UT) near local noon at a place, from `sky` (see the module comment). */
export function sunriseSunsetOnSky(
  sky: SkyWindow,
  jdUtNearLocalNoon: number,
  latDeg: number,
  lonDeg: number,
  convention: SunriseConvention,
): SunriseSunset {
  if (jdUtNearLocalNoon - HALF_DAY - 0.1 < sky.startJd || jdUtNearLocalNoon + HALF_DAY + 0.1 > sky.endJd)
    return sunriseSunset(jdUtNearLocalNoon, latDeg, lonDeg, convention);
  const h0 = SUNRISE_ALTITUDE_DEG[convention];
  return {
    sunriseJdUt: crossing(sky, jdUtNearLocalNoon, latDeg, lonDeg, h0, -1),
    sunsetJdUt: crossing(sky, jdUtNearLocalNoon, latDeg, lonDeg, h0, 1),
  };
}

function crossing(sky: SkyWindow, noonJd: number, latDeg: number, lonDeg: number, h0Deg: number, sign: -1 | 1): number | null {
  let fromNoon = true;
  const daysToGo = (t: number): number => {
    const step = hourAngleStep(sky, t, latDeg, lonDeg, h0Deg, sign, fromNoon);
    fromNoon = false;
    return step ?? NaN;
  };
  const problem = { sample: daysToGo, value: (days: number) => -days, slope: () => 1 };
  const t = newtonRoot(problem, -Infinity, -1, Infinity, 1, { start: noonJd }).x;
  if (Number.isNaN(t)) return null;
  const step = hourAngleStep(sky, t, latDeg, lonDeg, h0Deg, sign);
  return step === null ? null : t + step;
}

/** Days to add to t to reach the target hour angle, or null if the Sun never reaches altitude h0 that day. */
function hourAngleStep(
  sky: SkyWindow,
  t: number,
  latDeg: number,
  lonDeg: number,
  h0Deg: number,
  sign: -1 | 1,
  fromNoon = false,
): number | null {
  const eps = sky.trueObliquityDeg(t);
  const { raDeg, decDeg } = eclipticToEquatorial(sky.sunDeg(t), sky.sunLatDeg(t), eps);
  const phi = latDeg * DEG;
  const dec = decDeg * DEG;
  const cosH0 = (Math.sin(h0Deg * DEG) - Math.sin(phi) * Math.sin(dec)) / (Math.cos(phi) * Math.cos(dec));
  if (cosH0 > 1 || cosH0 < -1) return null;
  const target = (sign * Math.acos(cosH0)) / DEG;
  const jdTt = t + deltaTSeconds(t) / 86_400;
  const gastDeg = greenwichApparentSiderealTimeFromNutationDeg(t, jdTt, sky.nutationLongitudeDeg(t), eps);
  const hourAngle = wrap180(gastDeg + lonDeg - raDeg);
  return (fromNoon ? target - hourAngle : wrap180(target - hourAngle)) / HOUR_ANGLE_RATE_DEG_PER_DAY;
}
