/**
 * `npm run digest`: one run of the digest job (functions/lib/feeds/digest-job.ts), as the `digest`
 * timer does daily on Azure: this ISO week's digests not yet sent and the change alerts due, to
 * every opted-in person; a second run sends nothing twice. `--at 2026-12-14T06:00:00Z` runs it as
 * of another instant. Storage and mail come from the API's settings (local.settings.json, then
 * the environment): `AZURE_STORAGE_CONNECTION_STRING`, or `AZURITE_TABLE_ENDPOINT` for a local
 * Azurite (the host prints it at start-up); mail through Azure Communication Services when
 * configured, else JSON files in the outbox folder.
 */
import '../functions/host/env-from-local-settings';
import { parseArgs } from 'node:util';
import { runDigest } from '../functions/lib/feeds/digest-job';
import { StorageUnavailableError } from '../functions/lib/storage/tables';

const { values } = parseArgs({ options: { at: { type: 'string' } } });
const now = values.at ? new Date(values.at) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`digest: --at must be an ISO 8601 instant, got ${JSON.stringify(values.at)}`);
  process.exit(2);
}
try {
  const run = await runDigest(now);
  console.log(`digest: ${run.digests} digests, ${run.alerts} alerts sent; ${run.skipped} already sent; ${run.failed} failed`);
  if (run.failed > 0) process.exitCode = 1;
} catch (error) {
  if (!(error instanceof StorageUnavailableError)) throw error;
  console.error(`digest: ${error.message} Set AZURE_STORAGE_CONNECTION_STRING, or AZURITE_TABLE_ENDPOINT for a local Azurite.`);
  process.exitCode = 1;
}
