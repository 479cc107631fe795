/**
 * The embedded storage for `npm start` and the tests: Azurite's Table service (the npm package
 * `azurite`), bound to 127.0.0.1, telemetry off, data kept in a folder (default `.data/azurite`,
 * git-ignored). The host starts it when no `AZURE_STORAGE_CONNECTION_STRING` is configured and
 * points the API at it through `AZURITE_TABLE_ENDPOINT`. Production uses Azure Table Storage.
 *
 * What keeps an acknowledged write (see azurite-preload.cjs for Azurite's side):
 * - Azurite runs detached, in its own process group, so a signal to the app's group (Ctrl-C, a
 *   service or container stop) reaches the host only; the host sends Azurite one graceful stop
 *   after its own requests have finished, and Azurite saves before it exits.
 * - If the host dies, Azurite sees its IPC channel close, saves and exits: no orphan keeps the
 *   folder. A pid file in the folder names the running Azurite; a new start waits for (or stops)
 *   the one it names before starting its own, so two never share one folder.
 * - If Azurite dies, the host says so in the log and in /api/health (storage readiness goes down:
 *   account routes answer 503 at once) and starts it again on the same port.
 * What a crash of Azurite itself can lose: its last autosave period (1 s).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, portIsFree } from './free-port';
import { storageDown, storageUp } from '../lib/storage/readiness';

/** A running Azurite Table service. */
export interface RunningAzurite {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  port: number;
  location: string;
  /** One graceful stop (Azurite saves, then exits), SIGKILL after `saveMs`; no restart afterwards. */
  stop(saveMs?: number): Promise<void>;
}

/** How long a graceful stop may take before Azurite is killed, ms (it saves a few MB in well under a second when the machine is not starved). */
export const AZURITE_STOP_MS = 4_000;
/** How long Azurite may take to start, ms. */
const START_TIMEOUT_MS = 30_000;
/** Waits before restarting a dead Azurite, ms: at once, then backing off. */
const RESTART_DELAYS_MS = [200, 1_000, 2_000, 5_000];
/** The pid file in the data folder. */
const PID_FILE = 'azurite.pid';

const here = dirname(fileURLToPath(import.meta.url));
const PRELOAD = join(here, 'azurite-preload.cjs');

/** Starts one Azurite process on `port` and resolves once it accepts requests. */
async function spawnAzurite(location: string, port: number): Promise<ChildProcess> {
  const main = join(dirname(createRequire(import.meta.url).resolve('azurite/package.json')), 'dist', 'src', 'table', 'main.js');
  const args = ['--tableHost', '127.0.0.1', '--tablePort', String(port), '--location', location];
  const child = spawn(process.execPath, ['--require', PRELOAD, main, ...args, '--disableTelemetry', '--skipApiVersionCheck', '--silent'], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    detached: true,
  });
  let output = '';
  try {
    await new Promise<void>((started, failed) => {
      const timer = setTimeout(() => failed(new Error(`Azurite did not start within 30 s: ${output.slice(-500)}`)), START_TIMEOUT_MS);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (/successfully started/i.test(output)) {
          clearTimeout(timer);
          started();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        failed(new Error(`Azurite exited (${signal ?? code}): ${output.slice(-500)}`));
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  child.stdout?.resume();
  child.stderr?.resume();
  writeFileSync(join(location, PID_FILE), `${child.pid}\n`);
  return child;
}

/** True when `pid` is a live process that looks like an Azurite (on Linux, by its command line). */
function isLiveAzurite(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const cmdline = `/proc/${pid}/cmdline`;
  return !existsSync('/proc/self') || (existsSync(cmdline) && readFileSync(cmdline, 'utf8').includes('azurite'));
}

/** Resolves once `pid` is gone, or after `ms`; true when it is gone. */
async function waitGone(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (isLiveAzurite(pid)) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
  return true;
}

/**
 * An Azurite left by a host that crashed is already saving and leaving (it watches the host);
 * one that is not is asked to stop gracefully; either way it is gone before a new one starts.
 */
async function stopEarlierAzurite(location: string): Promise<void> {
  const file = join(location, PID_FILE);
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (Number.isInteger(pid) && pid > 0 && isLiveAzurite(pid)) {
    console.warn(`Storage: an earlier Azurite (pid ${pid}) still uses ${location}; waiting for it to save and stop`);
    if (!(await waitGone(pid, 1_000))) {
      process.kill(pid, 'SIGTERM');
      if (!(await waitGone(pid, AZURITE_STOP_MS))) {
        process.kill(pid, 'SIGKILL');
        await waitGone(pid, 1_000);
      }
    }
  }
  rmSync(file, { force: true });
}

/**
 * Starts Azurite's Table service on `port` (default: a free one) over `location` and resolves once
 * it accepts requests (rejects after 30 s). While it runs, an Azurite that dies is started again
 * (storage readiness says down meanwhile, and the log says why).
 */
export async function startAzurite(options: { location?: string; port?: number } = {}): Promise<RunningAzurite> {
  const location = resolve(options.location ?? join('.data', 'azurite'));
  mkdirSync(location, { recursive: true });
  await stopEarlierAzurite(location);
  let port = options.port ?? (await freePort());
  let child: ChildProcess;
  try {
    child = await spawnAzurite(location, port);
  } catch (error) {
    // A port picked here may have been taken meanwhile by another process: one more, on another.
    if (options.port !== undefined) throw error;
    port = await freePort();
    child = await spawnAzurite(location, port);
  }
  const endpoint = `http://127.0.0.1:${port}`;
  let stopping = false;

  const supervise = (running: ChildProcess): void => {
    running.once('exit', (code, signal) => {
      if (stopping) return;
      const reason = `embedded Azurite exited unexpectedly (${signal ?? `code ${code}`}); restarting it`;
      console.error(`Storage: ${reason}`);
      storageDown(`${reason}; accounts and saved charts are unavailable until it is back`);
      void restart(0);
    });
  };
  const restart = async (attempt: number): Promise<void> => {
    await new Promise((r) => setTimeout(r, RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)]));
    if (stopping) return;
    try {
      child = await spawnAzurite(location, port);
    } catch (error) {
      console.error(`Storage: Azurite did not restart (${error instanceof Error ? error.message : String(error)}); trying again`);
      return restart(attempt + 1);
    }
    if (stopping) {
      child.kill('SIGTERM');
      return;
    }
    supervise(child);
    storageUp();
    console.log(`Storage: embedded Azurite is back at ${endpoint} (pid ${child.pid})`);
  };
  supervise(child);

  return {
    endpoint,
    port,
    location,
    stop: (saveMs = AZURITE_STOP_MS) =>
      new Promise<void>((done) => {
        stopping = true;
        const last = child;
        const finished = () => {
          rmSync(join(location, PID_FILE), { force: true });
          done();
        };
        if (last.exitCode !== null || last.signalCode !== null) return finished();
        const force = setTimeout(() => {
          console.error(`Storage: Azurite did not save and stop within ${saveMs / 1000} s; killed (its last second of writes may be lost)`);
          last.kill('SIGKILL');
        }, saveMs);
        last.once('exit', () => {
          clearTimeout(force);
          finished();
        });
        last.kill('SIGTERM');
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
  const location = resolve(env.AZURITE_LOCATION ?? join('.data', 'azurite'));
  // An earlier Azurite on this folder may still hold the default port: it is stopped first.
  mkdirSync(location, { recursive: true });
  await stopEarlierAzurite(location);
  const port = wanted > 0 && (await portIsFree(wanted)) ? wanted : undefined;
  const azurite = await startAzurite({ location, port });
  env.AZURITE_TABLE_ENDPOINT = azurite.endpoint;
  console.log(`Storage: embedded Azurite (Table service) at ${azurite.endpoint}, data in ${azurite.location}`);
  return azurite;
}
