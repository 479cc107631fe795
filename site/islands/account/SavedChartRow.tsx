/**
 * One saved person in "My charts": the name, relation and birth in the page's language, with Open
 * Kundali, Edit (SavedChartEdit) and Delete (asked once more inline), then the chart's other ways on
 * (ask the chat, the quick chart, the PDF, Share: kit/ChartActions).
 */
import { useState } from 'react';
import type { SavedChart } from '../../../shared/contracts/account';
import type { Locale } from '../../../shared/i18n/locale';
import { intlLocale } from '../../../shared/i18n/locale';
import { formatDateLong } from '../../../shared/interpretation/format';
import { accountCall } from '../../lib/account-api';
import { kundaliHref } from '../../lib/saved-birth';
import { needsOpenText, openTextClass, withOpenText } from '../../lib/open-text';
import { accountText, refusalText } from '../../i18n/account';
import { localizePath } from '../../i18n/paths';
import SavedChartEdit from './SavedChartEdit';
import ChartActions from '../kit/ChartActions';
import { ConflictNotice } from './ConflictNotice';
import TodayForYou from '../timing/TodayForYou';
import FeedControls from '../timing/FeedControls';
import { civilDay, visitorZone } from '../timing/timing-query';

/** The birth date as the page's language writes it (English keeps the engine's long format). */
function birthDateText(date: string, locale: Locale): string {
  if (locale === 'en') return formatDateLong(date);
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

export interface SavedChartRowProps {
  chart: SavedChart;
  locale: Locale;
  onChanged(chart: SavedChart): void;
  onDeleted(): void;
}

/** See the module comment. */
export default function SavedChartRow({ chart, locale, onChanged, onDeleted }: SavedChartRowProps) {
  const t = accountText[locale];
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The chart as stored when a delete was refused because it changed elsewhere (412).
  const [conflict, setConflict] = useState<SavedChart | null>(null);

  async function remove(etag = chart.etag) {
    setConflict(null);
    const result = await accountCall('DELETE', `charts/${chart.id}`, undefined, etag ? { 'if-match': etag } : {});
    if (result.ok || result.status === 404) onDeleted();
    else if (result.status === 412 && result.body?.chart) setConflict(result.body.chart as SavedChart);
    else setProblem(refusalText(locale, result));
  }

  return (
    <li className="saved-chart">
      <h3 className={openTextClass(chart.name, chart.relation)}>
        {chart.name}
        {chart.relation && <span className="saved-chart__relation"> · {chart.relation}</span>}
      </h3>
      <p>
        {chart.birth.date ? birthDateText(chart.birth.date, locale) : ''}
        {chart.birth.time ? t.at(chart.birth.time) : t.timeUnknown}
        {chart.birth.place ? ` · ${chart.birth.place}` : ''}
      </p>
      <TodayForYou birth={chart.birth} day={civilDay(new Date(), visitorZone())} locale={locale} heading="h4" />
      <FeedControls chartId={chart.id} name={chart.name} locale={locale} />
      {!editing && (
        <div className="saved-chart__actions">
          <a className="button-primary" href={localizePath(locale, kundaliHref(chart.birth))}>
            {t.openKundali}
            <span className="visually-hidden">{t.ofPerson(chart.name)}</span>
          </a>
          <button type="button" className="button-secondary" onClick={() => setEditing(true)}>
            {t.edit}
            <span className="visually-hidden"> {chart.name}</span>
          </button>
          {confirming ? (
            <>
              <button type="button" className={withOpenText('button-danger', needsOpenText(chart.name))} onClick={() => void remove()}>
                {t.confirmDelete(chart.name)}
              </button>
              <button type="button" className="button-secondary" onClick={() => setConfirming(false)}>
                {t.keep}
              </button>
            </>
          ) : (
            <button type="button" className="button-secondary" onClick={() => setConfirming(true)}>
              {t.delete}
              <span className="visually-hidden"> {chart.name}</span>
            </button>
          )}
        </div>
      )}
      {!editing && <ChartActions fields={new URLSearchParams({ ...chart.birth, name: chart.name })} view="saved" locale={locale} />}
      {editing && (
        <SavedChartEdit
          chart={chart}
          locale={locale}
          onSaved={(next) => {
            setEditing(false);
            setProblem(null);
            onChanged(next);
          }}
          onCancel={() => setEditing(false)}
          onProblem={setProblem}
        />
      )}
      {problem && (
        <p className="form-status error" role="alert">
          {problem}
        </p>
      )}
      {conflict && (
        <ConflictNotice
          locale={locale}
          name={conflict.name}
          action="delete"
          onReload={() => {
            setConflict(null);
            setConfirming(false);
            onChanged(conflict);
          }}
          onOverwrite={() => void remove(conflict.etag)}
        />
      )}
    </li>
  );
}
