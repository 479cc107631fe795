/** Loading, error and "no birth yet" states of the Kundali pages. */
import { FailureView, LoadingView } from '../kit/StatusView';
import type { ChartApiError } from '../../lib/api';
import type { Locale } from '../../../shared/i18n/locale';
import { kundaliText } from '../../i18n/kundali';
import { kundaliReportText } from '../../i18n/kundali-report';
import { localizePath } from '../../i18n/paths';
import { errorViewMessages } from '../../i18n/error-view';
import { useRefusalText } from '../useRefusalText';

/** Shown while the chart loads (a polite live region announces it). `className` adds a class (see FirstState). */
export function LoadingState({ locale = 'en', className }: { locale?: Locale; className?: string }) {
  return <LoadingView text={kundaliText[locale].loading} className={className} />;
}

/**
 * In place of a chart that could not be made (spec section 8: "Error: {message}" in place of the page):
 * a plain title, the refusal naming the field (or the service's failure) in the page's language, and the
 * ways on: back to the form with everything kept, "Try again" when asking again can help (no answer, or
 * the service failed; a refused birth would only be refused again), and home. No HTTP status or title:
 * this is the chart's state, not an error page.
 */
export function ErrorState({
  error,
  onRetry,
  editHref,
  offsetHref,
  locale = 'en',
}: {
  error: ChartApiError;
  onRetry(): void;
  editHref: string;
  offsetHref?(utcOffset: string): string;
  locale?: Locale;
}) {
  const t = kundaliText[locale];
  const text = useRefusalText(locale, error);
  const refused = error.status >= 400 && error.status < 500;
  return (
    <FailureView title={t.chartFailed} text={text === null ? null : t.errorPrefix(text)}>
      {offsetHref && error.candidateOffsets.length > 0 && (
        <div className="status-actions" role="group" aria-label={t.chooseOffset}>
          {error.candidateOffsets.map((offset) => (
            <a key={offset} className="button-secondary" href={offsetHref(offset)}>
              {t.useOffset(offset)}
            </a>
          ))}
        </div>
      )}
      <div className="status-actions">
        <a className={refused ? 'button-primary' : 'button-secondary'} href={editHref}>
          {t.editBirth}
        </a>
        {!refused && (
          <button type="button" className="button-primary" onClick={onRetry}>
            {t.tryAgain}
          </button>
        )}
        <a className="button-secondary" href={localizePath(locale, '/')}>
          {errorViewMessages[locale].home}
        </a>
      </div>
    </FailureView>
  );
}

/** No birth in the URL or the session yet. */
export function MissingBirth({ locale = 'en', className }: { locale?: Locale; className?: string }) {
  const [before, home, or, form, after] = kundaliReportText[locale].missingBirth;
  return (
    <div className={`status-view${className ? ` ${className}` : ''}`}>
      <p>
        {before}
        <a href={localizePath(locale, '/')}>{home}</a>
        {or}
        <a href={localizePath(locale, '/birth-chart')}>{form}</a>
        {after}
      </p>
    </div>
  );
}

/**
 * The report page's server HTML (and the island's first render, which hydrates it): the spinner and
 * "No birth details yet", one of them shown by kundali.css from what the page's inline script found
 * (missing-birth-mark.ts), so the visitor without a birth sees the text at the first paint. When the
 * island has found no birth (`missing`), the text stays in the element painted first: a new element
 * would be a new largest paint (its text no longer in the fallback font the first one was sized in).
 */
export function FirstState({ locale = 'en', missing = false }: { locale?: Locale; missing?: boolean }) {
  return (
    <>
      {!missing && <LoadingState key="loading" locale={locale} className="status-view--unless-no-birth" />}
      <MissingBirth key="missing" locale={locale} className={missing ? undefined : 'status-view--if-no-birth'} />
    </>
  );
}
