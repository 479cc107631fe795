/**
 * The report's dictionaries by language, for code that serves every language at once (the server,
 * tests). A page (and its PDF) loads its own language's dictionary alone instead
 * (site/islands/kundali/load-report-text.ts), so an English page never ships another's sentences.
 */
import type { Locale } from '../../i18n/locale';
import { REPORT_TEXT_EN, type ReportText } from './report-text';
import { REPORT_TEXT_BN } from './report-text-bn';
import { REPORT_TEXT_HI } from './report-text-hi';
import { REPORT_TEXT_MR } from './report-text-mr';
import { REPORT_TEXT_TA } from './report-text-ta';
import { REPORT_TEXT_TE } from './report-text-te';

const REPORT_TEXT: Readonly<Record<Locale, ReportText>> = {
  en: REPORT_TEXT_EN,
  hi: REPORT_TEXT_HI,
  bn: REPORT_TEXT_BN,
  mr: REPORT_TEXT_MR,
  te: REPORT_TEXT_TE,
  ta: REPORT_TEXT_TA,
};

/** The report's sentences in `locale`. */
export function reportText(locale: Locale): ReportText {
  return REPORT_TEXT[locale];
}
