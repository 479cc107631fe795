/**
 * A month of panchang rows for a calendar: per civil day the sunrise and sunset, the vara, and
 * the tithi and nakshatra in force at sunrise with their end times (and the next one when it
 * also ends before the following sunrise). Days in polar day/night, and a date the zone's clocks
 * skipped, carry the condition instead.
 */
import { sunriseSunset } from '../astronomy/rise-set';
import { VARA_NAMES } from '../jyotish/panchang-names';
import { daysInMonth } from '../time/julian';
import { DEFAULT_SUNRISE_CONVENTION, weekdayOf } from './day';
import { civilNoonJd, dayFrame } from './day-frame';
import { dayElements } from './elements';
import { PanchangConditionError } from './errors';
import { localClock } from './local-clock';
import { skyWindow, type SkyWindow } from './sky-window';
import type { PanchangRequest } from './types';

/** Sky windows for the month: 10 days with 14 nodes (Moon to ~0.0003″, as sky-window.test.ts measures). */
const MONTH_WINDOW_DAYS = 10;
const MONTH_WINDOW_NODES = 14;
/** Margin around a day's sunrise-to-sunrise for the element in force at sunrise and the one at the next sunrise. */
const MARGIN_DAYS = 1.3;

/** Rows for every day of `year`-`month` at the place of `request` (its `date` is ignored). */
export function computeMonthPanchang(year: number, month: number, request: Omit<PanchangRequest, 'date'>) {
  const convention = request.convention ?? DEFAULT_SUNRISE_CONVENTION;
  const days = daysInMonth(year, month);
  const dateOf = (day: number) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  // One sunrise/sunset per day after the first civil noon, shared by neighbouring rows. A row reads
  // its own civil noon's (a zone may jump a whole day across the date line, and then `day - 1`
  // days after the first noon is another day); a date the zone skipped is a condition row.
  const noon0 = civilNoonJd(dateOf(1), request.zone);
  const riseSet = new Map<number, ReturnType<typeof sunriseSunset>>();
  const riseSetAt = (i: number) => {
    let found = riseSet.get(i);
    if (!found) riseSet.set(i, (found = sunriseSunset(noon0 + i, request.lat, request.lon, convention)));
    return found;
  };
  let sky: SkyWindow | null = null;
  const skyFor = (from: number, to: number) => {
    if (!sky || from < sky.startJd || to > sky.endJd) sky = skyWindow(from, from + MONTH_WINDOW_DAYS, request.ayanamsa, MONTH_WINDOW_NODES);
    return sky;
  };
  const rows = [];
  for (let day = 1; day <= days; day++) {
    const date = dateOf(day);
    const weekday = weekdayOf(date);
    const vara = { number: weekday + 1, name: VARA_NAMES[weekday]! };
    let at: number;
    try {
      at = Math.round(civilNoonJd(date, request.zone) - noon0);
    } catch (error) {
      if (!(error instanceof PanchangConditionError)) throw error;
      rows.push({ date, vara, condition: error.condition, message: error.message });
      continue;
    }
    const today = riseSetAt(at);
    const sunrise = today.sunriseJdUt;
    const sunset = today.sunsetJdUt;
    const nextSunrise = riseSetAt(at + 1).sunriseJdUt;
    if (sunrise === null || sunset === null || nextSunrise === null) {
      // dayFrame states the condition (polar day or night) in the same words as the day route.
      try {
        dayFrame(date, request.lat, request.lon, request.zone, convention);
      } catch (error) {
        if (!(error instanceof PanchangConditionError)) throw error;
        rows.push({ date, vara, condition: error.condition, message: error.message });
        continue;
      }
    }
    const clock = localClock(request.zone, sunrise! - MARGIN_DAYS, nextSunrise! + MARGIN_DAYS);
    const elements = dayElements(skyFor(sunrise! - MARGIN_DAYS, nextSunrise! + MARGIN_DAYS), sunrise!, nextSunrise!, clock);
    // The elements in force at sunrise and those ending before the next sunrise (not the one running into the next day).
    const brief = <T extends { number: number; name: string; endsAt: string }>(list: T[]) =>
      list
        .slice(0, -1)
        .concat(list.length === 1 ? list : [])
        .map((e) => ({ number: e.number, name: e.name, endsAt: e.endsAt, ...('paksha' in e ? { paksha: e.paksha } : {}) }));
    rows.push({
      date,
      vara,
      sunrise: clock.iso(sunrise!),
      sunset: clock.iso(sunset!),
      tithi: brief(elements.tithi),
      nakshatra: brief(elements.nakshatra),
    });
  }
  return {
    year,
    month,
    lat: request.lat,
    lon: request.lon,
    zone: request.zone,
    ayanamsa: request.ayanamsa,
    conventions: { sunrise: convention },
    days: rows,
  };
}

/** The month panchang's shape. */
export type MonthPanchang = ReturnType<typeof computeMonthPanchang>;
