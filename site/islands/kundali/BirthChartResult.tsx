/**
 * Result view "Kundli & Planetary Position": name, date at time, place; Lagna (D1) and Navamsha
 * (D9) charts; the table Planets, Rashi, Longitude (d° m′ s″), Nakshatra, Pada, Relation for the
 * lagna and nine grahas; the Vimshottari Dasha grid (mahadashas expandable to antardashas);
 * "Download Chart" prints; "Change details" goes back to the form.
 */
import { useState } from 'react';
import type { ChartView } from '../../../shared/chart/view';
import SaveChartButton from '../account/SaveChartButton';
import { GRAHA_ABBREVIATION } from '../../../shared/vocabulary/graha';
import type { Ayanamsa, ChartStyle } from '../../../shared/vocabulary/settings';
import { AYANAMSA_LABEL } from '../../../shared/vocabulary/settings';
import KundaliChart from '../../components/chart/KundaliChart';
import ChartStyleSwitch from '../../components/chart/ChartStyleSwitch';
import { formatDateDmy, formatDateLong, formatDegreesDms, formatTime12, formatUtcOffsetLabel } from '../../../shared/interpretation/format';
import AyanamsaSelect from './AyanamsaSelect';

export interface BirthChartResultProps {
  chart: ChartView;
  chartStyle: ChartStyle;
  onChangeDetails(): void;
  onAyanamsa(ayanamsa: Ayanamsa): void;
}

/** The result view; see the file comment. */
export default function BirthChartResult({ chart, chartStyle, onChangeDetails, onAyanamsa }: BirthChartResultProps) {
  const input = chart.input;
  const [open, setOpen] = useState<number | null>(null);
  const rows = [
    ...(input.timeKnown ? [{ key: 'Lagna', name: 'Lagna (Ascendant)', position: chart.lagna, relation: '—' }] : []),
    ...chart.grahas.map((g) => ({ key: g.graha, name: g.graha + (g.retrograde ? ' (R)' : ''), position: g, relation: g.relation })),
  ];
  return (
    <div className="kundali-report">
      <section className="kundali-card" aria-labelledby="result-title">
        <h2 id="result-title">Kundli &amp; Planetary Position</h2>
        <p className="result-who">
          <strong>{input.name}</strong>
        </p>
        <p>
          {formatDateLong(input.date)} at {input.time ? formatTime12(input.time) : 'unknown time'} ·{' '}
          {input.place ?? `${input.lat}, ${input.lon}`} · {input.zone ? `${input.zone}, ` : ''}
          {formatUtcOffsetLabel(input.utcOffsetMinutes)} · {AYANAMSA_LABEL[input.ayanamsa]} ayanamsa
        </p>
        {!input.timeKnown && (
          <p className="notice">Without a birth time the ascendant and houses are unknown; houses are counted from the Moon.</p>
        )}
        {input.cautions.map((caution) => (
          <p key={caution} className="notice">
            {caution}
          </p>
        ))}
        <div className="report-controls result-actions" role="group" aria-label="Chart settings and actions">
          <AyanamsaSelect id="result-ayanamsa" onChange={onAyanamsa} />
          <ChartStyleSwitch />
          <button type="button" className="button-secondary" onClick={onChangeDetails}>
            Change details
          </button>
          <button type="button" className="button-primary" onClick={() => window.print()}>
            Download Chart
          </button>
          <SaveChartButton input={input} />
        </div>
      </section>

      <section className="kundali-card" aria-labelledby="charts-title">
        <h2 id="charts-title" className="visually-hidden">
          Charts
        </h2>
        <div className="chart-pair">
          <KundaliChart chart={chart} varga={1} chartStyle={chartStyle} title="Lagna Chart" />
          <KundaliChart chart={chart} varga={9} chartStyle={chartStyle} title="Navamsha Chart" />
        </div>
      </section>

      <section className="kundali-card" aria-labelledby="positions-title">
        <h2 id="positions-title">Planetary Positions</h2>
        <div
          className="result-table-wrap"
          role="region"
          aria-label="Planetary positions table, scrolls sideways on small screens"
          tabIndex={0}
        >
          <table className="result-table">
            <thead>
              <tr>
                <th scope="col">Planets</th>
                <th scope="col">Rashi</th>
                <th scope="col">Longitude</th>
                <th scope="col">Nakshatra</th>
                <th scope="col">Pada</th>
                <th scope="col">Relation</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-testid={`row-${row.key}`}>
                  <th scope="row">{row.name}</th>
                  <td data-testid="rashi">{row.position.rasi}</td>
                  <td>{formatDegreesDms(row.position.degreesInRasi)}</td>
                  <td data-testid="nakshatra">{row.position.nakshatra}</td>
                  <td data-testid="pada">{row.position.pada}</td>
                  <td>{row.relation}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="kundali-card" aria-labelledby="dasha-title">
        <h2 id="dasha-title">Vimshottari Dasha</h2>
        <p>
          Balance of {chart.dasha.birthLord} mahadasha at birth: {chart.dasha.balanceYears.toFixed(2)} years.
        </p>
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
                  <span className="abbr">{GRAHA_ABBREVIATION[maha.lord]}</span> {maha.lord}
                </span>
                <span>
                  {formatDateDmy(maha.start.slice(0, 10))} – {formatDateDmy(maha.end.slice(0, 10))}
                </span>
              </button>
              <ul id={`dasha-${index}`} className="dasha-sub" hidden={open !== index}>
                {maha.antardashas.map((antar) => (
                  <li key={antar.start}>
                    {GRAHA_ABBREVIATION[maha.lord]}–{GRAHA_ABBREVIATION[antar.lord]} ({antar.lord}):{' '}
                    {formatDateDmy(antar.start.slice(0, 10))} – {formatDateDmy(antar.end.slice(0, 10))}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
