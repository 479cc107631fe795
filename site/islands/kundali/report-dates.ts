/** Dates as the report writes them. */
import type { Locale } from '../../../shared/i18n/locale';
import { formatDateLong } from '../../../shared/interpretation/format';
import { formatDay } from '../../lib/day';

/** `YYYY-MM-DD` as a long date: English through the shared formatter, other languages through Intl ("16 अगस्त 1990"). */
export function longDate(isoDate: string, locale: Locale): string {
  return locale === 'en' ? formatDateLong(isoDate) : formatDay(isoDate, locale, 'long');
}
