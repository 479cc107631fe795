/**
 * Civil days on the Kundali page: the visitor's today (the browser's local date, or a `today=`
 * URL parameter so a page can be shared or tested for a fixed day), and days written in the
 * page's language. A day is `YYYY-MM-DD`; ISO instants from the API start with one.
 */
import { intlLocale, type Locale } from '../../shared/i18n/locale';
import { dateTimeFormat } from './intl-format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` of a Date's local calendar day. */
export function dayOfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The visitor's today: `today=YYYY-MM-DD` from the page URL when valid, else the browser's local date. */
export function visitorToday(search: string, now: Date = new Date()): string {
  const asked = new URLSearchParams(search).get('today');
  return asked && DAY.test(asked) && !Number.isNaN(Date.parse(`${asked}T00:00:00Z`)) ? asked : dayOfDate(now);
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
