/**
 * `npm start` / `npm run serve` entry: serves the built site and the API on one origin (default
 * port 7071), with the embedded storage (azurite.ts) when none is configured. As Core Tools does,
 * it reads host.json (route prefix, function timeout) and local.settings.json.
 *
 * Stopping: the first SIGINT or SIGTERM (to the process or its whole group: Ctrl-C, a service or
 * container stop) stops accepting, lets in-flight requests finish, then gives Azurite one
 * graceful stop and waits for its save; repeats are ignored. All of it fits a container stop's
 * 10 s before SIGKILL: requests get SHUTDOWN_GRACE_MS at most, Azurite's save the rest (at least
 * AZURITE_STOP_MS).
 */
import './env-from-local-settings';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { dirname, join, relative } from 'node:path';
import { ROUTES } from '../routes';
import { TIMERS } from '../timers';
import { startTimers } from './timers';
import { createHost } from './server';
import { gracefulShutdown, SHUTDOWN_GRACE_MS } from './shutdown';
import { AZURITE_STOP_MS, ensureEmbeddedStorage } from './azurite';
import { readHostJson } from './host-config';
import { storageStarting } from '../lib/storage/readiness';
import { reportProblem } from '../lib/health-report';
import { placesProblem } from '../lib/places';
import { PRODUCT_NAME } from '../../shared/product';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.PORT ?? 7071);
const host = process.env.HOST ?? '127.0.0.1';
const staticDir = process.env.API_ONLY ? undefined : (process.env.STATIC_DIR ?? join(root, 'dist'));
const { routePrefix, functionTimeoutMs } = readHostJson(join(root, 'host.json'));
const apiBase = routePrefix ? `/${routePrefix}` : '';

// A missing build is said at once and by /api/health, not left to show as 404 pages.
if (staticDir && !existsSync(join(staticDir, 'index.html'))) {
  const shown = relative(root, staticDir).startsWith('..') ? 'STATIC_DIR' : `${relative(root, staticDir)}/`;
  const problem = `${shown} has no built site (index.html missing): run npm run build; the API still answers`;
  console.warn(`warning: ${problem}`);
  reportProblem('site', problem);
}

// Accounts and saved charts need Table Storage: with none configured, run the embedded Azurite,
// started beside the API (account routes wait for it; everything else answers at once).
const azurite = ensureEmbeddedStorage();
storageStarting(azurite);
const server = createHost({
  routes: ROUTES,
  staticDir,
  staticWebAppConfigPath: join(root, 'staticwebapp.config.json'),
  routePrefix,
  functionTimeoutMs,
});
server.listen(port, host, () => {
  // The port listened on (PORT=0 lets the system pick one).
  const listening = (server.address() as AddressInfo).port;
  console.log(`${PRODUCT_NAME} is running at http://localhost:${listening}/  (API: http://localhost:${listening}${apiBase}/health)`);
  // Load the places index now, so a missing or broken file is reported at start (it logs why).
  setImmediate(() => {
    if (placesProblem()) console.warn('warning: place names cannot be looked up; charts from coordinates and a zone still work');
  });
});

// The timer table runs on its schedules here as on Azure (outbox mail each minute, the digest daily);
// HOST_TIMERS=0 leaves them off (npm run outbox / npm run digest still run them by hand).
const stopTimers = process.env.HOST_TIMERS === '0' ? () => undefined : startTimers(TIMERS);

/** The whole stop, ms: a container stop allows 10 s before SIGKILL. */
const STOP_BUDGET_MS = 9_500;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    stopTimers();
    console.log(`${signal}: finishing in-flight requests, then stopping`);
    const started = Date.now();
    // Azurite's save gets what the requests left of the budget (nearly all of it, usually), at least AZURITE_STOP_MS.
    void gracefulShutdown(server, SHUTDOWN_GRACE_MS)
      .then(() => azurite.catch(() => null))
      .then((running) => running?.stop(Math.max(AZURITE_STOP_MS, STOP_BUDGET_MS - (Date.now() - started))))
      .finally(() => process.exit(0));
  });
}
