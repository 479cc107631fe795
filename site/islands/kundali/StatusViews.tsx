/** Loading, error and "no birth yet" states of the Kundali pages. */
import { ErrorView } from '../../components/ErrorView';
import type { ChartApiError } from '../../lib/api';

/** Shown while the chart loads (a polite live region announces it). */
export function LoadingState() {
  return (
    <div className="status-view status-view--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>Loading your Kundali…</p>
    </div>
  );
}

/** "Error: {message}" (spec section 8) with a retry and a way back to the form with the inputs kept. */
export function ErrorState({
  error,
  onRetry,
  editHref,
  offsetHref,
}: {
  error: ChartApiError;
  onRetry(): void;
  editHref: string;
  offsetHref?(utcOffset: string): string;
}) {
  const status = error.status >= 400 ? error.status : 503;
  return (
    <div className="status-view status-view--error">
      <ErrorView status={status} description={`Error: ${error.message}`} />
      {offsetHref && error.candidateOffsets.length > 0 && (
        <div className="status-actions" role="group" aria-label="Choose the UTC offset in force at the birth">
          {error.candidateOffsets.map((offset) => (
            <a key={offset} className="button-secondary" href={offsetHref(offset)}>
              Use UTC{offset}
            </a>
          ))}
        </div>
      )}
      <div className="status-actions">
        <button type="button" className="button-primary" onClick={onRetry}>
          Try again
        </button>
        <a className="button-secondary" href={editHref}>
          Edit birth details
        </a>
      </div>
    </div>
  );
}

/** No birth in the URL or the session yet. */
export function MissingBirth() {
  return (
    <div className="status-view">
      <p>
        No birth details yet. Enter them on the <a href="/">home page</a> or the <a href="/birth-chart">chart form</a>.
      </p>
    </div>
  );
}
