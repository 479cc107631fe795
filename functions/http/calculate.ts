/**
 * GET /api/Calculate/{HH:MM}/{DD}/{MM}/{YYYY}/{±HH:MM}?lat=…&lon=…&ayanamsa=…[&node=…] — the
 * spec's calculation endpoint: a list of single-key objects Sun … Ketu with PlanetZodiacSign
 * {Name, DegreesIn {TotalDegrees}}, PlanetZodiacSignBasedOnHouseLongitudes, the five
 * "True"/"False" flags, PlanetsAspectingPlanet and HousePlanetOccupiesBasedOnLongitudes.
 * `place=` may stand in for lat/lon. Cacheable: Cache-Control plus ETag (If-None-Match → 304).
 */
import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { CALCULATE_QUERY_FIELDS } from '../../shared/contracts/birth-query';
import { birthRequestFrom, queryRecord } from '../lib/birth-request';
import { chartResponse } from '../lib/chart-response';
import { cachedJson } from '../lib/etag';
import { inputFailureResponse } from '../lib/field-error';
import { momentFromPath } from '../lib/path-birth';
import { cachedResponse } from '../lib/response-cache';
import type { RouteDefinition } from '../lib/route';
import { calculationList } from '../lib/vedastro-shape';

/**
 * No transits: the answer for a birth never changes, so a day of caching with ETag revalidation;
 * `private` because a birth moment and place are personal data that shared caches should not keep.
 */
const CACHE_CONTROL = 'private, max-age=86400';

/** The handler (see module comment). */
export async function calculate(request: HttpRequest, _context: InvocationContext): Promise<HttpResponseInit> {
  const key = `calculate|${request.url}|${JSON.stringify(request.params)}`;
  const hit = cachedResponse(key);
  if (hit) return cachedJson(request, hit, CACHE_CONTROL);
  const moment = momentFromPath(request.params);
  if (!moment.ok) return inputFailureResponse(moment.failure);
  const query = queryRecord(request.query);
  const raw: Record<string, string> = { ...moment.fields };
  for (const key of CALCULATE_QUERY_FIELDS) if (query[key] !== undefined) raw[key] = query[key];
  const result = birthRequestFrom(raw);
  if (!result.ok) return inputFailureResponse(result.failure);
  return chartResponse({
    request,
    cacheKey: key,
    routeKey: 'calculate',
    input: result.input,
    from: 'base',
    shape: calculationList,
    cacheControl: CACHE_CONTROL,
    onFailure: inputFailureResponse,
  });
}

/** Route row for functions/routes.ts. */
export const calculateRoute: RouteDefinition = {
  name: 'calculate',
  route: 'Calculate/{time}/{day}/{month}/{year}/{offset}',
  methods: ['GET'],
  handler: calculate,
};
