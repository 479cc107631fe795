/** Dates as the report writes them. */
import type { Locale } from '../../../shared/i18n/locale';
import { formatDateLong } from '../../../shared/interpretation/format';
import { formatDay } from '../../lib/day';

/** `YYYY-MM-DD` as a long date: English through the shared formatter, other languages through Intl ("16 अगस्त 1990"). */
export function longDate(isoDate: string, locale: Locale): string {
  return locale === 'en' ? formatDateLong(isoDate) : formatDay(isoDate, locale, 'long');
}

/** Completed years of life on `day` for a birth on `birthDate` (both YYYY-MM-DD), within 0–120: the report's varshaphal year. */
export function completedYearsOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4)) - (day.slice(5) < birthDate.slice(5) ? 1 : 0);
  return Math.max(0, Math.min(120, years));
}
