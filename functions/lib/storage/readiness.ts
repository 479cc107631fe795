/**
 * Whether storage can be used now. Under Azure it always can (a failing call becomes a 503 by
 * itself). The local host starts its embedded Azurite beside the API instead of before it, so the
 * site and the chart API answer at once; account routes wait here until storage is up (a second or
 * two). If that Azurite dies, the host says so here until it has restarted it: account routes
 * then answer 503 at once, and /api/health reports the storage problem (`degraded`).
 */
import { clearProblem, reportProblem } from '../health-report';

let pending: Promise<unknown> = Promise.resolve();
let down: string | null = null;

/** Called by the host with its storage start-up; a failed start leaves storage unconfigured (account routes answer 503). */
export function storageStarting(start: Promise<unknown>): void {
  pending = start.catch((error: unknown) => {
    const reason = `embedded storage did not start: ${error instanceof Error ? error.message : String(error)}`;
    console.error(reason);
    reportProblem('storage', reason);
  });
}

/** Storage went away (`reason`, a sentence for the log and /api/health) until {@link storageUp}. */
export function storageDown(reason: string): void {
  down = reason;
  reportProblem('storage', reason);
}

/** Storage is back. */
export function storageUp(): void {
  down = null;
  clearProblem('storage');
}

/** Resolves once any pending storage start-up has finished; rejects (naming why) while storage is down. */
export async function storageReady(): Promise<void> {
  await pending;
  if (down !== null) throw new Error(down);
}
