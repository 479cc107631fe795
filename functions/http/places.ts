/**
 * GET /api/places?q=…&limit=… — place search for the birth-place picker: prefix and
 * diacritic-insensitive on names and former names ("Bombay"), "City, Region, Country" style
 * qualifiers, ranked by match then population. Empty or > 100-character `q`, or a bad
 * `limit` → 400 naming the field.
 */
import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { MAX_PLACE_QUERY_LENGTH, MAX_PLACE_RESULTS } from '../../shared/places/index';
import { cachedJson, tagJson } from '../lib/etag';
import { inputFailureResponse } from '../lib/field-error';
import { placeIndex } from '../lib/places';
import type { RouteDefinition } from '../lib/route';

/** The index changes only with a deploy: a day of caching is safe. */
const CACHE_CONTROL = 'public, max-age=86400';
const DEFAULT_LIMIT = 10;

/** The handler (see module comment). */
export async function places(request: HttpRequest, _context: InvocationContext): Promise<HttpResponseInit> {
  const q = request.query.get('q');
  if (q === null || q.trim() === '') return inputFailureResponse({ status: 400, field: 'q', message: 'q: empty query; type the first letters of a city or town' });
  if (q.length > MAX_PLACE_QUERY_LENGTH) return inputFailureResponse({ status: 400, field: 'q', message: `q: longer than ${MAX_PLACE_QUERY_LENGTH} characters` });
  const limitText = request.query.get('limit');
  let limit = DEFAULT_LIMIT;
  if (limitText !== null && limitText !== '') {
    if (!/^\d{1,3}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > MAX_PLACE_RESULTS) {
      return inputFailureResponse({ status: 400, field: 'limit', message: `limit: expected a whole number 1–${MAX_PLACE_RESULTS}, got ${JSON.stringify(limitText.slice(0, 20))}` });
    }
    limit = Number(limitText);
  }
  const matches = placeIndex().search(q, limit);
  const body = {
    status: 'ok',
    query: q,
    count: matches.length,
    places: matches.map(({ place, match, alias }) => ({
      id: place.id, label: place.label, name: place.name, region: place.region, country: place.country, countryCode: place.countryCode,
      lat: place.lat, lon: place.lon, zone: place.zone, population: place.population, match, ...(alias ? { alias } : {}),
    })),
  };
  return cachedJson(request, tagJson(body), CACHE_CONTROL);
}

/** Route row for functions/routes.ts. */
export const placesRoute: RouteDefinition = { name: 'places', route: 'places', methods: ['GET'], handler: places };
