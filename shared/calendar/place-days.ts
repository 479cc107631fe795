/**
 * The Hindu days of a place over a stretch of civil dates: for each date its sunrise, sunset and
 * next sunrise (the day runs sunrise to sunrise, as the day panchang's does), its weekday, and
 * the local civil date of any instant. Sunrises are computed when first asked and kept, so a
 * festival year pays only for the days its rules look at.
 */
import { sunriseSunset, type SunriseConvention } from '../astronomy/rise-set';
import { FieldError } from '../errors/field-error';
import { civilNoonJd } from '../panchang/day-frame';
import { sunriseSunsetOnSky } from '../panchang/sky-sunrise';
import type { SkyWindow } from '../panchang/sky-window';
import { localClock, type LocalClock } from '../panchang/local-clock';
import { gregorianToJdn, jdnToGregorian, parseDate, weekdayOfJdn } from '../time/julian';

/** One Hindu day: the civil date whose sunrise opens it, and its instants (Julian days UT). */
export interface HinduDay {
  date: string;
  /** 0 = Sunday; the vara of the whole day from this sunrise to the next. */
  weekday: number;
  sunriseJd: number;
  sunsetJd: number;
  nextSunriseJd: number;
}

/** A place's days: see the module comment. */
export interface PlaceDays {
  lat: number;
  lon: number;
  zone: string;
  convention: SunriseConvention;
  clock: LocalClock;
  /** The Hindu day opened by the sunrise of civil date `date` (YYYY-MM-DD). */
  day(date: string): HinduDay;
  /** The civil date at the place of an instant. */
  civilDateOf(jd: number): string;
  /** The Hindu day an instant falls in (the day whose sunrise is the last before it). */
  hinduDateOf(jd: number): string;
}

/** `YYYY-MM-DD` of a Julian day number. */
export function dateOfJdn(jdn: number): string {
  const { year, month, day } = jdnToGregorian(jdn);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Julian day number of `YYYY-MM-DD`. */
export function jdnOfDate(date: string): number {
  const { year, month, day } = parseDate(date);
  return gregorianToJdn(year, month, day);
}

/** `date` moved by `days` civil days. */
export function addDays(date: string, days: number): string {
  return dateOfJdn(jdnOfDate(date) + days);
}

/**
 * The days of a place around [fromDate, toDate]. With `sky` (the stretch's interpolated Sun), the
 * sunrises are read off it (../panchang/sky-sunrise.ts: the same instants to milliseconds, without
 * an evaluation of the Earth's series per day). Throws FieldError on `lat` when the Sun does
 * not rise or set on a day asked for (polar day or night): no Hindu day exists there.
 */
export function placeDays(
  lat: number,
  lon: number,
  zone: string,
  convention: SunriseConvention,
  fromDate: string,
  toDate: string,
  sky?: SkyWindow,
): PlaceDays {
  const jdn0 = jdnOfDate(fromDate);
  const noon0 = civilNoonJd(fromDate, zone);
  const clock = localClock(zone, noon0 - 2, noon0 + jdnOfDate(toDate) - jdn0 + 2);
  const riseSet = new Map<number, { rise: number; set: number }>();
  const riseSetOf = (i: number) => {
    let found = riseSet.get(i);
    if (!found) {
      // Local civil noon of the date: a day-long shift of the zone is not a concern over one year.
      const r = sky ? sunriseSunsetOnSky(sky, noon0 + i, lat, lon, convention) : sunriseSunset(noon0 + i, lat, lon, convention);
      if (r.sunriseJdUt === null || r.sunsetJdUt === null) {
        throw new FieldError(
          'lat',
          `the Sun does not rise or set at ${lat.toFixed(2)}, ${lon.toFixed(2)} on ${dateOfJdn(jdn0 + i)} (polar day or night), so that day has no sunrise-to-sunrise Hindu day`,
        );
      }
      riseSet.set(i, (found = { rise: r.sunriseJdUt, set: r.sunsetJdUt }));
    }
    return found;
  };
  const days = new Map<string, HinduDay>();
  const day = (date: string): HinduDay => {
    let found = days.get(date);
    if (!found) {
      const jdn = jdnOfDate(date);
      const i = jdn - jdn0;
      const today = riseSetOf(i);
      found = { date, weekday: weekdayOfJdn(jdn), sunriseJd: today.rise, sunsetJd: today.set, nextSunriseJd: riseSetOf(i + 1).rise };
      days.set(date, found);
    }
    return found;
  };
  const civilDateOf = (jd: number) => dateOfJdn(Math.floor(jd + clock.offsetMinutes(jd) / 1440 + 0.5));
  return {
    lat,
    lon,
    zone,
    convention,
    clock,
    day,
    civilDateOf,
    hinduDateOf(jd) {
      const civil = civilDateOf(jd);
      return jd < day(civil).sunriseJd ? addDays(civil, -1) : civil;
    },
  };
}
