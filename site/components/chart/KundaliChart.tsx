/**
 * The chart component: draws any varga of a ChartModel as a North Indian (diamond), South
 * Indian or East Indian (fixed-sign) chart. It has an accessible name, focusable planet labels whose degrees
 * show on hover/focus, a visible detail line, and a text table alternative.
 */
import { useId, useState } from 'react';
import type { ChartPositionsView } from '../../../shared/chart/view';
import type { Locale } from '../../../shared/i18n/locale';
import { rasiName } from '../../../shared/vocabulary/rasi';
import type { ChartStyle, Varga } from '../../../shared/vocabulary/settings';
import { houseFrom } from '../../../shared/jyotish/classical';
import { chartLayout, vargaTitle } from './chart-data';
import { CHART_TEXT } from './chart-text';
import NorthIndianChart from './NorthIndianChart';
import SouthIndianChart from './SouthIndianChart';
import EastIndianChart from './EastIndianChart';
import './chart.css';

export interface KundaliChartProps {
  chart: ChartPositionsView;
  /** D-number; 1 = the rasi chart. */
  varga: Varga;
  chartStyle: ChartStyle;
  /** Heading text; defaults to e.g. "Rasi (D1)". */
  title?: string;
  /** The page's language (labels, signs and the table); default English. */
  locale?: Locale;
}

/** One chart figure with its caption, detail line and table alternative. */
export default function KundaliChart({ chart, varga, chartStyle, title, locale = 'en' }: KundaliChartProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const text = CHART_TEXT[locale];
  const layout = chartLayout(chart, varga, locale);
  const heading = title ?? vargaTitle(varga, locale);
  const firstSign = rasiName(layout.firstHouseSign, locale);
  const hint = text.hint;
  const [detail, setDetail] = useState(hint);
  const accessibleName = text.accessibleName(heading, text.styleName[chartStyle], layout.lagnaKnown, firstSign);
  return (
    <figure className="kundali-chart">
      <figcaption id={`${id}-cap`} className="kundali-chart__caption">
        {heading}
      </figcaption>
      <svg
        viewBox="0 0 400 400"
        className={`chart-svg chart-svg--${chartStyle}`}
        role="group"
        aria-label={accessibleName}
        onMouseLeave={() => setDetail(hint)}
      >
        {chartStyle === 'north' ? (
          <NorthIndianChart layout={layout} onDetail={setDetail} />
        ) : chartStyle === 'east' ? (
          <EastIndianChart layout={layout} onDetail={setDetail} locale={locale} />
        ) : (
          <SouthIndianChart layout={layout} onDetail={setDetail} locale={locale} />
        )}
      </svg>
      <p className="kundali-chart__detail">{detail}</p>
      <details className="kundali-chart__table">
        <summary>{text.asTable(heading)}</summary>
        <table>
          <caption className="visually-hidden">{accessibleName}</caption>
          <thead>
            <tr>
              <th scope="col">{text.house}</th>
              <th scope="col">{text.sign}</th>
              <th scope="col">{text.bodies}</th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: 12 }, (_, offset) => {
              const sign = (layout.firstHouseSign + offset) % 12;
              const bodies = layout.bySign[sign] ?? [];
              return (
                <tr key={sign}>
                  <td>{houseFrom(layout.firstHouseSign, sign)}</td>
                  <td>{rasiName(sign, locale)}</td>
                  <td>{bodies.length === 0 ? text.none : bodies.map((body) => body.description).join('; ')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
