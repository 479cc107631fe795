/**
 * The ways on from any view of one person's chart (issue 36), the same on every view: ask the chat
 * about it, the full report, the quick chart, the PDF (the report's own button there, a link to it
 * elsewhere), Save and Share. Each link carries the birth as the chart API's query fields, so every
 * view opens the same chart; the view a visitor is on leaves its own link out. Share sends the report
 * (the quick chart from /birth-chart) in the page's language with the chart style.
 */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { Locale } from '../../../shared/i18n/locale';
import { journeyText } from '../../i18n/journey';
import { CHART_VIEW_PAGES, chartShareUrl, chartViewHref } from '../../lib/chart-links';
import { $chartStyle } from '../../stores/prefs';
import SaveChartButton from '../account/SaveChartButton';
import ShareButton from './ShareButton';
import '../kundali/forms.css';
import './chart-actions.css';

/** The views of a chart: /birth-chart, /detailed-kundali, /chat and a row of My charts. */
export const CHART_VIEWS = ['chart', 'report', 'chat', 'saved'] as const;
/** One view of a chart. */
export type ChartViewName = (typeof CHART_VIEWS)[number];

/** The id of the report's PDF button: the other views link to `/detailed-kundali?…#pdf`, which focuses it. */
export const PDF_ANCHOR = 'pdf';

export interface ChartActionsProps {
  /** The birth as `GET /api/chart`'s query fields (name, date, time, lat, lon, tz or utcOffset, place, ayanamsa, node). */
  fields: URLSearchParams;
  /** The view showing them (its own link is left out; My charts has its own open, edit and delete). */
  view: ChartViewName;
  locale: Locale;
  /** The report's PDF button (on the report); the other views link to it. */
  pdf?: ReactNode;
}

/** See the module comment. */
export default function ChartActions({ fields, view, locale, pdf }: ChartActionsProps) {
  const t = journeyText[locale];
  const style = useStore($chartStyle);
  const name = fields.get('name') ?? '';
  const href = (page: keyof typeof CHART_VIEW_PAGES) => chartViewHref(locale, page, fields);
  const shared = view === 'chart' ? CHART_VIEW_PAGES.chart : CHART_VIEW_PAGES.report;
  return (
    <div className="chart-actions no-print" role="group" aria-label={t.actions.label(name)}>
      {view !== 'chat' && (
        <a className="button-primary chart-actions__ask" href={href('chat')}>
          {t.actions.ask}
        </a>
      )}
      {view !== 'report' && view !== 'saved' && (
        <a className="button-secondary" href={href('report')}>
          {t.actions.report}
        </a>
      )}
      {view !== 'chart' && (
        <a className="button-secondary" href={href('chart')}>
          {t.actions.quickChart}
        </a>
      )}
      {pdf ?? (
        <a className="button-secondary" href={`${href('report')}#${PDF_ANCHOR}`}>
          {t.actions.pdf}
        </a>
      )}
      {view !== 'saved' && <SaveChartButton birth={Object.fromEntries(fields)} locale={locale} />}
      <ShareButton
        url={() => chartShareUrl(window.location.origin, locale, shared, fields, style)}
        title={t.share.chartTitle(name)}
        locale={locale}
      />
    </div>
  );
}
