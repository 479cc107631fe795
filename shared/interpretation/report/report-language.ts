/**
 * The language a page's Kundali report is written in: its own where its sentences exist (English,
 * Hindi, Bengali…), English for a regional language whose report is not written yet (that page
 * still names the chart's facts in its own language: site/render/language-fact-words.ts). The PDF
 * checks a report against it; the page's loader picks the sentences by it.
 */
import type { Locale } from '../../i18n/locale';

const REPORT_LANGUAGE: Readonly<Record<Locale, Locale>> = { en: 'en', hi: 'hi', bn: 'bn', mr: 'mr', te: 'te', ta: 'en' };

/** The language the report of a page in `locale` is written in. */
export function reportLanguage(locale: Locale): Locale {
  return REPORT_LANGUAGE[locale];
}
