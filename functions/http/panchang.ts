/**
 * GET /api/panchang?date=YYYY-MM-DD&place=… (or lat, lon[, tz]) [&ayanamsa=LAHIRI][&sunrise=…]
 *   → {"status":"ok","place":…,"panchang":{…}}: the day from sunrise to the next sunrise
 *     (shared/panchang/day.ts).
 * GET /api/panchang/month?year=&month=&place=… → {"status":"ok","place":…,"month":{days:[…]}}.
 * Bad input names its field (400); an unknown place is never guessed; a polar day or night is a
 * 400 on `date` with `condition` (polar-day | polar-night | skipped-day). Answers depend only on the query, so
 * they are cached for a day and revalidated by ETag.
 */
import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { panchangDayRequest, panchangMonthRequest, type PanchangPlace } from '../../shared/contracts/panchang-query';
import { computeDayPanchang } from '../../shared/panchang/day';
import { PanchangConditionError } from '../../shared/panchang/errors';
import { computeMonthPanchang } from '../../shared/panchang/month';
import { cachedJson, tagJson } from '../lib/etag';
import { inputFailureResponse } from '../lib/field-error';
import { placeIndex } from '../lib/places';
import type { RouteDefinition } from '../lib/route';

const CACHE_CONTROL = 'public, max-age=86400';

const queryObject = (request: HttpRequest) => Object.fromEntries(request.query.entries());
const placeOf = (p: PanchangPlace) => ({
  label: p.label,
  lat: p.lat,
  lon: p.lon,
  zone: p.zone,
  ...(p.place ? { id: p.place.id, country: p.place.country } : {}),
});

function conditionResponse(error: unknown): HttpResponseInit {
  if (error instanceof PanchangConditionError) {
    return inputFailureResponse({ status: 400, field: error.field, message: error.message, details: { condition: error.condition } });
  }
  throw error;
}

/** One day. */
export async function panchangDay(request: HttpRequest, _context: InvocationContext): Promise<HttpResponseInit> {
  const parsed = panchangDayRequest(queryObject(request), placeIndex());
  if (!parsed.ok) return inputFailureResponse({ status: 400, ...parsed.failure });
  const r = parsed.value;
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
    return conditionResponse(error);
  }
}

/** One month of rows. */
export async function panchangMonth(request: HttpRequest, _context: InvocationContext): Promise<HttpResponseInit> {
  const parsed = panchangMonthRequest(queryObject(request), placeIndex());
  if (!parsed.ok) return inputFailureResponse({ status: 400, ...parsed.failure });
  const r = parsed.value;
  const month = computeMonthPanchang(r.year, r.month, {
    lat: r.lat,
    lon: r.lon,
    zone: r.zone,
    ayanamsa: r.ayanamsa,
    convention: r.convention!,
  });
  return cachedJson(request, tagJson({ status: 'ok', place: placeOf(r), month }), CACHE_CONTROL);
}

/** Route rows for functions/routes.ts. */
export const panchangRoute: RouteDefinition = { name: 'panchang', route: 'panchang', methods: ['GET'], handler: panchangDay };
export const panchangMonthRoute: RouteDefinition = {
  name: 'panchangMonth',
  route: 'panchang/month',
  methods: ['GET'],
  handler: panchangMonth,
};
