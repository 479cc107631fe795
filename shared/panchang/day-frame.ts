/**
 * The Hindu day at a place: from this sunrise to the next, with the sunset between and the
 * previous sunset (for the night before, which Brahma muhurta divides). The civil date picks the
 * sunrise: the one before local civil noon of that date (a date the zone skipped has none).
 */
import { sunriseSunset, type SunriseConvention } from '../astronomy/rise-set';
import { gregorianToJdn, parseDate } from '../time/julian';
import { formatOffsetSeconds, zoneOffsetSecondsAt } from '../timezone/offset';
import { PanchangConditionError } from './errors';
import { jdToUnixMs } from './local-clock';

/** Julian days (UT) bounding the day. */
export interface DayFrame {
  sunrise: number;
  sunset: number;
  nextSunrise: number;
  previousSunset: number;
}

/**
 * Julian day (UT) of civil noon of `date` in `zone`. The offset in force at local noon may differ
 * from the one at UT noon (a day the clocks change), so the second look uses the offset found by the
 * first. When neither look lands on `date`, the zone's clocks jumped over the whole date (the date
 * line moved: Pacific/Apia 2011-12-30): PanchangConditionError 'skipped-day' on `date`.
 */
export function civilNoonJd(date: string, zone: string): number {
  const { year, month, day } = parseDate(date);
  const noonUt = gregorianToJdn(year, month, day);
  const offsetDaysAt = (jd: number) => zoneOffsetSecondsAt(zone, jdToUnixMs(jd)) / 86_400;
  const first = noonUt - offsetDaysAt(noonUt);
  const second = noonUt - offsetDaysAt(first);
  // The local date of an instant is the Julian day number its local time rounds to.
  for (const noon of [first, second]) if (Math.round(noon + offsetDaysAt(noon)) === noonUt) return noon;
  const [before, after] = [first, second].map((jd) => formatOffsetSeconds(offsetDaysAt(jd) * 86_400));
  throw new PanchangConditionError(
    'skipped-day',
    `${date} did not exist in ${zone} (its clocks went from ${before} to ${after} and skipped the whole day); choose the day before or after`,
  );
}

/** The day's frame, or PanchangConditionError when the Sun does not rise or set (polar day/night) or the date was skipped. */
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
