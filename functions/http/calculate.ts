/**
 * GET /api/Calculate/{HH:MM}/{DD}/{MM}/{YYYY}/{±HH:MM}?lat=…&lon=…&ayanamsa=…[&node=…] — the
 * spec's calculation endpoint: a list of single-key objects Sun … Ketu with PlanetZodiacSign
 * {Name, DegreesIn {TotalDegrees}}, PlanetZodiacSignBasedOnHouseLongitudes, the five
 * "True"/"False" flags, PlanetsAspectingPlanet and HousePlanetOccupiesBasedOnLongitudes.
 * `place=` may stand in for lat/lon. Cacheable: Cache-Control plus ETag (If-None-Match → 304).
 */
import { z } from 'zod';
import { birthQuerySchema, CALCULATE_QUERY_FIELDS } from '../../shared/contracts/birth-query';
import { timeField, utcOffsetField } from '../../shared/contracts/fields';
import { birthRequestFrom } from '../lib/birth-request';
import { chartResponse } from '../lib/chart-response';
import { cachedJson } from '../lib/etag';
import { Refusal } from '../lib/http';
import { momentFromPath } from '../lib/path-birth';
import { defineRoute } from '../lib/pipeline';
import { cachedResponse } from '../lib/response-cache';
import { CACHED_JSON_HEADERS, type RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { calculateAnswerSchema } from '../../shared/contracts/responses/chart';
import { calculationList } from '../lib/vedastro-shape';

/**
 * No transits: the answer for a birth never changes, so a day of caching with ETag revalidation;
 * `private` because a birth moment and place are personal data that shared caches should not keep.
 */
const CACHE_CONTROL = 'private, max-age=86400';

/** The date-and-time segments of `/api/Calculate/{time}/{day}/{month}/{year}/{offset}`. */
const momentPathSchema = z.object({
  time: timeField,
  day: z.string().meta({ description: 'Day DD.', pattern: '^\\d{1,2}$', examples: ['01'] }),
  month: z.string().meta({ description: 'Month MM.', pattern: '^\\d{1,2}$', examples: ['07'] }),
  year: z.string().meta({ description: 'Year YYYY (range as for date).', pattern: '^\\d{4}$', examples: ['1990'] }),
  offset: utcOffsetField('offset').meta({ description: 'UTC offset ±HH:MM (−12:00…+14:00); a raw + or %2B.' }),
});

/** The contract (see module comment). */
export const calculateContract = {
  ...apiRoute('calculate'),
  summary: 'Planet analysis list (spec calculation endpoint)',
  path: momentPathSchema,
  // The birth fields of the query join the path's moment before they are checked together.
  query: z.object(Object.fromEntries(CALCULATE_QUERY_FIELDS.map((f) => [f, birthQuerySchema.shape[f]]))),
  queryCheckedBy: 'handler',
  cache: CACHE_CONTROL,
  responses: {
    200: { description: 'Single-key objects Sun … Ketu.', json: calculateAnswerSchema, headers: CACHED_JSON_HEADERS },
    400: 'Bad input naming the field.',
  },
} satisfies RouteContract;

/** The route row; the handler is exported for tests. */
export const calculateRoute = defineRoute(calculateContract, ({ rawQuery }, request) => {
  const key = `calculate|${request.url}|${JSON.stringify(request.params)}`;
  const hit = cachedResponse(key);
  if (hit) return cachedJson(request, hit, CACHE_CONTROL);
  const moment = momentFromPath(request.params);
  if (!moment.ok) throw new Refusal(moment.failure);
  const raw: Record<string, string> = { ...moment.fields };
  for (const key of CALCULATE_QUERY_FIELDS) if (rawQuery[key] !== undefined) raw[key] = rawQuery[key];
  const result = birthRequestFrom(raw);
  if (!result.ok) throw new Refusal(result.failure);
  return chartResponse({
    request,
    cacheKey: key,
    routeKey: 'calculate',
    input: result.input,
    from: 'base',
    shape: calculationList,
    cacheControl: CACHE_CONTROL,
  });
});
export const calculate = calculateRoute.handler;
