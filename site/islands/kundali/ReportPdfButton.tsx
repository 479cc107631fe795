/**
 * The report's "Download Full Report": the PDF built on click (downloadPdf.ts) from the chart and the
 * report the page shows. It stands among the chart's ways on at the top of the report (kit/ChartActions)
 * with the id the other views link to (`/detailed-kundali?…#pdf` focuses it); a failure is said beside it.
 */
import { useState } from 'react';
import type { ChartView } from '../../../shared/chart/view';
import type { Locale } from '../../../shared/i18n/locale';
import type { KundaliReport } from '../../../shared/interpretation/report/report';
import type { BirthRequest } from '../../lib/birth-query';
import { kundaliReportText } from '../../i18n/kundali-report';
import { PDF_ANCHOR } from '../kit/ChartActions';
import { downloadKundaliPdf } from './downloadPdf';

export interface ReportPdfButtonProps {
  chart: ChartView;
  report: KundaliReport;
  request: BirthRequest;
  /** The day the report's "now" sections read (`YYYY-MM-DD`). */
  day: string;
  locale: Locale;
}

/** See the module comment. */
export default function ReportPdfButton({ chart, report, request, day, locale }: ReportPdfButtonProps) {
  const t = kundaliReportText[locale];
  const [pdfState, setPdfState] = useState<'idle' | 'working' | 'failed'>('idle');
  return (
    <>
      <button
        type="button"
        id={PDF_ANCHOR}
        className="button-secondary"
        disabled={pdfState === 'working'}
        onClick={() => {
          setPdfState('working');
          downloadKundaliPdf(chart, report, locale, request, day).then(
            () => setPdfState('idle'),
            (error: unknown) => {
              console.error('PDF failed', error);
              setPdfState('failed');
            },
          );
        }}
      >
        {pdfState === 'working' ? t.preparing : t.download}
      </button>
      {pdfState === 'failed' && (
        <p className="field__error" role="alert">
          {t.pdfFailed}
        </p>
      )}
    </>
  );
}
