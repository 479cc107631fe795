/**
 * The Kundali results page body (/detailed-kundali): reads the birth from the URL query (same
 * names as /api/chart) or from the birth store, loads the chart from the API and shows
 * "Kundali for {name}", the Rasi chart, Key Insights, Planetary Positions, House Placements,
 * General Predictions, the disclaimer and "Download Full Report" (a PDF built on click).
 */
import { useStore } from '@nanostores/react';
import { lazy, useEffect, useMemo, useState } from 'react';
import { Step, useSteps } from './paint-steps';
import { drawInSlices } from './draw-in-slices';
import { buildKundaliReport } from '../../../shared/interpretation/report/report';
import { useReportText } from './useReportText';
import type { Locale } from '../../../shared/i18n/locale';
import { grahaName } from '../../../shared/vocabulary/graha';
import { nakshatraNameOf } from '../../../shared/vocabulary/nakshatra';
import { rasiNameOf } from '../../../shared/vocabulary/rasi';
import { DIGNITY_NAMES } from '../../../shared/vocabulary/terms';
import { lifeAreaTitle } from '../../../shared/interpretation/life-areas';
import CautionNotices from './CautionNotices';
import { jdUtFromUnixMs } from '../../../shared/time/julian';
import { AYANAMSA_NAMES, VARGAS, type Ayanamsa, type Varga } from '../../../shared/vocabulary/settings';
import { vargaTitle } from '../../components/chart/chart-data';
import KundaliChart from '../../components/chart/KundaliChart';
import CircularChart from '../../components/chart/CircularChart';
import ChartStyleSwitch from '../../components/chart/ChartStyleSwitch';
import { birthToQuery, queryAsksApi, type BirthRequest } from '../../lib/birth-query';
import { ChartApiError, resolveBirthQuery } from '../../lib/api';
import { formatDateLong, formatTime12 } from '../../../shared/interpretation/format';
import { $chartStyle, setAyanamsa } from '../../stores/prefs';
import { REPORT_INCLUDE, reportRequest } from './report-request';
import AyanamsaSelect from './AyanamsaSelect';
import { downloadKundaliPdf } from './downloadPdf';
import SaveChartButton from '../account/SaveChartButton';
import { ErrorState, FirstState, LoadingState } from './StatusViews';
import { useChart } from './useChart';
import type { Graha } from '../../../shared/vocabulary/graha';
import { useNow } from './useNow';
import { formatDay, visitorToday } from '../../lib/day';
import type { LocaleProps } from '../../i18n/locale-props';
import { localizePath } from '../../i18n/paths';
import { kundaliReportText } from '../../i18n/kundali-report';

// Below the fold: loaded after the page's first JavaScript (the page's budget is 120 KB gzipped), all four asked for
// together once the first screen has painted.
const loadWholeChartSections = () => import('./WholeChartSections');
const loadYogaSection = () => import('./YogaSection');
const loadDashaTimeline = () => import('./DashaTimeline');
const loadNowSection = () => import('./NowSection');
const WholeChartSections = lazy(loadWholeChartSections);
const YogaSection = lazy(loadYogaSection);
const DashaTimeline = lazy(loadDashaTimeline);
const NowSection = lazy(loadNowSection);
import './forms.css';
import './kundali.css';
import { loadOpenTextFace, openTextClass } from '../../lib/open-text';

/** `YYYY-MM-DD` as a long date: English through the shared formatter, other languages through Intl ("16 अगस्त 1990"). */
function longDate(isoDate: string, locale: Locale): string {
  return locale === 'en' ? formatDateLong(isoDate) : formatDay(isoDate, locale, 'long');
}

/** The page's query for a birth, keeping a `today=` the page was opened with (a fixed "today" for sharing and tests). */
function pageQuery(request: BirthRequest): string {
  const query = birthToQuery(request);
  const today = new URLSearchParams(window.location.search).get('today');
  if (today) query.set('today', today);
  return `?${query.toString()}`;
}

/** The page body; see the file comment. */
export default function KundaliReportView({ locale }: LocaleProps) {
  const [request, setRequest] = useState<BirthRequest | null>(null);
  const [ready, setReady] = useState(false);
  const chartStyle = useStore($chartStyle);
  const { state, retry } = useChart(request, REPORT_INCLUDE);
  // The heading names the visitor: a Devanagari name's face travels with the chart request (the early script asked
  // for both when it had the birth; a birth the island reads later, from the API, asks here).
  const visitorName = request?.birth.name;
  useEffect(() => loadOpenTextFace(700, visitorName), [visitorName]);
  const [pdfState, setPdfState] = useState<'idle' | 'working' | 'failed'>('idle');
  const [varga, setVarga] = useState<Varga>(9);
  // The visitor's today (or the page's `today=`), and the day the Now section shows.
  const [today, setToday] = useState('');
  const [day, setDay] = useState('');
  // How many steps of the sections below the first screen are shown (see the effect below); "now" is read for them alone.
  const { shown, reveal } = useSteps();
  const below = shown > 0;
  const now = useNow(request && day && below ? request : null, day);

  // A URL the API had to read first (queryAsksApi) and refused: the refusal, and the form as the URL gave it.
  const [unresolved, setUnresolved] = useState<{ error: ChartApiError; query: string } | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const today = visitorToday(window.location.search);
    if ('refused' in today) {
      // A `today=` the page cannot read is refused by name, the other values kept for the form.
      const { message, field, code } = today.refused;
      setUnresolved({ error: new ChartApiError(400, message, field, 'Bad Request', [], { field, code }), query: params.toString() });
      setReady(true);
      return;
    }
    setToday(today.day);
    setDay(today.day);
    const start = (first: BirthRequest | null) => {
      if (first) {
        setAyanamsa(first.ayanamsa);
        // Put the birth in the URL so this view can be reloaded and shared.
        window.history.replaceState(null, '', pageQuery(first));
      }
      setRequest(first);
      setReady(true);
    };
    if (!queryAsksApi(params)) return start(reportRequest());
    // The URL names the place ("place=Delhi, India") or an option the page does not know: the API reads it first.
    resolveBirthQuery(params).then(start, (caught: unknown) => {
      const error = ChartApiError.of(caught);
      setUnresolved({ error, query: params.toString() });
      setReady(true);
    });
  }, []);

  const changeAyanamsa = (ayanamsa: Ayanamsa) => {
    if (!request) return;
    const next = { ...request, ayanamsa };
    window.history.replaceState(null, '', pageQuery(next));
    setRequest(next);
  };

  const chart = state.kind === 'ready' ? state.chart : null;
  // The first screen (birth facts and charts) is committed and painted on its own; the sections below it
  // follow after that paint, one step at a time (<Step>), each a transition committed and painted before the next
  // starts, so a phone lays the report out in tasks of a few milliseconds. Before: one long task for the whole
  // report, and another when the lazily loaded sections were revealed together (React reveals Suspense boundaries
  // that resolve close together in one commit), ~44 ms of layout that Lighthouse's 4x CPU counted as ~200 ms blocking.
  useEffect(() => {
    if (!chart || below) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        for (const load of [loadWholeChartSections, loadYogaSection, loadDashaTimeline, loadNowSection]) void load();
        reveal(0);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [chart, below, reveal]);
  const words = useReportText(locale);
  const report = useMemo(
    () => (chart && words ? buildKundaliReport(chart, { nowJdUt: jdUtFromUnixMs(Date.now()), text: words }) : null),
    [chart, words],
  );
  const chartForm = localizePath(locale, '/birth-chart');
  const editHref = request ? `${chartForm}?${birthToQuery(request).toString()}&edit=1` : chartForm;
  const t = kundaliReportText[locale];
  const graha = (g: Graha) => grahaName(g, locale);
  const rasi = (name: string) => rasiNameOf(name, locale);

  if (!ready) return <FirstState locale={locale} />;
  if (unresolved)
    return (
      <ErrorState
        error={unresolved.error}
        onRetry={() => window.location.reload()}
        editHref={`${chartForm}?${unresolved.query}&edit=1`}
        locale={locale}
      />
    );
  if (request && state.kind === 'loading') return <LoadingState locale={locale} />;
  if (!request) return <FirstState locale={locale} missing />;
  if (state.kind === 'error') {
    const offsetHref = (utcOffset: string) =>
      `?${birthToQuery({ ...request, birth: { ...request.birth, place: { ...request.birth.place, zone: utcOffset } } }).toString()}`;
    return <ErrorState error={state.error} onRetry={retry} editHref={editHref} offsetHref={offsetHref} locale={locale} />;
  }
  if (!chart || !report || !words) return <LoadingState locale={locale} />;
  const ayanamsaName = AYANAMSA_NAMES[chart.input.ayanamsa][locale];

  const input = chart.input;
  return (
    <div className="kundali-report" ref={drawInSlices}>
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
        </dl>
        {!input.timeKnown && <p className="notice">{t.noTimeNotice}</p>}
        <CautionNotices cautions={input.cautions} codes={input.cautionCodes} locale={locale} />
        <div className="report-controls" aria-label={t.chartSettings} role="group">
          <AyanamsaSelect id="kundali-ayanamsa" onChange={changeAyanamsa} locale={locale} />
          <ChartStyleSwitch locale={locale} />
          <a className="button-secondary" href={editHref}>
            {t.changeDetails}
          </a>
        </div>
      </section>

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
            <CircularChart chart={chart} title={t.wheelTitle(ayanamsaName)} locale={locale} />
          </figure>
        </div>
      </section>

      {/* Steps 1 and 2 need no module of their own and come first; 3–6 (loaded lazily) are shown above them. */}
      <Step step={3} shown={shown} reveal={reveal}>
        <WholeChartSections chart={chart} chartStyle={chartStyle} words={words} locale={locale} />
      </Step>
      <Step step={4} shown={shown} reveal={reveal}>
        <YogaSection chart={chart} locale={locale} />
      </Step>
      <Step step={5} shown={shown} reveal={reveal}>
        <DashaTimeline chart={chart} day={day} now={now.state.kind === 'ready' ? now.state.now : null} locale={locale} />
      </Step>
      <Step step={6} shown={shown} reveal={reveal}>
        <NowSection
          state={now.state}
          retry={now.retry}
          day={day}
          today={today}
          onDayChange={setDay}
          birthDay={input.date}
          locale={locale}
        />
      </Step>

      <Step step={1} shown={shown} reveal={reveal}>
        <section className="kundali-card" aria-labelledby="insights-title">
          <h2 id="insights-title">{t.keyInsights}</h2>
          <ul className="insights">
            {report.insights.map((insight) => (
              <li key={insight.title}>
                <h3>
                  {t.insightTitle[insight.title]}: <span className="insight-value">{insight.value}</span>
                </h3>
                <p>{insight.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="kundali-card" aria-labelledby="planets-title">
          <h2 id="planets-title">{t.planetaryPositions}</h2>
          <p className="planet-meta" data-testid="positions-ayanamsa">
            {t.siderealNote(ayanamsaName)}
          </p>
          <ul className="card-grid">
            {report.planets.map((planet) => (
              <li key={planet.graha} className="planet-card">
                <h3>
                  <span aria-hidden="true" className="planet-symbol">
                    {planet.symbol}
                  </span>{' '}
                  {graha(planet.graha)}
                  {planet.retrograde && <span className="tag">{t.retrograde}</span>}
                </h3>
                <p className="planet-where">
                  <span data-testid={`sign-${planet.graha}`}>{rasi(planet.sign)}</span> {planet.degreeText}
                </p>
                <p className="planet-meta">
                  <span data-testid={`nakshatra-${planet.graha}`}>{nakshatraNameOf(planet.nakshatra, locale)}</span>
                  {t.planetMeta(planet.pada, planet.house, locale === 'en' ? planet.dignity : DIGNITY_NAMES[planet.dignity][locale])}
                </p>
                <p>{planet.interpretation}</p>
              </li>
            ))}
          </ul>
        </section>
      </Step>

      <Step step={2} shown={shown} reveal={reveal}>
        <section className="kundali-card" aria-labelledby="houses-title">
          <h2 id="houses-title">{t.housePlacements}</h2>
          <ul className="card-grid">
            {report.houses.map((house) => (
              <li key={house.house} className="house-card">
                <h3>
                  {t.houseHeading(house.house)}
                  <span data-testid={`house-sign-${house.house}`}>{rasi(house.sign)}</span>
                </h3>
                <p className="planet-meta">
                  {t.houseMeta(graha(house.lord), house.grahas.length > 0 ? house.grahas.map(graha).join(', ') : t.none)}
                </p>
                <p>
                  <strong>{t.meaning}</strong> {house.meaning}
                </p>
                <p>
                  <strong>{t.signInfluence}</strong> {house.influence}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section className="kundali-card" aria-labelledby="predictions-title">
          <h2 id="predictions-title">{t.generalPredictions}</h2>
          {report.runningDasha && (
            <p>
              {t.runningPeriod}
              <strong>{graha(report.runningDasha.mahadasha.lord)}</strong>
              {t.mahadasha}
              {report.runningDasha.antardasha && (
                <>
                  , <strong>{graha(report.runningDasha.antardasha.lord)}</strong>
                  {t.antardasha}
                </>
              )}
              {t.until(longDate(report.runningDasha.mahadasha.end, locale))}
            </p>
          )}
          <div className="card-grid">
            {report.lifeAreas.map((area) => (
              <div key={area.area.id} className="area-card">
                <h3>{lifeAreaTitle(area.area.id, locale)}</h3>
                <ul>
                  {area.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>

        <section className="kundali-card" aria-labelledby="disclaimer-title">
          <h2 id="disclaimer-title">{t.disclaimer}</h2>
          <p>{report.disclaimer}</p>
          <button
            type="button"
            className="button-primary"
            disabled={pdfState === 'working'}
            onClick={() => {
              setPdfState('working');
              downloadKundaliPdf(chart, report, locale, request, day).then(
                () => setPdfState('idle'),
                (error: unknown) => {
                  console.error('PDF failed', error);
                  setPdfState('failed');
                },
              );
            }}
          >
            {pdfState === 'working' ? t.preparing : t.download}
          </button>
          {pdfState === 'failed' && (
            <p className="field__error" role="alert">
              {t.pdfFailed}
            </p>
          )}
          <SaveChartButton input={chart.input} locale={locale} />
        </section>
      </Step>
    </div>
  );
}
