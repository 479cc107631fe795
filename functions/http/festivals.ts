/**
 * GET /api/festivals?year=YYYY&place=… (or lat, lon[, tz]) [&ayanamsa][&sunrise]
 *   → {"status":"ok","place":…,"year":…,"adhikaMasa":[…],"kshayaMasa":[…],"festivals":[{key,name,date,kind,month,rule,alternatives?,window?}]}
 *     (shared/calendar/festivals.ts).
 * GET /api/festivals.ics?… → the same year as an iCalendar file (shared/calendar/ics.ts).
 * Bad input names its field (400): a year outside 1900–2100, an unknown place, a polar place.
 * Answers depend only on the query: cached for a day and revalidated by ETag.
 */
import { hash } from 'node:crypto';
import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { computeFestivals } from '../../shared/calendar/festivals';
import { festivalsIcs } from '../../shared/calendar/ics';
import { festivalsRequest } from '../../shared/contracts/calendar-query';
import type { PanchangPlace } from '../../shared/contracts/panchang-query';
import { cachedJson, matchesIfNoneMatch, tagJson } from '../lib/etag';
import { failureFromFieldError, inputFailureResponse } from '../lib/field-error';
import { placeIndex } from '../lib/places';
import type { RouteDefinition } from '../lib/route';

const CACHE_CONTROL = 'public, max-age=86400';

const queryObject = (request: HttpRequest) => Object.fromEntries(request.query.entries());
/** The place block of the answer (as /api/panchang writes it). */
export const placeOf = (p: PanchangPlace) => ({
  label: p.label,
  lat: p.lat,
  lon: p.lon,
  zone: p.zone,
  ...(p.place ? { id: p.place.id, country: p.place.country } : {}),
});

/** The year for a validated query, or the 400 naming the field. */
function festivalYear(
  request: HttpRequest,
): { ok: true; place: PanchangPlace; answer: ReturnType<typeof computeFestivals> } | { ok: false; response: HttpResponseInit } {
  const parsed = festivalsRequest(queryObject(request), placeIndex());
  if (!parsed.ok) return { ok: false, response: inputFailureResponse({ status: 400, ...parsed.failure }) };
  const r = parsed.value;
  try {
    const answer = computeFestivals({ lat: r.lat, lon: r.lon, zone: r.zone, ayanamsa: r.ayanamsa, convention: r.convention! }, r.year);
    return { ok: true, place: r, answer };
  } catch (error) {
    const failure = failureFromFieldError(error);
    if (failure) return { ok: false, response: inputFailureResponse(failure) };
    throw error;
  }
}

/** The year as JSON. */
export async function festivals(request: HttpRequest, _context: InvocationContext): Promise<HttpResponseInit> {
  const year = festivalYear(request);
  if (!year.ok) return year.response;
  return cachedJson(request, tagJson({ status: 'ok', place: placeOf(year.place), ...year.answer }), CACHE_CONTROL);
}

/** The year as an iCalendar file. */
export async function festivalsCalendar(request: HttpRequest, _context: InvocationContext): Promise<HttpResponseInit> {
  const year = festivalYear(request);
  if (!year.ok) return year.response;
  const label = year.place.label ?? `${year.place.lat.toFixed(2)}, ${year.place.lon.toFixed(2)}`;
  const text = festivalsIcs(year.answer.festivals, { label, lat: year.place.lat, lon: year.place.lon }, year.answer.year);
  const etag = `"${hash('sha1', text, 'base64url')}"`;
  const headers: Record<string, string> = { etag, 'cache-control': CACHE_CONTROL };
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) return { status: 304, headers };
  return {
    status: 200,
    headers: {
      ...headers,
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="festivals-${year.answer.year}.ics"`,
    },
    body: text,
  };
}

/** Route rows for functions/routes.ts. */
export const festivalsRoute: RouteDefinition = { name: 'festivals', route: 'festivals', methods: ['GET'], handler: festivals };
export const festivalsIcsRoute: RouteDefinition = {
  name: 'festivalsIcs',
  route: 'festivals.ics',
  methods: ['GET'],
  handler: festivalsCalendar,
};
