/**
 * The regional languages' vocabulary books, registered in one place: adding a language to
 * REGIONAL_LOCALES without its book here is a compile error.
 */
import type { RegionalLocale } from '../../i18n/locale';
import type { VocabularyBook } from './book';
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
