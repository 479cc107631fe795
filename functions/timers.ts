/**
 * The timer table, as functions/routes.ts is the route table: `functions/index.ts` registers each
 * row with Azure's `app.timer`, and the local host (functions/host/timers.ts) runs the same rows
 * on the same NCRONTAB schedules (six fields, seconds first, UTC as on Azure), with the library's
 * own InvocationContext.
 * - `outbox`: every minute, sends the account mail queued in the outbox table.
 * - `digest`: daily at 06:00 UTC (11:30 in India), the weekly digests (once per person and ISO
 *   week) and the change alerts a week ahead; by hand, `npm run digest`.
 */
// The regional languages' names for the digest's and the outbox's texts.
import '../shared/vocabulary/books';
import type { TimerHandler } from '@azure/functions';
import { drainOutbox } from './lib/auth/outbox';
import { runOutboxJob } from './lib/auth/outbox-jobs';
import { runDigest } from './lib/feeds/digest-job';

/** A timer row: its function name, NCRONTAB schedule and handler. */
export interface TimerRow {
  name: string;
  schedule: string;
  handler: TimerHandler;
}

export const TIMERS: TimerRow[] = [
  {
    name: 'outbox',
    schedule: '0 * * * * *',
    handler: async (_timer, context) => {
      const { sent, failed } = await drainOutbox(runOutboxJob, () => new Date());
      if (sent + failed > 0) context.log(`outbox: ${sent} sent, ${failed} failed`);
    },
  },
  {
    name: 'digest',
    schedule: '0 0 6 * * *',
    handler: async (_timer, context) => {
      const run = await runDigest(new Date());
      context.log(`digest: ${run.digests} digests, ${run.alerts} alerts, ${run.skipped} already sent, ${run.failed} failed`);
    },
  },
];
