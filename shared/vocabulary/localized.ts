import { byLocale, type EngineLocale, type InlineLocale, type RegionalLocale } from '../i18n/locale';

/**
 * A word in the languages written inside the tables: `en` is the English name or, for Jyotish
 * terms, the English transliteration astrologers expect ("Ashwini"); `hi` is the traditional
 * Hindi in Devanagari. The regional languages (Bengali, Marathi, Telugu, Tamil) live in one book
 * per language (`Regional` below), keyed by the `en` column, so a new language is new files.
 */
export type Localized = Readonly<Record<InlineLocale, string>>;

/** The non-English columns alone, for tables keyed by the English word itself. */
export type Translations = Readonly<Record<Exclude<InlineLocale, 'en'>, string>>;

/**
 * One table's words in each regional language, keyed by the table's English word: each book
 * types its own section as a complete `Record` of the table's keys, so the compiler refuses a
 * missing word; this is the shape lookups read.
 */
export type Regional = Readonly<Record<RegionalLocale, Readonly<Record<string, string>>>>;

/**
 * `entry` in `locale`: its own column for English and Hindi, else the regional book's word for
 * `entry.en` (the English when a book lacks it, which the books' types prevent).
 */
export function wordIn(entry: Localized, locale: EngineLocale, regional: Regional): string {
  return byLocale(
    locale,
    (l) => entry[l],
    (l) => regional[l][entry.en] ?? entry.en,
  );
}
