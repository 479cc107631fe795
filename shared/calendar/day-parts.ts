/**
 * The parts of the Hindu day a rule reads its tithi at (karmakala), as Julian-day intervals of
 * one day. The daytime divisions follow the five-fold day of the Dharmasindhu (pratah,
 * sangava, madhyahna, aparahna, sayahna, each a fifth of sunrise to sunset); purvahna is the
 * forenoon half; the night is fifteen muhurtas, pradosh its first three and nishita the eighth
 * (the midnight muhurta); arunodaya is the four ghatis (96 minutes) before sunrise. An instant
 * (sunrise, sunset, moonrise) is an interval of zero length. The parts' names: day-part-names.ts.
 */
import { moonRiseSet } from '../panchang/moon-rise-set';
import type { DayPart } from './day-part-names';
import type { HinduDay, PlaceDays } from './place-days';
import type { SkySpan } from './sky-span';

/** Four ghatis (24 minutes each), days. */
export const ARUNODAYA_DAYS = 96 / 1440;

/** Moonrises already found, by day (the days are kept by their PlaceDays, so the entries live as long as the year's answer). */
const moonrises = new WeakMap<HinduDay, number | null>();

/** Moonrise of a Hindu day (Julian day UT), or null when the Moon does not rise in it. */
export function moonriseOf(day: HinduDay, days: PlaceDays, sky: SkySpan): number | null {
  if (moonrises.has(day)) return moonrises.get(day)!;
  const rise = moonRiseSet(sky, day.sunriseJd, day.nextSunriseJd, days.lat, days.lon, days.convention).riseJd;
  moonrises.set(day, rise);
  return rise;
}

/** The part's interval [start, end] on `day` (Julian days UT); null for a moonrise that does not happen. */
export function partInterval(part: DayPart, day: HinduDay, days: PlaceDays, sky: SkySpan): [number, number] | null {
  const daytime = day.sunsetJd - day.sunriseJd;
  const night = day.nextSunriseJd - day.sunsetJd;
  const fifth = (n: number): [number, number] => [day.sunriseJd + ((n - 1) * daytime) / 5, day.sunriseJd + (n * daytime) / 5];
  switch (part) {
    case 'arunodaya':
      return [day.sunriseJd - ARUNODAYA_DAYS, day.sunriseJd];
    case 'sunrise':
      return [day.sunriseJd, day.sunriseJd];
    case 'purvahna':
      return [day.sunriseJd, day.sunriseJd + daytime / 2];
    case 'madhyahna':
      return fifth(3);
    case 'aparahna':
      return fifth(4);
    case 'sunset':
      return [day.sunsetJd, day.sunsetJd];
    case 'pradosh':
      return [day.sunsetJd, day.sunsetJd + (3 * night) / 15];
    case 'nishita':
      return [day.sunsetJd + (7 * night) / 15, day.sunsetJd + (8 * night) / 15];
    case 'moonrise': {
      const rise = moonriseOf(day, days, sky);
      return rise === null ? null : [rise, rise];
    }
  }
}
