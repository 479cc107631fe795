/**
 * A saved chart as the feed and the digest read it: its chart base (the birth fields through the
 * same pipeline as `GET /api/chart`), the place its dates and festivals belong to (the birth
 * place with its zone; New Delhi, the almanacs' default, when the birth was given by a UTC offset
 * alone, which names no zone), and its events over a window with that place's festivals.
 */
import { computeChartBase } from '../../../shared/compose/chart';
import { personFeed, type FeedEvent } from '../../../shared/compose/person-feed';
import { RASHIFAL_DEFAULT_PLACE } from '../../../shared/compose/rashifal-period';
import { PANCHANG_DEFAULT_AYANAMSA } from '../../../shared/contracts/panchang-query';
import type { Locale } from '../../../shared/i18n/locale';
import type { ChartBase } from '../../../shared/model/chart';
import { jdUtFromUnixMs } from '../../../shared/time/julian';
import type { SavedChart } from '../auth/saved-charts';
import { birthRequestFrom } from '../birth-request';
import { periodFestivals } from '../period-festivals';

/** The feed's window: the next twelve months, days. */
export const FEED_WINDOW_DAYS = 365;

/** A saved person ready to read events from. */
export interface SavedPerson {
  base: ChartBase;
  place: { lat: number; lon: number; zone: string };
}

/** The person of a saved chart, or null when its birth no longer makes a chart (a place gone from the index). */
export function savedPerson(chart: Pick<SavedChart, 'birth'>): SavedPerson | null {
  const request = birthRequestFrom(chart.birth);
  if (!request.ok) return null;
  const input = request.input;
  const place = input.zone
    ? { lat: input.lat, lon: input.lon, zone: input.zone }
    : { lat: RASHIFAL_DEFAULT_PLACE.latDeg, lon: RASHIFAL_DEFAULT_PLACE.lonDeg, zone: RASHIFAL_DEFAULT_PLACE.zone };
  return { base: computeChartBase(input), place };
}

/** The person's events from `from` for `days` days, with the festivals of their place, in `locale`. */
export function personEvents(person: SavedPerson, from: Date, days: number, locale: Locale): FeedEvent[] {
  const fromJdUt = jdUtFromUnixMs(from.getTime());
  const toJdUt = fromJdUt + days;
  const { lat, lon, zone } = person.place;
  const firstDate = new Date(from.getTime() - 86_400_000).toISOString().slice(0, 10);
  const lastDate = new Date(from.getTime() + (days + 1) * 86_400_000).toISOString().slice(0, 10);
  // Festivals as the almanacs date them (Lahiri), whatever ayanamsa the chart itself uses.
  const festivals = periodFestivals({ lat, lon, zone, ayanamsa: PANCHANG_DEFAULT_AYANAMSA }, 'year', firstDate, lastDate).map((f) => ({
    key: f.key,
    date: f.at,
    name: f.name,
    nameHi: f.nameHi,
  }));
  return personFeed(person.base, { fromJdUt, toJdUt, zone, festivals, locale });
}
