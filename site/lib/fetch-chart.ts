/**
 * The chart as the pages show it: the lean body from `/api/chart` (site/lib/api.ts) made a ChartView,
 * its dasha periods and readings rebuilt here by the engine as the server would have sent them. Apart from api.ts so
 * that a page needing the grahas alone (the chat's first prompt) ships no dasha engine, and from
 * fetch-chart-positions.ts so that a page reading no predictions ships no reading texts.
 */
import type { ChartPart, ChartView } from '../../shared/chart/view';
import { chartViewOf } from '../../shared/compose/chart-view';
import { fetchLeanChart } from './api';
import type { BirthRequest } from './birth-query';

/**
 * The ChartView for a birth (plus any `include` parts), readings and all, for the report; throws
 * ChartApiError on any failure.
 */
export async function fetchChart(request: BirthRequest, signal?: AbortSignal, include: readonly ChartPart[] = []): Promise<ChartView> {
  return chartViewOf(await fetchLeanChart(request, signal, include));
}
