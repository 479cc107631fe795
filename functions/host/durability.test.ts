/**
 * An acknowledged write survives every way the app stops (issue 37): the host (start.ts, bundled
 * once here so a start costs ~1 s, run in its own process group as `npm run serve` is) with its
 * embedded Azurite over a temporary folder. Each run signs a new user up, saves a chart and a
 * conversation, stops the app within 100 ms of the last answer, starts it again, and reads all
 * three back with the session it was given; the last start reads back every run's writes.
 * Ways: SIGTERM or SIGINT to the whole group (a service or container stop, Ctrl-C), SIGTERM to
 * the host alone, repeated signals (Ctrl-C twice, then a stop, as npm and tsx relay them), and a
 * crash of the host (SIGKILL). After a graceful stop nothing is left running; after a crash the
 * Azurite leaves by itself (it saves first) and never shares the folder with the next one.
 * DURABILITY_RUNS sets the runs per way (20).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../lib/auth/sessions';

const RUNS = Number(process.env.DURABILITY_RUNS ?? 20);
const ROOT = resolve('.');
const WORK = join(ROOT, '.data', `durability-${process.pid}`);
const BUNDLE = join(WORK, 'start.mjs');
/** A graceful stop must end within a container stop's 10 s. */
const STOP_LIMIT_MS = 10_000;

beforeAll(async () => {
  mkdirSync(WORK, { recursive: true });
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string>>;
  // Beside the repository's node_modules; import.meta.url as the source's, so paths resolve as with tsx.
  await build({
    entryPoints: ['functions/host/start.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: [...Object.keys(pkg.dependencies!), ...Object.keys(pkg.devDependencies!)],
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(ROOT, 'functions/host/start.ts')).href) },
    outfile: BUNDLE,
    logLevel: 'warning',
  });
});
/** Apps still running (a failed or timed-out test): stopped at the end, never left behind. */
const running = new Set<ChildProcess>();
afterAll(async () => {
  for (const child of running) child.kill('SIGTERM');
  await Promise.all([...running].map((child) => new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done(null)))));
  rmSync(WORK, { recursive: true, force: true });
});

interface App {
  child: ChildProcess;
  base: string;
  exited: Promise<void>;
  log: () => string;
}

async function startApp(location: string): Promise<App> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The app picks its port and says it (no race between the ways running side by side).
    PORT: '0',
    API_ONLY: '1',
    AZURITE_LOCATION: location,
    AZURITE_TABLE_PORT: '0',
  };
  env.EMAIL_OUTBOX_DIR = join(location, 'outbox');
  delete env.AZURE_STORAGE_CONNECTION_STRING;
  delete env.AZURITE_TABLE_ENDPOINT;
  const child = spawn(process.execPath, [BUNDLE], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d));
  child.stderr!.on('data', (d: Buffer) => (output += d));
  running.add(child);
  const exited = new Promise<void>((done) =>
    child.once('exit', () => {
      running.delete(child);
      done();
    }),
  );
  let port: string | undefined;
  for (let i = 0; !port; i++) {
    if (child.exitCode !== null) throw new Error(`the app exited at start: ${output}`);
    if (i > 1_200) throw new Error(`the app did not start within 60 s: ${output}`);
    await new Promise((r) => setTimeout(r, 50));
    port = /running at http:\/\/localhost:(\d+)\//.exec(output)?.[1];
  }
  return { child, base: `http://127.0.0.1:${port}`, exited, log: () => output };
}

/** A mail file of the outbox, or null while the app is still writing it. */
function readMail(path: string): { to: string; text: string } | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as { to: string; text: string };
  } catch {
    return null;
  }
}

/** The confirmation token of the newest sign-up mail to `email` in the app's outbox folder (the app's own drain writes it). */
async function confirmationToken(outbox: string, email: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const mails = existsSync(outbox)
      ? readdirSync(outbox)
          .sort()
          .map((file) => readMail(join(outbox, file)))
          .filter((mail) => mail?.to === email)
      : [];
    const token = mails[mails.length - 1]?.text.match(/#confirm=([A-Za-z0-9_-]+)/)?.[1];
    if (token) return token;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no sign-up mail to ${email} in ${outbox} within 5 s`);
}

/** A loopback address of the visitor's own, 127.0.0.2 … 127.0.0.254, from its tag. */
function visitorAddress(tag: string): string {
  let hash = 0;
  for (const c of tag) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return `127.0.0.${2 + (hash % 253)}`;
}

/** One visitor's writes: a new account (sign-up, then the mailed link), a saved chart and a conversation. */
async function write(base: string, location: string, tag: string): Promise<{ cookie: string; lastAnswerAt: number }> {
  // Each visitor from its own loopback address, as visitors come from their own: the sign-up limit per address holds.
  const call = (method: string, path: string, body: unknown, cookie = '') =>
    new Promise<{ status: number; text: string; cookies: string[] }>((resolveCall, reject) => {
      const url = new URL(`${base}/api/${path}`);
      const payload = JSON.stringify(body);
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method,
          localAddress: visitorAddress(tag),
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            origin: base,
            ...(cookie ? { cookie } : {}),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            expect(response.statusCode, `${method} ${path}: ${text}`).toBeLessThan(300);
            resolveCall({ status: response.statusCode!, text, cookies: response.headers['set-cookie'] ?? [] });
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  const email = `${tag}@example.com`;
  await call('POST', 'auth/signup', { name: 'Durable', email, password: 'correct horse battery' });
  const confirmed = await call('POST', 'auth/confirm-signup', { token: await confirmationToken(join(location, 'outbox'), email) });
  const cookie = confirmed.cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0]!;
  const birth = { date: '1990-05-15', time: '14:30', lat: '19.076', lon: '72.8777', tz: 'Asia/Kolkata' };
  await call('POST', 'charts', { name: tag, birth }, cookie);
  const conversation = { title: tag, createdAt: '2026-12-07T10:00:00.000Z', birthKey: 'k', messages: [{ role: 'user', content: tag }] };
  await call('PUT', `conversations/${tag}`, conversation, cookie);
  return { cookie, lastAnswerAt: performance.now() };
}

/** Reads a visitor's writes back: the session (so the user), the chart and the conversation. */
async function readBack(base: string, tag: string, cookie: string): Promise<string> {
  const get = async (path: string) => {
    const response = await fetch(`${base}/api/${path}`, { headers: { cookie } });
    return { status: response.status, text: await response.text() };
  };
  const charts = await get('charts');
  const conversations = await get('conversations');
  const found = [
    charts.status === 200 ? 'user' : `user lost (${charts.status})`,
    charts.text.includes(`"name":"${tag}"`) ? 'chart' : 'chart lost',
    conversations.text.includes(`"id":"${tag}"`) ? 'conversation' : 'conversation lost',
  ];
  return `${tag}: ${found.join(', ')}`;
}

type Way = { name: string; stop: (pid: number) => Promise<void>; graceful: boolean };
const signal = (target: number, name: NodeJS.Signals): void => void process.kill(target, name);
const WAYS: Way[] = [
  { name: 'SIGTERM to the group', graceful: true, stop: async (pid) => signal(-pid, 'SIGTERM') },
  { name: 'SIGINT to the group', graceful: true, stop: async (pid) => signal(-pid, 'SIGINT') },
  { name: 'SIGTERM to the host alone', graceful: true, stop: async (pid) => signal(pid, 'SIGTERM') },
  {
    name: 'repeated signals',
    graceful: true,
    stop: async (pid) => {
      signal(-pid, 'SIGINT');
      await new Promise((r) => setTimeout(r, 5));
      signal(-pid, 'SIGINT');
      await new Promise((r) => setTimeout(r, 20));
      signal(-pid, 'SIGTERM');
    },
  },
  { name: 'a crash of the host (SIGKILL)', graceful: false, stop: async (pid) => signal(pid, 'SIGKILL') },
];

const azuritePid = (location: string): number | null =>
  existsSync(join(location, 'azurite.pid')) ? Number(readFileSync(join(location, 'azurite.pid'), 'utf8')) : null;
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// The ways run side by side (each its own folder and ports): the runs mostly wait on process starts.
// The ways run side by side (each its own folder; each app picks its port): the runs mostly wait on starts.
describe.concurrent(`every acknowledged write survives ${RUNS} stops`, () => {
  for (const way of WAYS) {
    it(way.name, { timeout: RUNS * 45_000 }, async () => {
      const location = mkdtempSync(join(tmpdir(), 'kundali-durability-'));
      const written: { tag: string; cookie: string }[] = [];
      const lost: string[] = [];
      let app = await startApp(location);
      try {
        for (let run = 0; run < RUNS; run++) {
          const tag = `d${run}-${Math.random().toString(36).slice(2, 8)}`;
          const { cookie, lastAnswerAt } = await write(app.base, location, tag);
          written.push({ tag, cookie });
          const before = azuritePid(location);
          const stoppedAt = performance.now();
          expect(stoppedAt - lastAnswerAt, 'signal within 100 ms of the last answer').toBeLessThan(100);
          await way.stop(app.child.pid!);
          await app.exited;
          if (way.graceful) {
            expect(performance.now() - stoppedAt, app.log()).toBeLessThan(STOP_LIMIT_MS);
            expect(before !== null && alive(before), `Azurite ${before} left running after a graceful stop`).toBe(false);
          }
          app = await startApp(location);
          const read = await readBack(app.base, tag, cookie);
          if (read.includes('lost')) lost.push(read);
          // One Azurite per folder: the one the new host started, and the earlier one gone.
          expect(azuritePid(location)).not.toBe(before);
          if (before !== null) expect(alive(before)).toBe(false);
        }
        for (const { tag, cookie } of written) {
          const read = await readBack(app.base, tag, cookie);
          if (read.includes('lost')) lost.push(`at the end, ${read}`);
        }
        expect(lost).toEqual([]);
      } finally {
        app.child.kill('SIGTERM');
        await app.exited;
        rmSync(location, { recursive: true, force: true });
      }
    });
  }
});

describe('Azurite killed under a running host', () => {
  it('answers 503 at once, reports degraded, logs it, and is back within 10 s with what was saved', async () => {
    const location = mkdtempSync(join(tmpdir(), 'kundali-azkill-'));
    const app = await startApp(location);
    try {
      const tag = `k-${Math.random().toString(36).slice(2, 8)}`;
      const { cookie } = await write(app.base, location, tag);
      // Past the autosave period (1 s, azurite-preload.cjs): the most an Azurite crash can lose.
      await new Promise((r) => setTimeout(r, 1_500));
      const killed = azuritePid(location)!;
      signal(killed, 'SIGKILL');
      const killedAt = performance.now();
      while (alive(killed)) await new Promise((r) => setTimeout(r, 10));

      const refused = await fetch(`${app.base}/api/charts`, { headers: { cookie } });
      expect(refused.status).toBe(503);
      expect(performance.now() - killedAt, 'the 503 comes at once').toBeLessThan(1_000);
      const message = ((await refused.json()) as { message: string }).message;
      expect(message).not.toMatch(/lost/i);
      const health = await fetch(`${app.base}/api/health`);
      expect(health.status).toBe(503);
      const report = (await health.json()) as { status: string; problems: { component: string }[] };
      expect(report.status).toBe('degraded');
      expect(report.problems.map((p) => p.component)).toContain('storage');
      expect(app.log()).toMatch(/Storage: embedded Azurite exited unexpectedly \(SIGKILL\)/);

      let back = 0;
      while (back === 0) {
        expect(performance.now() - killedAt, `not back within 10 s: ${app.log()}`).toBeLessThan(10_000);
        const response = await fetch(`${app.base}/api/charts`, { headers: { cookie } });
        if (response.status === 200) back = performance.now() - killedAt;
        else await new Promise((r) => setTimeout(r, 100));
      }
      expect((await fetch(`${app.base}/api/health`)).status).toBe(200);
      expect(app.log()).toMatch(/Storage: embedded Azurite is back/);
      expect(await readBack(app.base, tag, cookie)).toBe(`${tag}: user, chart, conversation`);
      expect(azuritePid(location)).not.toBe(killed);
    } finally {
      app.child.kill('SIGTERM');
      await app.exited;
      rmSync(location, { recursive: true, force: true });
    }
  });
});
