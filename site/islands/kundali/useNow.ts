/**
 * Loads "now" (`GET /api/chart/now`) for a birth request and a day, with loading, error and
 * retry; a newer request or day cancels the previous one so a late answer never wins.
 */
import { useCallback, useEffect, useState } from 'react';
import type { NowReport } from '../../../shared/interpretation/report/now';
import { ChartApiError, fetchNow } from '../../lib/api';
import type { BirthRequest } from '../../lib/birth-query';

/** What the sections show. */
export type NowState = { kind: 'loading' } | { kind: 'ready'; now: NowReport } | { kind: 'error'; error: ChartApiError };

/** The report for `request` on `day` (`YYYY-MM-DD`), and a retry function. */
export function useNow(request: BirthRequest | null, day: string): { state: NowState; retry(): void } {
  const [state, setState] = useState<NowState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = request ? JSON.stringify(request) : '';
  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    fetchNow(request, day, controller.signal)
      .then((now) => setState({ kind: 'ready', now }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: 'error', error: ChartApiError.of(error) });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `request`
  }, [key, day, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
