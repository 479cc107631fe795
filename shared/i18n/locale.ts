/**
 * The site's languages: one closed list. Adding a language is adding its code here and its
 * dictionaries (site/i18n catalogues, the Hindi-beside-English vocabulary); the compiler then
 * names every catalogue that lacks it.
 */

/** Languages the site is written in, default first: English and Hindi (ISO 639-1 codes). */
export const LOCALES = ['en', 'hi', 'bn', 'mr', 'te', 'ta'] as const;

/** One of the site's languages. */
export type Locale = (typeof LOCALES)[number];

/**
 * The regional languages whose words live in per-language books (shared/vocabulary/books,
 * shared/jyotish/names, shared/calendar/names…), one file per language and layer, registered in
 * one record per layer so the compiler refuses a missing one: Bengali, Marathi, Telugu, Tamil.
 * English and Hindi stay written beside each other in the tables themselves (`Localized`).
 */
export const REGIONAL_LOCALES = ['bn', 'mr', 'te', 'ta'] as const;

/** A language kept in per-language books rather than in the tables' own columns. */
export type RegionalLocale = (typeof REGIONAL_LOCALES)[number];

/**
 * Every language the engine writes: the site's LOCALES and the regional languages whose books
 * exist (the same list once LOCALES carries the regional languages with the site's catalogues).
 */
export type EngineLocale = Locale | RegionalLocale;

/** Every language the engine writes, the site's first (no language twice once LOCALES lists the regional ones). */
export const ENGINE_LOCALES: readonly EngineLocale[] = [...new Set<EngineLocale>([...LOCALES, ...REGIONAL_LOCALES])];

/** The languages written beside English in the tables' own columns (`Localized`): English and Hindi. */
export type InlineLocale = 'en' | 'hi';

/** The regional language `locale` is, or null for English and Hindi. */
export function regionalLocale(locale: EngineLocale): RegionalLocale | null {
  return (REGIONAL_LOCALES as readonly string[]).includes(locale) ? (locale as RegionalLocale) : null;
}

/**
 * A value in `locale`: read from the table's own column for English and Hindi (`inline`), from
 * the language's book for a regional language (`regional`).
 */
export function byLocale<T>(locale: EngineLocale, inline: (locale: InlineLocale) => T, regional: (locale: RegionalLocale) => T): T {
  const r = regionalLocale(locale);
  return r ? regional(r) : inline(locale as InlineLocale);
}

/** The language of the unprefixed addresses (`/about-us`); the others live under `/<code>/…`. */
export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** Writing direction of each language, for `<html dir>`. */
export const LOCALE_DIRECTION: Readonly<Record<EngineLocale, 'ltr' | 'rtl'>> = {
  en: 'ltr',
  hi: 'ltr',
  bn: 'ltr',
  mr: 'ltr',
  te: 'ltr',
  ta: 'ltr',
};

/** A script a site language is written in (its Unicode script name, as `\p{Script=…}` spells it). */
export type LocaleScript = 'Latin' | 'Devanagari' | 'Bengali' | 'Telugu' | 'Tamil';

/** The script each language is written in: Marathi in Devanagari, as Hindi; Bengali, Telugu and Tamil in their own. */
export const LOCALE_SCRIPT: Readonly<Record<EngineLocale, LocaleScript>> = {
  en: 'Latin',
  hi: 'Devanagari',
  bn: 'Bengali',
  mr: 'Devanagari',
  te: 'Telugu',
  ta: 'Tamil',
};

/** Each language's name written in that language, for the language switch. */
export const LOCALE_NATIVE_NAME: Readonly<Record<EngineLocale, string>> = {
  en: 'English',
  hi: 'हिन्दी',
  bn: 'বাংলা',
  mr: 'मराठी',
  te: 'తెలుగు',
  ta: 'தமிழ்',
};

/** BCP 47 tag for `Intl` dates and numbers: each language as used in India (English as Indian English). */
export function intlLocale(locale: EngineLocale): string {
  return `${locale}-IN`;
}

/** True when `value` is one of LOCALES (for reading a URL segment, a stored choice or a request field). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
