/**
 * The regional books of the comparison's words (compare-words.ts) this program has loaded: the
 * server, the build and the tests load all four (compare-words-books.ts); a page in a regional
 * language loads its own with its language pack (site/i18n/locales/<code>/index.ts), so English and Hindi pages carry none.
 * Asking for a book never loaded is a programming error, said at once.
 */
import type { RegionalLocale } from '../i18n/locale';
import type { ComparedSetting } from '../chart/profiles';
import type { Ayanamsa } from '../vocabulary/settings';
import type { CauseWords, ComparedKind, ComparedWhat, SettingValue } from './compare-words';

/** One regional language's comparison words: every entry of compare-words.ts's tables and its causes' sentences. */
export interface CompareWordsBook {
  settings: Readonly<Record<ComparedSetting, string>>;
  /** A profile's house system (recorded, not compared). */
  houses: string;
  values: Readonly<Record<SettingValue, string>>;
  /** An ayanamsa's name (the vocabulary's, read here so English pages do not load the names). */
  ayanamsa(ayanamsa: Ayanamsa): string;
  lagna: string;
  kinds: Readonly<Record<ComparedKind, string>>;
  whats: Readonly<Record<ComparedWhat, string>>;
  cause: CauseWords;
}

const loaded: Partial<Record<RegionalLocale, CompareWordsBook>> = {};

/** Makes `book` the comparison words of `locale` (idempotent). */
export function registerCompareWords(locale: RegionalLocale, book: CompareWordsBook): void {
  loaded[locale] = book;
}

/** The loaded book of `locale`; throws when no one registered it. */
export function compareWordsBook(locale: RegionalLocale): CompareWordsBook {
  const book = loaded[locale];
  if (!book) throw new Error(`${locale} comparison words not loaded`);
  return book;
}
