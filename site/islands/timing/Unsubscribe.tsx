/**
 * The /unsubscribe page's island: a digest mail's link carries its token in the fragment
 * (`/unsubscribe#token=…`, never sent to a server, so never in a log); opening the link turns the
 * digest off at once — the one click — through POST /api/digest/unsubscribe, with no sign-in.
 * The fragment is cleared from the address bar first.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../../shared/i18n/locale';
import { apiCall, ApiError } from '../../lib/api-client';
import { localizePath } from '../../i18n/paths';
import { personTimingText } from '../../i18n/person-timing';
import { tokenOfFragment } from './timing-query';

type State = { kind: 'working' } | { kind: 'done' } | { kind: 'missing' } | { kind: 'failed'; message: string };

/** See the module comment. */
export default function Unsubscribe({ locale }: { locale: Locale }) {
  const t = personTimingText[locale];
  const [state, setState] = useState<State>({ kind: 'working' });
  useEffect(() => {
    const token = tokenOfFragment(window.location.hash);
    if (!token) {
      setState({ kind: 'missing' });
      return;
    }
    history.replaceState(null, '', window.location.pathname);
    apiCall('digestUnsubscribe', { method: 'POST', query: { token } }).then(
      () => setState({ kind: 'done' }),
      (caught: unknown) => {
        const error = ApiError.of(caught);
        if (locale === 'en') return setState({ kind: 'failed', message: error.message });
        // Another language words the refusal (site/i18n/account.ts), loaded only when there is one to word.
        import('../../i18n/account').then(
          ({ refusalText }) => setState({ kind: 'failed', message: refusalText(locale, error) }),
          () => setState({ kind: 'failed', message: error.message }),
        );
      },
    );
  }, [locale]);
  return (
    <div className="account-card" data-testid="unsubscribe" data-state={state.kind}>
      {state.kind === 'working' && <p role="status">{t.unsubscribing}</p>}
      {state.kind === 'done' && <p role="status">{t.unsubscribed}</p>}
      {state.kind === 'missing' && <p role="alert">{t.unsubscribeMissing}</p>}
      {state.kind === 'failed' && <p role="alert">{t.unsubscribeFailed(state.message)}</p>}
      <p>
        <a href={localizePath(locale, '/my-charts')}>{t.myCharts}</a>
      </p>
    </div>
  );
}
