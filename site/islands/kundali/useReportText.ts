/**
 * The report's sentences in the page's language, loading only that language (load-report-text.ts).
 * Null until it has arrived.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../../shared/i18n/locale';
import { REPORT_TEXT_EN, type ReportText } from '../../../shared/interpretation/report/report-text';
import { loadReportText } from './load-report-text';

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
