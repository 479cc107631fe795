/**
 * Circular planet layout (spec "Chart display pieces"): the zodiac as a wheel with a symbol per
 * graha at its sidereal longitude. The ascendant sits at 9 o'clock (the eastern horizon) when the
 * birth time is known, otherwise 0° Aries does; longitudes run anticlockwise.
 */
import type { ChartView } from '../../../shared/chart/view';
import type { Locale } from '../../../shared/i18n/locale';
import { GRAHA_SYMBOL, grahaName } from '../../../shared/vocabulary/graha';
import { rasiName, rasiNameOf } from '../../../shared/vocabulary/rasi';
import { CHART_TEXT } from './chart-text';
import { formatDegreesDms } from '../../../shared/interpretation/format';
import { SIGN_SHORT } from '../../render/south-indian-geometry';

const CENTER = 200;
const OUTER_R = 190;
const SIGN_RING_R = 160;
const PLANET_R = 128;
/** Bodies closer than this in longitude are stepped inward so symbols do not overlap, degrees. */
const CROWD_DEG = 9;
const STEP_R = 26;

export interface CircularChartProps {
  chart: ChartView;
  title: string;
  /** The page's language; default English. */
  locale?: Locale;
}

/** SVG point for a sidereal longitude (degrees) at radius r, with `zeroDeg` at 9 o'clock. */
function point(longitudeDeg: number, r: number, zeroDeg: number): [number, number] {
  const angle = ((180 + (longitudeDeg - zeroDeg)) * Math.PI) / 180;
  // Anticlockwise on screen: y grows downward, so subtract the sine.
  return [CENTER + r * Math.cos(angle), CENTER - r * Math.sin(angle)];
}

/** The wheel; a self-contained <svg> with an accessible name. */
export default function CircularChart({ chart, title, locale = 'en' }: CircularChartProps) {
  const text = CHART_TEXT[locale];
  const zeroDeg = chart.input.timeKnown ? chart.lagna.siderealLongitudeDeg : 0;
  const sorted = [...chart.grahas].sort((a, b) => a.siderealLongitudeDeg - b.siderealLongitudeDeg);
  let previous = -Infinity;
  let depth = 0;
  const placed = sorted.map((g) => {
    depth = g.siderealLongitudeDeg - previous < CROWD_DEG ? depth + 1 : 0;
    previous = g.siderealLongitudeDeg;
    return { g, r: PLANET_R - (depth % 3) * STEP_R };
  });
  const titleId = `wheel-${chart.input.jdUt.toFixed(5).replace('.', '-')}`;
  return (
    <svg viewBox="0 0 400 400" className="chart-svg chart-wheel" role="group" aria-labelledby={titleId}>
      <title id={titleId}>{title}</title>
      <circle cx={CENTER} cy={CENTER} r={OUTER_R} className="chart-frame" />
      <circle cx={CENTER} cy={CENTER} r={SIGN_RING_R - 16} className="chart-line" />
      {SIGN_SHORT.map((short, sign) => {
        const [x1, y1] = point(sign * 30, OUTER_R, zeroDeg);
        const [x2, y2] = point(sign * 30, SIGN_RING_R - 16, zeroDeg);
        const [tx, ty] = point(sign * 30 + 15, SIGN_RING_R + 6, zeroDeg);
        return (
          <g key={short} aria-hidden="true">
            <line x1={x1} y1={y1} x2={x2} y2={y2} className="chart-line" />
            <text x={tx} y={ty} textAnchor="middle" dominantBaseline="central" className="chart-sign-number">
              {locale === 'en' ? short : rasiName(sign, locale)}
            </text>
          </g>
        );
      })}
      {chart.input.timeKnown &&
        (() => {
          const [x, y] = point(chart.lagna.siderealLongitudeDeg, SIGN_RING_R - 16, zeroDeg);
          const [lx, ly] = point(chart.lagna.siderealLongitudeDeg, SIGN_RING_R - 34, zeroDeg);
          return (
            <g aria-hidden="true">
              <line x1={CENTER} y1={CENTER} x2={x} y2={y} className="chart-lagna-mark" />
              <text x={lx} y={ly - 10} textAnchor="middle" className="chart-lagna-label">
                {text.lagnaLabel}
              </text>
            </g>
          );
        })()}
      {placed.map(({ g, r }) => {
        const [x, y] = point(g.siderealLongitudeDeg, r, zeroDeg);
        const description = `${grahaName(g.graha, locale)}: ${rasiNameOf(g.rasi, locale)} ${formatDegreesDms(g.degreesInRasi)}${g.retrograde ? `, ${text.retrograde}` : ''}`;
        return (
          <g
            key={g.graha}
            className={g.retrograde ? 'chart-body chart-body--retro' : 'chart-body'}
            tabIndex={0}
            role="img"
            aria-label={description}
          >
            <title>{description}</title>
            <circle cx={x} cy={y} r={13} className="chart-wheel-dot" />
            <text x={x} y={y} textAnchor="middle" dominantBaseline="central" className="chart-wheel-symbol">
              {GRAHA_SYMBOL[g.graha]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
