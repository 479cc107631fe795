/** `npm start` / test entry: serves the built site and the API on one origin (default port 7071). */
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { ROUTES } from '../routes';
import { createHost } from './server';
import { gracefulShutdown } from './shutdown';
import { ensureEmbeddedStorage } from './azurite';
import { storageStarting } from '../lib/storage/readiness';
import { PRODUCT_NAME } from '../../shared/product';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.PORT ?? 7071);
const host = process.env.HOST ?? '127.0.0.1';
const staticDir = process.env.API_ONLY ? undefined : (process.env.STATIC_DIR ?? join(root, 'dist'));

// Accounts and saved charts need Table Storage: with none configured, run the embedded Azurite,
// started beside the API (account routes wait for it; everything else answers at once).
const azurite = ensureEmbeddedStorage();
storageStarting(azurite);

const server = createHost({ routes: ROUTES, staticDir, staticWebAppConfigPath: join(root, 'staticwebapp.config.json') }).listen(
  port,
  host,
  () => {
    console.log(`${PRODUCT_NAME} is running at http://localhost:${port}/  (API: http://localhost:${port}/api/health)`);
  },
);

// In-flight requests (a chat reply included) finish before the process exits.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: finishing in-flight requests, then stopping`);
    void gracefulShutdown(server)
      .then(() => azurite.then((running) => running?.stop()))
      .finally(() => process.exit(0));
  });
}
