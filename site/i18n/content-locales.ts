/**
 * Which languages have their own blog posts and guides (a folder each under site/content/<collection>/): the
 * others show the English texts, marked as English, until their folders exist. Apart from content.ts, which
 * reads the collections, so that tests can read the list without Astro.
 */
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locale';

/** The languages whose posts and guides are written. */
export const CONTENT_LOCALES: readonly Locale[] = ['en', 'hi'];

/** The language `locale`'s pages show the posts and guides in: its own when written, else English. */
export function contentLocaleFor(locale: Locale): Locale {
  return CONTENT_LOCALES.includes(locale) ? locale : DEFAULT_LOCALE;
}
