/**
 * The regional vocabulary books this program has loaded. The name lookups (graha.ts, rasi.ts,
 * nakshatra.ts, terms.ts) read the regional languages from here rather than importing the four
 * books, so a browser page in English or Hindi carries none of them (the chat's first-load
 * budget): the API, the command line, the build and the tests load them all with
 * `import '…/shared/vocabulary/books'`; a page in a regional language registers its own book
 * before it renders. The same holds for the writer of Sanskrit names in the regional scripts
 * (shared/i18n/indic-script.ts). Asking for what was never loaded is a programming error, said at once.
 */
import type { RegionalLocale } from '../../i18n/locale';
import type { VocabularyBook } from './book';

const loaded: Partial<Record<RegionalLocale, VocabularyBook>> = {};

/** Makes `book` the names of `locale` (idempotent). */
export function registerVocabularyBook(locale: RegionalLocale, book: VocabularyBook): void {
  loaded[locale] = book;
}

/** The loaded book of `locale`; throws when no one registered it. */
export function vocabularyBook(locale: RegionalLocale): VocabularyBook {
  const book = loaded[locale];
  if (!book) throw new Error(`${locale} book not loaded`);
  return book;
}

/** Writes a Sanskrit name given in Devanagari in a regional language's script. */
export type SanskritWriter = (devanagari: string, locale: RegionalLocale) => string;
let sanskritWriter: SanskritWriter | null = null;

/** Makes `writer` the regional languages' writer of Sanskrit names. */
export function registerSanskritWriter(writer: SanskritWriter): void {
  sanskritWriter = writer;
}

/** `devanagari` written as `locale` writes that Sanskrit name; throws when no writer was registered. */
export function sanskritIn(locale: RegionalLocale, devanagari: string): string {
  if (!sanskritWriter) throw new Error('Sanskrit writer not loaded');
  return sanskritWriter(devanagari, locale);
}
