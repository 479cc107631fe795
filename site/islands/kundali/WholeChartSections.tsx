/**
 * The whole-chart sections of /detailed-kundali: birth panchang and avakhada, the ashtakavarga
 * (Sarvashtakavarga drawn in the chosen chart style, the seven Bhinnashtakavargas as a grid) and
 * shadbala with bhava bala (SVG bars, components on demand). Words come from the interpretation layer.
 */
import type { Shadbala } from '../../../shared/model/chart';
import type { ChartView } from '../../../shared/chart/view';
import { signOfHouse } from '../../../shared/jyotish/classical';
import type { Locale } from '../../../shared/i18n/locale';
import { grahaName, SAPTA_GRAHAS, type SaptaGraha } from '../../../shared/vocabulary/graha';
import { RASIS, rasiName } from '../../../shared/vocabulary/rasi';
import type { ChartStyle } from '../../../shared/vocabulary/settings';
import {
  SAV_STRONG_MIN,
  SAV_WEAK_BELOW,
  avakhadaRows,
  bhavaBalaReading,
  birthPanchangRows,
  sarvaReading,
  shadbalaParts,
  shadbalaReading,
  type FactRow,
} from '../../../shared/interpretation/report/whole-chart';
import type { ReportText } from '../../../shared/interpretation/report/report-text';
import { kundaliReportText } from '../../i18n/kundali-report';
import { chartLayout } from '../../components/chart/chart-data';
import { NORTH_HOUSES } from '../../render/north-indian-geometry';
import { SIGN_CELLS, SIGN_SHORT } from '../../components/chart/SouthIndianChart';

function Facts({ rows, testPrefix }: { rows: FactRow[]; testPrefix: string }) {
  return (
    <dl className="fact-list">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd data-testid={`${testPrefix}-${row.label}`}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function bindusClass(bindus: number): string {
  return bindus >= SAV_STRONG_MIN ? 'sav-strong' : bindus < SAV_WEAK_BELOW ? 'sav-weak' : 'sav-mid';
}

/** The Sarvashtakavarga drawn as a North or South Indian chart with the bindus in each sign. */
function SavChart({
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
  const label = t.savLabel(chartStyle, RASIS.map((_, i) => `${rasiName(i, locale)} ${sarva[i]}`).join(', '));
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

const BAR_W = 360;
const ROW_H = 30;

/** Horizontal bars of each graha's total rupas with a tick at its required minimum. */
function ShadbalaBars({ rows, locale }: { rows: { graha: string; label: string; total: number; required: number }[]; locale: Locale }) {
  const t = kundaliReportText[locale];
  const max = Math.max(...rows.map((r) => Math.max(r.total, r.required))) * 1.1;
  const x = (v: number) => 80 + (v / max) * (BAR_W - 80);
  return (
    <svg
      viewBox={`0 0 ${BAR_W + 40} ${rows.length * ROW_H + 10}`}
      className="bala-svg"
      role="img"
      aria-label={t.shadbalaLabel(rows.map((r) => t.shadbalaRow(r.label, r.total.toFixed(2), r.required)).join('; '))}
    >
      {rows.map((r, i) => {
        const y = 5 + i * ROW_H;
        return (
          <g key={r.graha}>
            <text x={74} y={y + 13} textAnchor="end" className="bala-label">
              {r.label}
            </text>
            <rect
              x={80}
              y={y + 3}
              width={x(r.total) - 80}
              height={18}
              className={r.total >= r.required ? 'bala-bar bala-bar--strong' : 'bala-bar bala-bar--weak'}
              data-testid={`shadbala-bar-${r.graha}`}
              data-rupas={r.total}
            />
            <line x1={x(r.required)} x2={x(r.required)} y1={y} y2={y + 24} className="bala-required" />
            <text x={x(r.total) + 4} y={y + 13} className="bala-value">
              {r.total.toFixed(2)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function isFull(bala: ChartView['shadbala'][keyof ChartView['shadbala']]): bala is Shadbala {
  return 'sthana' in bala;
}

/** The three sections; see the file comment. */
export default function WholeChartSections({
  chart,
  chartStyle,
  words,
  locale = 'en',
}: {
  chart: ChartView;
  chartStyle: ChartStyle;
  /** The report's sentences in the page's language (the page loads only its own language's). */
  words: ReportText;
  locale?: Locale;
}) {
  const firstHouseSign = chartLayout(chart, 1).firstHouseSign;
  const sav = chart.ashtakavarga.sarva;
  const t = kundaliReportText[locale];
  const graha = (g: SaptaGraha) => grahaName(g, locale);
  const shadRows = SAPTA_GRAHAS.map((g) => ({
    graha: g,
    label: graha(g),
    total: chart.shadbala[g].totalRupas,
    required: chart.shadbala[g].requiredRupas,
  }));
  return (
    <>
      <section className="kundali-card" aria-labelledby="panchang-title">
        <h2 id="panchang-title">{t.panchangTitle}</h2>
        <div className="chart-pair">
          <div>
            <h3>{t.panchangAtBirth}</h3>
            <Facts rows={birthPanchangRows(chart.panchang, words)} testPrefix="panchang" />
          </div>
          <div>
            <h3>{t.avakhada}</h3>
            <Facts rows={avakhadaRows(chart.avakhada, words)} testPrefix="avakhada" />
          </div>
        </div>
      </section>

      <section className="kundali-card" aria-labelledby="ashtaka-title">
        <h2 id="ashtaka-title">{t.ashtakavarga}</h2>
        <p data-testid="sav-reading">{sarvaReading(chart.ashtakavarga, firstHouseSign, words)}</p>
        <div className="chart-pair">
          <figure className="kundali-chart">
            <figcaption className="kundali-chart__caption">{t.savCaption(sav.reduce((a, b) => a + b, 0))}</figcaption>
            <SavChart sarva={sav} firstHouseSign={firstHouseSign} chartStyle={chartStyle} locale={locale} />
          </figure>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t.bavCaption}>
            <table className="bav-table">
              <caption>{t.bavCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.graha}</th>
                  {RASIS.map((r, i) => (
                    <th key={r} scope="col" title={rasiName(i, locale)}>
                      {locale === 'en' ? <abbr title={r}>{SIGN_SHORT[i]}</abbr> : rasiName(i, locale)}
                    </th>
                  ))}
                  <th scope="col">{t.total}</th>
                </tr>
              </thead>
              <tbody>
                {SAPTA_GRAHAS.map((g) => {
                  const row = chart.ashtakavarga.bhinna[g];
                  return (
                    <tr key={g}>
                      <th scope="row">{graha(g)}</th>
                      {row.map((b, i) => (
                        <td key={i}>{b}</td>
                      ))}
                      <td>{row.reduce((a, b) => a + b, 0)}</td>
                    </tr>
                  );
                })}
                <tr>
                  <th scope="row">{t.sarva}</th>
                  {sav.map((b, i) => (
                    <td key={i}>{b}</td>
                  ))}
                  <td>{sav.reduce((a, b) => a + b, 0)}</td>
                </tr>
              </tbody>
            </table>
          </div>
        </div>
      </section>

      <section className="kundali-card" aria-labelledby="bala-title">
        <h2 id="bala-title">{t.balaTitle}</h2>
        <p data-testid="shadbala-reading">{shadbalaReading(chart.shadbala, words)}</p>
        <figure className="bala-figure">
          <figcaption>{t.shadbalaCaption}</figcaption>
          <ShadbalaBars rows={shadRows} locale={locale} />
        </figure>
        {isFull(chart.shadbala.Sun) && (
          <details>
            <summary>{t.components}</summary>
            <div className="table-scroll" tabIndex={0} role="region" aria-label={t.components}>
              <table className="bav-table">
                <thead>
                  <tr>
                    <th scope="col">{t.graha}</th>
                    {shadbalaParts(words).map(([, name]) => (
                      <th key={name} scope="col">
                        {name}
                      </th>
                    ))}
                    <th scope="col">{t.totalRupas}</th>
                  </tr>
                </thead>
                <tbody>
                  {SAPTA_GRAHAS.map((g) => {
                    const b = chart.shadbala[g] as Shadbala;
                    return (
                      <tr key={g}>
                        <th scope="row">{graha(g)}</th>
                        {shadbalaParts(words).map(([key]) => (
                          <td key={key}>{b[key].toFixed(1)}</td>
                        ))}
                        <td>{b.totalRupas.toFixed(2)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </details>
        )}
        {chart.bhavaBala && <p data-testid="bhava-bala-reading">{bhavaBalaReading(chart.bhavaBala, words)}</p>}
        {chart.bhavaBala && (
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t.bhavaBalaCaption}>
            <table className="bav-table">
              <caption>{t.bhavaBalaCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.house}</th>
                  {chart.bhavaBala.map((h) => (
                    <th key={h.house} scope="col">
                      {h.house}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t.rupas}</th>
                  {chart.bhavaBala.map((h) => (
                    <td key={h.house} data-testid={`bhava-bala-${h.house}`}>
                      {h.totalRupas.toFixed(2)}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
