/**
 * The regional languages' vocabulary books, registered in one place: adding a language to
 * REGIONAL_LOCALES without its book here is a compile error. Importing this module loads all four
 * into the lookups' registry (registry.ts): the server, the command line, the build and the tests do.
 */
import { fromDevanagari, marathiFromHindi } from '../../i18n/indic-script';
import type { RegionalLocale } from '../../i18n/locale';
import type { VocabularyBook } from './book';
import { registerSanskritWriter, registerVocabularyBook } from './registry';
import { VOCABULARY_BN } from './bn';
import { VOCABULARY_MR } from './mr';
import { VOCABULARY_TA } from './ta';
import { VOCABULARY_TE } from './te';

/** Each regional language's book. */
export const VOCABULARY_BOOKS: Readonly<Record<RegionalLocale, VocabularyBook>> = {
  bn: VOCABULARY_BN,
  mr: VOCABULARY_MR,
  te: VOCABULARY_TE,
  ta: VOCABULARY_TA,
};

for (const [locale, book] of Object.entries(VOCABULARY_BOOKS) as [RegionalLocale, VocabularyBook][]) registerVocabularyBook(locale, book);

/** The script a regional language's Sanskrit names are written in (Marathi keeps Devanagari, in its own spelling). */
const REGIONAL_SCRIPT = { bn: 'bengali', mr: null, te: 'telugu', ta: 'tamil' } as const satisfies Record<RegionalLocale, string | null>;
registerSanskritWriter((devanagari, locale) => {
  const script = REGIONAL_SCRIPT[locale];
  return script ? fromDevanagari(devanagari, script) : marathiFromHindi(devanagari);
});
