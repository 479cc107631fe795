/**
 * The chart computed in this browser when the chart API cannot be reached (offline): the same
 * pure engine the API runs (shared/), read the same way (the birth query's schema and rules, the
 * API's lean body and transit day), so the page shows what the API would have sent. It runs in a
 * worker of its own (offline-chart.worker.ts, started by fetch-chart.ts only when the API is not
 * reached): the engine's code loads only then, off the page's thread, and bundles apart from the
 * pages' own files. Without the places index, which stays on the server, the zone must come with
 * the birth (every saved or typed birth has one).
 */
import { transitJdUtForDay } from '../../shared/chart/transit-day';
import { leanChart, type ChartPart, type LeanChart } from '../../shared/chart/view';
import { computeChart } from '../../shared/compose/chart';
import { birthQuerySchema, firstFieldIssue } from '../../shared/contracts/birth-query';
import { chartInputFromBirthQuery } from '../../shared/contracts/chart-request';
import type { FieldFailure } from '../../shared/contracts/failure';
import type { PlaceIndex } from '../../shared/places/index';
import { explainYogas } from '../../shared/predictions/explain';

/** No places in the browser: a birth's own coordinates and zone are all there is. */
const NO_PLACES: PlaceIndex = {
  size: 0,
  search: () => [],
  resolve: () => ({ kind: 'not-found' }),
  byId: () => undefined,
  zoneAt: () => null,
};

/** What the worker answers: the lean body as the API sends it, or the API's refusal (a 400 naming the field). */
export type OfflineChartAnswer = { ok: true; chart: LeanChart } | { ok: false; failure: FieldFailure };

/** The lean chart of a birth query (the page's query fields) with the transits of `nowMs`'s day, as `GET /api/chart` answers it. */
export function offlineChart(query: Record<string, string>, include: readonly ChartPart[], nowMs: number): OfflineChartAnswer {
  const parsed = birthQuerySchema.safeParse(query);
  if (!parsed.success) return { ok: false, failure: firstFieldIssue(parsed.error) };
  const input = chartInputFromBirthQuery(parsed.data, NO_PLACES);
  if (!input.ok) return { ok: false, failure: input.failure };
  const model = computeChart(input.input, { transitJdUt: transitJdUtForDay(nowMs) });
  const chart = leanChart(model, include);
  if (include.includes('yogas')) chart.yogas = explainYogas(model);
  // Through JSON, as the API's answer comes: the page then reads the very shape it reads online.
  return { ok: true, chart: JSON.parse(JSON.stringify(chart)) as LeanChart };
}
