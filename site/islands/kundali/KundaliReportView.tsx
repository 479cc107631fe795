/**
 * The Kundali results page body (/detailed-kundali): reads the birth from the URL query (same
 * names as /api/chart) or from the birth store, loads the chart from the API and shows
 * "Kundali for {name}", the Rasi chart, Key Insights, Planetary Positions, House Placements,
 * General Predictions, the disclaimer and "Download Full Report" (a PDF built on click).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { buildKundaliReport } from '../../../shared/interpretation/report/report';
import { jdUtFromUnixMs } from '../../../shared/time/julian';
import { AYANAMSA_LABEL, VARGAS, type Ayanamsa, type Varga } from '../../../shared/vocabulary/settings';
import { vargaTitle } from '../../components/chart/chart-data';
import KundaliChart from '../../components/chart/KundaliChart';
import CircularChart from '../../components/chart/CircularChart';
import ChartStyleSwitch from '../../components/chart/ChartStyleSwitch';
import { birthToQuery, queryToBirth, type BirthRequest } from '../../lib/birth-query';
import { formatDateLong, formatTime12 } from '../../../shared/interpretation/format';
import { loadBirth } from '../../stores/birth';
import { $ayanamsa, $chartStyle, loadPrefs, setAyanamsa } from '../../stores/prefs';
import AyanamsaSelect from './AyanamsaSelect';
import { downloadKundaliPdf } from './downloadPdf';
import SaveChartButton from '../account/SaveChartButton';
import { ErrorState, LoadingState, MissingBirth } from './StatusViews';
import { useChart } from './useChart';
import WholeChartSections from './WholeChartSections';
import YogaSection from './YogaSection';
import type { LocaleProps } from '../../i18n/locale-props';

/** The page also shows the shadbala components, the bhava balas and why each yoga holds. */
const INCLUDE = ['shadbala', 'bhavaBala', 'yogas'] as const;
import './forms.css';
import './kundali.css';

/** Reads the request once on the client: query first (shareable), else the stored details. */
function initialRequest(): BirthRequest | null {
  const fromQuery = queryToBirth(new URLSearchParams(window.location.search));
  if (fromQuery) return fromQuery;
  const stored = loadBirth();
  return stored ? { birth: stored, ayanamsa: $ayanamsa.get() } : null;
}

/** The page body; see the file comment. */
export default function KundaliReportView({ locale }: LocaleProps) {
  const [request, setRequest] = useState<BirthRequest | null>(null);
  const [ready, setReady] = useState(false);
  const chartStyle = useStore($chartStyle);
  const { state, retry } = useChart(request, INCLUDE);
  const [pdfState, setPdfState] = useState<'idle' | 'working' | 'failed'>('idle');
  const [varga, setVarga] = useState<Varga>(9);

  useEffect(() => {
    loadPrefs();
    const first = initialRequest();
    if (first) {
      setAyanamsa(first.ayanamsa);
      // Put the birth in the URL so this view can be reloaded and shared.
      window.history.replaceState(null, '', `?${birthToQuery(first).toString()}`);
    }
    setRequest(first);
    setReady(true);
  }, []);

  const changeAyanamsa = (ayanamsa: Ayanamsa) => {
    if (!request) return;
    const next = { ...request, ayanamsa };
    window.history.replaceState(null, '', `?${birthToQuery(next).toString()}`);
    setRequest(next);
  };

  const chart = state.kind === 'ready' ? state.chart : null;
  const report = useMemo(() => (chart ? buildKundaliReport(chart, { nowJdUt: jdUtFromUnixMs(Date.now()) }) : null), [chart]);
  const editHref = request ? `/birth-chart?${birthToQuery(request).toString()}&edit=1` : '/birth-chart';

  if (!ready || (request && state.kind === 'loading')) return <LoadingState />;
  if (!request) return <MissingBirth />;
  if (state.kind === 'error') {
    const offsetHref = (utcOffset: string) =>
      `?${birthToQuery({ ...request, birth: { ...request.birth, place: { ...request.birth.place, zone: utcOffset } } }).toString()}`;
    return <ErrorState error={state.error} onRetry={retry} editHref={editHref} offsetHref={offsetHref} />;
  }
  if (!chart || !report) return <LoadingState />;

  const input = chart.input;
  return (
    <div className="kundali-report">
      <section className="kundali-card" aria-labelledby="kundali-for">
        <h2 id="kundali-for">Kundali for {report.name || 'you'}</h2>
        <dl className="birth-facts">
          <div>
            <dt>Date of birth</dt>
            <dd>{formatDateLong(input.date)}</dd>
          </div>
          <div>
            <dt>Time of birth</dt>
            <dd>{input.time ? formatTime12(input.time) : 'Unknown — Moon-based chart'}</dd>
          </div>
          <div>
            <dt>Place of birth</dt>
            <dd>{report.place}</dd>
          </div>
          <div>
            <dt>Zone / offset</dt>
            <dd>{report.zoneText}</dd>
          </div>
          <div>
            <dt>Ayanamsa</dt>
            <dd>{report.ayanamsaText}</dd>
          </div>
          <div>
            <dt>Lagna</dt>
            <dd>{report.lagnaText}</dd>
          </div>
        </dl>
        {!input.timeKnown && (
          <p className="notice">Without a birth time the ascendant and houses are unknown, so this chart counts houses from the Moon.</p>
        )}
        {input.cautions.map((caution) => (
          <p key={caution} className="notice">
            {caution}
          </p>
        ))}
        <div className="report-controls" aria-label="Chart settings" role="group">
          <AyanamsaSelect id="kundali-ayanamsa" onChange={changeAyanamsa} />
          <ChartStyleSwitch />
          <a className="button-secondary" href={editHref}>
            Change birth details
          </a>
        </div>
      </section>

      <section className="kundali-card" aria-labelledby="chart-title">
        <h2 id="chart-title">Kundali Chart</h2>
        <div className="chart-pair">
          <KundaliChart chart={chart} varga={1} chartStyle={chartStyle} title="Rasi chart (D1)" />
          <div className="varga-box">
            <div className="field field--inline">
              <label htmlFor="kundali-varga">Divisional chart</label>
              <select id="kundali-varga" value={varga} onChange={(event) => setVarga(Number(event.target.value) as Varga)}>
                {VARGAS.filter((d) => d !== 1).map((d) => (
                  <option key={d} value={d}>
                    {vargaTitle(d)}
                  </option>
                ))}
              </select>
            </div>
            <KundaliChart chart={chart} varga={varga} chartStyle={chartStyle} />
          </div>
          <figure className="kundali-chart">
            <figcaption className="kundali-chart__caption">Planets around the zodiac</figcaption>
            <CircularChart chart={chart} title={`Planets around the zodiac, ${AYANAMSA_LABEL[input.ayanamsa]} ayanamsa`} />
          </figure>
        </div>
      </section>

      <WholeChartSections chart={chart} chartStyle={chartStyle} />

      <YogaSection chart={chart} locale={locale} />

      <section className="kundali-card" aria-labelledby="insights-title">
        <h2 id="insights-title">Key Insights</h2>
        <ul className="insights">
          {report.insights.map((insight) => (
            <li key={insight.title}>
              <h3>
                {insight.title}: <span className="insight-value">{insight.value}</span>
              </h3>
              <p>{insight.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="kundali-card" aria-labelledby="planets-title">
        <h2 id="planets-title">Planetary Positions</h2>
        <p className="planet-meta" data-testid="positions-ayanamsa">
          Sidereal degrees, {AYANAMSA_LABEL[input.ayanamsa]} ayanamsa.
        </p>
        <ul className="card-grid">
          {report.planets.map((planet) => (
            <li key={planet.graha} className="planet-card">
              <h3>
                <span aria-hidden="true" className="planet-symbol">
                  {planet.symbol}
                </span>{' '}
                {planet.graha}
                {planet.retrograde && <span className="tag">Retrograde</span>}
              </h3>
              <p className="planet-where">
                <span data-testid={`sign-${planet.graha}`}>{planet.sign}</span> {planet.degreeText}
              </p>
              <p className="planet-meta">
                <span data-testid={`nakshatra-${planet.graha}`}>{planet.nakshatra}</span> pada {planet.pada} · house {planet.house} ·{' '}
                {planet.dignity}
              </p>
              <p>{planet.interpretation}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="kundali-card" aria-labelledby="houses-title">
        <h2 id="houses-title">House Placements</h2>
        <ul className="card-grid">
          {report.houses.map((house) => (
            <li key={house.house} className="house-card">
              <h3>
                House {house.house}: <span data-testid={`house-sign-${house.house}`}>{house.sign}</span>
              </h3>
              <p className="planet-meta">
                Lord {house.lord} · Planets: {house.grahas.length > 0 ? house.grahas.join(', ') : 'None'}
              </p>
              <p>
                <strong>Meaning:</strong> {house.meaning}
              </p>
              <p>
                <strong>Sign influence:</strong> {house.influence}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="kundali-card" aria-labelledby="predictions-title">
        <h2 id="predictions-title">General Predictions</h2>
        {report.runningDasha && (
          <p>
            Running period: <strong>{report.runningDasha.mahadasha.lord}</strong> mahadasha
            {report.runningDasha.antardasha && (
              <>
                , <strong>{report.runningDasha.antardasha.lord}</strong> antardasha
              </>
            )}{' '}
            (until {formatDateLong(report.runningDasha.mahadasha.end)}).
          </p>
        )}
        <div className="card-grid">
          {report.lifeAreas.map((area) => (
            <div key={area.area.id} className="area-card">
              <h3>{area.area.title}</h3>
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
        <h2 id="disclaimer-title">Disclaimer</h2>
        <p>{report.disclaimer}</p>
        <button
          type="button"
          className="button-primary"
          disabled={pdfState === 'working'}
          onClick={() => {
            setPdfState('working');
            downloadKundaliPdf(chart, report, locale).then(
              () => setPdfState('idle'),
              (error: unknown) => {
                console.error('PDF failed', error);
                setPdfState('failed');
              },
            );
          }}
        >
          {pdfState === 'working' ? 'Preparing report…' : 'Download Full Report'}
        </button>
        {pdfState === 'failed' && (
          <p className="field__error" role="alert">
            The report could not be created. Please try again.
          </p>
        )}
        <SaveChartButton input={chart.input} />
      </section>
    </div>
  );
}
