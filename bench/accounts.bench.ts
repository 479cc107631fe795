/**
 * `npm run bench:accounts` (also run by `npm run bench:api`): starts the local host (API only) with
 * its embedded Azurite in a temp folder, signs a user up, saves 10 charts, then drives with
 * autocannon for BENCH_SECONDS (default 15) each:
 *   - sign-in: POST /api/auth/login (scrypt N=2^15 per request: CPU-bound by design);
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

const require = createRequire(import.meta.url);
// autocannon ships no types; the few fields used are typed below.
const autocannon = require('autocannon') as (
  options: Record<string, unknown>,
) => Promise<{ requests: { average: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number }>;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

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
    const email = `bench.${Date.now()}@example.com`;
    const password = 'bench password 123';
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', email, password }),
    });
    if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
    const cookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
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
        name: 'sign-in  POST /api/auth/login',
        path: '/api/auth/login',
        options: {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
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
