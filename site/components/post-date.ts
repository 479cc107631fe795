import { intlLocale, type Locale } from '../../shared/i18n/locale';

/** Formats a post date in `locale`: "4 November 2026", "4 नवंबर 2026" (UTC, so the build machine's zone cannot shift the day). */
export function formatPostDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
