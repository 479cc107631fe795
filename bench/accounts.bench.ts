/**
 * `npm run bench:accounts` (also run by `npm run bench:api`): starts the local host (API only) with
 * its embedded Azurite in a temp folder, signs up ACCOUNTS users (each through the mailed
 * confirmation link, read from the local outbox), saves 10 charts, then drives with autocannon
 * for BENCH_SECONDS (default 15) each, BENCH_CONNECTIONS (default 16) clients at once:
 *   - sign-in: POST /api/auth/login, the accounts in turn (scrypt N=2^15 per request, one per core
 *     at a time: CPU-bound by design; target p99 < 1 s at 16 clients);
 *   - chart list: GET /api/charts with the session cookie (a session point read + one partition query).
 * Prints requests/s, p50/p99 latency and errors, and the machine's load average.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../functions/host/free-port';
import { signupConfirmPath } from '../tests/support/outbox-mail';

const require = createRequire(import.meta.url);
// autocannon ships no types; the few fields used are typed below.
const autocannon = require('autocannon') as (
  options: Record<string, unknown>,
) => Promise<{ requests: { average: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number }>;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** Accounts signed in to in turn (sign-ups from one address are limited to 10 an hour). */
const ACCOUNTS = 8;

async function main(): Promise<void> {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'bench-accounts-'));
  const host = spawn(
    process.execPath,
    [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'functions', 'host', 'start.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        API_ONLY: '1',
        AZURITE_LOCATION: join(data, 'azurite'),
        AZURITE_TABLE_PORT: '0',
        EMAIL_OUTBOX_DIR: join(data, 'outbox'),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; i < 150; i += 1) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    const password = 'bench passphrase 2026';
    const emails = Array.from({ length: ACCOUNTS }, (_, i) => `bench.${i}.${Date.now()}@example.com`);
    let cookie = '';
    for (const email of emails) {
      const json = { 'content-type': 'application/json' };
      const signup = await fetch(`${base}/api/auth/signup`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ name: 'Bench', email, password }),
      });
      if (signup.status !== 202) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
      const token = (await signupConfirmPath(join(data, 'outbox'), email)).split('#confirm=')[1];
      const confirmed = await fetch(`${base}/api/auth/confirm-signup`, { method: 'POST', headers: json, body: JSON.stringify({ token }) });
      if (confirmed.status !== 201) throw new Error(`confirm-signup answered ${confirmed.status}: ${await confirmed.text()}`);
      cookie ||= confirmed.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    }
    let turn = 0;
    for (let i = 0; i < 10; i += 1) {
      await fetch(`${base}/api/charts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          name: `Person ${i}`,
          relation: 'Friend',
          birth: { date: `19${60 + i}-05-0${1 + (i % 9)}`, time: '06:30', lat: '19.076', lon: '72.8777', tz: 'Asia/Kolkata' },
        }),
      });
    }
    const phases = [
      {
        name: `sign-in  POST /api/auth/login (${ACCOUNTS} accounts)`,
        path: '/api/auth/login',
        options: {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          requests: [
            {
              method: 'POST',
              setupRequest: (request: Record<string, unknown>) => ({
                ...request,
                body: JSON.stringify({ email: emails[(turn += 1) % ACCOUNTS], password }),
              }),
            },
          ],
        },
      },
      { name: 'my charts GET /api/charts (10 charts)', path: '/api/charts', options: { method: 'GET', headers: { cookie } } },
    ];
    console.log(
      `accounts bench: ${CONNECTIONS} connections, ${SECONDS} s per phase, load average before ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    for (const phase of phases) {
      const result = await autocannon({ url: `${base}${phase.path}`, connections: CONNECTIONS, duration: SECONDS, ...phase.options });
      console.log(
        `${phase.name.padEnd(40)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors}  non-2xx ${result.non2xx}`,
      );
    }
    console.log(
      `load average after ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    host.kill('SIGINT');
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(data, { recursive: true, force: true });
  }
}

void main();
