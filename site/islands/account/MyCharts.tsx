/**
 * "My charts": the signed-in visitor's saved people (open, rename/edit, delete), charts saved in
 * this browser before signing in (moved into the account with one button), and the account's
 * own actions (export all data, sign out, delete the account). Signed out, it says how to sign in.
 */
import { useEffect, useState } from 'react';
import type { SavedChart } from '../../../shared/contracts/account';
import { accountCall, mayBeSignedIn, pendingCharts, setPendingCharts, type AccountUser, type ChartToSave } from '../../lib/account-api';
import { keepAccount, keptAccount } from '../../lib/kept-account';
import type { Locale } from '../../../shared/i18n/locale';
import { accountText, refusalText } from '../../i18n/account';
import type { LocaleProps } from '../../i18n/locale-props';
import { localizePath } from '../../i18n/paths';
import { OPEN_TEXT_CLASS, openTextClass } from '../../lib/open-text';
import { useLoad } from '../kit/load';
import { kundaliHref } from '../../lib/saved-birth';
import SavedChartRow from './SavedChartRow';

/** The signed-in account and its saved charts; null when signed out. `offline`: the list as last loaded (kept-account.ts). */
interface Account {
  user: AccountUser;
  charts: SavedChart[];
  offline?: boolean;
}

/** The account as last loaded, marked offline; null when none is kept. */
async function keptOffline(): Promise<Account | null> {
  const kept = await keptAccount<Account>();
  return kept && { ...kept, offline: true };
}

/** The account and its charts (null: signed out; offline, the list as last loaded); throws the refusal in the page's language. */
async function loadAccount(locale: Locale): Promise<Account | null> {
  if (!mayBeSignedIn()) return null;
  const me = await accountCall<{ user: AccountUser }>('GET', 'auth/me');
  if (!me.ok) return me.status === 0 ? keptOffline() : null;
  const result = await accountCall<{ charts: SavedChart[] }>('GET', 'charts');
  if (!result.ok) {
    if (result.status === 0) return keptOffline();
    throw new Error(refusalText(locale, result));
  }
  const account = { user: me.data.user, charts: result.data.charts };
  await keepAccount(account);
  return account;
}

/** A failure's sentence (loadAccount words the API's; anything else is said as it is). */
const failureText = (caught: unknown): string => (caught instanceof Error ? caught.message : String(caught));

/**
 * Before the account is known, the server HTML holds both "Loading your charts…" and the sign-in card; account.css
 * shows the card when the page's inline script found no session hint (signed-out-mark.ts), so a signed-out visitor
 * sees it before any JavaScript. Signed out, the island keeps that same card element (same keys and places): a new
 * element would be a new, later largest paint.
 */
function FirstState({ locale, signedOut, waiting }: { locale: Locale; signedOut: boolean; waiting: readonly ChartToSave[] }) {
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
        {waiting.length > 0 && (
          <>
            <p>{t.waitingSignedOut(waiting.length)}</p>
            {/* Each opens from this browser alone, offline too (the report computes it when the API cannot be reached). */}
            <ul className="saved-charts">
              {waiting.map((chart, index) => (
                <li key={index}>
                  <a className={openTextClass(chart.name)} href={localizePath(locale, kundaliHref(chart.birth))}>
                    {chart.name}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}

/** The page island. */
export default function MyCharts({ locale }: LocaleProps) {
  const t = accountText[locale];
  const [waiting, setWaiting] = useState<ChartToSave[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  // The page's language never changes while it is open: one key, asked again after charts were moved in.
  const { state, retry } = useLoad('my-charts', locale, () => loadAccount(locale), failureText);
  // The list as edited and deleted here since it was loaded (null: as loaded).
  const [edited, setEdited] = useState<SavedChart[] | null>(null);
  useEffect(() => setWaiting(pendingCharts()), []);

  async function moveWaiting() {
    const left: ChartToSave[] = [];
    for (const chart of waiting) {
      const result = await accountCall('POST', 'charts', chart);
      if (!result.ok) left.push(chart);
    }
    setPendingCharts(left);
    setNotice(left.length === 0 ? t.moved(waiting.length) : t.notMoved(left.length));
    setWaiting(left);
    setEdited(null);
    retry();
  }

  async function deleteAccount() {
    const result = await accountCall('DELETE', 'auth/me');
    if (result.ok) window.location.assign(localizePath(locale, '/?account=deleted'));
    else setNotice(refusalText(locale, result));
  }

  if (state.kind === 'failed')
    return (
      <p className="form-status error" role="alert">
        {state.error}
      </p>
    );
  if (state.kind !== 'ready' || state.data === null)
    return <FirstState locale={locale} signedOut={state.kind === 'ready'} waiting={waiting} />;
  const { user } = state.data;
  const charts = edited ?? state.data.charts;
  return (
    <div className="my-charts">
      <p>
        {t.signedInAs} <strong className={OPEN_TEXT_CLASS}>{user.name}</strong> ({user.email}).
      </p>
      <div role="status" aria-live="polite">
        {notice && <p className="form-status">{notice}</p>}
        {state.data.offline && <p className="form-status">{t.listOffline}</p>}
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
              <SavedChartRow
                key={chart.id}
                chart={chart}
                locale={locale}
                onChanged={(next) => setEdited(charts.map((c) => (c.id === next.id ? next : c)))}
                onDeleted={() => setEdited(charts.filter((c) => c.id !== chart.id))}
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
