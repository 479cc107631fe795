/**
 * The report's sentences for a page's language, loading only that language: English is part of the
 * page's script; every other language's sentences and tables (about 20 KB gzipped each) are fetched
 * on that language's pages alone, by the page (useReportText.ts) and by its PDF (downloadPdf.ts).
 */
import type { Locale } from '../../../shared/i18n/locale';
import { REPORT_TEXT_EN, type ReportText } from '../../../shared/interpretation/report/report-text';

const LOADERS: Readonly<Record<Locale, () => Promise<ReportText>>> = {
  en: () => Promise.resolve(REPORT_TEXT_EN),
  hi: () => import('../../../shared/interpretation/report/report-text-hi').then((module) => module.REPORT_TEXT_HI),
  bn: () => import('../../../shared/interpretation/report/report-text-bn').then((module) => module.REPORT_TEXT_BN),
  mr: () => import('../../../shared/interpretation/report/report-text-mr').then((module) => module.REPORT_TEXT_MR),
  te: () => import('../../../shared/interpretation/report/report-text-te').then((module) => module.REPORT_TEXT_TE),
  ta: () => import('../../../shared/interpretation/report/report-text-ta').then((module) => module.REPORT_TEXT_TA),
};

/** The report text of a page in `page`'s language. */
export function loadReportText(page: Locale): Promise<ReportText> {
  return LOADERS[page]();
}
