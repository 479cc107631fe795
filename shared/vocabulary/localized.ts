import type { Locale } from '../i18n/locale';

/**
 * A word in every site language: `en` is the English name or, for Jyotish terms, the English
 * transliteration astrologers expect ("Ashwini"); `hi` is the traditional Hindi in Devanagari.
 * Tables keep this beside their other columns, so a third language is one more key here and the
 * compiler names every table that lacks it.
 */
export type Localized = Readonly<Record<Locale, string>>;

/** The non-English columns alone, for tables keyed by the English word itself. */
export type Translations = Readonly<Record<Exclude<Locale, 'en'>, string>>;
