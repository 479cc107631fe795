/**
 * A failed panchang request as the page shows it: the sentence in the page's language, and where it
 * belongs (beside the place, beside the date, or above the day).
 */
import type { Locale } from '../../../shared/i18n/locale';
import { panchangText } from '../../i18n/panchang';
import { PANCHANG_OPTIONS, type PanchangApiError } from '../../lib/panchang-view';
import { useRefusalText } from '../useRefusalText';
import type { Load } from '../kit/load';

/** A panchang load's state; a failure keeps the API's refusal, or null for an unexpected error. */
export type PanchangLoad<T> = Load<T, PanchangApiError | null>;

/** Fields of the panchang query the place picker stands for; the others (date, year, month) belong to the date input. */
const PLACE_FIELDS: ReadonlySet<string> = new Set(['place', 'lat', 'lon', 'tz']);

/**
 * A failed request in the page's language: English shows the API's sentence as it is; other languages
 * word the known kinds (unreachable, polar day or night, a skipped date) from the page's catalogue and a refused
 * field's code (useRefusalText), naming the field by the page's own label. Null while that loads.
 */
export function useFailureText(load: PanchangLoad<unknown>, locale: Locale): string | null {
  const w = panchangText[locale];
  const error = load.kind === 'failed' ? load.error : null;
  const coded = error && locale !== 'en' && !error.failure && error.field !== null ? error : null;
  const label = !coded ? undefined : coded.field === 'date' ? w.date : coded.field === 'place' ? w.place : undefined;
  const worded = useRefusalText(locale, coded, label);
  if (load.kind !== 'failed') return null;
  if (!error) return w.failed;
  return coded ? worded : w.failure(error.failure, error.message);
}

/**
 * Where a refusal belongs: beside the place picker, beside the date, or above the day (no field, the Sun's
 * condition, or an option the URL gave, such as `ayanamsa`: no control on the page to mark).
 */
export function failureSpot(load: PanchangLoad<unknown>): 'place' | 'date' | 'day' | null {
  if (load.kind !== 'failed') return null;
  const e = load.error;
  if (!e || e.failure || e.field === null) return 'day';
  if (PLACE_FIELDS.has(e.field)) return 'place';
  return (PANCHANG_OPTIONS as readonly string[]).includes(e.field) ? 'day' : 'date';
}
