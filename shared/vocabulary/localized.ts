import { byLocale, type EngineLocale, type InlineLocale } from '../i18n/locale';
import { sanskritIn } from './books/registry';

/**
 * A word in the languages written inside the tables: `en` is the English name or, for Jyotish
 * terms, the English transliteration astrologers expect ("Ashwini"); `hi` is the traditional
 * Hindi in Devanagari. The regional languages (Bengali, Marathi, Telugu, Tamil) live in one book
 * per language (shared/vocabulary/books, shared/jyotish/names), so a new language is new files.
 */
export type Localized = Readonly<Record<InlineLocale, string>>;

/** The non-English columns alone, for tables keyed by the English word itself. */
export type Translations = Readonly<Record<Exclude<InlineLocale, 'en'>, string>>;

/**
 * A Sanskrit technical name (a varga, a choghadiya, a name syllable, a yoni or gana) in `locale`:
 * the table's own column for English and Hindi, else the Devanagari written in the regional
 * language's script, as that language's almanacs write the same Sanskrit word.
 */
export function sanskritNameIn(entry: Localized, locale: EngineLocale): string {
  return byLocale(
    locale,
    (l) => entry[l],
    (l) => sanskritIn(l, entry.hi),
  );
}
