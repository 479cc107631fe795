/**
 * The report's first screen, painted before the sections below it: the birth facts with the chart
 * settings (ayanamsa, chart style, change details) and the chart's ways on, then the Rasi chart, a divisional chart of the
 * visitor's choice and the wheel.
 */
import { useState, type ReactNode } from 'react';
import type { ChartView } from '../../../shared/chart/view';
import type { Locale } from '../../../shared/i18n/locale';
import { formatTime12 } from '../../../shared/interpretation/format';
import type { KundaliReport } from '../../../shared/interpretation/report/report';
import { VARGAS, type Ayanamsa, type ChartStyle, type Varga } from '../../../shared/vocabulary/settings';
import { ayanamsaName } from '../../../shared/vocabulary/ayanamsa-names';
import { rasiName } from '../../../shared/vocabulary/rasi';
import { RASI_SLUGS } from '../../../shared/vocabulary/rasi-slugs';
import { localizePath } from '../../i18n/paths';
import { vargaTitle } from '../../components/chart/chart-data';
import KundaliChart from '../../components/chart/KundaliChart';
import CircularChart from '../../components/chart/CircularChart';
import ChartStyleSwitch from '../../components/chart/ChartStyleSwitch';
import { kundaliReportText } from '../../i18n/kundali-report';
import { openTextClass } from '../../lib/open-text';
import AyanamsaSelect from './AyanamsaSelect';
import CautionNotices from './CautionNotices';
import { longDate } from './report-dates';

/** The birth facts, the chart settings and, after them, `children` (the chart's ways on). */
export function ReportFacts({
  chart,
  report,
  editHref,
  onAyanamsa,
  locale,
  children,
}: {
  chart: ChartView;
  report: KundaliReport;
  editHref: string;
  onAyanamsa(ayanamsa: Ayanamsa): void;
  locale: Locale;
  children?: ReactNode;
}) {
  const t = kundaliReportText[locale];
  const input = chart.input;
  const moon = chart.grahas.find((g) => g.graha === 'Moon');
  return (
    <section className="kundali-card" aria-labelledby="kundali-for">
      <h2 id="kundali-for" className={openTextClass(report.name)}>
        {t.kundaliFor(report.name || t.you)}
      </h2>
      <dl className="birth-facts">
        <div>
          <dt>{t.dateOfBirth}</dt>
          <dd>{longDate(input.date, locale)}</dd>
        </div>
        <div>
          <dt>{t.timeOfBirth}</dt>
          <dd>{input.time ? (locale === 'en' ? formatTime12(input.time) : input.time.slice(0, 5)) : t.unknownTime}</dd>
        </div>
        <div>
          <dt>{t.placeOfBirth}</dt>
          <dd>{report.place}</dd>
        </div>
        <div>
          <dt>{t.zone}</dt>
          <dd>{report.zoneText}</dd>
        </div>
        <div>
          <dt>{t.ayanamsa}</dt>
          <dd>{report.ayanamsaText}</dd>
        </div>
        <div>
          <dt>{t.lagna}</dt>
          <dd>{report.lagnaText}</dd>
        </div>
        {moon && (
          <div>
            <dt>{t.moonSign}</dt>
            <dd>
              {rasiName(moon.rasiIndex, locale)} ·{' '}
              <a href={localizePath(locale, `/rashifal/${RASI_SLUGS[moon.rasiIndex]!}`)}>{t.moonSignRashifal}</a>
            </dd>
          </div>
        )}
      </dl>
      {!input.timeKnown && <p className="notice">{t.noTimeNotice}</p>}
      <CautionNotices cautions={input.cautions} codes={input.cautionCodes} locale={locale} />
      <div className="report-controls" aria-label={t.chartSettings} role="group">
        <AyanamsaSelect id="kundali-ayanamsa" onChange={onAyanamsa} locale={locale} />
        <ChartStyleSwitch locale={locale} />
        <a className="button-secondary" href={editHref}>
          {t.changeDetails}
        </a>
        <a
          className="button-secondary"
          href={`${localizePath(locale, '/compare')}${editHref.slice(Math.max(0, editHref.indexOf('?')) || editHref.length)}`}
        >
          {t.compareWithPrograms}
        </a>
      </div>
      {children}
    </section>
  );
}

/** The Rasi chart, a divisional chart (Navamsha first) and the wheel. */
export function ReportCharts({ chart, chartStyle, locale }: { chart: ChartView; chartStyle: ChartStyle; locale: Locale }) {
  const t = kundaliReportText[locale];
  const [varga, setVarga] = useState<Varga>(9);
  const ayanamsaLabel = ayanamsaName(chart.input.ayanamsa, locale);
  return (
    <section className="kundali-card" aria-labelledby="chart-title">
      <h2 id="chart-title">{t.chartTitle}</h2>
      <div className="chart-pair">
        <KundaliChart chart={chart} varga={1} chartStyle={chartStyle} title={t.rasiChart} locale={locale} />
        <div className="varga-box">
          <div className="field field--inline">
            <label htmlFor="kundali-varga">{t.divisionalChart}</label>
            <select id="kundali-varga" value={varga} onChange={(event) => setVarga(Number(event.target.value) as Varga)}>
              {VARGAS.filter((d) => d !== 1).map((d) => (
                <option key={d} value={d}>
                  {vargaTitle(d, locale)}
                </option>
              ))}
            </select>
          </div>
          <KundaliChart chart={chart} varga={varga} chartStyle={chartStyle} locale={locale} />
        </div>
        <figure className="kundali-chart">
          <figcaption className="kundali-chart__caption">{t.wheelCaption}</figcaption>
          <CircularChart chart={chart} title={t.wheelTitle(ayanamsaLabel)} locale={locale} />
        </figure>
      </div>
    </section>
  );
}
