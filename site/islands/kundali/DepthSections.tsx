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
import { computeJaimini } from '../../../shared/compose/jaimini';
import type { DashaPeriodView } from '../../../shared/compose/dashas-view';
import type { CharaMethod } from '../../../shared/jyotish/dashas/timeline';
import { yoginiName } from '../../../shared/jyotish/dashas/yogini';
import { grahaName, type Graha } from '../../../shared/vocabulary/graha';
import { rasiNameOf } from '../../../shared/vocabulary/rasi';
import { kundaliDepthText } from '../../i18n/kundali-depth';
import { ChartApiError } from '../../lib/api';
import { fetchDashas, fetchKp } from '../../lib/report-api';
import { formatDay } from '../../lib/day';
import { useLoad } from '../kit/load';

import { Loaded, SIGN_DEG, type Props, type Words } from './depth-parts';
import VarshaphalSection from './VarshaphalSection';
import RemediesSection from './RemediesSection';
import TableScroll from '../kit/TableScroll';
const periodName = (p: DashaPeriodView, locale: Locale) =>
  p.sign
    ? rasiNameOf(p.sign, locale)
    : p.yogini
      ? `${yoginiName(p.yogini, locale)} (${grahaName(p.lord!, locale)})`
      : grahaName(p.lord!, locale);
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
      <Loaded load={state} retry={retry} words={words} locale={locale}>
        {(d) => {
          const running = d.mahadashas.find((m) => runs(m, day));
          return (
            <>
              {d.system === 'ashtottari' && d.applicable !== null && <p>{words.ashtottariApplies(d.applicable)}</p>}
              <TableScroll label={words[d.system as 'yogini' | 'ashtottari' | 'chara']} locale={locale}>
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
              </TableScroll>
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
      <Loaded load={state} retry={retry} words={words} locale={locale}>
        {(kp) => (
          <>
            {kp.caution && <p role="note">{locale === 'en' ? kp.caution : words.kpPorphyry}</p>}
            <TableScroll label={words.cuspsTable} locale={locale}>
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
            </TableScroll>
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
