/**
 * The seven VedAstro-style chart data routes of spec §7 share one shape:
 * `…/Location/{place or "lat,lon"}/Time/{HH:MM}/{DD}/{MM}/{YYYY}/{±HH:MM}/Ayanamsa/{NAME}` →
 * `{Status: "Pass", Payload: {<Name>: …}}`, or HTTP 400 `{Status: "Fail", Payload: "<message naming the field>"}`.
 * Each route file calls `vedAstroRoute` with its name and its pure ChartModel → payload function.
 */
import type { HttpHandler, HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import type { ChartModel } from '../../shared/chart/model';
import { birthRequestFrom } from './birth-request';
import { chartResponse } from './chart-response';
import { cachedJson } from './etag';
import type { InputFailure } from './field-error';
import { locationFields, momentFromPath } from './path-birth';
import { cachedResponse } from './response-cache';
import type { RouteDefinition } from './route';

/** No transits in these payloads, so a chart's answer never changes: cache a day, revalidate by ETag; `private`: births are personal data. */
const CACHE_CONTROL = 'private, max-age=86400';

/** The path after the route's own prefix. */
export const VEDASTRO_TAIL = 'Location/{location}/Time/{time}/{day}/{month}/{year}/{offset}/Ayanamsa/{ayanamsa}';

/** `{Status: "Fail", Payload: message}` with the failure's status. */
export function vedAstroFail(failure: InputFailure): HttpResponseInit {
  return {
    status: failure.status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify({ Status: 'Fail', Payload: failure.message, Field: failure.field, ...(failure.details ? { Details: failure.details } : {}) }),
  };
}

/** A handler answering `{Status: "Pass", Payload: {[payloadName]: shape(chart)}}`. */
export function vedAstroHandler(payloadName: string, shape: (chart: ChartModel) => unknown): HttpHandler {
  return async (request: HttpRequest, _context: InvocationContext): Promise<HttpResponseInit> => {
    const key = `${payloadName}|${request.url}|${JSON.stringify(request.params)}`;
    const hit = cachedResponse(key);
    if (hit) return cachedJson(request, hit, CACHE_CONTROL);
    const params = request.params;
    const moment = momentFromPath(params);
    if (!moment.ok) return vedAstroFail(moment.failure);
    const location = params.location ?? '';
    if (location.trim() === '' || location.length > 100) {
      return vedAstroFail({ status: 400, field: 'location', message: `location: expected a place name or "lat,lon" of at most 100 characters` });
    }
    const result = birthRequestFrom({ ...moment.fields, ...locationFields(location), ayanamsa: params.ayanamsa ?? '' });
    if (!result.ok) return vedAstroFail(result.failure);
    return chartResponse({
      request, cacheKey: key, routeKey: payloadName, input: result.input, transitJdUt: undefined,
      shape: (chart) => ({ Status: 'Pass', Payload: { [payloadName]: shape(chart) } }), cacheControl: CACHE_CONTROL, onFailure: vedAstroFail,
    });
  };
}

/** The route row for one VedAstro-style call: `prefix` is e.g. `AllPlanetData/PlanetName/All`. */
export function vedAstroRoute(name: string, prefix: string, shape: (chart: ChartModel) => unknown): RouteDefinition {
  return { name, route: `${prefix}/${VEDASTRO_TAIL}`, methods: ['GET'], handler: vedAstroHandler(name, shape) };
}
