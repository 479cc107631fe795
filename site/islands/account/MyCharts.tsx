/**
 * "My charts": the signed-in visitor's saved people (open, rename/edit, delete), charts saved in
 * this browser before signing in (moved into the account with one button), and the account's
 * own actions (export all data, sign out, delete the account). Signed out, it says how to sign in.
 */
import { useEffect, useId, useState } from 'react';
import type { SavedChart } from '../../../shared/contracts/account';
import {
  accountCall,
  currentUser,
  messageForField,
  pendingCharts,
  setPendingCharts,
  type AccountUser,
  type ChartToSave,
} from '../../lib/account-api';
import { kundaliHref } from '../../lib/saved-birth';
import { formatDateLong } from '../../../shared/interpretation/format';
import type { LocaleProps } from '../../i18n/locale-props';

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

function ChartRow({ chart, onChanged, onDeleted }: { chart: SavedChart; onChanged(chart: SavedChart): void; onDeleted(): void }) {
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
    if (['name', 'relation', 'date', 'time', 'place'].includes(field))
      setErrors({ [field]: messageForField(result.message.replace(/^birth\./, '')) });
    else setProblem(result.message);
  }

  async function remove() {
    const result = await accountCall('DELETE', `charts/${chart.id}`);
    if (result.ok || result.status === 404) onDeleted();
    else setProblem(result.message);
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
      <h3>
        {chart.name}
        {chart.relation && <span className="saved-chart__relation"> · {chart.relation}</span>}
      </h3>
      <p>
        {chart.birth.date ? formatDateLong(chart.birth.date) : ''}
        {chart.birth.time ? ` at ${chart.birth.time}` : ' · time unknown'}
        {chart.birth.place ? ` · ${chart.birth.place}` : ''}
      </p>
      {!editing && (
        <div className="saved-chart__actions">
          <a className="button-primary" href={kundaliHref(chart.birth)}>
            Open Kundali<span className="visually-hidden"> of {chart.name}</span>
          </a>
          <button type="button" className="button-secondary" onClick={() => setEditing(true)}>
            Edit<span className="visually-hidden"> {chart.name}</span>
          </button>
          {confirming ? (
            <>
              <button type="button" className="button-danger" onClick={() => void remove()}>
                Yes, delete {chart.name}
              </button>
              <button type="button" className="button-secondary" onClick={() => setConfirming(false)}>
                Keep
              </button>
            </>
          ) : (
            <button type="button" className="button-secondary" onClick={() => setConfirming(true)}>
              Delete<span className="visually-hidden"> {chart.name}</span>
            </button>
          )}
        </div>
      )}
      {editing && (
        <form className="form saved-chart__form" onSubmit={(e) => void save(e)} aria-label={`Edit ${chart.name}`}>
          {input('name', 'Name')}
          {input('relation', 'Relation')}
          {input('date', 'Date of birth (YYYY-MM-DD)')}
          {input('time', 'Time of birth (HH:MM, 24-hour)', 'text', 'Leave empty when unknown.')}
          {input('place', 'Place of birth', 'text', 'A town, e.g. "Pune, India".')}
          <div className="saved-chart__actions">
            <button type="submit" className="button-primary">
              Save changes
            </button>
            <button
              type="button"
              className="button-secondary"
              onClick={() => {
                setEditing(false);
                setErrors({});
              }}
            >
              Cancel
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

/** The page island. */
export default function MyCharts(_props: LocaleProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [waiting, setWaiting] = useState<ChartToSave[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  async function load() {
    setWaiting(pendingCharts());
    const user = await currentUser();
    if (!user) return setPhase({ kind: 'signed-out' });
    const result = await accountCall<{ charts: SavedChart[] }>('GET', 'charts');
    setPhase(result.ok ? { kind: 'ready', user, charts: result.data.charts } : { kind: 'error', message: result.message });
  }
  useEffect(() => void load(), []);

  async function moveWaiting() {
    const left: ChartToSave[] = [];
    for (const chart of waiting) {
      const result = await accountCall('POST', 'charts', chart);
      if (!result.ok) left.push(chart);
    }
    setPendingCharts(left);
    setNotice(
      left.length === 0
        ? `Moved ${waiting.length} chart${waiting.length === 1 ? '' : 's'} into your account.`
        : `${left.length} chart(s) could not be moved; they stay in this browser.`,
    );
    await load();
  }

  async function deleteAccount() {
    const result = await accountCall('DELETE', 'auth/me');
    if (result.ok) window.location.assign('/?account=deleted');
    else setNotice(result.message);
  }

  if (phase.kind === 'loading') return <p role="status">Loading your charts…</p>;
  if (phase.kind === 'error')
    return (
      <p className="form-status error" role="alert">
        {phase.message}
      </p>
    );
  if (phase.kind === 'signed-out') {
    return (
      <div className="account-card">
        <p>Sign in to see the charts saved in your account, on any device.</p>
        <p>
          <a className="button-primary" href="/login?next=/my-charts">
            Sign in
          </a>{' '}
          <a href="/signup?next=/my-charts">Create an account</a>
        </p>
        {waiting.length > 0 && (
          <p>
            {waiting.length} chart{waiting.length === 1 ? ' is' : 's are'} saved in this browser; after you sign in you can move{' '}
            {waiting.length === 1 ? 'it' : 'them'} into your account.
          </p>
        )}
      </div>
    );
  }
  const { user, charts } = phase;
  return (
    <div className="my-charts">
      <p>
        Signed in as <strong>{user.name}</strong> ({user.email}).
      </p>
      <div role="status" aria-live="polite">
        {notice && <p className="form-status">{notice}</p>}
      </div>
      {waiting.length > 0 && (
        <div className="account-card">
          <p>
            {waiting.length} chart{waiting.length === 1 ? ' was' : 's were'} saved in this browser before you signed in:{' '}
            {waiting.map((c) => c.name).join(', ')}.
          </p>
          <button type="button" className="button-primary" onClick={() => void moveWaiting()}>
            Move into my account
          </button>
        </div>
      )}
      <section aria-labelledby="saved-heading">
        <h2 id="saved-heading">Saved charts ({charts.length})</h2>
        {charts.length === 0 ? (
          <p>
            No charts yet. <a href="/birth-chart">Make a chart</a> and choose "Save this chart".
          </p>
        ) : (
          <ul className="saved-charts">
            {charts.map((chart) => (
              <ChartRow
                key={chart.id}
                chart={chart}
                onChanged={(next) => setPhase({ ...phase, charts: charts.map((c) => (c.id === next.id ? next : c)) })}
                onDeleted={() => setPhase({ ...phase, charts: charts.filter((c) => c.id !== chart.id) })}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="account-heading" className="account-card">
        <h2 id="account-heading">Your account</h2>
        <p>
          <a href="/api/auth/export" download>
            Download all my data (JSON)
          </a>
        </p>
        <p>
          {confirmDelete ? (
            <>
              <button type="button" className="button-danger" onClick={() => void deleteAccount()}>
                Yes, delete my account and all its charts and chats
              </button>{' '}
              <button type="button" className="button-secondary" onClick={() => setConfirmDelete(false)}>
                Keep my account
              </button>
            </>
          ) : (
            <button type="button" className="button-secondary" onClick={() => setConfirmDelete(true)}>
              Delete my account
            </button>
          )}
        </p>
      </section>
    </div>
  );
}
