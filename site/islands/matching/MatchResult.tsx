/**
 * The match of two births as /kundali-matching shows it: the actions (change details, print, PDF, ask
 * the chat about the match, each person's report, share), the guna total on a gauge with the verdict, both Moons, the eight kootas,
 * Manglik for both, the doshas with their exceptions, the ten poruthams and both Rasi charts.
 */
import { MATCH_PERSONS, type MatchPerson, matchPersonName } from '../../../shared/vocabulary/match-person';
import { useState } from 'react';
import type { Locale } from '../../../shared/i18n/locale';
import type { ChartStyle } from '../../../shared/vocabulary/settings';
import {
  agreementName,
  kootaName,
  kootaValueName,
  matchDoshaName,
  poruthamName,
  verdictName,
} from '../../../shared/vocabulary/matching-names';
import { nakshatraNameOf } from '../../../shared/vocabulary/nakshatra';
import { REGIONAL_CONVENTIONS } from '../../../shared/vocabulary/regional-conventions';
import { rasiNameOf } from '../../../shared/vocabulary/rasi';
import KundaliChart from '../../components/chart/KundaliChart';
import { kundaliText } from '../../i18n/kundali';
import { matchingText } from '../../i18n/matching';
import { localizePath } from '../../i18n/paths';
import { openTextClass } from '../../lib/open-text';
import type { MatchShown } from './match-load';
import { matchToQuery, personRequest } from './match-query';
import { birthToQuery } from '../../lib/birth-query';
import { chartShareUrl, chartViewHref } from '../../lib/chart-links';
import { journeyText } from '../../i18n/journey';
import ShareButton from '../kit/ShareButton';
import TableScroll from '../kit/TableScroll';

const PEOPLE = MATCH_PERSONS;

/** See the module comment. */
export default function MatchResult({
  shown,
  locale,
  chartStyle,
  onChangeDetails,
}: {
  shown: MatchShown;
  locale: Locale;
  chartStyle: ChartStyle;
  onChangeDetails(): void;
}) {
  const { match, charts, request } = shown;
  const t = matchingText[locale];
  const [pdfBusy, setPdfBusy] = useState(false);
  const person = (p: MatchPerson) => matchPersonName(p, locale);
  /** The person word inside running text ("Asha (bride)"): lower case in English as before. */
  const personInText = (p: MatchPerson) => (locale === 'en' ? p : person(p));
  const names = { bride: match.persons.bride.name || person('bride'), groom: match.persons.groom.name || person('groom') };
  const visitorNames = [match.persons.bride.name, match.persons.groom.name];
  const downloadPdf = async () => {
    setPdfBusy(true);
    try {
      const [{ renderMatchPdf }, { pdfOptionsFor, savePdf, slugOf }] = await Promise.all([
        import('../../render/pdf-match'),
        import('../kundali/downloadPdf'),
      ]);
      const bytes = renderMatchPdf(match, charts, { ...(await pdfOptionsFor(match, locale)), chartStyle });
      savePdf(bytes, `kundali-matching-${slugOf(names.bride)}-${slugOf(names.groom)}.pdf`);
    } finally {
      setPdfBusy(false);
    }
  };
  const percent = Math.round((match.total / match.max) * 100);
  const verdict = verdictName(match.verdict, locale);
  // Tamil and Telugu read the ten poruthams first (REGIONAL_CONVENTIONS), the others the eight kootas' total.
  const poruthamFirst = REGIONAL_CONVENTIONS[locale].matchingFirst === 'porutham';
  const poruthams = (
    <section aria-labelledby="match-porutham-title">
      <h3 id="match-porutham-title">{t.poruthamTitle}</h3>
      <TableScroll label={t.poruthamRegion} locale={locale}>
        <table className="match-table">
          <thead>
            <tr>
              <th scope="col">{t.porutham}</th>
              <th scope="col">{t.result}</th>
              <th scope="col">{t.why}</th>
            </tr>
          </thead>
          <tbody>
            {match.poruthams.map((p) => (
              <tr key={p.key}>
                <th scope="row">{poruthamName(p.key, locale)}</th>
                <td>{agreementName(p.agreement, locale)}</td>
                <td>{p.explanation}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
  return (
    <div className="match-result">
      <div className="match-actions no-print">
        <button type="button" className="button-secondary" onClick={onChangeDetails}>
          {kundaliText[locale].changeDetails}
        </button>
        <button type="button" className="button-secondary" onClick={() => window.print()}>
          {t.print}
        </button>
        <button type="button" className="button-secondary" onClick={() => void downloadPdf()} disabled={pdfBusy}>
          {pdfBusy ? t.preparingPdf : t.downloadPdf}
        </button>
        <a className="button-primary" href={localizePath(locale, `/chat?${matchToQuery(request).toString()}&about=match`)}>
          {t.askAbout}
        </a>
        {PEOPLE.map((p) => (
          <a key={p} className="button-secondary" href={chartViewHref(locale, 'report', birthToQuery(personRequest(request, p)))}>
            {journeyText[locale].match.reportOf(names[p])}
          </a>
        ))}
        <ShareButton
          url={() => chartShareUrl(window.location.origin, locale, '/kundali-matching', matchToQuery(request), chartStyle)}
          title={journeyText[locale].share.matchTitle}
          locale={locale}
        />
      </div>
      <h2 className={openTextClass(...visitorNames)}>{t.pair(names.bride, names.groom)}</h2>
      {poruthamFirst && poruthams}
      <section className="match-total" aria-labelledby="match-total-title">
        <h3 id="match-total-title">{t.gunaTotal}</h3>
        <div className={`match-gauge match-gauge--${match.verdict.replace(' ', '-')}`}>
          <meter
            id="match-meter"
            min={0}
            max={match.max}
            low={18}
            high={25}
            optimum={36}
            value={match.total}
            aria-label={t.meterLabel(match.total, match.max)}
          />
          <p className="match-gauge__figure">
            <strong data-testid="match-total">{match.total}</strong>
            {t.gaugeFigure(match.max, percent)}
          </p>
        </div>
        <p className="match-verdict">
          {t.verdict}
          <strong>{verdict}</strong>
        </p>
        <p>{match.summary}</p>
        {match.cautions.map((c) => (
          <p key={c} className="field__hint">
            {c}
          </p>
        ))}
      </section>
      <section aria-labelledby="match-moons-title">
        <h3 id="match-moons-title">{t.twoMoons}</h3>
        <ul>
          {PEOPLE.map((p) => {
            const moon = match.moons[p];
            return (
              <li key={p} className={openTextClass(match.persons[p].name)}>
                {t.moonLine(names[p], personInText(p), rasiNameOf(moon.rasi, locale), nakshatraNameOf(moon.nakshatra, locale), moon.pada)}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="match-kootas-title">
        <h3 id="match-kootas-title">{t.eightKootas}</h3>
        <TableScroll label={t.kootaRegion} locale={locale}>
          <table className="match-table">
            <thead>
              <tr>
                <th scope="col">{t.koota}</th>
                <th scope="col">{t.points}</th>
                <th scope="col">{person('bride')}</th>
                <th scope="col">{person('groom')}</th>
                <th scope="col">{t.meaning}</th>
              </tr>
            </thead>
            <tbody>
              {match.kootas.map((k) => (
                <tr key={k.key}>
                  <th scope="row">{kootaName(k.key, locale)}</th>
                  <td>
                    {k.points} / {k.max}
                  </td>
                  <td>{kootaValueName(k.key, k.bride, locale)}</td>
                  <td>{kootaValueName(k.key, k.groom, locale)}</td>
                  <td>{k.explanation}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t.total}</th>
                <td>
                  {match.total} / {match.max}
                </td>
                <td colSpan={3}>{verdict}</td>
              </tr>
            </tfoot>
          </table>
        </TableScroll>
      </section>
      <section aria-labelledby="match-manglik-title">
        <h3 id="match-manglik-title">{t.manglikTitle}</h3>
        <ul>
          {PEOPLE.map((p) => {
            const side = match.manglik[p];
            const status = !side.manglik ? t.manglikNo : side.cancelled ? t.manglikCancelled : t.manglikYes;
            return (
              <li key={p}>
                <strong className={openTextClass(match.persons[p].name)}>{t.manglikLine(person(p), names[p], status)}</strong> {side.reason}
                {side.cancellations.length > 0 && t.cancelledBecause(side.cancellations.join('; '))}
              </li>
            );
          })}
        </ul>
        <p>{match.manglik.note}</p>
      </section>
      <section aria-labelledby="match-doshas-title">
        <h3 id="match-doshas-title">{t.doshas}</h3>
        <ul>
          {match.doshas.map((d) => (
            <li key={d.name}>
              <strong>
                {t.doshaLine(matchDoshaName(d.name, locale), d.present ? (d.cancelled ? t.doshaCancelled : t.doshaPresent) : t.doshaAbsent)}
              </strong>{' '}
              {d.explanation}
              {d.exceptions.length > 0 && t.exception(d.exceptions.join('; '))}
            </li>
          ))}
        </ul>
      </section>
      {!poruthamFirst && poruthams}
      {charts && (
        <section aria-labelledby="match-charts-title">
          <h3 id="match-charts-title">{t.rasiCharts}</h3>
          <div className="match-charts">
            {PEOPLE.map((p) => (
              <KundaliChart
                key={p}
                chart={charts[p]}
                varga={1}
                chartStyle={chartStyle}
                title={t.chartTitle(names[p], personInText(p))}
                locale={locale}
              />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
