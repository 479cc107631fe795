/**
 * The Hindu day at a place: from this sunrise to the next, with the sunset between and the
 * previous sunset (for the night before, which Brahma muhurta divides). The civil date picks the
 * sunrise: the one before local civil noon of that date.
 */
import { sunriseSunset, type SunriseConvention } from '../astronomy/rise-set';
import { gregorianToJdn, parseDate } from '../time/julian';
import { zoneOffsetSecondsAt } from '../timezone/offset';
import { PanchangConditionError } from './errors';
import { jdToUnixMs } from './local-clock';

/** Julian days (UT) bounding the day. */
export interface DayFrame {
  sunrise: number;
  sunset: number;
  nextSunrise: number;
  previousSunset: number;
}

/** Julian day (UT) of civil noon of `date` in `zone`. */
export function civilNoonJd(date: string, zone: string): number {
  const { year, month, day } = parseDate(date);
  const noonUt = gregorianToJdn(year, month, day);
  const offsetDays = zoneOffsetSecondsAt(zone, jdToUnixMs(noonUt)) / 86_400;
  return noonUt - offsetDays;
}

/** The day's frame, or PanchangConditionError when the Sun does not rise or set (polar day/night). */
export function dayFrame(date: string, lat: number, lon: number, zone: string, convention: SunriseConvention): DayFrame {
  const noon = civilNoonJd(date, zone);
  const today = sunriseSunset(noon, lat, lon, convention);
  const tomorrow = sunriseSunset(noon + 1, lat, lon, convention);
  const yesterday = sunriseSunset(noon - 1, lat, lon, convention);
  const missing = [today.sunriseJdUt, today.sunsetJdUt, tomorrow.sunriseJdUt, yesterday.sunsetJdUt].some((v) => v === null);
  if (missing) {
    // Above the horizon at noon with no crossing = polar day; otherwise polar night.
    const day = sunUpAllDay(lat, noon);
    const where = `${lat.toFixed(2)}, ${lon.toFixed(2)}`;
    throw day
      ? new PanchangConditionError(
          'polar-day',
          `the Sun does not set at ${where} around ${date} (polar day), so there is no sunrise-to-sunrise day to divide; choose a date when it rises and sets`,
        )
      : new PanchangConditionError(
          'polar-night',
          `the Sun does not rise at ${where} around ${date} (polar night), so there is no sunrise-to-sunrise day to divide; choose a date when it rises and sets`,
        );
  }
  return {
    sunrise: today.sunriseJdUt!,
    sunset: today.sunsetJdUt!,
    nextSunrise: tomorrow.sunriseJdUt!,
    previousSunset: yesterday.sunsetJdUt!,
  };
}

/** Polar day (the Sun's declination on the place's side of the equator) rather than polar night. */
function sunUpAllDay(lat: number, noon: number): boolean {
  // Solar declination from the day of year (±1°) is enough to tell polar day from polar night.
  const n = noon - 2_451_545.0;
  const g = ((357.529 + 0.98560028 * n) * Math.PI) / 180;
  const q = 280.459 + 0.98564736 * n;
  const lambda = ((q + 1.915 * Math.sin(g) + 0.02 * Math.sin(2 * g)) * Math.PI) / 180;
  const dec = Math.asin(Math.sin((23.439 * Math.PI) / 180) * Math.sin(lambda));
  return lat * dec > 0;
}
