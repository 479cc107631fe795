/**
 * Sunrise and sunset read off an interpolated sky (sky-window.ts) instead of the Earth's series:
 * the Sun's apparent longitude and latitude, the nutation and the true obliquity all come from
 * the window's Chebyshev fits, so a day costs a few polynomial evaluations. The search is the one
 * of ../astronomy/rise-set.ts (`horizonCrossing`, same altitude conventions) fed with those values;
 * the fits reproduce the direct Sun to far below a milliarcsecond, so the instants agree with
 * `sunriseSunset` to a fraction of a millisecond (sky-sunrise.test.ts: 0.08 ms). Outside the
 * window's span the direct computation is used.
 */
import { horizonCrossing, SUNRISE_ALTITUDE_DEG, sunriseSunset, type SunriseConvention, type SunriseSunset } from '../astronomy/rise-set';
import { deltaTSeconds } from '../time/delta-t';
import type { SkyWindow } from './sky-window';

/** Half a day either side of noon, and a margin: the span a day's crossings are searched in. */
const SEARCH_HALF_SPAN_DAYS = 0.6;

/** Sunrise before and sunset after a Julian day (UT) near local noon at a place, from `sky` (see the module comment). */
export function sunriseSunsetOnSky(
  sky: SkyWindow,
  jdUtNearLocalNoon: number,
  latDeg: number,
  lonDeg: number,
  convention: SunriseConvention,
): SunriseSunset {
  if (jdUtNearLocalNoon - SEARCH_HALF_SPAN_DAYS < sky.startJd || jdUtNearLocalNoon + SEARCH_HALF_SPAN_DAYS > sky.endJd)
    return sunriseSunset(jdUtNearLocalNoon, latDeg, lonDeg, convention);
  const h0 = SUNRISE_ALTITUDE_DEG[convention];
  const sunAt = (t: number) => ({
    longitudeDeg: sky.sunDeg(t),
    latitudeDeg: sky.sunLatDeg(t),
    nutationLongitudeDeg: sky.nutationLongitudeDeg(t),
    trueObliquityDeg: sky.trueObliquityDeg(t),
    jdTt: t + deltaTSeconds(t) / 86_400,
  });
  return {
    sunriseJdUt: horizonCrossing(jdUtNearLocalNoon, sunAt, latDeg, lonDeg, h0, -1),
    sunsetJdUt: horizonCrossing(jdUtNearLocalNoon, sunAt, latDeg, lonDeg, h0, 1),
  };
}
