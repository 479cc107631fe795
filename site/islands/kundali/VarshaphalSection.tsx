/** The report's Varshaphal section: the year chart for a year of life the visitor picks. */
import { useState } from 'react';
import { grahaName } from '../../../shared/vocabulary/graha';
import { rasiNameOf } from '../../../shared/vocabulary/rasi';
import { ChartApiError } from '../../lib/api';
import { fetchVarshaphal } from '../../lib/report-api';
import { formatDay } from '../../lib/day';
import { completedYearsOn } from './report-dates';
import { useLoad } from '../kit/load';
import { Loaded, SIGN_DEG, type Props, type Words } from './depth-parts';
import TableScroll from '../kit/TableScroll';

/** Varshaphal with a year picker (`GET /api/varshaphal`). */
export default function VarshaphalSection({ chart, request, day, locale, words }: Props & { words: Words }) {
  const [year, setYear] = useState(() => completedYearsOn(chart.input.date, day || chart.input.date));
  const { state, retry } = useLoad(
    'report-varshaphal',
    JSON.stringify([request, year]),
    () => fetchVarshaphal(request, year),
    ChartApiError.of,
  );
  return (
    <section className="kundali-card" aria-labelledby="varshaphal-title" data-testid="varshaphal-section">
      <h2 id="varshaphal-title">{words.varshaphalTitle}</h2>
      <p>{words.varshaphalLead}</p>
      <label>
        {words.yearLabel}{' '}
        <input
          type="number"
          min={0}
          max={120}
          value={year}
          onChange={(e) => setYear(Math.max(0, Math.min(120, Math.round(Number(e.target.value) || 0))))}
        />
      </label>
      <Loaded load={state} retry={retry} words={words} locale={locale}>
        {(v) => (
          <>
            <p>{words.yearStarts(`${formatDay(v.moment, locale, 'long')} ${v.moment.slice(11, 19)}`)}</p>
            <ul>
              <li>
                {words.annualAscendant}: {rasiNameOf(v.ascendantSign, locale)}
              </li>
              <li>
                {words.muntha}: {rasiNameOf(v.munthaSign, locale)}
              </li>
              <li>
                {words.yearLord}: <strong>{grahaName(v.yearLord, locale)}</strong>
              </li>
            </ul>
            <TableScroll label={words.candidates} locale={locale}>
              <table className="bav-table" data-testid="varshaphal-candidates">
                <caption>{words.candidates}</caption>
                <thead>
                  <tr>
                    <th scope="col">{words.office}</th>
                    <th scope="col">{words.period}</th>
                    <th scope="col">{words.strength}</th>
                    <th scope="col">{words.aspectsLagna}</th>
                  </tr>
                </thead>
                <tbody>
                  {v.candidates.map((c) => (
                    <tr key={c.office}>
                      <th scope="row">{words.officeNames[c.office] ?? c.office}</th>
                      <td>{grahaName(c.graha, locale)}</td>
                      <td>{c.panchaVargeeyaBala.toFixed(2)}</td>
                      <td>{c.aspectsLagna ? words.yes : words.no}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <h3>{words.sahams}</h3>
            <ul>
              {v.sahams.map((s) => (
                <li key={s.name}>
                  {words.sahamNames[s.name] ?? s.name}: {SIGN_DEG(s.longitude, locale)}
                </li>
              ))}
            </ul>
            <h3>{words.mudda}</h3>
            <ul>
              {v.muddaDasha.map((m) => (
                <li key={m.start}>
                  {grahaName(m.lord, locale)}: {formatDay(m.start, locale)} ({Math.round(m.days)} {words.days})
                </li>
              ))}
            </ul>
          </>
        )}
      </Loaded>
    </section>
  );
}
