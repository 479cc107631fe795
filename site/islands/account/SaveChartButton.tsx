/**
 * "Save this chart" on the Kundali pages: asks for the person's name and relation, then saves
 * the birth into the signed-in account (`POST /api/charts`). Signed out, it keeps the chart in
 * this browser and offers to sign in; My charts moves such charts into the account.
 */
import { useId, useState } from 'react';
import { MAX_NAME_LENGTH, MAX_RELATION_LENGTH } from '../../../shared/contracts/account-limits';
import type { Locale } from '../../../shared/i18n/locale';
import { kundaliText } from '../../i18n/kundali';
import { localizePath } from '../../i18n/paths';

type Outcome = { kind: 'saved' } | { kind: 'local' } | { kind: 'error'; field: 'name' | 'relation' | null; message: string };

/** Props: the birth to save. */
export interface SaveChartButtonProps {
  /** The saved-chart fields (`GET /api/chart`'s query names: site/lib/saved-birth.ts); `name` fills the Name field. */
  birth: Readonly<Record<string, string>>;
  /** The page's language; default English. */
  locale?: Locale;
}

/** The button and its small form. */
export default function SaveChartButton({ birth, locale = 'en' }: SaveChartButtonProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(birth.name ?? '');
  const t = kundaliText[locale];
  const [relation, setRelation] = useState(t.relationSuggestions[0]!);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function save(event: { preventDefault(): void }) {
    event.preventDefault();
    if (name.trim() === '') {
      setOutcome({ kind: 'error', field: 'name', message: t.nameIsRequired });
      return;
    }
    // The account client and its refusal words load on the first save, not with the chart page.
    const [{ accountCall, mayBeSignedIn, pendingCharts, setPendingCharts }, { refusalBesideField, refusalText }] = await Promise.all([
      import('../../lib/account-api'),
      import('../../i18n/account'),
    ]);
    const chart = { name: name.trim(), relation: relation.trim(), birth: { ...birth } };
    const keepLocally = () => {
      setPendingCharts([...pendingCharts(), chart]);
      setOutcome({ kind: 'local' });
    };
    if (!mayBeSignedIn()) return keepLocally();
    setPending(true);
    const result = await accountCall('POST', 'charts', chart);
    setPending(false);
    if (result.ok) return setOutcome({ kind: 'saved' });
    if (result.status === 401) return keepLocally();
    const field = result.field === 'name' || result.field === 'relation' ? result.field : null;
    const message = field ? refusalBesideField(locale, result, field === 'name' ? t.name : t.relationLabel) : refusalText(locale, result);
    setOutcome({ kind: 'error', field, message });
  }

  if (!open) {
    return (
      <button type="button" className="button-secondary no-print" onClick={() => setOpen(true)}>
        {t.saveChart}
      </button>
    );
  }
  const errorFor = (field: 'name' | 'relation') => (outcome?.kind === 'error' && outcome.field === field ? outcome.message : null);
  return (
    <form className="save-chart no-print" onSubmit={(event) => void save(event)} aria-label={t.saveChart}>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t.name}</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={MAX_NAME_LENGTH}
          required
          autoComplete="off"
          aria-invalid={errorFor('name') ? true : undefined}
          aria-describedby={errorFor('name') ? `${id}-name-error` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        {errorFor('name') && (
          <p className="field-error" id={`${id}-name-error`}>
            {errorFor('name')}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-relation`}>{t.relationLabel}</label>
        <input
          id={`${id}-relation`}
          list={`${id}-relations`}
          value={relation}
          maxLength={MAX_RELATION_LENGTH}
          autoComplete="off"
          aria-invalid={errorFor('relation') ? true : undefined}
          aria-describedby={errorFor('relation') ? `${id}-relation-error` : undefined}
          onChange={(e) => setRelation(e.target.value)}
        />
        <datalist id={`${id}-relations`}>
          {t.relationSuggestions.map((r) => (
            <option key={r} value={r} />
          ))}
        </datalist>
        {errorFor('relation') && (
          <p className="field-error" id={`${id}-relation-error`}>
            {errorFor('relation')}
          </p>
        )}
      </div>
      <button type="submit" className="button-primary" disabled={pending}>
        {pending ? t.saving : t.save}
      </button>
      <div role="status" aria-live="polite">
        {outcome?.kind === 'saved' && (
          <p className="form-status">
            {t.savedIn} <a href={localizePath(locale, '/my-charts')}>{t.myCharts}</a>.
          </p>
        )}
        {outcome?.kind === 'local' && (
          <p className="form-status">
            {t.savedLocal} <a href={localizePath(locale, '/login?next=/my-charts')}>{t.signIn}</a> {t.or}{' '}
            <a href={localizePath(locale, '/signup?next=/my-charts')}>{t.createAccount}</a> {t.keepEverywhere}
          </p>
        )}
        {outcome?.kind === 'error' && !outcome.field && <p className="form-status error">{outcome.message}</p>}
      </div>
    </form>
  );
}
