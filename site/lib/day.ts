/**
 * Civil days on the Kundali page: the visitor's today (the browser's local date, or a `today=`
 * URL parameter so a page can be shared or tested for a fixed day), and days written in the
 * page's language. A day is `YYYY-MM-DD`; ISO instants from the API start with one.
 */
import { intlLocale, type Locale } from '../../shared/i18n/locale';
import { parseDate } from '../../shared/time/julian';
import { dateTimeFormat } from './intl-format';

/** `YYYY-MM-DD` of a Date's local calendar day. */
export function dayOfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A `today=` the page cannot read: the API's style of refusal, naming the field `today` (code dateInvalid). */
export interface TodayRefusal {
  field: 'today';
  /** English, as the API words a refused date: `today: day 30 does not exist in 2023-02-30`. */
  message: string;
  code: 'dateInvalid';
}

/**
 * The visitor's today: `today=YYYY-MM-DD` from the page URL, else (no `today=`) the browser's local date.
 * A `today=` that is not a day that exists is refused, never swapped for the real today (a shared link
 * for a fixed day would otherwise show another day's "Now" without a word).
 */
export function visitorToday(search: string, now: Date = new Date()): { day: string } | { refused: TodayRefusal } {
  const asked = new URLSearchParams(search).get('today');
  if (asked === null || asked === '') return { day: dayOfDate(now) };
  try {
    parseDate(asked);
    return { day: asked };
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/^[A-Za-z]+: /, '');
    return { refused: { field: 'today', message: `today: ${reason}`, code: 'dateInvalid' } };
  }
}

/** A local-midnight Date of a day (for the calendar). */
export function dateOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

/** The day part of an ISO instant or day, written in the page's language (`26 Nov 2026`). */
export function formatDay(isoOrDay: string, locale: Locale, month: 'short' | 'long' = 'short'): string {
  const [y, m, d] = isoOrDay.slice(0, 10).split('-').map(Number);
  return dateTimeFormat(intlLocale(locale), { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y!, m! - 1, d!)),
  );
}

/** `Month YYYY` of a day in the page's language. */
export function formatMonth(isoOrDay: string, locale: Locale): string {
  const [y, m] = isoOrDay.slice(0, 7).split('-').map(Number);
  return dateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, 1)));
}

/** Days since 1970-01-01 of the day part of an ISO instant or day (for placing it on a timeline). */
export function dayNumber(isoOrDay: string): number {
  return Date.parse(`${isoOrDay.slice(0, 10)}T00:00:00Z`) / 86_400_000;
}
