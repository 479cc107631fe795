/**
 * GET /api/varshaphal — the birth parameters of /api/chart plus `year` (0–120 completed years):
 * the Tajika annual chart (shared/compose/varshaphal.ts): the sidereal solar return to the
 * second, its ascendant, the muntha, the year lord among its five candidates with their
 * pancha-vargeeya bala, Tajika aspects, sahams and the mudda dasha. The birth time must be known
 * (the return is found to the second from it). Bad input → 400 naming the field.
 */
import { varshaphalAnswerSchema } from '../../shared/contracts/responses/depth';
import { VARSHAPHAL_QUERY_ORDER, varshaphalQuerySchema } from '../../shared/contracts/depth-query';
import { computeVarshaphal } from '../../shared/compose/varshaphal';
import { birthInputOf } from '../lib/birth-request';
import { chartResponse } from '../lib/chart-response';
import { cachedJson } from '../lib/etag';
import { Refusal } from '../lib/http';
import { defineRoute } from '../lib/pipeline';
import { cachedResponse } from '../lib/response-cache';
import type { RouteContract } from '../lib/route';

/** A birth's annual chart never changes; `private`: births are personal data. */
const CACHE_CONTROL = 'private, max-age=86400';

/** The contract (see module comment). */
export const varshaphalContract = {
  name: 'varshaphal',
  route: 'varshaphal',
  methods: ['GET'],
  summary: 'Varshaphal (Tajika annual chart) for a year of life: solar return, ascendant, muntha, year lord, sahams, mudda dasha',
  query: varshaphalQuerySchema,
  queryOrder: VARSHAPHAL_QUERY_ORDER,
  cache: CACHE_CONTROL,
  responses: {
    200: { description: 'The annual chart.', json: varshaphalAnswerSchema },
    400: 'Bad input naming the field (a birth field, or year outside 0–120); the birth time is required.',
  },
} satisfies RouteContract;

/** The route row; the handler is exported for tests. */
export const varshaphalRoute = defineRoute(varshaphalContract, ({ query }, request) => {
  if (query.time === undefined)
    throw new Refusal({
      field: 'time',
      message: 'time: required for a varshaphal (the annual chart is cast from the birth moment)',
      code: 'required',
      params: {},
    });
  const key = `varshaphal|${request.url}`;
  const hit = cachedResponse(key);
  if (hit) return cachedJson(request, hit, CACHE_CONTROL);
  return chartResponse({
    request,
    cacheKey: key,
    routeKey: `varshaphal:${query.year}`,
    input: birthInputOf(query),
    from: 'base',
    shape: (base) => ({ status: 'ok', ...computeVarshaphal(base, query.year) }),
    cacheControl: CACHE_CONTROL,
  });
});
export const varshaphal = varshaphalRoute.handler;
