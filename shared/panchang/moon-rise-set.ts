/**
 * Moonrise and moonset between this sunrise and the next: the first instants when the Moon's
 * altitude crosses the horizon going up / down. The horizon follows the day's sunrise
 * convention: the upper limb with 34′ refraction (geocentric altitude 0.7275·π − 0.5667°, π
 * the horizontal parallax), or the disc centre on the true horizon (geocentric altitude π).
 * Scanned hourly on the interpolated Moon, each crossing refined by the search kernel's
 * bracketed root (shared/math/search.ts). The Moon rises about
 * 50 minutes later each day, so about one day a month has no moonrise (or moonset) in it.
 */
import type { SunriseConvention } from '../astronomy/rise-set';
import { eclipticToEquatorial, greenwichApparentSiderealTimeDeg } from '../astronomy/angles';
import { nutation } from '../astronomy/nutation';
import { AU_KM } from '../astronomy/positions';
import { jdUtToJdTt } from '../time/delta-t';
import { bracketedRoot } from '../math/search';
import type { SkyWindow } from './sky-window';

const DEG = Math.PI / 180;
const EARTH_RADIUS_KM = 6378.14;
const STEP_DAYS = 1 / 24;

/** Rise and set instants (Julian days UT) in [fromJd, toJd], null when there is none. */
export interface MoonEvents {
  riseJd: number | null;
  setJd: number | null;
}

/** See the module comment. */
export function moonRiseSet(
  sky: SkyWindow,
  fromJd: number,
  toJd: number,
  lat: number,
  lon: number,
  convention: SunriseConvention,
): MoonEvents {
  // Obliquity and the equation of the equinoxes change by < 0.1″ over a day: read them once.
  const mid = (fromJd + toJd) / 2;
  const eps = nutation(jdUtToJdTt(mid)).trueObliquityDeg;
  const gast0 = greenwichApparentSiderealTimeDeg(mid);
  const siderealRate = 360.985_647_366;
  const phi = lat * DEG;
  const altitudeAboveHorizon = (jd: number) => {
    const { raDeg, decDeg } = eclipticToEquatorial(sky.moonDeg(jd), sky.moonLatDeg(jd), eps);
    const hourAngle = (gast0 + siderealRate * (jd - mid) + lon - raDeg) * DEG;
    const dec = decDeg * DEG;
    const altitude = Math.asin(Math.sin(phi) * Math.sin(dec) + Math.cos(phi) * Math.cos(dec) * Math.cos(hourAngle)) / DEG;
    const parallax = Math.asin(EARTH_RADIUS_KM / (sky.moonDistanceAu(jd) * AU_KM)) / DEG;
    const horizon = convention === 'upper-limb-refraction' ? 0.7275 * parallax - 34 / 60 : parallax;
    return altitude - horizon;
  };
  let riseJd: number | null = null;
  let setJd: number | null = null;
  let t0 = fromJd;
  let f0 = altitudeAboveHorizon(t0);
  while (t0 < toJd && (riseJd === null || setJd === null)) {
    const t1 = Math.min(toJd, t0 + STEP_DAYS);
    const f1 = altitudeAboveHorizon(t1);
    if (f0 < 0 && f1 >= 0 && riseJd === null) riseJd = bracketedRoot(altitudeAboveHorizon, t0, f0, t1, f1);
    if (f0 >= 0 && f1 < 0 && setJd === null) setJd = bracketedRoot(altitudeAboveHorizon, t0, f0, t1, f1);
    t0 = t1;
    f0 = f1;
  }
  return { riseJd, setJd };
}
