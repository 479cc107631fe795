/**
 * A month of panchang rows for a calendar: per civil day the sunrise and sunset, the vara, and
 * the tithi and nakshatra in force at sunrise with their end times (and the next one when it
 * also ends before the following sunrise). Days in polar day/night carry the condition instead.
 */
import { VARA_NAMES } from '../jyotish/panchang-names';
import { daysInMonth } from '../time/julian';
import { DEFAULT_SUNRISE_CONVENTION, weekdayOf } from './day';
import { dayFrame } from './day-frame';
import { dayElements } from './elements';
import { PanchangConditionError } from './errors';
import { localClock } from './local-clock';
import { skyWindow } from './sky-window';
import type { PanchangRequest } from './types';

/** Rows for every day of `year`-`month` at the place of `request` (its `date` is ignored). */
export function computeMonthPanchang(year: number, month: number, request: Omit<PanchangRequest, 'date'>) {
  const convention = request.convention ?? DEFAULT_SUNRISE_CONVENTION;
  const days = daysInMonth(year, month);
  const rows = [];
  for (let day = 1; day <= days; day++) {
    const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const weekday = weekdayOf(date);
    const vara = { number: weekday + 1, name: VARA_NAMES[weekday]! };
    try {
      const frame = dayFrame(date, request.lat, request.lon, request.zone, convention);
      const clock = localClock(request.zone, frame.sunrise - 1.3, frame.nextSunrise + 1.3);
      // Only the elements in force at sunrise and those ending before the next sunrise are shown: 1.3 days suffice.
      const sky = skyWindow(frame.sunrise - 1.3, frame.nextSunrise + 1.3, request.ayanamsa);
      const elements = dayElements(sky, frame.sunrise, frame.nextSunrise, clock);
      const brief = <T extends { number: number; name: string; endsAt: string }>(list: T[]) =>
        list
          .slice(0, -1)
          .concat(list.length === 1 ? list : [])
          .map((e) => ({ number: e.number, name: e.name, endsAt: e.endsAt, ...('paksha' in e ? { paksha: e.paksha } : {}) }));
      rows.push({
        date,
        vara,
        sunrise: clock.iso(frame.sunrise),
        sunset: clock.iso(frame.sunset),
        tithi: brief(elements.tithi),
        nakshatra: brief(elements.nakshatra),
      });
    } catch (error) {
      if (!(error instanceof PanchangConditionError)) throw error;
      rows.push({ date, vara, condition: error.condition, message: error.message });
    }
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
