/**
 * South Indian chart: signs are fixed in a 4 × 4 ring (Pisces top-left, Aries next, running
 * clockwise); the lagna's sign carries a diagonal stroke and "As". 400 × 400 viewBox.
 */
import BodyLabels from './BodyLabels';
import type { Locale } from '../../../shared/i18n/locale';
import { rasiName } from '../../../shared/vocabulary/rasi';
import { vargaTitle, type ChartLayout } from './chart-data';
import { CHART_TEXT } from './chart-text';

import { SIGN_CELLS, SIGN_SHORT } from '../../render/south-indian-geometry';

export { SIGN_CELLS, SIGN_SHORT };
const CELL = 100;

export interface SouthIndianChartProps {
  layout: ChartLayout;
  onDetail(text: string): void;
  /** The page's language; default English. */
  locale?: Locale;
}

/** The grid chart's SVG content (the caller supplies the <svg> element). */
export default function SouthIndianChart({ layout, onDetail, locale = 'en' }: SouthIndianChartProps) {
  return (
    <g className="chart-south">
      <rect x={1} y={1} width={398} height={398} className="chart-frame" />
      <path d="M100 1V399M300 1V399M1 100H399M1 300H399M200 1V100M200 300V399M1 200H100M300 200H399" className="chart-line" />
      <text x={200} y={190} textAnchor="middle" className="chart-center-title" aria-hidden="true">
        {vargaTitle(layout.varga, locale)}
      </text>
      <text x={200} y={214} textAnchor="middle" className="chart-center-sub" aria-hidden="true">
        {layout.lagnaKnown ? CHART_TEXT[locale].styleName.south : CHART_TEXT[locale].moonChart}
      </text>
      {SIGN_CELLS.map(([column, row], sign) => {
        const x = column * CELL;
        const y = row * CELL;
        const isFirst = sign === layout.firstHouseSign;
        return (
          <g key={sign} className={isFirst ? 'chart-house chart-house--first' : 'chart-house'}>
            {isFirst && layout.lagnaKnown && <path d={`M${x + 1} ${y + 22}L${x + 22} ${y + 1}`} className="chart-lagna-mark" />}
            <text x={x + CELL - 6} y={y + 14} textAnchor="end" className="chart-sign-number" aria-hidden="true">
              {locale === 'en' ? SIGN_SHORT[sign] : rasiName(sign, locale)}
            </text>
            <BodyLabels bodies={layout.bySign[sign] ?? []} cx={x + CELL / 2} cy={y + 56} maxPerColumn={4} onDetail={onDetail} />
          </g>
        );
      })}
    </g>
  );
}
