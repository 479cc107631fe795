/**
 * Browser-side helpers of the /rashifal pages: the one call of GET /api/rashifal (through the
 * panchang pages' JSON reader, one error type), the page URL (period, date and place in the query,
 * shareable) and the remembered place (shared with the panchang page's choice).
 */
import { RASHIFAL_PERIODS, type RashifalPeriod } from '../../shared/interpretation/rashifal/facts';
import type { Locale } from '../../shared/i18n/locale';
import type { RashifalAnswer } from '../../shared/contracts/responses/rashifal';
import type { PlaceChoice } from './place';
import { getJson, placeQuery } from './panchang-view';

export {
  DEFAULT_PLACE,
  PANCHANG_PLACE_KEY as RASHIFAL_PLACE_KEY,
  PanchangApiError as RashifalApiError,
  rememberedPlace,
  todayIn,
} from './panchang-view';

/** What one reading asks: a sign (1 = Mesha … 12 = Meena), a period, its date, a place, the language of the words. */
export interface RashifalAsk {
  sign: number;
  period: RashifalPeriod;
  date: string;
  place: PlaceChoice;
  locale: Locale;
}

/** GET /api/rashifal: the one call of the rashifal pages. */
export async function fetchRashifal(ask: RashifalAsk, signal?: AbortSignal): Promise<RashifalAnswer> {
  const q = placeQuery(ask.place);
  q.set('sign', String(ask.sign));
  q.set('period', ask.period);
  q.set('date', ask.date);
  q.set('locale', ask.locale);
  return getJson('rashifal', q, signal);
}

/** The period named by a URL's `period` (anything else: the day). */
export function periodOf(value: string | null): RashifalPeriod {
  return RASHIFAL_PERIODS.find((p) => p === value) ?? 'day';
}

/** The page query of a reading (period, date, place with its label). */
export function rashifalPageQuery(period: RashifalPeriod, date: string, place: PlaceChoice): string {
  const q = placeQuery(place);
  q.set('label', place.address);
  q.set('period', period);
  q.set('date', date);
  return `?${q}`;
}

/** The place a page URL names with coordinates (`lat`, `lon`, optional `tz` and `label`), else null. */
export function placeOfQuery(q: URLSearchParams): PlaceChoice | null {
  const lat = Number(q.get('lat'));
  const lon = Number(q.get('lon'));
  if (!q.get('lat') || !q.get('lon') || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  return { address: q.get('label') ?? `${lat}, ${lon}`, lat, lon, zone: q.get('tz') };
}
