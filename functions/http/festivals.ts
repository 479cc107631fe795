/**
 * GET /api/festivals?year=YYYY&place=… (or lat, lon[, tz]) [&ayanamsa][&sunrise]
 *   → {"status":"ok","place":…,"year":…,"adhikaMasa":[…],"kshayaMasa":[…],"festivals":[{key,name,date,kind,month,rule,alternatives?,window?}]}
 *     (shared/calendar/festivals.ts).
 * GET /api/festivals.ics?… → the same year as an iCalendar file (shared/calendar/ics.ts).
 * Bad input names its field (400): a year outside 1900–2100, an unknown place, a polar place.
 * Answers depend only on the query: cached for a day and revalidated by ETag.
 */
import { festivalsAnswerSchema } from '../../shared/contracts/responses/calendar';
import { hash } from 'node:crypto';
import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import { computeFestivals } from '../../shared/calendar/festivals';
import { festivalsIcs } from '../../shared/calendar/ics';
import { CALENDAR_QUERY_FIELDS, festivalsOf, festivalsQuerySchema } from '../../shared/contracts/calendar-query';
import { cachedJson, matchesIfNoneMatch, tagJson } from '../lib/etag';
import { Refusal } from '../lib/http';
import { defineRoute } from '../lib/pipeline';
import { placeIndex } from '../lib/places';
import type { RouteContract } from '../lib/route';
import { placeOf } from './panchang';

const CACHE_CONTROL = 'public, max-age=86400';

/** The contract of the year as JSON. */
export const festivalsContract = {
  methods: ['GET'],
  tags: ['Calendar'],
  query: festivalsQuerySchema,
  queryOrder: CALENDAR_QUERY_FIELDS,
  cache: CACHE_CONTROL,
  name: 'festivals',
  route: 'festivals',
  summary:
    'Festivals, vrats, Ekadashis (Smarta and Vaishnava, with parana) and sankrantis of a year at a place, each with its deciding rule',
  responses: {
    200: {
      description: 'The year: every entry with its date, kind, lunar month, deciding rule, alternatives and windows.',
      json: festivalsAnswerSchema,
    },
    400: 'Bad input naming the field: a year outside 1900–2100, an unknown place, a place where the Sun does not rise or set.',
  },
} satisfies RouteContract;

/** The contract of the year as an iCalendar file. */
export const festivalsIcsContract = {
  methods: ['GET'],
  tags: ['Calendar'],
  query: festivalsQuerySchema,
  queryOrder: CALENDAR_QUERY_FIELDS,
  cache: CACHE_CONTROL,
  name: 'festivalsIcs',
  route: 'festivals.ics',
  summary: 'The same year as an iCalendar file (all-day events, stable UIDs, the rule in the description)',
  responses: {
    200: { description: 'RFC 5545 calendar that Google, Apple and Outlook calendars import.', binary: 'text/calendar' },
    400: 'Bad input naming the field, as /api/festivals.',
  },
} satisfies RouteContract;

/** The year of a parsed query. */
function festivalYear(query: Parameters<typeof festivalsOf>[0]) {
  const resolved = festivalsOf(query, placeIndex());
  if (!resolved.ok) throw new Refusal(resolved.failure);
  const r = resolved.value;
  return {
    place: r,
    answer: computeFestivals({ lat: r.lat, lon: r.lon, zone: r.zone, ayanamsa: r.ayanamsa, convention: r.convention! }, r.year),
  };
}

/** The year as JSON. */
export const festivalsRoute = defineRoute(festivalsContract, ({ query }, request) => {
  const { place, answer } = festivalYear(query);
  return cachedJson(request, tagJson({ status: 'ok', place: placeOf(place), ...answer }), CACHE_CONTROL);
});

/** The year as an iCalendar file, with its own ETag. */
export const festivalsIcsRoute = defineRoute(festivalsIcsContract, ({ query }, request: HttpRequest): HttpResponseInit => {
  const { place, answer } = festivalYear(query);
  const label = place.label ?? `${place.lat.toFixed(2)}, ${place.lon.toFixed(2)}`;
  const text = festivalsIcs(answer.festivals, { label, lat: place.lat, lon: place.lon }, answer.year);
  const etag = `"${hash('sha1', text, 'base64url')}"`;
  const headers: Record<string, string> = { etag, 'cache-control': CACHE_CONTROL };
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) return { status: 304, headers };
  return {
    status: 200,
    headers: {
      ...headers,
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="festivals-${answer.year}.ics"`,
    },
    body: text,
  };
});
export const festivals = festivalsRoute.handler;
export const festivalsCalendar = festivalsIcsRoute.handler;
