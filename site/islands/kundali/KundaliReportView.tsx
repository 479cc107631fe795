/**
 * The Kundali results page body (/detailed-kundali): reads the birth from the URL query (same
 * names as /api/chart) or from the birth store, loads the chart from the API and shows
 * "Kundali for {name}", the Rasi chart, Key Insights, Planetary Positions, House Placements,
 * General Predictions and the disclaimer; the chart's ways on (ask the chat, the quick chart, "Download
 * Full Report" — a PDF built on click —, Save, Share: kit/ChartActions) stand under the birth facts.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Step, useSteps } from './paint-steps';
import { drawInSlices } from './draw-in-slices';
import { buildKundaliReport } from '../../../shared/interpretation/report/report';
import { useReportText } from './useReportText';
import { jdUtFromUnixMs } from '../../../shared/time/julian';
import type { Ayanamsa } from '../../../shared/vocabulary/settings';
import { birthToQuery, queryAsksApi, type BirthRequest } from '../../lib/birth-query';
import { ChartApiError } from '../../lib/api';
import { fetchNow, resolveBirthQuery } from '../../lib/report-api';
import { fetchChart, isComputedOffline } from '../../lib/fetch-chart';
import { offlineText } from '../../i18n/offline';
import { $chartStyle, setAyanamsa } from '../../stores/prefs';
import { REPORT_INCLUDE, reportRequest } from './report-request';
import { ErrorState, FirstState, LoadingState } from './StatusViews';
import { ReportCharts, ReportFacts } from './ReportFirstScreen';
import { HousesAndPredictions, InsightsAndPlanets } from './ReportSections';
import { useLoad } from '../kit/load';
import { visitorToday } from '../../lib/day';
import type { LocaleProps } from '../../i18n/locale-props';
import { localizePath } from '../../i18n/paths';
import { savedBirthFromInput } from '../../lib/saved-birth';
import { STYLE_PARAM } from '../../lib/chart-links';
import ChartActions, { PDF_ANCHOR } from '../kit/ChartActions';
import ReportPdfButton from './ReportPdfButton';

// Below the fold: loaded after the page's first JavaScript (the page's budget is 120 KB gzipped), all four asked for
// together once the first screen has painted.
const loadWholeChartSections = () => import('./WholeChartSections');
const loadYogaSection = () => import('./YogaSection');
const loadDashaTimeline = () => import('./DashaTimeline');
const loadNowSection = () => import('./NowSection');
const loadDepthSections = () => import('./DepthSections');
const WholeChartSections = lazy(loadWholeChartSections);
const YogaSection = lazy(loadYogaSection);
const DashaTimeline = lazy(loadDashaTimeline);
const NowSection = lazy(loadNowSection);
const DepthSections = lazy(loadDepthSections);
const TodayForYou = lazy(() => import('../timing/TodayForYou'));
import './forms.css';
import './kundali.css';
import { loadOpenTextFace } from '../../lib/open-text';

/**
 * The page's query for a birth, keeping the `today=` (a fixed "today" for sharing and tests) and the chart style
 * (a shared link's) the page was opened with, and its hash (`#pdf` from another view's PDF link).
 */
function pageQuery(request: BirthRequest): string {
  const query = birthToQuery(request);
  const opened = new URLSearchParams(window.location.search);
  for (const kept of ['today', STYLE_PARAM]) {
    const value = opened.get(kept);
    if (value) query.set(kept, value);
  }
  return `?${query.toString()}${window.location.hash}`;
}

/** The page body; see the file comment. */
export default function KundaliReportView({ locale }: LocaleProps) {
  const [request, setRequest] = useState<BirthRequest | null>(null);
  const [ready, setReady] = useState(false);
  const chartStyle = useStore($chartStyle);
  const { state, retry } = useLoad(
    'report-chart',
    request && JSON.stringify(request),
    () => fetchChart(request!, undefined, REPORT_INCLUDE),
    ChartApiError.of,
  );
  // The heading names the visitor: a Devanagari name's face travels with the chart request (the early script asked
  // for both when it had the birth; a birth the island reads later, from the API, asks here).
  const visitorName = request?.birth.name;
  useEffect(() => loadOpenTextFace(700, visitorName), [visitorName]);
  // The visitor's today (or the page's `today=`), and the day the Now section shows.
  const [today, setToday] = useState('');
  const [day, setDay] = useState('');
  // How many steps of the sections below the first screen are shown (see the effect below); "now" is read for them alone.
  const { shown, reveal } = useSteps();
  const below = shown > 0;
  const now = useLoad(
    'report-now',
    request && day && below ? JSON.stringify([request, day, locale]) : null,
    () => fetchNow(request!, day, locale),
    ChartApiError.of,
  );

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

  const chart = state.kind === 'ready' ? state.data : null;
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
        for (const load of [loadWholeChartSections, loadYogaSection, loadDashaTimeline, loadNowSection, loadDepthSections]) void load();
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
  // Another view's "PDF report" link (`…#pdf`): the report's PDF button takes focus once it is drawn.
  useEffect(() => {
    if (report && window.location.hash === `#${PDF_ANCHOR}`) document.getElementById(PDF_ANCHOR)?.focus();
  }, [report]);
  const chartForm = localizePath(locale, '/birth-chart');
  const editHref = request ? `${chartForm}?${birthToQuery(request).toString()}&edit=1` : chartForm;

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
  if (state.kind === 'failed') {
    const offsetHref = (utcOffset: string) =>
      `?${birthToQuery({ ...request, birth: { ...request.birth, place: { ...request.birth.place, zone: utcOffset } } }).toString()}`;
    return <ErrorState error={state.error} onRetry={retry} editHref={editHref} offsetHref={offsetHref} locale={locale} />;
  }
  if (!chart || !report || !words) return <LoadingState locale={locale} />;
  return (
    <div className="kundali-report" ref={drawInSlices}>
      {isComputedOffline(chart) && (
        <p className="kundali-report__offline" role="status">
          {offlineText[locale].computedOffline}
        </p>
      )}
      <ReportFacts chart={chart} report={report} editHref={editHref} onAyanamsa={changeAyanamsa} locale={locale}>
        <ChartActions
          fields={new URLSearchParams(savedBirthFromInput(chart.input))}
          view="report"
          locale={locale}
          pdf={<ReportPdfButton chart={chart} report={report} request={request} day={day} locale={locale} />}
        />
      </ReportFacts>
      <ReportCharts chart={chart} chartStyle={chartStyle} locale={locale} />

      {/* Steps 1 and 2 need no module of their own and come first; 3–6 (loaded lazily) are shown above them. */}
      <Step step={3} shown={shown} reveal={reveal}>
        <WholeChartSections chart={chart} chartStyle={chartStyle} words={words} locale={locale} />
      </Step>
      <Step step={4} shown={shown} reveal={reveal}>
        <YogaSection chart={chart} locale={locale} />
      </Step>
      <Step step={5} shown={shown} reveal={reveal}>
        <DashaTimeline chart={chart} day={day} now={now.state.kind === 'ready' ? now.state.data : null} locale={locale} />
      </Step>
      <Step step={6} shown={shown} reveal={reveal}>
        <NowSection
          state={now.state}
          retry={now.retry}
          day={day}
          today={today}
          onDayChange={setDay}
          birthDay={chart.input.date}
          locale={locale}
        />
        {/* Its own boundary: the Now section never waits for this chunk. */}
        <Suspense fallback={null}>
          {request && day && <TodayForYou birth={Object.fromEntries(birthToQuery(request))} day={day} locale={locale} heading="h2" />}
        </Suspense>
      </Step>
      <Step step={7} shown={shown} reveal={reveal}>
        <DepthSections chart={chart} request={request} day={day} locale={locale} />
      </Step>

      <Step step={1} shown={shown} reveal={reveal}>
        <InsightsAndPlanets chart={chart} report={report} locale={locale} />
      </Step>
      <Step step={2} shown={shown} reveal={reveal}>
        <HousesAndPredictions report={report} locale={locale} />
      </Step>
    </div>
  );
}
