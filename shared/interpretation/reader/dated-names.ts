/** Dates in a dated answer's title, written as each regional language writes them (dated-text-XX.ts). */
import { intlLocale, type RegionalLocale } from '../../i18n/locale';

/** `YYYY-MM-DD`'s month and year as the language writes them (`Intl`, Latin digits as the reader's dates). */
export const monthYear = (iso: string, locale: RegionalLocale): string => intlDate(iso, locale, { month: 'long', year: 'numeric' });
/** `YYYY-MM-DD` as a day, month and year in the language (`Intl`, Latin digits as the reader's dates). */
export const dayMonthYear = (iso: string, locale: RegionalLocale): string =>
  intlDate(iso, locale, { day: 'numeric', month: 'long', year: 'numeric' });
function intlDate(iso: string, locale: RegionalLocale, options: Intl.DateTimeFormatOptions): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(`${intlLocale(locale)}-u-nu-latn`, { ...options, timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}
