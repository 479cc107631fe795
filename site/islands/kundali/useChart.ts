/**
 * Loads the chart (lean ChartView) for a birth request from `/api/chart`, with loading, error and retry.
 * A new request cancels the previous one so a late answer never overwrites a newer chart. The chart
 * is shown as a transition: React renders the long report in slices between which the page stays
 * responsive (one ~150 ms task on a mid-range phone before), and commits it whole.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { ChartPart, ChartView } from '../../../shared/chart/view';
import { ChartApiError } from '../../lib/api';
import { fetchChart } from '../../lib/fetch-chart';
import type { BirthRequest } from '../../lib/birth-query';

/** What the page shows. */
export type ChartState =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; chart: ChartView } | { kind: 'error'; error: ChartApiError };

/** The chart for `request` (null = nothing to load), and a retry function. */
export function useChart(request: BirthRequest | null, include: readonly ChartPart[] = []): { state: ChartState; retry(): void } {
  const [state, setState] = useState<ChartState>({ kind: request ? 'loading' : 'idle' });
  const [attempt, setAttempt] = useState(0);
  const key = request ? JSON.stringify([request, include]) : '';
  useEffect(() => {
    if (!request) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    fetchChart(request, controller.signal, include)
      .then((chart) => {
        if (!controller.signal.aborted) startTransition(() => setState({ kind: 'ready', chart }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: 'error', error: ChartApiError.of(error) });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `request`
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
