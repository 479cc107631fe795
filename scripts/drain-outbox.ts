/**
 * `npm run outbox`: sends the account mail queued in storage (functions/lib/auth/outbox.ts) once,
 * as the `outbox` timer does every minute on Azure. Storage comes from the same settings as the
 * API: `AZURE_STORAGE_CONNECTION_STRING`, or `AZURITE_TABLE_ENDPOINT` for a local Azurite (the
 * host prints it at start-up); mail goes through Azure Communication Services when configured,
 * else to the local outbox folder.
 */
import { drainOutbox } from '../functions/lib/auth/outbox';
import { runOutboxJob } from '../functions/lib/auth/outbox-jobs';
import { StorageUnavailableError } from '../functions/lib/storage/tables';

try {
  const { sent, failed } = await drainOutbox(runOutboxJob, () => new Date());
  console.log(`outbox: ${sent} sent, ${failed} failed`);
  if (failed > 0) process.exitCode = 1;
} catch (error) {
  if (!(error instanceof StorageUnavailableError)) throw error;
  console.error(`outbox: ${error.message} Set AZURE_STORAGE_CONNECTION_STRING, or AZURITE_TABLE_ENDPOINT for a local Azurite.`);
  process.exitCode = 1;
}
