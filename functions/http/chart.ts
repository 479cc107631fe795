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
import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { CHART_DETAILS, CHART_PARTS, leanChart, pratyantardashasOf, type ChartDetail, type ChartPart } from '../../shared/chart/view';
import type { ChartModel } from '../../shared/model/chart';
import { explainYogas } from '../../shared/predictions/explain';
import { birthRequestFrom, queryRecord } from '../lib/birth-request';
import { transitJdUtForDay } from '../lib/charts';
import { chartResponse } from '../lib/chart-response';
import { cachedJson } from '../lib/etag';
import { inputFailureResponse, type InputFailure } from '../lib/field-error';
import { cachedResponse } from '../lib/response-cache';
import { FieldError } from '../../shared/errors/field-error';
import type { RouteDefinition } from '../lib/route';

/** The browser may reuse a chart for an hour (transits are per UTC day); `private`: names and births are personal data. */
const CACHE_CONTROL = 'private, max-age=3600';

/** Which body the query asks for: `detail` and the sorted, de-duplicated `include` parts. */
type Shape = { ok: true; detail: ChartDetail; include: ChartPart[] } | { ok: false; failure: InputFailure };

function shapeOf(query: Record<string, string>): Shape {
  const detail = (query.detail ?? 'lean').trim().toLowerCase();
  if (!(CHART_DETAILS as readonly string[]).includes(detail)) {
    return {
      ok: false,
      failure: { status: 400, field: 'detail', message: `detail: expected one of ${CHART_DETAILS.join(', ')}, got "${query.detail}".` },
    };
  }
  const include = new Set<ChartPart>();
  for (const raw of (query.include ?? '').split(',')) {
    const name = raw.trim();
    if (!name) continue;
    const part = CHART_PARTS.find((p) => p.toLowerCase() === name.toLowerCase());
    if (!part)
      return {
        ok: false,
        failure: {
          status: 400,
          field: 'include',
          message: `include: expected a comma-separated list of ${CHART_PARTS.join(', ')}, got "${name}".`,
        },
      };
    include.add(part);
  }
  return { ok: true, detail: detail as ChartDetail, include: CHART_PARTS.filter((p) => include.has(p)) };
}

/** The handler of /api/chart (see module comment); reads the clock for the transit day. */
export async function chart(request: HttpRequest, _context: InvocationContext): Promise<HttpResponseInit> {
  const transitJdUt = transitJdUtForDay(Date.now());
  const key = `chart|${transitJdUt}|${request.url}`;
  const hit = cachedResponse(key);
  if (hit) return cachedJson(request, hit, CACHE_CONTROL);
  const query = queryRecord(request.query);
  const shape = shapeOf(query);
  if (!shape.ok) return inputFailureResponse(shape.failure);
  const result = birthRequestFrom(query);
  if (!result.ok) return inputFailureResponse(result.failure);
  const { detail, include } = shape;
  return chartResponse({
    request,
    cacheKey: key,
    routeKey: `chart:${detail}:${include.join(',')}`,
    input: result.input,
    transitJdUt,
    shape:
      detail === 'full'
        ? (model) => ({ status: 'ok', detail, chart: model })
        : (model) => {
            const chart = leanChart(model, include);
            // The chart layer cannot evaluate rules (see shared/chart/view.ts), so the evidence joins here.
            if (include.includes('yogas')) chart.yogas = explainYogas(model);
            return { status: 'ok', detail, chart };
          },
    cacheControl: CACHE_CONTROL,
    onFailure: inputFailureResponse,
  });
}

/** A 0-based index parameter in [0, count); throws the engine's FieldError naming it (a 400 in chartResponse). */
function indexParam(query: Record<string, string>, field: string, count: number): number {
  const raw = query[field];
  const value = raw === undefined ? Number.NaN : Number(raw.trim());
  if (raw === undefined || raw.trim() === '' || !Number.isInteger(value) || value < 0 || value >= count) {
    throw new FieldError(field, `expected a whole number from 0 to ${count - 1}${raw === undefined ? '' : `, got "${raw}"`}.`);
  }
  return value;
}

/** The handler of /api/chart/pratyantardashas (see module comment). */
export async function chartPratyantardashas(request: HttpRequest, _context: InvocationContext): Promise<HttpResponseInit> {
  // Same transit day as /api/chart, so a page asking for this after the chart reuses its memoised model.
  const transitJdUt = transitJdUtForDay(Date.now());
  const key = `pratyantardashas|${transitJdUt}|${request.url}`;
  const hit = cachedResponse(key);
  if (hit) return cachedJson(request, hit, CACHE_CONTROL);
  const query = queryRecord(request.query);
  const result = birthRequestFrom(query);
  if (!result.ok) return inputFailureResponse(result.failure);
  // The indices are checked against the model's own lists (9 or 10 mahadashas, 9 antardashas each)
  // inside `shape`; a FieldError becomes the route's 400 in chartResponse.
  return chartResponse({
    request,
    cacheKey: key,
    routeKey: `pratyantardashas:${query.mahadasha}:${query.antardasha}`,
    input: result.input,
    transitJdUt,
    shape: (model: ChartModel) => {
      const maha = indexParam(query, 'mahadasha', model.dasha.mahadashas.length);
      const antar = indexParam(query, 'antardasha', model.dasha.mahadashas[maha]!.antardashas.length);
      return { status: 'ok', ...pratyantardashasOf(model, maha, antar) };
    },
    cacheControl: CACHE_CONTROL,
    onFailure: inputFailureResponse,
  });
}

/** Route rows for functions/routes.ts. */
export const chartRoute: RouteDefinition = { name: 'chart', route: 'chart', methods: ['GET'], handler: chart };
export const chartPratyantardashasRoute: RouteDefinition = {
  name: 'chartPratyantardashas',
  route: 'chart/pratyantardashas',
  methods: ['GET'],
  handler: chartPratyantardashas,
};
