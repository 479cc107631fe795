/**
 * Mail the account routes send, queued in the `outbox` table so no request waits on (or can be
 * timed by) the work of sending it: a request writes one row, the same for a known and an unknown
 * address, and answers. The rows are worked through by {@link drainOutbox}:
 * - on Azure, by the `outbox` timer function every minute (functions/index.ts);
 * - by hand: `npm run outbox` (scripts/drain-outbox.ts) with the storage settings of the app;
 * - right after a request queued one, in the same process, without delaying its answer.
 * Each row is claimed by deleting it with its ETag before it is worked on, so two drains never
 * send one message twice; a job that fails is queued again, up to {@link MAX_JOB_ATTEMPTS} times.
 */
import { StorageUnavailableError, guarded, listPartition, storageStatus, table } from '../storage/tables';
import { newId } from './tokens';

/** What a queued job does: look an address up and mail it, or send a message as it is. */
export type OutboxJob =
  | { kind: 'reset'; email: string; origin: string }
  | { kind: 'signup'; name: string; email: string; passwordHash: string; origin: string }
  | { kind: 'mail'; to: string; subject: string; text: string };

/** Runs one job (the account routes register the worker, functions/lib/auth/outbox-jobs.ts). */
export type OutboxWorker = (job: OutboxJob, now: Date) => Promise<void>;

/** Tries per job before it is dropped (and logged). */
const MAX_JOB_ATTEMPTS = 5;
const PARTITION = 'mail';

interface OutboxEntity {
  job: string;
  attempts: number;
  queuedAt: string;
}

/** Queues a job. */
export async function enqueue(job: OutboxJob, now: Date, attempts = 0): Promise<void> {
  const client = await table('outbox');
  const rowKey = `${now.toISOString()}-${newId()}`;
  await guarded(() =>
    client.createEntity<OutboxEntity>({ partitionKey: PARTITION, rowKey, job: JSON.stringify(job), attempts, queuedAt: now.toISOString() }),
  );
}

/** Works through every queued job, oldest first; returns how many were sent and how many failed. */
export async function drainOutbox(worker: OutboxWorker, now: () => Date): Promise<{ sent: number; failed: number }> {
  const client = await table('outbox');
  const rows = (await listPartition<OutboxEntity>('outbox', PARTITION)).sort((a, b) => a.rowKey.localeCompare(b.rowKey));
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      await guarded(() => client.deleteEntity(PARTITION, row.rowKey, { etag: row.etag }));
    } catch (error) {
      if (storageStatus(error) === 404 || storageStatus(error) === 412) continue; // another drain took it
      throw error;
    }
    const job = JSON.parse(row.job) as OutboxJob;
    try {
      await worker(job, now());
      sent += 1;
    } catch (error) {
      failed += 1;
      if (error instanceof StorageUnavailableError || row.attempts + 1 < MAX_JOB_ATTEMPTS) await enqueue(job, now(), row.attempts + 1);
      else
        console.error(
          `outbox: dropped a ${job.kind} job after ${MAX_JOB_ATTEMPTS} attempts:`,
          error instanceof Error ? error.message : error,
        );
    }
  }
  return { sent, failed };
}

let draining: Promise<unknown> | null = null;
let again = false;

/** Starts a drain in this process after the current answer is written (one at a time; a request during one asks for another). */
export function nudgeOutbox(worker: OutboxWorker, now: () => Date): void {
  if (draining) {
    again = true;
    return;
  }
  draining = new Promise((resolve) => setImmediate(resolve))
    .then(() => drainOutbox(worker, now))
    .catch((error: unknown) => console.error('outbox: drain failed:', error instanceof Error ? error.message : error))
    .finally(() => {
      draining = null;
      if (again) {
        again = false;
        nudgeOutbox(worker, now);
      }
    });
}

/** Resolves when the drain a nudge started (if any) has finished; for tests and the hand-run script. */
export async function outboxSettled(): Promise<void> {
  while (draining) await draining;
}
