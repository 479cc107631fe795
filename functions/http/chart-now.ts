/**
 * GET /api/chart/now — the birth parameters of /api/chart plus `day` (YYYY-MM-DD, the visitor's
 * today in their zone): each graha's transit sign with its house from the lagna and the Moon, the
 * running maha/antar/pratyantar dasha, Sade Sati and Dhaiya over the whole life with the current
 * one marked, and the next twelve months of events (ingresses, stations, dasha changes), each
 * with a one-line reading in English and Hindi (shared/interpretation/report/now.ts). The answer
 * depends only on the query (no clock), so it is cached for a day; bad input → 400 naming the field.
 */
import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { parseNowDay } from '../../shared/contracts/now-query';
import { buildNowReport } from '../../shared/interpretation/report/now';
import { birthRequestFrom, queryRecord } from '../lib/birth-request';
import { chartResponse } from '../lib/chart-response';
import { cachedJson } from '../lib/etag';
import { inputFailureResponse } from '../lib/field-error';
import { cachedResponse } from '../lib/response-cache';
import type { RouteDefinition } from '../lib/route';

/** Same day, same answer; `private`: births are personal data. */
const CACHE_CONTROL = 'private, max-age=86400';

/** The handler (see module comment). */
export async function chartNow(request: HttpRequest, _context: InvocationContext): Promise<HttpResponseInit> {
  const key = `now|${request.url}`;
  const hit = cachedResponse(key);
  if (hit) return cachedJson(request, hit, CACHE_CONTROL);
  const query = queryRecord(request.query);
  const birth = birthRequestFrom(query);
  if (!birth.ok) return inputFailureResponse(birth.failure);
  const day = parseNowDay(query.day);
  if (!day.ok) return inputFailureResponse({ status: 400, field: day.field, message: day.message });
  return chartResponse({
    request,
    cacheKey: key,
    routeKey: `now:${day.day}`,
    input: birth.input,
    // The natal chart alone: the transits of `day` are part of the report.
    transitJdUt: undefined,
    shape: (model) => ({ status: 'ok', now: buildNowReport(model, day.day) }),
    cacheControl: CACHE_CONTROL,
    onFailure: inputFailureResponse,
  });
}

/** Route row for functions/routes.ts. */
export const chartNowRoute: RouteDefinition = { name: 'chartNow', route: 'chart/now', methods: ['GET'], handler: chartNow };
