/**
 * The astrologer sections of /detailed-kundali: other dashas (Yogini, Ashtottari, Chara from
 * `GET /api/dashas`), KP (`GET /api/kp`), Varshaphal with a year picker (`GET /api/varshaphal`),
 * Jaimini (chara karakas, arudha padas, karakamsa) and Remedies. The last two are read from the
 * chart the page already has with the engine's own functions (computeJaimini, remediesFor: the
 * same ones the PDF and the chat use); the others are loaded when the section is shown.
 * Words from site/i18n/kundali-depth.ts.
 */
import { useState } from 'react';
import type { Locale } from '../../../shared/i18n/locale';
import type { ChartView } from '../../../shared/chart/view';
import { computeJaimini } from '../../../shared/compose/jaimini';
import type { DashaPeriodView } from '../../../shared/compose/dashas-view';
import type { CharaMethod } from '../../../shared/jyotish/dashas/timeline';
import { remediesFor, type RemedyChart } from '../../../shared/interpretation/remedies/remedies';
import { remedyTargetLines } from '../../../shared/interpretation/remedies/lines';
import { REMEDY_REASON_TEXT } from '../../../shared/interpretation/remedies/remedies';
import { civilToJdUt } from '../../../shared/time/julian';
import { grahaName, type Graha } from '../../../shared/vocabulary/graha';
import { rasiName, rasiNameOf } from '../../../shared/vocabulary/rasi';
import { kundaliDepthText } from '../../i18n/kundali-depth';
import { ChartApiError, fetchDashas, fetchKp, fetchVarshaphal } from '../../lib/api';
import type { BirthRequest } from '../../lib/birth-query';
import { formatDay } from '../../lib/day';
import { useLoad, type Load } from '../kit/load';

type Props = { chart: ChartView; request: BirthRequest; day: string; locale: Locale };
type Words = (typeof kundaliDepthText)['en'];

const SIGN_DEG = (deg: number, locale: Locale) => {
  const sign = Math.floor(deg / 30) % 12;
  const inSign = deg - sign * 30;
  const d = Math.floor(inSign);
  const m = Math.floor((inSign - d) * 60);
  return `${rasiName(sign, locale)} ${d}°${String(m).padStart(2, '0')}′`;
};

/** Loading, failure or the content of a loaded part. */
function Loaded<T>({
  load,
  retry,
  words,
  children,
}: {
  load: Load<T, ChartApiError>;
  retry(): void;
  words: Words;
  children: (data: T) => React.ReactNode;
}) {
  if (load.kind === 'ready') return <>{children(load.data)}</>;
  if (load.kind === 'failed')
    return (
      <p role="alert">
        {words.failed} {load.error.message}{' '}
        <button type="button" onClick={retry}>
          {words.retry}
        </button>
      </p>
    );
  return <p aria-live="polite">{words.loading}</p>;
}

const periodName = (p: DashaPeriodView, locale: Locale) =>
  p.sign ? rasiNameOf(p.sign, locale) : p.yogini ? `${p.yogini} (${grahaName(p.lord!, locale)})` : grahaName(p.lord!, locale);
const runs = (p: DashaPeriodView, day: string) => p.start.slice(0, 10) <= day && day < p.end.slice(0, 10);

function OtherDashas({ request, day, locale, words }: Omit<Props, 'chart'> & { words: Words }) {
  const [system, setSystem] = useState<'yogini' | 'ashtottari' | 'chara'>('yogini');
  const [method, setMethod] = useState<CharaMethod>('kn-rao');
  const { state, retry } = useLoad(
    'report-dashas',
    JSON.stringify([request, system, method]),
    () => fetchDashas(request, system, system === 'chara' ? method : undefined),
    ChartApiError.of,
  );
  return (
    <section className="kundali-card" aria-labelledby="other-dashas-title" data-testid="other-dashas">
      <h2 id="other-dashas-title">{words.dashasTitle}</h2>
      <p>{words.dashasLead}</p>
      <div role="group" aria-label={words.dashasTitle}>
        {(['yogini', 'ashtottari', 'chara'] as const).map((s) => (
          <button key={s} type="button" aria-pressed={system === s} onClick={() => setSystem(s)}>
            {words[s]}
          </button>
        ))}
        {system === 'chara' && (
          <label>
            {words.method}{' '}
            <select value={method} onChange={(e) => setMethod(e.target.value as CharaMethod)}>
              <option value="kn-rao">{words.knRao}</option>
              <option value="pvn-rao">{words.pvnRao}</option>
            </select>
          </label>
        )}
      </div>
      <Loaded load={state} retry={retry} words={words}>
        {(d) => {
          const running = d.mahadashas.find((m) => runs(m, day));
          return (
            <>
              {d.system === 'ashtottari' && d.applicable !== null && <p>{words.ashtottariApplies(d.applicable)}</p>}
              <div className="table-scroll" tabIndex={0} role="region" aria-label={words[d.system as 'yogini' | 'ashtottari' | 'chara']}>
                <table className="bav-table" data-testid={`dasha-table-${d.system}`}>
                  <thead>
                    <tr>
                      <th scope="col">{words.period}</th>
                      <th scope="col">{words.from}</th>
                      <th scope="col">{words.until}</th>
                      <th scope="col">{words.years}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {d.mahadashas.map((m) => (
                      <tr key={m.start} aria-current={m === running ? 'true' : undefined}>
                        <th scope="row">
                          {periodName(m, locale)}
                          {m === running && <strong> ({words.running})</strong>}
                        </th>
                        <td>{formatDay(m.start, locale)}</td>
                        <td>{formatDay(m.end, locale)}</td>
                        <td>{Number(m.years.toFixed(2))}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {running?.antardashas && (
                <>
                  <h3>{words.subPeriods(periodName(running, locale))}</h3>
                  <ul>
                    {running.antardashas.map((a) => (
                      <li key={a.start}>
                        {periodName(a, locale)}: {formatDay(a.start, locale)} – {formatDay(a.end, locale)}
                        {runs(a, day) && <strong> ({words.running})</strong>}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          );
        }}
      </Loaded>
    </section>
  );
}

function KpSection({ request, locale, words }: Omit<Props, 'chart' | 'day'> & { words: Words }) {
  const { state, retry } = useLoad('report-kp', JSON.stringify(request), () => fetchKp(request), ChartApiError.of);
  const g = (x: Graha) => grahaName(x, locale);
  return (
    <section className="kundali-card" aria-labelledby="kp-title" data-testid="kp-section">
      <h2 id="kp-title">{words.kpTitle}</h2>
      <p>{words.kpLead}</p>
      <Loaded load={state} retry={retry} words={words}>
        {(kp) => (
          <>
            {kp.caution && <p role="note">{kp.caution}</p>}
            <div className="table-scroll" tabIndex={0} role="region" aria-label={words.cuspsTable}>
              <table className="bav-table" data-testid="kp-cusps">
                <thead>
                  <tr>
                    {[words.house, words.cusp, words.signLord, words.starLord, words.subLord, words.subSubLord, words.significators].map(
                      (h) => (
                        <th key={h} scope="col">
                          {h}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {kp.cuspLords.map((c, i) => {
                    const s = kp.significators[i]!;
                    const levels = [s.occupantsStar, s.occupants, s.lordStar, [s.lord]].map((l) => l.map(g).join(', ') || '—');
                    return (
                      <tr key={c.house}>
                        <th scope="row">{c.house}</th>
                        <td>{SIGN_DEG(kp.cusps[i]!, locale)}</td>
                        <td>{g(c.signLord)}</td>
                        <td>{g(c.starLord)}</td>
                        <td>{g(c.subLord)}</td>
                        <td>{g(c.subSubLord)}</td>
                        <td>{levels.join(' · ')}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <h3>{words.rulingPlanets}</h3>
            <ul>
              {Object.entries(kp.rulingPlanets).map(([k, v]) => (
                <li key={k}>
                  {words.rulingNames[k]}: {g(v)}
                </li>
              ))}
            </ul>
          </>
        )}
      </Loaded>
    </section>
  );
}

/** Completed years of life on `day` for a birth on `birthDate` (both YYYY-MM-DD), within 0–120. */
function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4)) - (day.slice(5) < birthDate.slice(5) ? 1 : 0);
  return Math.max(0, Math.min(120, years));
}

function VarshaphalSection({ chart, request, day, locale, words }: Props & { words: Words }) {
  const [year, setYear] = useState(() => ageOn(chart.input.date, day || chart.input.date));
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
      <Loaded load={state} retry={retry} words={words}>
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
            <div className="table-scroll" tabIndex={0} role="region" aria-label={words.candidates}>
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
            </div>
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

function JaiminiSection({ chart, locale, words }: Pick<Props, 'chart' | 'locale'> & { words: Words }) {
  const j = computeJaimini(chart);
  return (
    <section className="kundali-card" aria-labelledby="jaimini-title" data-testid="jaimini-section">
      <h2 id="jaimini-title">{words.jaiminiTitle}</h2>
      {([8, 7] as const).map((scheme) => (
        <div key={scheme}>
          <h3>{words.karakas(scheme)}</h3>
          <ul>
            {(scheme === 8 ? j.karakas8 : j.karakas7).map((k) => (
              <li key={k.karaka}>
                {words.karakaNames[k.karaka] ?? k.karaka}: {grahaName(k.graha, locale)}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p>
        {words.arudhaLagna}: {rasiNameOf(j.arudhaLagna, locale)} · {words.upapada}: {rasiNameOf(j.upapada, locale)} · {words.karakamsa}:{' '}
        {rasiNameOf(j.karakamsa8, locale)}
      </p>
      <h3>{words.arudhas}</h3>
      <ul className="arudha-list">
        {j.arudhas.map((a) => (
          <li key={a.house}>
            A{a.house}: {rasiNameOf(a.sign, locale)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RemediesSection({ chart, day, locale, words }: Pick<Props, 'chart' | 'day' | 'locale'> & { words: Words }) {
  const at = day ? civilToJdUt(day, '12:00', chart.input.utcOffsetMinutes) : null;
  const advice = remediesFor(chart as unknown as RemedyChart, at);
  return (
    <section className="kundali-card" aria-labelledby="remedies-title" data-testid="remedies-section">
      <h2 id="remedies-title">{words.remediesTitle}</h2>
      <p>{words.remediesLead}</p>
      {advice.targets.map((t) => {
        const [, ...lines] = remedyTargetLines(t, locale);
        return (
          <div key={t.graha}>
            <h3>
              {grahaName(t.graha, locale)}: {t.reasons.map((r) => REMEDY_REASON_TEXT[r][locale]).join('; ')}
            </h3>
            <ul>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        );
      })}
      {advice.targets.some((t) => t.gemstone) && (
        <p>
          <strong>{words.gemstoneWeight}:</strong> {advice.weightConvention[locale]}
        </p>
      )}
      <p>{advice.note[locale]}</p>
    </section>
  );
}

/** The five sections; see the file comment. */
export default function DepthSections({ chart, request, day, locale }: Props) {
  const words = kundaliDepthText[locale];
  return (
    <>
      <OtherDashas request={request} day={day} locale={locale} words={words} />
      <KpSection request={request} locale={locale} words={words} />
      {chart.input.timeKnown && <VarshaphalSection chart={chart} request={request} day={day} locale={locale} words={words} />}
      <JaiminiSection chart={chart} locale={locale} words={words} />
      <RemediesSection chart={chart} day={day} locale={locale} words={words} />
    </>
  );
}
