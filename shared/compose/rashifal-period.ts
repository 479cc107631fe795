/**
 * The span of sky a rashifal reads: a day runs from its sunrise to the next (the Hindu day, as
 * the panchang counts it); a week is the seven days from the given date; a month and a year are
 * the civil month and year containing the date, each from the sunrise of its first day to the
 * sunrise after its last. Dates are civil dates at the place.
 */
import { dayFrame } from '../panchang/day-frame';
import { NEW_DELHI } from '../places/new-delhi';
import { DEFAULT_SUNRISE_CONVENTION } from '../panchang/day';
import { daysInMonth, gregorianToJdn, jdnToGregorian, parseDate } from '../time/julian';
import type { RashifalPeriod } from '../interpretation/rashifal/facts';

/** A place for the day's sunrise. */
export interface RashifalPlace {
  latDeg: number;
  lonDeg: number;
  /** IANA zone, e.g. `Asia/Kolkata`. */
  zone: string;
}

/** New Delhi, the default place of a rashifal (as Indian almanacs default to it). */
export const RASHIFAL_DEFAULT_PLACE: RashifalPlace = NEW_DELHI;

/** The period's civil dates (inclusive) and its sunrise-to-sunrise bounds, Julian days UT. */
export interface RashifalSpan {
  from: string;
  to: string;
  startJdUt: number;
  endJdUt: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of a Julian day number. */
function dateOfJdn(jdn: number): string {
  const { year, month, day } = jdnToGregorian(jdn);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The period containing (or, for a week, starting at) `date` at `place`. */
export function rashifalSpan(period: RashifalPeriod, date: string, place: RashifalPlace): RashifalSpan {
  const { year, month, day } = parseDate(date);
  const [firstJdn, lastJdn] =
    period === 'day'
      ? [gregorianToJdn(year, month, day), gregorianToJdn(year, month, day)]
      : period === 'week'
        ? [gregorianToJdn(year, month, day), gregorianToJdn(year, month, day) + 6]
        : period === 'month'
          ? [gregorianToJdn(year, month, 1), gregorianToJdn(year, month, daysInMonth(year, month))]
          : [gregorianToJdn(year, 1, 1), gregorianToJdn(year, 12, 31)];
  const from = dateOfJdn(firstJdn);
  const to = dateOfJdn(lastJdn);
  const sunriseOf = (d: string) => dayFrame(d, place.latDeg, place.lonDeg, place.zone, DEFAULT_SUNRISE_CONVENTION).sunrise;
  return { from, to, startJdUt: sunriseOf(from), endJdUt: sunriseOf(dateOfJdn(lastJdn + 1)) };
}
