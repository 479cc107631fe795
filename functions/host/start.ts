/** `npm start` / test entry: serves the built site and the API on one origin (default port 7071). */
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { ROUTES } from '../routes';
import { createHost } from './server';
import { PRODUCT_NAME } from '../../shared/product';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.PORT ?? 7071);
const host = process.env.HOST ?? '127.0.0.1';
const staticDir = process.env.API_ONLY ? undefined : (process.env.STATIC_DIR ?? join(root, 'dist'));

createHost({ routes: ROUTES, staticDir, staticWebAppConfigPath: join(root, 'staticwebapp.config.json') })
  .listen(port, host, () => {
    console.log(`${PRODUCT_NAME} is running at http://localhost:${port}/  (API: http://localhost:${port}/api/health)`);
  });
