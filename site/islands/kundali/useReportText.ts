/**
 * The report's sentences in the page's language, loading only that language: English is part of
 * the page's script; Hindi (about 20 KB gzipped of sentences and tables) is fetched on Hindi pages
 * alone, alongside the chart request. Null until it has arrived.
 */
import { useEffect, useState } from 'react';
import { proseLocale, type InlineLocale, type Locale } from '../../../shared/i18n/locale';
import { REPORT_TEXT_EN, type ReportText } from '../../../shared/interpretation/report/report-text';

const LOADERS: Readonly<Record<InlineLocale, () => Promise<ReportText>>> = {
  en: () => Promise.resolve(REPORT_TEXT_EN),
  hi: () => import('../../../shared/interpretation/report/report-text-hi').then((module) => module.REPORT_TEXT_HI),
};

/** The report's sentences for a page in `page`'s language: English for a language they are not written in yet (proseLocale). */
export function useReportText(page: Locale): ReportText | null {
  const locale = proseLocale(page);
  const [text, setText] = useState<ReportText | null>(locale === 'en' ? REPORT_TEXT_EN : null);
  useEffect(() => {
    if (text?.locale === locale) return;
    let current = true;
    void LOADERS[locale]().then((loaded) => {
      if (current) setText(loaded);
    });
    return () => {
      current = false;
    };
  }, [locale, text]);
  return text?.locale === locale ? text : null;
}
