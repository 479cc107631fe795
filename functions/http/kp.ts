/**
 * GET /api/kp — the birth parameters of /api/chart (ayanamsa KRISHNAMURTI unless named) and an
 * optional `horary` number 1–249: sidereal Placidus cusps, the sign/star/sub/sub-sub lords of
 * each cusp and graha, the four-level house significators and the ruling planets of the moment
 * and place (shared/compose/kp.ts). Where Placidus fails (polar latitudes) the answer says so in
 * `caution` and gives Porphyry cusps. Bad input → 400 naming the field.
 */
import { kpAnswerSchema } from '../../shared/contracts/responses/depth';
import { KP_QUERY_ORDER, kpQuerySchema } from '../../shared/contracts/depth-query';
import { computeKp } from '../../shared/compose/kp';
import { birthInputOf } from '../lib/birth-request';
import { chartResponse } from '../lib/chart-response';
import { cachedJson } from '../lib/etag';
import { defineRoute } from '../lib/pipeline';
import { cachedResponse } from '../lib/response-cache';
import type { RouteContract } from '../lib/route';

/** A birth's KP chart never changes; `private`: births are personal data. */
const CACHE_CONTROL = 'private, max-age=86400';

/** The contract (see module comment). */
export const kpContract = {
  name: 'kp',
  route: 'kp',
  methods: ['GET'],
  summary: 'KP (Krishnamurti Paddhati): Placidus cusps, sign/star/sub/sub-sub lords, house significators, ruling planets, horary 1–249',
  query: kpQuerySchema,
  queryOrder: KP_QUERY_ORDER,
  cache: CACHE_CONTROL,
  responses: {
    200: { description: 'The KP chart.', json: kpAnswerSchema },
    400: 'Bad input naming the field (a birth field or horary).',
  },
} satisfies RouteContract;

/** The route row; the handler is exported for tests. */
export const kpRoute = defineRoute(kpContract, ({ query }, request) => {
  const key = `kp|${request.url}`;
  const hit = cachedResponse(key);
  if (hit) return cachedJson(request, hit, CACHE_CONTROL);
  const horary = query.horary ?? null;
  return chartResponse({
    request,
    cacheKey: key,
    routeKey: `kp:${horary ?? ''}`,
    input: birthInputOf(query),
    from: 'base',
    shape: (base) => ({ status: 'ok', ...computeKp(base, horary) }),
    cacheControl: CACHE_CONTROL,
  });
});
export const kp = kpRoute.handler;
