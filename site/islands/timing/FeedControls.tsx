/**
 * A saved person's calendar feed and weekly digest on My charts, inside a disclosure that asks
 * the API only when opened: make a private calendar link (shown once, with Copy), make a new one
 * or revoke it, and turn the weekly digest on or off. Calls go through the account client
 * (site/lib/account-api.ts); words in site/i18n/person-timing.ts.
 */
import { useState } from 'react';
import type { ChartDigestAnswer, ChartFeedAnswer } from '../../../shared/contracts/responses/feed';
import type { Locale } from '../../../shared/i18n/locale';
import { accountCall, type AccountResult } from '../../lib/account-api';
import { dateLabel } from '../../lib/panchang-view';
import { refusalText } from '../../i18n/account';
import { personTimingText } from '../../i18n/person-timing';
import './timing.css';

export interface FeedControlsProps {
  chartId: string;
  name: string;
  locale: Locale;
}

interface Status {
  feed: ChartFeedAnswer;
  digest: boolean;
}

/** See the module comment. */
export default function FeedControls({ chartId, name, locale }: FeedControlsProps) {
  const t = personTimingText[locale];
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The digest box shows the visitor's choice at once, and the stored state once the API has answered.
  const [digestWanted, setDigestWanted] = useState<boolean | null>(null);
  const feedPath = `charts/${chartId}/feed`;
  const digestPath = `charts/${chartId}/digest`;

  /** Runs one call; a refusal is said in the page's language. */
  async function run<T>(call: Promise<AccountResult<T>>, done: (data: T) => void) {
    setBusy(true);
    setProblem(null);
    const result = await call;
    setBusy(false);
    setDigestWanted(null);
    if (result.ok) done(result.data);
    else setProblem(refusalText(locale, result));
  }

  async function open() {
    if (status) return;
    const [feed, digest] = await Promise.all([
      accountCall<ChartFeedAnswer>('GET', feedPath),
      accountCall<ChartDigestAnswer>('GET', digestPath),
    ]);
    if (!feed.ok) setProblem(refusalText(locale, feed));
    else if (!digest.ok) setProblem(refusalText(locale, digest));
    else setStatus({ feed: feed.data, digest: digest.data.subscribed });
  }

  const feed = status?.feed;
  return (
    <details
      className="feed-controls"
      data-testid="feed-controls"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) void open();
      }}
    >
      <summary>{t.timingTitle}</summary>
      {status && feed && (
        <div className="feed-controls__body">
          <h4>{t.feedTitle}</h4>
          <p>{t.feedLead}</p>
          <p role="status">{feed.active ? t.feedActive(dateLabel(feed.createdAt?.slice(0, 10) ?? '', locale)) : t.feedNone}</p>
          {feed.url && (
            <div className="feed-controls__url">
              <label htmlFor={`feed-url-${chartId}`}>{t.feedUrlLabel}</label>
              <input
                id={`feed-url-${chartId}`}
                type="text"
                readOnly
                value={feed.url}
                data-testid="feed-url"
                onFocus={(e) => e.currentTarget.select()}
              />
              <p>{t.feedShownOnce}</p>
              <button
                type="button"
                className="button-secondary"
                onClick={() => void navigator.clipboard?.writeText(feed.url!).then(() => setNote(t.copied))}
              >
                {t.copy}
              </button>
            </div>
          )}
          <div className="saved-chart__actions">
            <button
              type="button"
              className="button-primary"
              disabled={busy}
              onClick={() =>
                void run(accountCall<ChartFeedAnswer>('POST', feedPath, { locale }), (data) => {
                  setStatus({ ...status, feed: data });
                  setNote(null);
                })
              }
            >
              {feed.active ? t.feedRemake : t.feedMake}
            </button>
            {feed.active && (
              <button
                type="button"
                className="button-secondary"
                disabled={busy}
                onClick={() =>
                  void run(accountCall<ChartFeedAnswer>('DELETE', feedPath), (data) => {
                    setStatus({ ...status, feed: data });
                    setNote(t.revoked);
                  })
                }
              >
                {t.revoke}
              </button>
            )}
          </div>
          <p className="feed-controls__digest">
            <label>
              <input
                type="checkbox"
                checked={digestWanted ?? status.digest}
                disabled={busy}
                data-testid="digest-toggle"
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setDigestWanted(on);
                  void run(accountCall<ChartDigestAnswer>(on ? 'PUT' : 'DELETE', digestPath, on ? { locale } : undefined), (data) =>
                    setStatus({ ...status, digest: data.subscribed }),
                  );
                }}
              />{' '}
              {t.digestLabel(name)}
            </label>
          </p>
          <p role="status">{status.digest ? t.digestOn : t.digestOff}</p>
          {note && <p role="status">{note}</p>}
        </div>
      )}
      {busy && !status && <p role="status">{t.working}</p>}
      {problem && (
        <p className="form-status error" role="alert">
          {problem}
        </p>
      )}
    </details>
  );
}
