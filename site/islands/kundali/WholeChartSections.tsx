/**
 * The whole-chart sections of /detailed-kundali: birth panchang and avakhada, the ashtakavarga
 * (Sarvashtakavarga drawn in the chosen chart style, the seven Bhinnashtakavargas as a grid) and
 * shadbala with bhava bala (SVG bars, components on demand). Words come from the interpretation layer.
 */
import type { Shadbala } from '../../../shared/model/chart';
import type { ChartView } from '../../../shared/chart/view';
import type { Locale } from '../../../shared/i18n/locale';
import { grahaName, SAPTA_GRAHAS, type SaptaGraha } from '../../../shared/vocabulary/graha';
import { RASIS, rasiName } from '../../../shared/vocabulary/rasi';
import type { ChartStyle } from '../../../shared/vocabulary/settings';
import {
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
import { SIGN_SHORT } from '../../render/south-indian-geometry';
import SavChart from './SavChart';
import ShadbalaBars from './ShadbalaBars';
import TableScroll from '../kit/TableScroll';

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
          <TableScroll label={t.bavCaption} locale={locale}>
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
          </TableScroll>
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
            <TableScroll label={t.components} locale={locale}>
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
            </TableScroll>
          </details>
        )}
        {chart.bhavaBala && <p data-testid="bhava-bala-reading">{bhavaBalaReading(chart.bhavaBala, words)}</p>}
        {chart.bhavaBala && (
          <TableScroll label={t.bhavaBalaCaption} locale={locale}>
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
          </TableScroll>
        )}
      </section>
    </>
  );
}
