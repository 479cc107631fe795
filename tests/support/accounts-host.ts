/**
 * One local host over the whole route table on its own Azurite, for a test file: started before
 * its tests (console.log quietened: the outbox logs each mail it writes) and stopped after them.
 */
import { afterAll, beforeAll, vi } from 'vitest';
import { ROUTES } from '../../functions/routes';
import { startTestStorage, type TestStorage } from './account-client';
import { startTestHost, type TestHost } from './test-host';

/** Registers the hooks; the returned object's `storage` and `host` are set once the tests run. */
export function accountsHostForFile(): { storage: TestStorage; host: TestHost } {
  const started = {} as { storage: TestStorage; host: TestHost };
  beforeAll(async () => {
    started.storage = await startTestStorage();
    started.host = await startTestHost({ routes: ROUTES });
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  }, 60_000);
  afterAll(async () => {
    await started.host?.close();
    await started.storage?.stop();
    vi.restoreAllMocks();
  });
  return started;
}
