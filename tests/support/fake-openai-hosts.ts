/**
 * End-to-end support: starts, as child processes on free 127.0.0.1 ports, the fake
 * OpenAI-compatible server and two local hosts serving the built site — one relaying to the fake
 * server, one with no provider (built-in reader) — and stops exactly those processes afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TSX_CLI = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
/** Provider settings stripped from the environment of the no-provider host. */
const PROVIDER_VARS = [
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'OPENAI_MODEL',
  'AZURE_OPENAI_ENDPOINT',
  'AZURE_OPENAI_API_KEY',
  'AZURE_OPENAI_DEPLOYMENT',
  'AZURE_OPENAI_API_VERSION',
];

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * Starts `script` with tsx. A host gets its own embedded storage (any free port, its own data
 * folder, removed when it exits): with Azurite's default port, two specs starting hosts at once
 * raced for it and one host came up without storage ("EADDRINUSE 127.0.0.1:10002").
 */
function start(script: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const storageDir = mkdtempSync(join(tmpdir(), 'kundali-e2e-azurite-'));
  const child = spawn(process.execPath, [TSX_CLI, join(ROOT, script), ...args], {
    cwd: ROOT,
    env: { ...env, AZURITE_TABLE_PORT: '0', AZURITE_LOCATION: storageDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', () => rmSync(storageDir, { recursive: true, force: true }));
  return child;
}

/** The running processes and their base URLs. */
export interface ChatHosts {
  providerUrl: string;
  builtInUrl: string;
  fakeUrl: string;
  stop(): Promise<void>;
}

/** Starts the three processes; `staticDir` is the built site (default STATIC_DIR or dist). */
export async function startChatHosts(staticDir = process.env.STATIC_DIR ?? join(ROOT, 'dist')): Promise<ChatHosts> {
  const [fakePort, providerPort, builtInPort] = [await freePort(), await freePort(), await freePort()];
  const base: NodeJS.ProcessEnv = { ...process.env, STATIC_DIR: staticDir };
  for (const name of PROVIDER_VARS) delete base[name];
  delete base.API_ONLY;
  const children = [
    start('tests/support/fake-openai-server.ts', [String(fakePort)], base),
    start('functions/host/start.ts', [], {
      ...base,
      PORT: String(providerPort),
      OPENAI_API_KEY: 'e2e-fake-key',
      OPENAI_BASE_URL: `http://127.0.0.1:${fakePort}/v1`,
      OPENAI_MODEL: 'fake-model',
    }),
    start('functions/host/start.ts', [], { ...base, PORT: String(builtInPort) }),
  ];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) {
              resolve();
              return;
            }
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  // A child that dies while starting (e.g. a compile error) fails the wait at once, not after 30 s.
  const died = new Promise<never>((_, reject) => {
    for (const child of children)
      child.once('exit', (code) => reject(new Error(`a chat test process exited early with code ${code}; see its stderr above`)));
  });
  died.catch(() => {});
  try {
    await Promise.race([
      died,
      Promise.all([
        waitForUrl(`http://127.0.0.1:${fakePort}/v1/models`, 90_000),
        waitForUrl(`http://127.0.0.1:${providerPort}/api/health`, 90_000),
        waitForUrl(`http://127.0.0.1:${builtInPort}/api/health`, 90_000),
      ]),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    providerUrl: `http://127.0.0.1:${providerPort}`,
    builtInUrl: `http://127.0.0.1:${builtInPort}`,
    fakeUrl: `http://127.0.0.1:${fakePort}/v1`,
    stop,
  };
}

/**
 * One local host serving the built site, relaying to a fake provider the test runs itself (e.g.
 * an in-process FakeOpenAiServer with its own scenario), or with `null` the built-in reader;
 * stops exactly that process. The wait is long: on a loaded machine a cold start can take a minute.
 */
export async function startSiteHost(
  fakeBaseUrl: string | null,
  staticDir = process.env.STATIC_DIR ?? join(ROOT, 'dist'),
): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, STATIC_DIR: staticDir, PORT: String(port) };
  for (const name of PROVIDER_VARS) delete env[name];
  delete env.API_ONLY;
  const provider = fakeBaseUrl ? { OPENAI_API_KEY: 'e2e-fake-key', OPENAI_BASE_URL: fakeBaseUrl, OPENAI_MODEL: 'fake-model' } : {};
  const child = start('functions/host/start.ts', [], { ...env, ...provider });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitForUrl(`http://127.0.0.1:${port}/api/health`, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
