/**
 * "My charts": the signed-in visitor's saved people (open, rename/edit, delete), charts saved in
 * this browser before signing in (moved into the account with one button), and the account's
 * own actions (export all data, sign out, delete the account). Signed out, it says how to sign in.
 */
import { useEffect, useId, useState } from 'react';
import type { SavedChart } from '../../../shared/contracts/account';
import { accountCall, currentUser, pendingCharts, setPendingCharts, type AccountUser, type ChartToSave } from '../../lib/account-api';
import { kundaliHref } from '../../lib/saved-birth';
import { formatDateLong } from '../../../shared/interpretation/format';
import type { Locale } from '../../../shared/i18n/locale';
import { intlLocale } from '../../../shared/i18n/locale';
import { accountText, refusalBesideField, refusalText } from '../../i18n/account';
import type { LocaleProps } from '../../i18n/locale-props';
import { localizePath } from '../../i18n/paths';
import { OPEN_TEXT_CLASS, needsOpenText, openTextClass, withOpenText } from '../../lib/open-text';

type Phase =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'ready'; user: AccountUser; charts: SavedChart[] }
  | { kind: 'error'; message: string };

/** The edited fields of a saved chart, as typed. */
interface Draft {
  name: string;
  relation: string;
  date: string;
  time: string;
  place: string;
}

/** The birth fields after an edit: a new place is looked up by name; a new date or time drops the stored offset. */
export function editedBirth(before: Record<string, string>, draft: Draft): Record<string, string> {
  const birth: Record<string, string> = { ...before, name: draft.name.trim(), date: draft.date.trim() };
  if (draft.time.trim()) birth.time = draft.time.trim();
  else delete birth.time;
  if (draft.place.trim() !== (before.place ?? '')) {
    birth.place = draft.place.trim();
    for (const key of ['lat', 'lon', 'tz', 'utcOffset']) delete birth[key];
  } else if (birth.date !== before.date || birth.time !== before.time) {
    delete birth.utcOffset;
  }
  return birth;
}

/** The birth date as the page's language writes it (English keeps the engine's long format). */
function birthDateText(date: string, locale: Locale): string {
  if (locale === 'en') return formatDateLong(date);
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

function ChartRow({
  chart,
  locale,
  onChanged,
  onDeleted,
}: {
  chart: SavedChart;
  locale: Locale;
  onChanged(chart: SavedChart): void;
  onDeleted(): void;
}) {
  const t = accountText[locale];
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [draft, setDraft] = useState<Draft>({
    name: chart.name,
    relation: chart.relation,
    date: chart.birth.date ?? '',
    time: chart.birth.time ?? '',
    place: chart.birth.place ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  async function save(event: { preventDefault(): void }) {
    event.preventDefault();
    const result = await accountCall<{ chart: SavedChart }>('PUT', `charts/${chart.id}`, {
      name: draft.name,
      relation: draft.relation,
      birth: editedBirth(chart.birth, draft),
    });
    if (result.ok) {
      setEditing(false);
      setErrors({});
      setProblem(null);
      return onChanged(result.data.chart);
    }
    const field = (result.field ?? '').replace(/^birth\./, '');
    const label = LABELS[field as keyof Draft] as keyof typeof t | undefined;
    if (label)
      setErrors({
        [field]: refusalBesideField(locale, { ...result, message: result.message.replace(/^birth\./, '') }, t[label] as string),
      });
    else setProblem(refusalText(locale, result));
  }

  async function remove() {
    const result = await accountCall('DELETE', `charts/${chart.id}`);
    if (result.ok || result.status === 404) onDeleted();
    else setProblem(refusalText(locale, result));
  }

  const input = (field: keyof Draft, label: string, type = 'text', hint?: string) => (
    <div className="field" key={field}>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        type={type}
        value={draft[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined}
        onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
      />
      {hint && !errors[field] && (
        <p className="field-hint" id={`${id}-${field}-hint`}>
          {hint}
        </p>
      )}
      {errors[field] && (
        <p className="field-error" id={`${id}-${field}-error`}>
          {errors[field]}
        </p>
      )}
    </div>
  );

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
      {editing && (
        <form className="form saved-chart__form" onSubmit={(e) => void save(e)} aria-label={t.editPerson(chart.name)}>
          {input('name', t.name)}
          {input('relation', t.relation)}
          {input('date', t.dateOfBirth)}
          {input('time', t.timeOfBirth, 'text', t.timeHint)}
          {input('place', t.placeOfBirth, 'text', t.placeHint)}
          <div className="saved-chart__actions">
            <button type="submit" className="button-primary">
              {t.saveChanges}
            </button>
            <button
              type="button"
              className="button-secondary"
              onClick={() => {
                setEditing(false);
                setErrors({});
              }}
            >
              {t.cancel}
            </button>
          </div>
        </form>
      )}
      {problem && (
        <p className="form-status error" role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}

/** Catalogue keys of the edit form's labels, by the field the API may blame. */
const LABELS: Record<keyof Draft, 'name' | 'relation' | 'dateOfBirth' | 'timeOfBirth' | 'placeOfBirth'> = {
  name: 'name',
  relation: 'relation',
  date: 'dateOfBirth',
  time: 'timeOfBirth',
  place: 'placeOfBirth',
};

/**
 * Before the account is known, the server HTML holds both "Loading your charts…" and the sign-in card; account.css
 * shows the card when the page's inline script found no session hint (signed-out-mark.ts), so a signed-out visitor
 * sees it before any JavaScript. Signed out, the island keeps that same card element (same keys and places): a new
 * element would be a new, later largest paint.
 */
function FirstState({ locale, signedOut, waiting }: { locale: Locale; signedOut: boolean; waiting: number }) {
  const t = accountText[locale];
  return (
    <>
      {!signedOut && (
        <p key="loading" role="status" className="my-charts--unless-signed-out">
          {t.loadingCharts}
        </p>
      )}
      <div key="signed-out" className={signedOut ? 'account-card' : 'account-card my-charts--if-signed-out'}>
        <p>{t.signInToSee}</p>
        <p>
          <a className="button-primary" href={localizePath(locale, '/login?next=/my-charts')}>
            {t.signIn}
          </a>{' '}
          <a href={localizePath(locale, '/signup?next=/my-charts')}>{t.createAccount}</a>
        </p>
        {waiting > 0 && <p>{t.waitingSignedOut(waiting)}</p>}
      </div>
    </>
  );
}

/** The page island. */
export default function MyCharts({ locale }: LocaleProps) {
  const t = accountText[locale];
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [waiting, setWaiting] = useState<ChartToSave[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  async function load() {
    setWaiting(pendingCharts());
    const user = await currentUser();
    if (!user) return setPhase({ kind: 'signed-out' });
    const result = await accountCall<{ charts: SavedChart[] }>('GET', 'charts');
    setPhase(result.ok ? { kind: 'ready', user, charts: result.data.charts } : { kind: 'error', message: refusalText(locale, result) });
  }
  // Once on mount: the page's language (which load reads) never changes while the page is open.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void load(), []);

  async function moveWaiting() {
    const left: ChartToSave[] = [];
    for (const chart of waiting) {
      const result = await accountCall('POST', 'charts', chart);
      if (!result.ok) left.push(chart);
    }
    setPendingCharts(left);
    setNotice(left.length === 0 ? t.moved(waiting.length) : t.notMoved(left.length));
    await load();
  }

  async function deleteAccount() {
    const result = await accountCall('DELETE', 'auth/me');
    if (result.ok) window.location.assign(localizePath(locale, '/?account=deleted'));
    else setNotice(refusalText(locale, result));
  }

  if (phase.kind === 'loading' || phase.kind === 'signed-out')
    return <FirstState locale={locale} signedOut={phase.kind === 'signed-out'} waiting={waiting.length} />;
  if (phase.kind === 'error')
    return (
      <p className="form-status error" role="alert">
        {phase.message}
      </p>
    );
  const { user, charts } = phase;
  return (
    <div className="my-charts">
      <p>
        {t.signedInAs} <strong className={OPEN_TEXT_CLASS}>{user.name}</strong> ({user.email}).
      </p>
      <div role="status" aria-live="polite">
        {notice && <p className="form-status">{notice}</p>}
      </div>
      {waiting.length > 0 && (
        <div className="account-card">
          <p className={openTextClass(...waiting.map((c) => c.name))}>
            {t.waitingSignedIn(waiting.length, waiting.map((c) => c.name).join(', '))}
          </p>
          <button type="button" className="button-primary" onClick={() => void moveWaiting()}>
            {t.moveIn}
          </button>
        </div>
      )}
      <section aria-labelledby="saved-heading">
        <h2 id="saved-heading">{t.savedCharts(charts.length)}</h2>
        {charts.length === 0 ? (
          <p>
            {t.noChartsYet} <a href={localizePath(locale, '/birth-chart')}>{t.makeChart}</a> {t.andChoose}
          </p>
        ) : (
          <ul className="saved-charts">
            {charts.map((chart) => (
              <ChartRow
                key={chart.id}
                chart={chart}
                locale={locale}
                onChanged={(next) => setPhase({ ...phase, charts: charts.map((c) => (c.id === next.id ? next : c)) })}
                onDeleted={() => setPhase({ ...phase, charts: charts.filter((c) => c.id !== chart.id) })}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="account-heading" className="account-card">
        <h2 id="account-heading">{t.yourAccount}</h2>
        <p>
          <a href="/api/auth/export" download>
            {t.downloadData}
          </a>
        </p>
        <p>
          {confirmDelete ? (
            <>
              <button type="button" className="button-danger" onClick={() => void deleteAccount()}>
                {t.confirmDeleteAccount}
              </button>{' '}
              <button type="button" className="button-secondary" onClick={() => setConfirmDelete(false)}>
                {t.keepAccount}
              </button>
            </>
          ) : (
            <button type="button" className="button-secondary" onClick={() => setConfirmDelete(true)}>
              {t.deleteAccount}
            </button>
          )}
        </p>
      </section>
    </div>
  );
}
