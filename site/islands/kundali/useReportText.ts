/**
 * The report's sentences in the page's language, loading only that language: English is part of
 * the page's script; Hindi (about 20 KB gzipped of sentences and tables) is fetched on Hindi pages
 * alone, alongside the chart request. A regional language's page reads the sentences in English
 * (proseLocale) with its own names in the fact lines (site/render/language-fact-words.ts, fetched on
 * those pages alone). Null until it has arrived.
 */
import { useEffect, useState } from 'react';
import { proseLocale, type InlineLocale, type Locale } from '../../../shared/i18n/locale';
import { REPORT_TEXT_EN, type ReportText } from '../../../shared/interpretation/report/report-text';

const LOADERS: Readonly<Record<InlineLocale, () => Promise<ReportText>>> = {
  en: () => Promise.resolve(REPORT_TEXT_EN),
  hi: () => import('../../../shared/interpretation/report/report-text-hi').then((module) => module.REPORT_TEXT_HI),
};

/** The report text of a page in `page`'s language. */
function loadReportText(page: Locale): Promise<ReportText> {
  const prose = proseLocale(page);
  if (prose === page) return LOADERS[prose]();
  return Promise.all([LOADERS[prose](), import('../../render/language-fact-words')]).then(([text, names]) =>
    names.languageFactWords(text, page),
  );
}

/** The report's words for a page in `page`'s language. */
export function useReportText(page: Locale): ReportText | null {
  const [shown, setShown] = useState<{ page: Locale; text: ReportText } | null>(page === 'en' ? { page, text: REPORT_TEXT_EN } : null);
  useEffect(() => {
    if (shown?.page === page) return;
    let current = true;
    void loadReportText(page).then((text) => {
      if (current) setShown({ page, text });
    });
    return () => {
      current = false;
    };
  }, [page, shown]);
  return shown?.page === page ? shown.text : null;
}
