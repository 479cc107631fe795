/**
 * GET /api/chart/now — the birth parameters of /api/chart plus `day` (YYYY-MM-DD, the visitor's
 * today in their zone): each graha's transit sign with its house from the lagna and the Moon, the
 * running maha/antar/pratyantar dasha, Sade Sati and Dhaiya over the whole life with the current
 * one marked, and the next twelve months of events (ingresses, stations, dasha changes), each
 * with a one-line reading in English and Hindi, and in `locale` when that is Bengali, Marathi, Telugu
 * or Tamil (shared/interpretation/report/now.ts). The answer
 * depends only on the query (no clock), so it is cached for a day; bad input → 400 naming the field.
 */
import type { HttpResponseInit } from '@azure/functions';
import { NOW_QUERY_ORDER, nowQuerySchema } from '../../shared/contracts/chart-query';
import { buildNowReport } from '../../shared/interpretation/report/now';
import { birthInputOf } from '../lib/birth-request';
import { chartResponse } from '../lib/chart-response';
import { cachedJson } from '../lib/etag';
import { defineRoute } from '../lib/pipeline';
import { cachedResponse } from '../lib/response-cache';
import { CACHED_JSON_HEADERS, type RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { nowAnswerSchema } from '../../shared/contracts/responses/chart';
import { DEFAULT_LOCALE } from '../../shared/i18n/locale';

/** Same day, same answer; `private`: births are personal data. */
const CACHE_CONTROL = 'private, max-age=86400';

/** The contract (see module comment). */
export const chartNowContract = {
  ...apiRoute('chartNow'),
  summary: "Now for a birth: transits from the lagna and the Moon, the running dasha, Sade Sati and Dhaiya, the next twelve months' events",
  query: nowQuerySchema,
  queryOrder: NOW_QUERY_ORDER,
  cache: CACHE_CONTROL,
  responses: {
    200: { description: 'The now report.', json: nowAnswerSchema, headers: CACHED_JSON_HEADERS },
    400: 'Bad input naming the field (a birth field or day).',
  },
} satisfies RouteContract;

/** The route row; the handler is exported for tests. */
export const chartNowRoute = defineRoute(chartNowContract, ({ query }, request): HttpResponseInit => {
  const key = `now|${request.url}`;
  const hit = cachedResponse(key);
  if (hit) return cachedJson(request, hit, CACHE_CONTROL);
  const day = query.day;
  return chartResponse({
    request,
    cacheKey: key,
    routeKey: `now:${day}:${query.locale ?? DEFAULT_LOCALE}`,
    input: birthInputOf(query),
    // The natal chart alone: the transits of `day` are part of the report.
    transitJdUt: undefined,
    shape: (model) => ({ status: 'ok', now: buildNowReport(model, day, query.locale) }),
    cacheControl: CACHE_CONTROL,
  });
});
export const chartNow = chartNowRoute.handler;
