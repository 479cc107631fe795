/**
 * GET /api/compare — the birth parameters of /api/chart plus `profiles` (a comma list of
 * settings profiles; all when absent): each profile's settings with the source of each, its
 * sidereal positions, Vimshottari mahadasha/antardasha starts and panchang, every difference with
 * the setting that causes it and by how much (found by switching one setting at a time), and the
 * lagna/Moon values a small birth-time error would flip (shared/chart/compare/compare.ts).
 * `ayanamsa` and `node` cast our own profile (`default`) as the chart was cast (the site sends
 * Lahiri); the other profiles keep their own. An unknown profile is a 400 listing the profiles.
 */
import { compareAnswerSchema } from '../../shared/contracts/responses/compare';
import { COMPARE_QUERY_ORDER, compareQuerySchema } from '../../shared/contracts/compare-query';
import { apiRoute } from '../../shared/contracts/routes';
import { compareChartInput } from '../../shared/chart/compare/compare';
import { birthInputOf } from '../lib/birth-request';
import { cachedJson, tagJson } from '../lib/etag';
import { defineRoute } from '../lib/pipeline';
import { cachedResponse, rememberResponse } from '../lib/response-cache';
import type { RouteContract } from '../lib/route';

/** A birth's comparison never changes; `private`: births are personal data. */
const CACHE_CONTROL = 'private, max-age=86400';

/** The contract (see module comment). */
export const compareContract = {
  ...apiRoute('compare'),
  summary:
    'One birth under the settings of other programs (PyJHora, Jagannatha Hora, AstroSage, Drik Panchang, VedAstro, KP, B.V. Raman): every difference with its cause',
  description:
    'Profiles and the source of each setting: shared/chart/CONVENTIONS.md (Profiles). The first profile named is the reference; ' +
    'each difference names the settings in which a profile differs from it and what switching each alone does (how far it moves a longitude or a date, ' +
    'whether it alone gives the other sign, nakshatra, tithi …). `fragility` lists the lagna and Moon signs and nakshatras that a birth time off by ' +
    'up to 15 minutes would change, with the minutes.',
  query: compareQuerySchema,
  queryOrder: COMPARE_QUERY_ORDER,
  cache: CACHE_CONTROL,
  responses: {
    200: { description: 'The comparison.', json: compareAnswerSchema },
    400: 'Bad input naming the field: a birth field, an unknown profile (the message lists the profiles).',
  },
} satisfies RouteContract;

/** The route row; the handler is exported for tests. */
export const compareRoute = defineRoute(compareContract, ({ query }, request) => {
  const key = `compare|${request.url}`;
  const hit = cachedResponse(key);
  if (hit) return cachedJson(request, hit, CACHE_CONTROL);
  const tagged = tagJson({ status: 'ok', ...compareChartInput(birthInputOf(query), query.profiles) });
  rememberResponse(key, tagged);
  return cachedJson(request, tagged, CACHE_CONTROL);
});
export const compare = compareRoute.handler;
