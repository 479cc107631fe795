import { fromDevanagari } from '../i18n/indic-script';
import { byLocale, type EngineLocale, type InlineLocale, type RegionalLocale } from '../i18n/locale';

/**
 * A word in the languages written inside the tables: `en` is the English name or, for Jyotish
 * terms, the English transliteration astrologers expect ("Ashwini"); `hi` is the traditional
 * Hindi in Devanagari. The regional languages (Bengali, Marathi, Telugu, Tamil) live in one book
 * per language (shared/vocabulary/books, shared/jyotish/names), so a new language is new files.
 */
export type Localized = Readonly<Record<InlineLocale, string>>;

/** The non-English columns alone, for tables keyed by the English word itself. */
export type Translations = Readonly<Record<Exclude<InlineLocale, 'en'>, string>>;

/** The script a regional language's Sanskrit names are written in (Marathi keeps Devanagari). */
const REGIONAL_SCRIPT = { bn: 'bengali', mr: null, te: 'telugu', ta: 'tamil' } as const satisfies Record<RegionalLocale, string | null>;

/**
 * A Sanskrit technical name (a varga, a choghadiya, a name syllable, a yoni or gana) in `locale`:
 * the table's own column for English and Hindi, else the Devanagari written in the regional
 * language's script, as that language's almanacs write the same Sanskrit word.
 */
export function sanskritNameIn(entry: Localized, locale: EngineLocale): string {
  return byLocale(
    locale,
    (l) => entry[l],
    (l) => {
      const script = REGIONAL_SCRIPT[l];
      return script ? fromDevanagari(entry.hi, script) : entry.hi;
    },
  );
}
