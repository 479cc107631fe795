/**
 * The worker that computes a chart offline (offline-chart.ts): one message in — the birth query's
 * fields, the parts to include and the page's clock — one answer out, then fetch-chart.ts ends it.
 */
import type { ChartPart } from '../../shared/chart/view';
import { offlineChart, type OfflineChartAnswer } from './offline-chart';

/** The message a page sends. */
export interface OfflineChartRequest {
  query: Record<string, string>;
  include: ChartPart[];
  nowMs: number;
}

/** The little of a worker's scope this file uses (the project's types are the DOM's, not a worker's). */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<OfflineChartRequest>) => void): void;
  postMessage(answer: OfflineChartAnswer): void;
};

scope.addEventListener('message', (event) => {
  const { query, include, nowMs } = event.data;
  scope.postMessage(offlineChart(query, include, nowMs));
});
