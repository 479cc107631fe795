/**
 * The site's languages: one closed list. Adding a language is adding its code here and its
 * dictionaries (site/i18n catalogues, the Hindi-beside-English vocabulary); the compiler then
 * names every catalogue that lacks it.
 */

/** Languages the site is written in, default first: English and Hindi (ISO 639-1 codes). */
export const LOCALES = ['en', 'hi'] as const;

/** One of the site's languages. */
export type Locale = (typeof LOCALES)[number];

/** The language of the unprefixed addresses (`/about-us`); the others live under `/<code>/…`. */
export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** Writing direction of each language, for `<html dir>`. */
export const LOCALE_DIRECTION: Readonly<Record<Locale, 'ltr' | 'rtl'>> = { en: 'ltr', hi: 'ltr' };

/** Each language's name written in that language, for the language switch. */
export const LOCALE_NATIVE_NAME: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिन्दी' };

/** BCP 47 tag for `Intl` dates and numbers: Indian English and Hindi as used in India. */
export function intlLocale(locale: Locale): string {
  return locale === 'hi' ? 'hi-IN' : 'en-IN';
}

/** True when `value` is one of LOCALES (for reading a URL segment, a stored choice or a request field). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
