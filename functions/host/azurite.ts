/**
 * The embedded storage for `npm start` and the tests: Azurite's Table service (the npm package
 * `azurite`), bound to 127.0.0.1, telemetry off, data kept in a folder (default `.data/azurite`,
 * git-ignored). The host starts it when no `AZURE_STORAGE_CONNECTION_STRING` is configured and
 * points the API at it through `AZURITE_TABLE_ENDPOINT`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { freePort, portIsFree } from './free-port';
import { dirname, join, resolve } from 'node:path';

/** A running Azurite Table service. */
export interface RunningAzurite {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  port: number;
  location: string;
  stop(): Promise<void>;
}

/** Starts Azurite's Table service and resolves once it accepts requests (or rejects after 30 s). */
export async function startAzurite(options: { location?: string; port?: number } = {}): Promise<RunningAzurite> {
  const location = resolve(options.location ?? join('.data', 'azurite'));
  mkdirSync(location, { recursive: true });
  const port = options.port ?? (await freePort());
  const main = join(dirname(createRequire(import.meta.url).resolve('azurite/package.json')), 'dist', 'src', 'table', 'main.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      main,
      '--tableHost',
      '127.0.0.1',
      '--tablePort',
      String(port),
      '--location',
      location,
      '--disableTelemetry',
      '--skipApiVersionCheck',
      '--silent',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new Error(`Azurite did not start within 30 s: ${output.slice(-500)}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/successfully started/i.test(output)) {
        clearTimeout(timer);
        resolveStart();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Azurite exited with code ${code}: ${output.slice(-500)}`));
    });
  });
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    location,
    // SIGINT is Azurite's graceful stop: it saves its database (autosaved only every 5 s otherwise).
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          done();
        });
        child.kill('SIGINT');
      }),
  };
}

/** Default Table port of Azurite (as in Azure's own tooling); another free port is used when it is taken, or when AZURITE_TABLE_PORT is 0. */
const DEFAULT_TABLE_PORT = 10002;

/**
 * With no storage configured, starts the embedded Azurite and sets `AZURITE_TABLE_ENDPOINT` for
 * the API; returns it (to stop on shutdown), or null when storage is configured already.
 */
export async function ensureEmbeddedStorage(env: NodeJS.ProcessEnv = process.env): Promise<RunningAzurite | null> {
  if (env.AZURE_STORAGE_CONNECTION_STRING || env.AZURITE_TABLE_ENDPOINT) return null;
  const wanted = Number(env.AZURITE_TABLE_PORT ?? DEFAULT_TABLE_PORT);
  const port = wanted > 0 && (await portIsFree(wanted)) ? wanted : await freePort();
  const azurite = await startAzurite({ location: env.AZURITE_LOCATION, port });
  env.AZURITE_TABLE_ENDPOINT = azurite.endpoint;
  console.log(`Storage: embedded Azurite (Table service) at ${azurite.endpoint}, data in ${azurite.location}`);
  return azurite;
}
