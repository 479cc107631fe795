/**
 * The report's sections that need no module of their own, shown in two steps after the first screen
 * (paint-steps.tsx): Key Insights and Planetary Positions; then House Placements, General Predictions
 * and the disclaimer. The PDF and "Save this chart" are among the chart's ways on, at the top (kit/ChartActions).
 */
import type { ChartView } from '../../../shared/chart/view';
import type { Locale } from '../../../shared/i18n/locale';
import type { KundaliReport } from '../../../shared/interpretation/report/report';
import { grahaName, type Graha } from '../../../shared/vocabulary/graha';
import { nakshatraNameOf } from '../../../shared/vocabulary/nakshatra';
import { rasiNameOf } from '../../../shared/vocabulary/rasi';
import { ayanamsaName } from '../../../shared/vocabulary/ayanamsa-names';
import { dignityName } from '../../../shared/vocabulary/terms';
import { kundaliReportText } from '../../i18n/kundali-report';
import { longDate } from './report-dates';

/** Key Insights and Planetary Positions. */
export function InsightsAndPlanets({ chart, report, locale }: { chart: ChartView; report: KundaliReport; locale: Locale }) {
  const t = kundaliReportText[locale];
  const graha = (g: Graha) => grahaName(g, locale);
  const rasi = (name: string) => rasiNameOf(name, locale);
  const ayanamsaLabel = ayanamsaName(chart.input.ayanamsa, locale);
  return (
    <>
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
          {t.siderealNote(ayanamsaLabel)}
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
                {t.planetMeta(planet.pada, planet.house, locale === 'en' ? planet.dignity : dignityName(planet.dignity, locale))}
              </p>
              <p>{planet.interpretation}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** House Placements, General Predictions and the disclaimer. */
export function HousesAndPredictions({ report, locale }: { report: KundaliReport; locale: Locale }) {
  const t = kundaliReportText[locale];
  const graha = (g: Graha) => grahaName(g, locale);
  const rasi = (name: string) => rasiNameOf(name, locale);
  return (
    <>
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
              <h3>{t.areaTitles[area.area.id]}</h3>
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
      </section>
    </>
  );
}
