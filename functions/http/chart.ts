/**
 * GET /api/chart — the chart in one call: `name, date, time, lat, lon` plus `tz` | `utcOffset` |
 * `place`, `ayanamsa` (default RAMAN), `node` (default mean). Answers `{status: "ok", detail,
 * chart}`: by default the lean body (shared/chart/view.ts: ~14 kB instead of ~150 kB, what the
 * pages and the chat read; the client rebuilds the dasha periods, the varga signs and the
 * planet-in-house and planet-in-sign readings), with
 * `include=dasha,readings,vargas,shadbala,bhavaBala,relationships,yogas` adding those parts (yogas: why each
 * yoga/dosha holds, its family and source, and the Manglik and Kala Sarpa checks)
 * and `detail=full` giving the whole ChartModel. Transits are for today; `chart.input` carries
 * place, zone, UTC offset (±HH:MM) and cautions. Coordinates alone take the zone of the nearby
 * places when those agree (else 400 naming tz). Bad input → 400 naming the field; a time in a DST
 * gap or overlap → 400 with `kind` and the candidate offsets.
 * GET /api/chart/pratyantardashas — the same birth parameters plus `mahadasha` and `antardasha`
 * (0-based indices into the lists of the chart's dasha): that antardasha's nine pratyantardashas.
 */
import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import { leanChart, pratyantardashasOf } from '../../shared/chart/view';
import type { z } from 'zod';
import type { ChartInput, ChartModel } from '../../shared/model/chart';
import { profileChartSettings, type ProfileApplication } from '../../shared/chart/profile-chart';
import {
  CHART_QUERY_ORDER,
  chartQuerySchema,
  PRATYANTARDASHAS_QUERY_ORDER,
  pratyantardashasQuerySchema,
} from '../../shared/contracts/chart-query';
import { explainYogas } from '../../shared/predictions/explain';
import { FieldError } from '../../shared/errors/field-error';
import { birthInputOf } from '../lib/birth-request';
import { transitJdUtForDay } from '../lib/charts';
import { chartResponse } from '../lib/chart-response';
import { cachedJson } from '../lib/etag';
import { defineRoute, type RouteCode } from '../lib/pipeline';
import { cachedResponse } from '../lib/response-cache';
import { CACHED_JSON_HEADERS, type RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { chartAnswerSchema, pratyantardashasAnswerSchema } from '../../shared/contracts/responses/chart';

/** The browser may reuse a chart for an hour (transits are per UTC day); `private`: names and births are personal data. */
const CACHE_CONTROL = 'private, max-age=3600';

/** The contract of /api/chart (see module comment). */
export const chartContract = {
  ...apiRoute('chart'),
  summary: 'The chart for a birth (with transits for today): lean by default, the whole ChartModel with detail=full',
  description:
    'The lean body (LeanChart, shared/chart/view.ts) is what the pages and the chat use: every position, houses, ' +
    'panchang, avakhada, ashtakavarga, shadbala totals, the yogas and doshas that hold (predictions), transits and the dasha summary (yearDays, birthLord, balanceYears), ~14 kB of JSON (~5 kB compressed). ' +
    'The dasha periods follow from the body (the Moon, input.jdUt, input.utcOffsetMinutes); include=dasha sends the mahadashas with their antardashas. ' +
    'Each position\'s sixteen varga signs (D1 to D60) follow from its siderealLongitudeDeg; include=vargas sends them (vargas: {"1": rasi index, …, "60": …} on every graha and the lagna). ' +
    "The planet-in-house and planet-in-sign readings (predictions of kind placement and sign) follow from each graha's house, sign and degree; include=readings puts them in predictions, after the natal yogas and doshas. " +
    'The site rebuilds all three with the engine (shared/compose/chart-view.ts chartViewOf). ' +
    'Deeper parts on request: include=shadbala (the six balas and their components), include=bhavaBala, include=relationships, include=yogas (why each yoga and dosha holds: the grahas, houses, lordships, links and cancellations its rule matched, its family and classical source, and Manglik and Kala Sarpa stated either way); ' +
    'pratyantardashas one antardasha at a time from /api/chart/pratyantardashas; detail=full for the whole ChartModel (~150 kB, 729 pratyantardashas). ' +
    "profile=<id> casts the chart with a settings profile's ayanamsa, node and dasha year (shared/chart/CONVENTIONS.md, Profiles; explicit ayanamsa and node still win) and adds `profile`: the settings applied, overridden, and those the full chart does not vary (see /api/compare). " +
    'Answers are compressed with brotli or gzip by Accept-Encoding.',
  query: chartQuerySchema,
  queryOrder: CHART_QUERY_ORDER,
  cache: CACHE_CONTROL,
  responses: {
    200: { description: 'The chart.', json: chartAnswerSchema, headers: CACHED_JSON_HEADERS },
    400: 'Bad input (field names it: a birth field, detail or include), unknown or ambiguous place, or a local time in a DST gap/overlap (kind + candidates).',
  },
} satisfies RouteContract;

/**
 * The chart input under `profile=` (shared/chart/profile-chart.ts): its ayanamsa, node and dasha
 * year unless `ayanamsa` or `node` is given explicitly (the parsed query fills defaults, so the
 * request's own parameters tell what was given).
 */
function profiledInput(
  query: z.output<typeof chartQuerySchema>,
  request: HttpRequest,
): { input: ChartInput; application?: ProfileApplication } {
  if (!query.profile) return { input: birthInputOf(query) };
  const params = new URL(request.url).searchParams;
  const given = (k: 'ayanamsa' | 'node') => (params.get(k) ?? '') !== '';
  const s = profileChartSettings(query.profile, {
    ...(given('ayanamsa') ? { ayanamsa: query.ayanamsa } : {}),
    ...(given('node') ? { node: query.node } : {}),
  });
  const input = birthInputOf({ ...query, ayanamsa: s.ayanamsa, node: s.node });
  return { input: s.dashaYear ? { ...input, dashaYear: s.dashaYear } : input, application: s.application };
}

/** The code of /api/chart (see module comment); reads the clock for the transit day. */
const chartCode: RouteCode<typeof chartContract> = ({ query }, request: HttpRequest): HttpResponseInit => {
  const transitJdUt = transitJdUtForDay(Date.now());
  const key = `chart|${transitJdUt}|${request.url}`;
  const hit = cachedResponse(key);
  if (hit) return cachedJson(request, hit, CACHE_CONTROL);
  const { detail, include } = query;
  const { input, application } = profiledInput(query, request);
  const withProfile = <T extends object>(body: T) => (application ? { ...body, profile: application } : body);
  return chartResponse({
    request,
    cacheKey: key,
    routeKey: `chart:${detail}:${include.join(',')}`,
    input,
    transitJdUt,
    shape:
      detail === 'full'
        ? (model) => withProfile({ status: 'ok', detail, chart: model })
        : (model) => {
            const chart = leanChart(model, include);
            // The chart layer cannot evaluate rules (see shared/chart/view.ts), so the evidence joins here.
            if (include.includes('yogas')) chart.yogas = explainYogas(model);
            return withProfile({ status: 'ok', detail, chart });
          },
    cacheControl: CACHE_CONTROL,
  });
};

/** The contract of /api/chart/pratyantardashas (see module comment). */
export const chartPratyantardashasContract = {
  ...apiRoute('chartPratyantardashas'),
  summary: 'The nine pratyantardashas of one antardasha',
  query: pratyantardashasQuerySchema,
  queryOrder: PRATYANTARDASHAS_QUERY_ORDER,
  cache: CACHE_CONTROL,
  responses: {
    200: { description: 'The antardasha and its pratyantardashas.', json: pratyantardashasAnswerSchema, headers: CACHED_JSON_HEADERS },
    400: 'Bad input naming the field (a birth field, mahadasha or antardasha).',
  },
} satisfies RouteContract;

/** An index checked against the chart's own list, [0, count); the engine's FieldError naming it is the route's 400. */
function within(field: string, value: number, count: number): number {
  if (value >= count) throw new FieldError(field, `expected a whole number from 0 to ${count - 1}, got "${value}".`);
  return value;
}

/** The code of /api/chart/pratyantardashas (see module comment). */
const chartPratyantardashasCode: RouteCode<typeof chartPratyantardashasContract> = ({ query }, request) => {
  // Same transit day as /api/chart, so a page asking for this after the chart reuses its memoised model.
  const transitJdUt = transitJdUtForDay(Date.now());
  const key = `pratyantardashas|${transitJdUt}|${request.url}`;
  const hit = cachedResponse(key);
  if (hit) return cachedJson(request, hit, CACHE_CONTROL);
  // The indices are checked against the model's own lists (9 or 10 mahadashas, 9 antardashas each) inside `shape`.
  return chartResponse({
    request,
    cacheKey: key,
    routeKey: `pratyantardashas:${query.mahadasha}:${query.antardasha}`,
    input: birthInputOf(query),
    transitJdUt,
    shape: (model: ChartModel) => {
      const maha = within('mahadasha', query.mahadasha, model.dasha.mahadashas.length);
      const antar = within('antardasha', query.antardasha, model.dasha.mahadashas[maha]!.antardashas.length);
      return { status: 'ok', ...pratyantardashasOf(model, maha, antar) };
    },
    cacheControl: CACHE_CONTROL,
  });
};

/** Route rows for functions/routes.ts; the handlers are exported for tests. */
export const chartRoute = defineRoute(chartContract, chartCode);
export const chartPratyantardashasRoute = defineRoute(chartPratyantardashasContract, chartPratyantardashasCode);
export const chart = chartRoute.handler;
export const chartPratyantardashas = chartPratyantardashasRoute.handler;
