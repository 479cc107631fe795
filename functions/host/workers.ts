/**
 * How many worker processes the local host runs: `HOST_WORKERS` = a whole number from 1 to 64, or
 * `auto` (one per core). Azure Functions does the same with FUNCTIONS_WORKER_PROCESS_COUNT: a
 * Node worker runs JavaScript on one core, so a host instance serves more by running several.
 * Default 1 (tests, `npm start` on a laptop). In-memory caches are per process; they only hold
 * what any process can recompute, and rate limits live in Table Storage, so workers agree.
 */
import { availableParallelism } from 'node:os';

export const MAX_HOST_WORKERS = 64;

/** The worker count for `raw` (HOST_WORKERS); throws naming the variable when it is not valid. */
export function hostWorkerCount(raw: string | undefined, cores = availableParallelism()): number {
  const text = (raw ?? '').trim().toLowerCase();
  if (text === '') return 1;
  if (text === 'auto') return Math.max(1, Math.min(cores, MAX_HOST_WORKERS));
  const count = Number(text);
  if (!/^\d+$/.test(text) || count < 1 || count > MAX_HOST_WORKERS) {
    throw new Error(`HOST_WORKERS: expected a whole number from 1 to ${MAX_HOST_WORKERS} or "auto", got "${raw}".`);
  }
  return count;
}
