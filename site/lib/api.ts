/**
 * The browser's client for `GET /api/chart` and `GET /api/chart/now` (relative, same origin). Errors become a
 * ChartApiError (the API client's ApiError, site/lib/api-client.ts) carrying the API's `{status, error, message, field}` so forms can point
 * at the bad field and pages can show "Error: {message}".
 */
import type { DashasView } from '../../shared/compose/dashas-view';
import type { KpChart } from '../../shared/compose/kp';
import type { Varshaphal } from '../../shared/compose/varshaphal';
import type { CharaMethod, DashaSystem } from '../../shared/jyotish/dashas/timeline';
import type { ChartPart, LeanChart } from '../../shared/chart/view';
import type { NowReport } from '../../shared/interpretation/report/now';
import { SITE_DEFAULT_AYANAMSA } from '../../shared/vocabulary/settings';
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

/**
 * The birth of a page query the page cannot read alone (queryAsksApi): one that names its place
 * instead of giving coordinates ("?name=Asha&date=1990-05-15&time=14:30&place=Delhi, India", the form
 * `GET /api/chart` accepts), or gives an option in a spelling the page does not know
 * (`ayanamsa=true-citra`, `ayanamsa=FOO`), as the chart API reads it: the API resolves the place
 * with its own rule and echoes the coordinates, zone, ayanamsa and node it used, which become the
 * page's birth (and its shareable query). An unknown or ambiguous place, an unknown option, or any
 * other refusal throws the API's ChartApiError naming the field.
 */
export async function resolveBirthQuery(params: URLSearchParams, signal?: AbortSignal): Promise<BirthRequest> {
  const query = new URLSearchParams(params);
  query.delete('edit');
  query.delete('today');
  // No ayanamsa given: the site's default, not the API's; any ayanamsa given goes as it is, for the API to judge.
  if ((query.get('ayanamsa') ?? '') === '') query.set('ayanamsa', SITE_DEFAULT_AYANAMSA);
  const input = ((await getJson('chart', query, signal)).chart as LeanChart).input;
  const zone = input.zone ?? input.utcOffset;
  return {
    birth: {
      name: input.name,
      birthDate: input.date,
      // The form's HH:MM, keeping seconds only when the query gave some.
      timeOfBirth: input.time === null ? '' : input.time.endsWith(':00') ? input.time.slice(0, 5) : input.time,
      place: { address: input.place ?? `${input.lat}, ${input.lon}`, lat: input.lat, lon: input.lon, zone },
    },
    ayanamsa: input.ayanamsa,
    // The node only when the query named one, so a query without it keeps a URL without it.
    ...((query.get('node') ?? '') === '' ? {} : { node: input.node }),
  };
}

/**
 * Fetches "now" for a birth on the civil day `day` (`YYYY-MM-DD`, the visitor's today):
 * `GET /api/chart/now` → NowReport (shared/interpretation/report/now.ts); throws ChartApiError.
 */
export async function fetchNow(request: BirthRequest, day: string, signal?: AbortSignal): Promise<NowReport> {
  const query = birthToQuery(request);
  query.set('day', day);
  return (await getJson('chartNow', query, signal)).now;
}

/** `GET /api/dashas` for a birth: one dasha system (Chara by `method`). */
export async function fetchDashas(
  request: BirthRequest,
  system: DashaSystem,
  method?: CharaMethod,
  signal?: AbortSignal,
): Promise<DashasView> {
  const query = birthToQuery(request);
  query.set('system', system);
  if (method) query.set('method', method);
  return (await getJson('dashas', query, signal)) as unknown as DashasView;
}

/** `GET /api/kp` for a birth (Krishnamurti ayanamsa: the birth's own ayanamsa is not sent). */
export async function fetchKp(request: BirthRequest, signal?: AbortSignal): Promise<KpChart> {
  const query = birthToQuery(request);
  query.delete('ayanamsa');
  return (await getJson('kp', query, signal)) as unknown as KpChart;
}

/** `GET /api/varshaphal` for a birth and a year of life (completed years). */
export async function fetchVarshaphal(request: BirthRequest, year: number, signal?: AbortSignal): Promise<Varshaphal> {
  const query = birthToQuery(request);
  query.set('year', String(year));
  return (await getJson('varshaphal', query, signal)) as unknown as Varshaphal;
}

const UNREACHABLE = 'Could not reach the chart service. Check your connection and try again.';

/**
 * GETs a chart route's answer (or reads `early`, the same request sent before); a refusal or a
 * failure throws the client's ApiError.
 */
async function getJson<N extends 'chart' | 'chartNow' | 'dashas' | 'kp' | 'varshaphal'>(
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
