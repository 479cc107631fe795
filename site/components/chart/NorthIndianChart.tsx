/**
 * North Indian (diamond) chart: houses are fixed, house 1 the top diamond, counted
 * anticlockwise; each house shows its sign number (1 = Aries) and the bodies in it.
 * Drawn in a 400 × 400 viewBox so it scales to any width (readable at 320 px).
 */
import BodyLabels from './BodyLabels';
import { signOfHouse } from '../../../shared/jyotish/classical';
import type { ChartLayout } from './chart-data';
import { NORTH_HOUSES as HOUSES } from '../../render/north-indian-geometry';

export interface NorthIndianChartProps {
  layout: ChartLayout;
  onDetail(text: string): void;
}

/** The diamond chart's SVG content (the caller supplies the <svg> element). */
export default function NorthIndianChart({ layout, onDetail }: NorthIndianChartProps) {
  return (
    <g className="chart-north">
      <rect x={1} y={1} width={398} height={398} className="chart-frame" />
      <path d="M1 1L399 399M399 1L1 399M200 1L399 200L200 399L1 200Z" className="chart-line" />
      {HOUSES.map((shape, index) => {
        const house = index + 1;
        const sign = signOfHouse(layout.firstHouseSign, house);
        return (
          <g key={house} className={house === 1 ? 'chart-house chart-house--first' : 'chart-house'}>
            <text
              x={shape.signNumber[0]}
              y={shape.signNumber[1]}
              className="chart-sign-number"
              textAnchor="middle"
              dominantBaseline="central"
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
