/**
 * East Indian (Bengal, Odisha) chart: signs are fixed, Mesha in the top middle cell and the rest
 * anticlockwise, the corner cells cut diagonally into two signs each (site/render/east-indian-geometry.ts).
 * Each cell shows its sign number (1 = Aries) and its bodies; the lagna's cell is outlined and
 * its number bold. Same classes, hence the same colours, as the North and South charts. 400 × 400 viewBox.
 */
import BodyLabels from './BodyLabels';
import type { Locale } from '../../../shared/i18n/locale';
import { vargaTitle, type ChartLayout } from './chart-data';
import { CHART_TEXT } from './chart-text';
import { EAST_PATH, EAST_SIGNS, svgPoints } from '../../render/east-indian-geometry';

export interface EastIndianChartProps {
  layout: ChartLayout;
  onDetail(text: string): void;
  /** The page's language; default English. */
  locale?: Locale;
}

/** The East Indian chart's SVG content (the caller supplies the <svg> element). */
export default function EastIndianChart({ layout, onDetail, locale = 'en' }: EastIndianChartProps) {
  return (
    <g className="chart-east">
      <rect x={1} y={1} width={398} height={398} className="chart-frame" />
      <path d={EAST_PATH} className="chart-line" />
      <text x={200} y={190} textAnchor="middle" className="chart-center-title" aria-hidden="true">
        {vargaTitle(layout.varga, locale)}
      </text>
      <text x={200} y={214} textAnchor="middle" className="chart-center-sub" aria-hidden="true">
        {layout.lagnaKnown ? CHART_TEXT[locale].styleName.east : CHART_TEXT[locale].moonChart}
      </text>
      {EAST_SIGNS.map((shape, sign) => {
        const isFirst = sign === layout.firstHouseSign;
        return (
          <g key={sign} className={isFirst ? 'chart-house chart-house--first' : 'chart-house'} data-sign={sign + 1}>
            {isFirst && layout.lagnaKnown && <polygon points={svgPoints(shape.polygon)} className="chart-lagna-mark" />}
            <text
              x={shape.signNumber[0]}
              y={shape.signNumber[1]}
              textAnchor="middle"
              dominantBaseline="central"
              className="chart-sign-number"
              aria-hidden="true"
            >
              {sign + 1}
            </text>
            <BodyLabels
              bodies={layout.bySign[sign] ?? []}
              cx={shape.label[0]}
              cy={shape.label[1]}
              maxPerColumn={shape.maxPerColumn}
              onDetail={onDetail}
            />
          </g>
        );
      })}
    </g>
  );
}
