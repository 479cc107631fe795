/**
 * `npm start` / test entry: serves the built site and the API on one origin (default port 7071).
 * With HOST_WORKERS > 1 (see workers.ts) this process becomes the primary: it starts the embedded
 * storage, forks that many workers (node:cluster), accepts the connections and deals them to the
 * workers in turn (connections.ts), replaces a worker that dies, and on SIGINT/SIGTERM stops
 * accepting and lets each worker finish its in-flight requests before stopping storage.
 * As Core Tools does, it reads host.json (route prefix, function timeout) and local.settings.json.
 */
import '../lib/v8-flags';
import './env-from-local-settings';
import cluster, { type Worker } from 'node:cluster';
import { existsSync } from 'node:fs';
import type { Server as NetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { dirname, join, relative } from 'node:path';
import { ROUTES } from '../routes';
import { createHost } from './server';
import { gracefulShutdown, SHUTDOWN_GRACE_MS } from './shutdown';
import { ensureEmbeddedStorage, type RunningAzurite } from './azurite';
import { readHostJson } from './host-config';
import { storageStarting } from '../lib/storage/readiness';
import { reportProblem } from '../lib/health-report';
import { placesProblem } from '../lib/places';
import { PRODUCT_NAME } from '../../shared/product';
import { hostWorkerCount } from './workers';
import { dealConnections, serveDealtConnections } from './connections';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.PORT ?? 7071);
const host = process.env.HOST ?? '127.0.0.1';
const staticDir = process.env.API_ONLY ? undefined : (process.env.STATIC_DIR ?? join(root, 'dist'));
const workers = hostWorkerCount(process.env.HOST_WORKERS);
const { routePrefix, functionTimeoutMs } = readHostJson(join(root, 'host.json'));
const apiBase = routePrefix ? `/${routePrefix}` : '';
const banner = () =>
  console.log(`${PRODUCT_NAME} is running at http://localhost:${port}/  (API: http://localhost:${port}${apiBase}/health)`);

// A missing build is said at once and by /api/health (every serving process), not left to show as 404 pages.
if (staticDir && !existsSync(join(staticDir, 'index.html'))) {
  const shown = relative(root, staticDir).startsWith('..') ? 'STATIC_DIR' : `${relative(root, staticDir)}/`;
  const problem = `${shown} has no built site (index.html missing): run npm run build; the API still answers`;
  if (cluster.isPrimary) console.warn(`warning: ${problem}`);
  reportProblem('site', problem);
}

if (workers > 1 && cluster.isPrimary) runPrimary(workers);
else runServer();

/** One server process: the whole host (single-process mode) or a cluster worker. */
function runServer(): void {
  // Accounts and saved charts need Table Storage: with none configured, run the embedded Azurite,
  // started beside the API (account routes wait for it; everything else answers at once). A
  // cluster worker finds the primary's storage in its environment and starts none.
  const azurite = ensureEmbeddedStorage();
  storageStarting(azurite);
  const server = createHost({
    routes: ROUTES,
    staticDir,
    staticWebAppConfigPath: join(root, 'staticwebapp.config.json'),
    routePrefix,
    functionTimeoutMs,
  });
  const ready = () => {
    if (cluster.isPrimary) banner();
    else process.send?.('listening');
    // Load the places index now, so a missing or broken file is reported at start (it logs why).
    setImmediate(() => {
      if (placesProblem()) console.warn('warning: place names cannot be looked up; charts from coordinates and a zone still work');
    });
  };
  // A cluster worker serves the connections the primary deals it; a lone process listens itself.
  const stop = cluster.isPrimary ? (graceMs?: number) => gracefulShutdown(server, graceMs) : serveDealtConnections(server);
  if (cluster.isPrimary) server.listen(port, host, ready);
  else ready();
  // In-flight requests (a chat reply included) finish before the process exits. A worker may get
  // both the terminal's SIGINT and the primary's signal: it stops once and ignores the repeat.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process[cluster.isPrimary ? 'once' : 'on'](signal, () => {
      if (stopping) return;
      stopping = true;
      if (cluster.isPrimary) console.log(`${signal}: finishing in-flight requests, then stopping`);
      void stop(SHUTDOWN_GRACE_MS)
        .then(() => azurite.then((running) => running?.stop()))
        .finally(() => process.exit(0));
    });
  }
}

/** The cluster primary (see the module comment). */
function runPrimary(count: number): void {
  let stopping = false;
  let listening = 0;
  const azurite: Promise<RunningAzurite | null> = ensureEmbeddedStorage().catch((error: unknown) => {
    console.error('embedded storage did not start:', error instanceof Error ? error.message : error);
    return null;
  });
  // Workers that have said they are ready, in fork order: the primary deals connections to them,
  // and takes connections once the first is ready.
  const ready: Worker[] = [];
  let front: NetServer | undefined;
  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message) => {
      if (message !== 'listening') return;
      ready.push(worker);
      front ??= dealConnections(port, host, () => ready);
      if (++listening === count) {
        console.log(`${count} worker processes`);
        banner();
      }
    });
  };
  // Workers start once storage is up, so each inherits AZURITE_TABLE_ENDPOINT (set by ensureEmbeddedStorage).
  void azurite.then(() => {
    for (let i = 0; i < count; i++) fork();
  });
  cluster.on('exit', (worker, code, signal) => {
    const at = ready.indexOf(worker);
    if (at >= 0) ready.splice(at, 1);
    if (stopping) return;
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      front?.close();
      console.log(`${signal}: workers finish their in-flight requests, then stopping`);
      const exits = Object.values(cluster.workers ?? {}).map(
        (worker) =>
          new Promise<void>((done) => {
            if (!worker || worker.isDead()) return done();
            worker.once('exit', () => done());
            worker.process.kill(signal);
          }),
      );
      void Promise.all(exits)
        .then(() => azurite.then((running) => running?.stop()))
        .finally(() => process.exit(0));
    });
  }
}
