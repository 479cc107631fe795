/**
 * The comparison's words in Bengali, Marathi, Telugu and Tamil, registered in one place (adding a
 * regional language without its book is a compile error). The server, the build and the tests
 * import this module; a regional page loads its own book with its language pack (site/i18n/locales/<code>/index.ts).
 */
import type { RegionalLocale } from '../i18n/locale';
import { registerCompareWords, type CompareWordsBook } from './compare-words-registry';
import { COMPARE_WORDS_BN } from './compare-words-bn';
import { COMPARE_WORDS_MR } from './compare-words-mr';
import { COMPARE_WORDS_TA } from './compare-words-ta';
import { COMPARE_WORDS_TE } from './compare-words-te';

const BOOKS: Readonly<Record<RegionalLocale, CompareWordsBook>> = {
  bn: COMPARE_WORDS_BN,
  mr: COMPARE_WORDS_MR,
  te: COMPARE_WORDS_TE,
  ta: COMPARE_WORDS_TA,
};
for (const [locale, book] of Object.entries(BOOKS) as [RegionalLocale, CompareWordsBook][]) registerCompareWords(locale, book);
