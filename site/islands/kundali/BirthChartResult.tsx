/**
 * Result view "Kundli & Planetary Position": name, date at time, place; Lagna (D1) and Navamsha
 * (D9) charts; the table Planets, Rashi, Longitude (d° m′ s″), Nakshatra, Pada, Relation for the
 * lagna and nine grahas; the Vimshottari Dasha grid (mahadashas expandable to antardashas);
 * "Download Chart" prints; "Change details" goes back to the form; the chart's ways on (the chat, the
 * full report, its PDF, Save, Share: kit/ChartActions) follow the settings.
 */
import { useState } from 'react';
import type { ChartPositionsView } from '../../../shared/chart/view';
import ChartActions from '../kit/ChartActions';
import { savedBirthFromInput } from '../../lib/saved-birth';
import { grahaAbbreviation, grahaName } from '../../../shared/vocabulary/graha';
import { rasiNameOf } from '../../../shared/vocabulary/rasi';
import { nakshatraNameOf } from '../../../shared/vocabulary/nakshatra';
import { intlLocale, type Locale } from '../../../shared/i18n/locale';
import { kundaliText } from '../../i18n/kundali';
import type { Ayanamsa, ChartStyle } from '../../../shared/vocabulary/settings';
import { ayanamsaName } from '../../../shared/vocabulary/ayanamsa-names';
import KundaliChart from '../../components/chart/KundaliChart';
import ChartStyleSwitch from '../../components/chart/ChartStyleSwitch';
import { formatDateDmy, formatDateLong, formatDegreesDms, formatTime12, formatUtcOffsetLabel } from '../../../shared/interpretation/format';
import AyanamsaSelect from './AyanamsaSelect';
import CautionNotices from './CautionNotices';
import { Painted, Step, useSteps } from './paint-steps';
import { drawInSlices } from './draw-in-slices';
import { OPEN_TEXT_CLASS } from '../../lib/open-text';
import TableScroll from '../kit/TableScroll';

export interface BirthChartResultProps {
  chart: ChartPositionsView;
  chartStyle: ChartStyle;
  onChangeDetails(): void;
  onAyanamsa(ayanamsa: Ayanamsa): void;
  /** The page's language; default English. */
  locale?: Locale;
}

/** `YYYY-MM-DD` as a long date in `locale` ("15 May 1990" / "15 मई 1990"), English through the shared formatter. */
function longDate(isoDate: string, locale: Locale): string {
  if (locale === 'en') return formatDateLong(isoDate);
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(2000, m - 1, d));
  utc.setUTCFullYear(y);
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc);
}

/** The result view; see the file comment. */
export default function BirthChartResult({ chart, chartStyle, onChangeDetails, onAyanamsa, locale = 'en' }: BirthChartResultProps) {
  const t = kundaliText[locale];
  const input = chart.input;
  const [open, setOpen] = useState<number | null>(null);
  // The first screen (who, settings, charts) paints first; the table and the dasha grid follow (paint-steps.tsx).
  const { shown, reveal } = useSteps();
  const rows = [
    ...(input.timeKnown ? [{ key: 'Lagna', name: t.lagnaRow, position: chart.lagna, relation: '—' }] : []),
    ...chart.grahas.map((g) => ({
      key: g.graha,
      name: grahaName(g.graha, locale) + (g.retrograde ? t.retrogradeMark : ''),
      position: g,
      relation: t.relations[g.relation],
    })),
  ];
  return (
    <div className="kundali-report" ref={drawInSlices}>
      <section className="kundali-card" aria-labelledby="result-title">
        <h2 id="result-title">{t.resultTitle}</h2>
        <p className="result-who">
          <strong className={OPEN_TEXT_CLASS}>{input.name}</strong>
        </p>
        <p>
          {longDate(input.date, locale)} {t.at} {input.time ? (locale === 'en' ? formatTime12(input.time) : input.time) : t.unknownTime} ·{' '}
          {input.place ?? `${input.lat}, ${input.lon}`} · {input.zone ? `${input.zone}, ` : ''}
          {formatUtcOffsetLabel(input.utcOffsetMinutes)} · {ayanamsaName(input.ayanamsa, locale)} {t.ayanamsaSuffix}
        </p>
        {!input.timeKnown && <p className="notice">{t.noTimeNotice}</p>}
        <CautionNotices cautions={input.cautions} codes={input.cautionCodes} locale={locale} />
        <div className="report-controls result-actions" role="group" aria-label={t.settingsAndActions}>
          <AyanamsaSelect id="result-ayanamsa" onChange={onAyanamsa} locale={locale} />
          <ChartStyleSwitch locale={locale} />
          <button type="button" className="button-secondary" onClick={onChangeDetails}>
            {t.changeDetails}
          </button>
          <button type="button" className="button-secondary" onClick={() => window.print()}>
            {t.downloadChart}
          </button>
        </div>
        <ChartActions fields={new URLSearchParams(savedBirthFromInput(input))} view="chart" locale={locale} />
      </section>

      <section className="kundali-card" aria-labelledby="charts-title">
        <h2 id="charts-title" className="visually-hidden">
          {t.charts}
        </h2>
        <div className="chart-pair">
          <KundaliChart chart={chart} varga={1} chartStyle={chartStyle} title={t.lagnaChart} locale={locale} />
          <KundaliChart chart={chart} varga={9} chartStyle={chartStyle} title={t.navamshaChart} locale={locale} />
        </div>
        <Painted step={0} reveal={reveal} />
      </section>

      <Step step={1} shown={shown} reveal={reveal}>
        <section className="kundali-card" aria-labelledby="positions-title">
          <h2 id="positions-title">{t.positions}</h2>
          <TableScroll label={t.positionsRegion} locale={locale}>
            <table className="result-table">
              <thead>
                <tr>
                  <th scope="col">{t.planets}</th>
                  <th scope="col">{t.rashi}</th>
                  <th scope="col">{t.longitudeColumn}</th>
                  <th scope="col">{t.nakshatra}</th>
                  <th scope="col">{t.pada}</th>
                  <th scope="col">{t.relation}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} data-testid={`row-${row.key}`}>
                    <th scope="row">{row.name}</th>
                    <td data-testid="rashi">{rasiNameOf(row.position.rasi, locale)}</td>
                    <td>{formatDegreesDms(row.position.degreesInRasi)}</td>
                    <td data-testid="nakshatra">{nakshatraNameOf(row.position.nakshatra, locale)}</td>
                    <td data-testid="pada">{row.position.pada}</td>
                    <td>{row.relation}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>

        <section className="kundali-card" aria-labelledby="dasha-title">
          <h2 id="dasha-title">{t.vimshottari}</h2>
          <p>{t.dashaBalance(grahaName(chart.dasha.birthLord, locale), chart.dasha.balanceYears.toFixed(2))}</p>
          <ul className="dasha-grid">
            {chart.dasha.mahadashas.map((maha, index) => (
              <li key={maha.start}>
                <button
                  type="button"
                  className="dasha-toggle"
                  aria-expanded={open === index}
                  aria-controls={`dasha-${index}`}
                  onClick={() => setOpen(open === index ? null : index)}
                >
                  <span>
                    <span className="abbr">{grahaAbbreviation(maha.lord, locale)}</span> {grahaName(maha.lord, locale)}
                  </span>
                  <span>
                    {formatDateDmy(maha.start.slice(0, 10))} – {formatDateDmy(maha.end.slice(0, 10))}
                  </span>
                </button>
                <ul id={`dasha-${index}`} className="dasha-sub" hidden={open !== index}>
                  {maha.antardashas.map((antar) => (
                    <li key={antar.start}>
                      {grahaAbbreviation(maha.lord, locale)}–{grahaAbbreviation(antar.lord, locale)} ({grahaName(antar.lord, locale)}):{' '}
                      {formatDateDmy(antar.start.slice(0, 10))} – {formatDateDmy(antar.end.slice(0, 10))}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      </Step>
    </div>
  );
}
