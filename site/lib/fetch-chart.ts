/**
 * The chart as the pages show it: the lean body from `/api/chart` (site/lib/api.ts) made a ChartView,
 * its dasha periods and readings rebuilt here by the engine as the server would have sent them. Apart from api.ts so
 * that a page needing the grahas alone (the chat's first prompt) ships no dasha engine, and from
 * fetch-chart-positions.ts so that a page reading no predictions ships no reading texts.
 */
import type { ChartPart, ChartView, LeanChart } from '../../shared/chart/view';
import { chartViewOf } from '../../shared/compose/chart-view';
import { ChartApiError, fetchLeanChart } from './api';
import { birthToQuery, type BirthRequest } from './birth-query';
import type { OfflineChartAnswer } from './offline-chart';
import type { OfflineChartRequest } from './offline-chart.worker';

/**
 * The ChartView for a birth (plus any `include` parts), readings and all, for the report; throws
 * ChartApiError on any failure. When the API cannot be reached the chart is computed in the browser
 * (offline-chart.ts, in a worker) and the page can say so (isComputedOffline).
 */
export async function fetchChart(request: BirthRequest, signal?: AbortSignal, include: readonly ChartPart[] = []): Promise<ChartView> {
  try {
    return chartViewOf(await fetchLeanChart(request, signal, include));
  } catch (error) {
    if (!(error instanceof ChartApiError) || error.status !== 0 || signal?.aborted) throw error;
    const view = chartViewOf(await computeOffline(request, include));
    computedOffline.add(view);
    return view;
  }
}

/** Charts the browser computed itself because the API could not be reached, so the page can say so. */
const computedOffline = new WeakSet<ChartView>();

/** True when `chart` was computed in the browser, offline (fetchChart). */
export function isComputedOffline(chart: ChartView): boolean {
  return computedOffline.has(chart);
}

/** The lean chart from the engine in a worker (site/lib/offline-chart.ts), as the API would have sent it; a refusal is the API's 400. */
function computeOffline(request: BirthRequest, include: readonly ChartPart[]): Promise<LeanChart> {
  const worker = new Worker(new URL('./offline-chart.worker.ts', import.meta.url), { type: 'module' });
  const message: OfflineChartRequest = { query: Object.fromEntries(birthToQuery(request)), include: [...include], nowMs: Date.now() };
  return new Promise<LeanChart>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<OfflineChartAnswer>) => {
      const answer = event.data;
      if (answer.ok) resolve(answer.chart);
      else reject(new ChartApiError(400, answer.failure.message, answer.failure.field, 'Bad Request', [], { ...answer.failure }));
    });
    worker.addEventListener('error', (event) =>
      reject(new ChartApiError(0, event.message || 'The chart could not be computed offline.', null, 'Error')),
    );
    worker.postMessage(message);
  }).finally(() => worker.terminate());
}
