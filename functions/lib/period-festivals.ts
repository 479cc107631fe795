/**
 * The festivals of a rashifal's period at its place, from the calendar (shared/calendar): every
 * entry over a day or a week, the festivals alone over a month or a year (a year lists ~200
 * vrats, Ekadashis and sankrantis otherwise). A year of festivals costs tens of milliseconds, so
 * the years asked for recently are kept (a pure function of place, ayanamsa and year: any
 * instance can recompute them).
 */
import { computeFestivals } from '../../shared/calendar/festivals';
import type { CalendarPlace } from '../../shared/calendar/calendar-context';
import type { RashifalEvent, RashifalPeriod } from '../../shared/interpretation/rashifal/facts';
import { LruCache } from './lru';

type FestivalEvent = Extract<RashifalEvent, { kind: 'festival' }>;

/** Years of festivals kept: a few places × this year and the next. */
const YEARS_KEPT = 32;
const years = new LruCache<string, ReturnType<typeof computeFestivals>['festivals']>(YEARS_KEPT);

function festivalsOfYear(place: CalendarPlace, year: number) {
  const key = `${place.lat}|${place.lon}|${place.zone}|${place.ayanamsa}|${year}`;
  let found = years.get(key);
  if (!found) years.set(key, (found = computeFestivals(place, year).festivals));
  return found;
}

/** The festivals dated within `from`–`to` (YYYY-MM-DD, inclusive) as rashifal events, `at` being the civil date. */
export function periodFestivals(place: CalendarPlace, period: RashifalPeriod, from: string, to: string): FestivalEvent[] {
  const out: FestivalEvent[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++)
    for (const f of festivalsOfYear(place, year))
      if (f.date >= from && f.date <= to && (period === 'day' || period === 'week' || f.kind === 'festival'))
        out.push({ kind: 'festival', at: f.date, key: f.key, name: f.name.en, nameHi: f.name.hi });
  return out;
}
