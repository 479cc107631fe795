/**
 * GET /api/panchang?date=YYYY-MM-DD&place=… (or lat, lon[, tz]) [&ayanamsa=LAHIRI][&sunrise=…]
 *   → {"status":"ok","place":…,"panchang":{…}}: the day from sunrise to the next sunrise
 *     (shared/panchang/day.ts).
 * GET /api/panchang/month?year=&month=&place=… → {"status":"ok","place":…,"month":{days:[…]}}.
 * Bad input names its field (400); an unknown place is never guessed; a polar day or night is a
 * 400 on `date` with `condition` (polar-day | polar-night | skipped-day). Answers depend only on the query, so
 * they are cached for a day and revalidated by ETag.
 */
import {
  PANCHANG_QUERY_FIELDS,
  panchangDayOf,
  panchangDayQuerySchema,
  panchangMonthOf,
  panchangMonthQuerySchema,
  type PanchangPlace,
} from '../../shared/contracts/panchang-query';
import { computeDayPanchang } from '../../shared/panchang/day';
import { PanchangConditionError } from '../../shared/panchang/errors';
import { computeMonthPanchang } from '../../shared/panchang/month';
import { cachedJson, tagJson } from '../lib/etag';
import { Refusal } from '../lib/http';
import { defineRoute } from '../lib/pipeline';
import { placeIndex } from '../lib/places';
import { CACHED_JSON_HEADERS, type RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { panchangDayAnswerSchema, panchangMonthAnswerSchema } from '../../shared/contracts/responses/panchang';

const CACHE_CONTROL = 'public, max-age=86400';

/** The place block of a panchang or calendar answer. */
export const placeOf = (p: PanchangPlace) => ({
  label: p.label,
  lat: p.lat,
  lon: p.lon,
  zone: p.zone,
  ...(p.place ? { id: p.place.id, country: p.place.country } : {}),
});

/** The contract of one day. */
export const panchangContract = {
  ...apiRoute('panchang'),
  summary:
    'The day panchang from sunrise to the next sunrise: elements with end times, rise/set, lunar month, samvat, muhurtas, choghadiya, hora',
  tags: ['Panchang'],
  query: panchangDayQuerySchema,
  queryOrder: PANCHANG_QUERY_FIELDS,
  cache: CACHE_CONTROL,
  responses: {
    200: {
      description: 'The day. Times are local ISO strings with the offset in force at each instant.',
      json: panchangDayAnswerSchema,
      headers: CACHED_JSON_HEADERS,
    },
    400: 'Bad input naming the field; a polar day or night, or a skipped day, is a 400 on date with condition.',
  },
} satisfies RouteContract;

/** The contract of one month of rows. */
export const panchangMonthContract = {
  ...apiRoute('panchangMonth'),
  summary: 'One row per day of a month: sunrise, sunset, vara, tithi and nakshatra at sunrise with end times',
  tags: ['Panchang'],
  query: panchangMonthQuerySchema,
  queryOrder: PANCHANG_QUERY_FIELDS,
  cache: CACHE_CONTROL,
  responses: {
    200: {
      description: 'The month; a polar day or night, or a date the zone skipped, gives a row with condition and message.',
      json: panchangMonthAnswerSchema,
      headers: CACHED_JSON_HEADERS,
    },
    400: 'Bad input naming the field.',
  },
} satisfies RouteContract;

/** One day; a polar day or night is the route's 400 with its condition. */
export const panchangRoute = defineRoute(panchangContract, ({ query }, request) => {
  const resolved = panchangDayOf(query, placeIndex());
  if (!resolved.ok) throw new Refusal(resolved.failure);
  const r = resolved.value;
  try {
    const panchang = computeDayPanchang({
      date: r.date,
      lat: r.lat,
      lon: r.lon,
      zone: r.zone,
      ayanamsa: r.ayanamsa,
      convention: r.convention!,
    });
    return cachedJson(request, tagJson({ status: 'ok', place: placeOf(r), panchang }), CACHE_CONTROL);
  } catch (error) {
    if (error instanceof PanchangConditionError)
      throw new Refusal({ field: error.field, message: error.message, details: { condition: error.condition } });
    throw error;
  }
});

/** One month of rows. */
export const panchangMonthRoute = defineRoute(panchangMonthContract, ({ query }, request) => {
  const resolved = panchangMonthOf(query, placeIndex());
  if (!resolved.ok) throw new Refusal(resolved.failure);
  const r = resolved.value;
  const month = computeMonthPanchang(r.year, r.month, {
    lat: r.lat,
    lon: r.lon,
    zone: r.zone,
    ayanamsa: r.ayanamsa,
    convention: r.convention!,
  });
  return cachedJson(request, tagJson({ status: 'ok', place: placeOf(r), month }), CACHE_CONTROL);
});
export const panchangDay = panchangRoute.handler;
export const panchangMonth = panchangMonthRoute.handler;
