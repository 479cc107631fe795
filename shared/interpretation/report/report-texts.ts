/**
 * The report's dictionaries by language, for code that serves every language at once (the PDF, the
 * server, tests). A page that shows one language imports its own dictionary instead (report-text.ts
 * for English, report-text-hi.ts for Hindi), so an English page never ships the Hindi sentences.
 */
// Written in English and Hindi so far: a regional language reads these in English (proseLocale).
import type { InlineLocale as Locale } from '../../i18n/locale';
import { REPORT_TEXT_EN, type ReportText } from './report-text';
import { REPORT_TEXT_HI } from './report-text-hi';

const REPORT_TEXT: Readonly<Record<Locale, ReportText>> = { en: REPORT_TEXT_EN, hi: REPORT_TEXT_HI };

/** The report's sentences in `locale`. */
export function reportText(locale: Locale): ReportText {
  return REPORT_TEXT[locale];
}
