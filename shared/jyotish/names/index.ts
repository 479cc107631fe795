/** The regional languages' panchang books, registered in one place (a missing language is a compile error). */
import type { RegionalLocale } from '../../i18n/locale';
import type { PanchangBook } from './book';
import { PANCHANG_BN } from './bn';
import { PANCHANG_MR } from './mr';
import { PANCHANG_TA } from './ta';
import { PANCHANG_TE } from './te';

/** Each regional language's panchang names. */
export const PANCHANG_BOOKS: Readonly<Record<RegionalLocale, PanchangBook>> = {
  bn: PANCHANG_BN,
  mr: PANCHANG_MR,
  te: PANCHANG_TE,
  ta: PANCHANG_TA,
};
