/**
 * GET /api/dashas — the birth parameters of /api/chart plus `system` (vimshottari, yogini,
 * ashtottari, chara; default vimshottari) and, for chara, `method` (kn-rao by default, pvn-rao):
 * the mahadashas from the one running at birth, each with its antardashas
 * (shared/compose/dashas.ts; conventions in shared/chart/CONVENTIONS.md). Bad input → 400
 * naming the field and the allowed values.
 */
import { dashasAnswerSchema } from '../../shared/contracts/responses/depth';
import { DASHAS_QUERY_ORDER, dashasQuerySchema } from '../../shared/contracts/depth-query';
import { computeDashas } from '../../shared/compose/dashas';
import { dashasView } from '../../shared/compose/dashas-view';
import { birthInputOf } from '../lib/birth-request';
import { chartResponse } from '../lib/chart-response';
import { cachedJson } from '../lib/etag';
import { defineRoute } from '../lib/pipeline';
import { cachedResponse } from '../lib/response-cache';
import type { RouteContract } from '../lib/route';

/** A birth's dashas never change; `private`: births are personal data. */
const CACHE_CONTROL = 'private, max-age=86400';

/** The contract (see module comment). */
export const dashasContract = {
  name: 'dashas',
  route: 'dashas',
  methods: ['GET'],
  summary: 'Dashas of a birth by system: Vimshottari, Yogini, Ashtottari or Chara (K.N. Rao or PVN Rao), mahadashas with antardashas',
  query: dashasQuerySchema,
  queryOrder: DASHAS_QUERY_ORDER,
  cache: CACHE_CONTROL,
  responses: {
    200: { description: 'The dasha timeline.', json: dashasAnswerSchema },
    400: 'Bad input naming the field (a birth field, system or method) and the allowed values.',
  },
} satisfies RouteContract;

/** The route row; the handler is exported for tests. */
export const dashasRoute = defineRoute(dashasContract, ({ query }, request) => {
  const key = `dashas|${request.url}`;
  const hit = cachedResponse(key);
  if (hit) return cachedJson(request, hit, CACHE_CONTROL);
  const system = query.system ?? 'vimshottari';
  const method = system === 'chara' ? (query.method ?? 'kn-rao') : undefined;
  return chartResponse({
    request,
    cacheKey: key,
    routeKey: `dashas:${system}:${method ?? ''}`,
    input: birthInputOf(query),
    from: 'base',
    shape: (base) => ({ status: 'ok', ...dashasView(computeDashas(base, system, method)) }),
    cacheControl: CACHE_CONTROL,
  });
});
export const dashas = dashasRoute.handler;
