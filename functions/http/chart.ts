/**
 * GET /api/chart — the whole chart in one call: `name, date, time, lat, lon` plus `tz` |
 * `utcOffset` | `place`, `ayanamsa` (default RAMAN), `node` (default mean). Answers
 * `{status: "ok", chart}` with the full ChartModel, transits for today, and `chart.input`
 * carrying place, zone, UTC offset (±HH:MM) and cautions. Coordinates alone take the zone of
 * the nearby places when those agree (else 400 naming tz). Bad input → 400 naming the field;
 * a time in a DST gap or overlap → 400 with `kind` and the candidate offsets.
 */
import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { birthRequestFrom, queryRecord } from '../lib/birth-request';
import { transitJdUtForDay } from '../lib/charts';
import { chartResponse } from '../lib/chart-response';
import { cachedJson } from '../lib/etag';
import { inputFailureResponse } from '../lib/field-error';
import { cachedResponse } from '../lib/response-cache';
import type { RouteDefinition } from '../lib/route';

/** The browser may reuse a chart for an hour (transits are per UTC day); `private`: names and births are personal data. */
const CACHE_CONTROL = 'private, max-age=3600';

/** The handler (see module comment); reads the clock for the transit day. */
export async function chart(request: HttpRequest, _context: InvocationContext): Promise<HttpResponseInit> {
  const transitJdUt = transitJdUtForDay(Date.now());
  const key = `chart|${transitJdUt}|${request.url}`;
  const hit = cachedResponse(key);
  if (hit) return cachedJson(request, hit, CACHE_CONTROL);
  const result = birthRequestFrom(queryRecord(request.query));
  if (!result.ok) return inputFailureResponse(result.failure);
  return chartResponse({
    request, cacheKey: key, routeKey: 'chart', input: result.input, transitJdUt,
    shape: (model) => ({ status: 'ok', chart: model }), cacheControl: CACHE_CONTROL, onFailure: inputFailureResponse,
  });
}

/** Route row for functions/routes.ts. */
export const chartRoute: RouteDefinition = { name: 'chart', route: 'chart', methods: ['GET'], handler: chart };
