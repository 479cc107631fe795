/**
 * The chart for pages that read no predictions (the birth chart, matching): the lean body from
 * `/api/chart` with its dasha periods and varga signs rebuilt, as a ChartPositionsView, so the compiler refuses a
 * read of the readings or yogas it does not carry. A module of its own, so these pages' bundles
 * hold none of the reading texts that fetch-chart.ts (the report's) rebuilds the readings from.
 */
import { positionsView, type ChartPositionsView } from '../../shared/chart/view';
import { fetchLeanChart } from './api';
import type { BirthRequest } from './birth-query';

/** The chart without its predictions for a birth; throws ChartApiError on any failure. */
export async function fetchChartPositions(request: BirthRequest, signal?: AbortSignal): Promise<ChartPositionsView> {
  return positionsView(await fetchLeanChart(request, signal));
}
