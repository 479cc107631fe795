/** The Sarvashtakavarga drawn as a North, South or East Indian chart, the bindus in each sign coloured strong, middling or weak. */
import type { Locale } from '../../../shared/i18n/locale';
import { RASIS, rasiName } from '../../../shared/vocabulary/rasi';
import type { ChartStyle } from '../../../shared/vocabulary/settings';
import { SAV_STRONG_MIN, SAV_WEAK_BELOW } from '../../../shared/interpretation/report/whole-chart';
import { kundaliReportText } from '../../i18n/kundali-report';
import { signOfHouse } from '../../../shared/jyotish/classical';
import { NORTH_HOUSES } from '../../render/north-indian-geometry';
import { SIGN_CELLS, SIGN_SHORT } from '../../render/south-indian-geometry';
import { CHART_TEXT } from '../../components/chart/chart-text';
import { EAST_PATH, EAST_SIGNS, svgPoints } from '../../render/east-indian-geometry';

function bindusClass(bindus: number): string {
  return bindus >= SAV_STRONG_MIN ? 'sav-strong' : bindus < SAV_WEAK_BELOW ? 'sav-weak' : 'sav-mid';
}

/** See the module comment. */
export default function SavChart({
  sarva,
  firstHouseSign,
  chartStyle,
  locale,
}: {
  sarva: number[];
  firstHouseSign: number;
  chartStyle: ChartStyle;
  locale: Locale;
}) {
  const t = kundaliReportText[locale];
  const label = t.savLabel(CHART_TEXT[locale].styleName[chartStyle], RASIS.map((_, i) => `${rasiName(i, locale)} ${sarva[i]}`).join(', '));
  return (
    <svg viewBox="0 0 400 400" className={`chart-svg chart-svg--${chartStyle}`} role="img" aria-label={label}>
      <rect x={1} y={1} width={398} height={398} className="chart-frame" />
      {chartStyle === 'north' ? (
        <>
          <path d="M1 1L399 399M399 1L1 399M200 1L399 200L200 399L1 200Z" className="chart-line" />
          {NORTH_HOUSES.map((shape, index) => {
            const sign = signOfHouse(firstHouseSign, index + 1);
            return (
              <g key={sign}>
                <text
                  x={shape.signNumber[0]}
                  y={shape.signNumber[1]}
                  className="chart-sign-number"
                  textAnchor="middle"
                  dominantBaseline="central"
                >
                  {sign + 1}
                </text>
                <text
                  x={shape.label[0]}
                  y={shape.label[1]}
                  className={`sav-bindus ${bindusClass(sarva[sign]!)}`}
                  textAnchor="middle"
                  dominantBaseline="central"
                  data-testid={`sav-${RASIS[sign]}`}
                >
                  {sarva[sign]}
                </text>
              </g>
            );
          })}
        </>
      ) : chartStyle === 'east' ? (
        <>
          <path d={EAST_PATH} className="chart-line" />
          <text x={200} y={205} textAnchor="middle" className="chart-center-title">
            {t.savCentre}
          </text>
          {EAST_SIGNS.map((shape, sign) => (
            <g key={sign}>
              {sign === firstHouseSign && <polygon points={svgPoints(shape.polygon)} className="chart-lagna-mark" />}
              <text
                x={shape.signNumber[0]}
                y={shape.signNumber[1]}
                className="chart-sign-number"
                textAnchor="middle"
                dominantBaseline="central"
              >
                {sign + 1}
              </text>
              <text
                x={shape.label[0]}
                y={shape.label[1]}
                className={`sav-bindus ${bindusClass(sarva[sign]!)}`}
                textAnchor="middle"
                dominantBaseline="central"
                data-testid={`sav-${RASIS[sign]}`}
              >
                {sarva[sign]}
              </text>
            </g>
          ))}
        </>
      ) : (
        <>
          <path d="M100 1V399M300 1V399M1 100H399M1 300H399M200 1V100M200 300V399M1 200H100M300 200H399" className="chart-line" />
          <text x={200} y={205} textAnchor="middle" className="chart-center-title">
            {t.savCentre}
          </text>
          {SIGN_CELLS.map(([column, row], sign) => (
            <g key={sign}>
              {sign === firstHouseSign && (
                <path d={`M${column * 100 + 1} ${row * 100 + 22}L${column * 100 + 22} ${row * 100 + 1}`} className="chart-lagna-mark" />
              )}
              <text x={column * 100 + 94} y={row * 100 + 14} textAnchor="end" className="chart-sign-number">
                {locale === 'en' ? SIGN_SHORT[sign] : rasiName(sign, locale)}
              </text>
              <text
                x={column * 100 + 50}
                y={row * 100 + 58}
                textAnchor="middle"
                dominantBaseline="central"
                className={`sav-bindus ${bindusClass(sarva[sign]!)}`}
                data-testid={`sav-${RASIS[sign]}`}
              >
                {sarva[sign]}
              </text>
            </g>
          ))}
        </>
      )}
    </svg>
  );
}
