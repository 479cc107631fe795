/**
 * The browser's client for `GET /api/chart` (relative, same origin; the report's other calls are report-api.ts). Errors become a
 * ChartApiError (the API client's ApiError, site/lib/api-client.ts) carrying the API's `{status, error, message, field}` so forms can point
 * at the bad field and pages can show "Error: {message}".
 */
import type { ChartPart, LeanChart } from '../../shared/chart/view';
import { birthToQuery, type BirthRequest } from './birth-query';
import { apiAnswer, apiRequest, apiUrl } from './api-client';
import type { ApiAnswer } from '../../shared/contracts/api-answers';

/** An error answer of the chart API (or a network failure, status 0): the client's one error type. */
export { ApiError as ChartApiError } from './api-client';

/**
 * Fetches the lean chart body for a birth (shared/chart/view.ts, plus any `include` parts) as the API
 * sent it; throws ChartApiError on any failure. Pages that show the dasha periods use fetchChart
 * (site/lib/fetch-chart.ts), which rebuilds them; the chat's first prompt needs the grahas alone.
 */
export async function fetchLeanChart(request: BirthRequest, signal?: AbortSignal, include: readonly ChartPart[] = []): Promise<LeanChart> {
  const url = chartUrl(request, include);
  asked.add(url);
  const early = sent.get(url);
  sent.delete(url);
  const answer = await getJson('chart', chartQuery(request, include), signal, early);
  return answer.chart as LeanChart;
}

/** Chart requests a page's early script sent before its island could run (see sendChartRequest), by URL; each answer is read once. */
const sent = new Map<string, Promise<Response>>();
/** URLs fetchLeanChart has asked for: sending one of them early after that would be a second request nobody reads. */
const asked = new Set<string>();

function chartUrl(request: BirthRequest, include: readonly ChartPart[]): string {
  return apiUrl('chart', { query: chartQuery(request, include) });
}

function chartQuery(request: BirthRequest, include: readonly ChartPart[]): URLSearchParams {
  const query = birthToQuery(request);
  if (include.length > 0) query.set('include', include.join(','));
  return query;
}

/**
 * Sends the chart request now, from a page's small early script, so that it travels while the page's
 * island downloads and hydrates instead of after; the island's fetchLeanChart (or fetchChart) for the same
 * request and parts then reads this answer instead of asking again.
 */
export function sendChartRequest(request: BirthRequest, include: readonly ChartPart[] = []): void {
  const url = chartUrl(request, include);
  if (!sent.has(url) && !asked.has(url)) sent.set(url, apiRequest('chart', { query: chartQuery(request, include) }, UNREACHABLE));
}

const UNREACHABLE = 'Could not reach the chart service. Check your connection and try again.';

/**
 * GETs a chart route's answer (or reads `early`, the same request sent before); a refusal or a
 * failure throws the client's ApiError.
 */
export async function getJson<N extends 'chart' | 'chartNow' | 'dashas' | 'kp' | 'varshaphal'>(
  name: N,
  query: URLSearchParams,
  signal: AbortSignal | undefined,
  early?: Promise<Response>,
): Promise<ApiAnswer<N, 'GET'>> {
  const response = await (early ?? apiRequest(name, { query, ...(signal ? { signal } : {}) }, UNREACHABLE));
  // An early request cannot be cancelled by this caller's signal; its answer is dropped instead.
  signal?.throwIfAborted();
  return apiAnswer(response, name, 'GET');
}
