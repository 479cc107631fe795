/**
 * GET /api/places?q=…&limit=… — place search for the birth-place picker: prefix and
 * diacritic-insensitive on names and former names ("Bombay"), "City, Region, Country" style
 * qualifiers, ranked by match then population. `resolved` is the one place the text stands for
 * when it names exactly one ("Mumbai, India", "London, UK", "Austin, TX"; the same matcher as
 * `place=` on the chart routes), else null, so a client holding typed text need not guess from
 * the list. Empty or > 100-character `q`, or a bad `limit` → 400 naming the field.
 */
import { placesQuerySchema } from '../../shared/contracts/places-query';
import { cachedJson, tagJson } from '../lib/etag';
import { defineRoute } from '../lib/pipeline';
import { placeIndex } from '../lib/places';
import { CACHED_JSON_HEADERS, type RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { placesAnswerSchema } from '../../shared/contracts/responses/places';
import type { Place } from '../../shared/places/types';

/** The fields of a place every answer carries. */
const placeFields = (place: Place) => ({
  id: place.id,
  label: place.label,
  name: place.name,
  region: place.region,
  country: place.country,
  countryCode: place.countryCode,
  lat: place.lat,
  lon: place.lon,
  zone: place.zone,
  population: place.population,
});

/** The index changes only with a deploy: a day of caching is safe. */
const CACHE_CONTROL = 'public, max-age=86400';

/** The contract (see module comment). */
export const placesContract = {
  ...apiRoute('places'),
  summary: 'Search birth places (prefix, diacritic-insensitive, former names, "City, Region, Country")',
  query: placesQuerySchema,
  cache: CACHE_CONTROL,
  responses: {
    200: { description: 'Matches, best first.', json: placesAnswerSchema, headers: CACHED_JSON_HEADERS },
    400: 'Empty or too long q, or bad limit.',
  },
} satisfies RouteContract;

/** The route row; the handler is exported for tests. */
export const placesRoute = defineRoute(placesContract, ({ query }, request) => {
  const { q, limit } = query;
  const index = placeIndex();
  const matches = index.search(q, limit);
  const resolution = index.resolve(q);
  const body = {
    status: 'ok',
    query: q,
    count: matches.length,
    places: matches.map(({ place, match, alias }) => ({ ...placeFields(place), match, ...(alias ? { alias } : {}) })),
    resolved: resolution.kind === 'found' ? placeFields(resolution.place) : null,
  };
  return cachedJson(request, tagJson(body), CACHE_CONTROL);
});
export const places = placesRoute.handler;
