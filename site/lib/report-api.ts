/**
 * The chart pages' calls besides the lean chart: a page query's birth resolved by the API, and the
 * report's `GET /api/chart/now`, `/api/dashas`, `/api/kp`, `/api/varshaphal`; apart from api.ts so
 * the pages that only draw a chart (/chat among them) do not carry them. Errors are the client's ApiError, as api.ts's.
 */
import type { DashasView } from '../../shared/compose/dashas-view';
import type { KpChart } from '../../shared/compose/kp';
import type { Varshaphal } from '../../shared/compose/varshaphal';
import type { CharaMethod, DashaSystem } from '../../shared/jyotish/dashas/timeline';
import type { NowReport } from '../../shared/interpretation/report/now';
import type { LeanChart } from '../../shared/chart/view';
import { regionalLocale, type Locale } from '../../shared/i18n/locale';
import { SITE_DEFAULT_AYANAMSA } from '../../shared/vocabulary/settings';
import { getJson } from './api';
import { birthToQuery, type BirthRequest } from './birth-query';

/**
 * Fetches "now" for a birth on the civil day `day` (`YYYY-MM-DD`, the visitor's today):
 * `GET /api/chart/now` → NowReport, its readings also in `locale` when that is a regional language (shared/interpretation/report/now.ts); throws ChartApiError.
 */
export async function fetchNow(request: BirthRequest, day: string, locale: Locale, signal?: AbortSignal): Promise<NowReport> {
  const query = birthToQuery(request);
  query.set('day', day);
  // The readings come in English and Hindi; a regional page asks for its own language beside them.
  if (regionalLocale(locale)) query.set('locale', locale);
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
  // No ayanamsa given: the site's default, not the API's (unless a settings profile names one); any ayanamsa
  // given goes as it is, for the API to judge.
  const profile = (query.get('profile') ?? '') !== '';
  if ((query.get('ayanamsa') ?? '') === '' && !profile) query.set('ayanamsa', SITE_DEFAULT_AYANAMSA);
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
    // The node only when the query named one (or its profile did), so a query without it keeps a URL without it.
    ...((query.get('node') ?? '') === '' && !profile ? {} : { node: input.node }),
  };
}
