/**
 * `npm run bench:api`: starts the local host (API only) on a free 127.0.0.1 port in a child
 * process, drives `GET /api/chart` with autocannon for 30 s (BENCH_SECONDS to change), and
 * prints requests/s, p50/p99 latency and errors. The request mix cycles through 20 distinct
 * births, as a site with returning visitors sees, with a browser's Accept-Encoding; the response
 * and chart LRUs, pre-gzipped bodies and ETags make repeats cheap.
 * BENCH_COLD_SECONDS > 0 adds a phase where every request is a new birth (pure computeChart cost).
 * Target (issue 5), 2 cores: ≥ 1,000 req/s, p99 ≤ 20 ms, 0 errors.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// autocannon ships no types; the few fields used are typed below.
const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<AutocannonResult>;
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  errors: number; timeouts: number; non2xx: number; duration: number;
  statusCodeStats: Record<string, { count: number }>;
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const COLD_SECONDS = Number(process.env.BENCH_COLD_SECONDS ?? 0);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, deadlineMs: number): Promise<void> {
  while (Date.now() < deadlineMs) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`host did not answer ${base}/api/health in time`);
}

const CITIES = ['Mumbai, India', 'Delhi, India', 'Kolkata, India', 'Chennai, India', 'Bengaluru, India', 'Pune, India', 'Hyderabad, India', 'Ahmedabad, India', 'Jaipur, India', 'Lucknow, India',
  'London, United Kingdom', 'New York City, United States', 'Toronto, Canada', 'Singapore, Singapore', 'Dubai, United Arab Emirates', 'Sydney, Australia', 'Berlin, Germany', 'Nairobi, Kenya', 'Kathmandu, Nepal', 'Colombo, Sri Lanka'];
const warmPaths = CITIES.map((city, i) => `/api/chart?name=Bench&date=${1960 + i}-0${1 + (i % 9)}-1${i % 10}&time=0${i % 10}:${10 + i}&place=${encodeURIComponent(city)}`);

function report(label: string, r: AutocannonResult): void {
  const codes = Object.entries(r.statusCodeStats).map(([code, s]) => `${code}×${s.count}`).join(' ');
  console.log(`${label}: ${r.requests.average.toFixed(0)} req/s over ${r.duration.toFixed(1)} s (${r.requests.total} requests), ` +
    `latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms; errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx} [${codes}]`);
}

/** User + system CPU seconds of a process, from /proc (Linux); null elsewhere. */
function hostCpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat (utime, stime) are at 11 and 12 after the command name; clock ticks of 1/100 s on Linux.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // One process (node with tsx's loader), so its CPU time can be read from /proc.
  const host = spawn(process.execPath, ['--import', 'tsx', 'functions/host/start.ts'], {
    cwd: ROOT, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_ONLY: '1' }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(base, Date.now() + 60_000);
    // Warm the places index, the engine's JIT and the chart cache once, as a running service would be.
    for (const path of warmPaths) {
      const response = await fetch(base + path);
      if (!response.ok) throw new Error(`warm-up ${path} answered ${response.status}: ${await response.text()}`);
    }
    console.log(`bench:api — host pid ${host.pid} on ${base}, ${CONNECTIONS} connections, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    // Browsers send Accept-Encoding; the API answers gzip (~30 kB instead of ~150 kB per chart).
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const cpuBefore = hostCpuSeconds(host.pid);
    const clientCpuBefore = process.cpuUsage();
    const warm = await autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, headers, requests: warmPaths.map((path) => ({ method: 'GET', path })) });
    report(`GET /api/chart, 20 births cycling, gzip accepted (${SECONDS} s)`, warm);
    const cpuAfter = hostCpuSeconds(host.pid);
    const clientCpu = process.cpuUsage(clientCpuBefore);
    console.log(`load generator CPU: ${(((clientCpu.user + clientCpu.system) / 1e6 / warm.duration) * 100).toFixed(0)}% of one core; host CPU: ${cpuBefore !== null && cpuAfter !== null ? (((cpuAfter - cpuBefore) / warm.duration) * 100).toFixed(0) : '?'}% of one core`);
    if (cpuBefore !== null && cpuAfter !== null && warm.requests.total > 0) {
      const cpuMs = ((cpuAfter - cpuBefore) * 1000) / warm.requests.total;
      // Load-independent: what one core of the host process spends per request.
      console.log(`host CPU: ${cpuMs.toFixed(3)} ms per request → ${(1000 / cpuMs).toFixed(0)} req/s per core of host CPU (the load generator needs the other core)`);
    }
    const pass = warm.requests.average >= 1000 && warm.latency.p99 <= 20 && warm.errors === 0 && warm.non2xx === 0;
    console.log(`target ≥ 1000 req/s, p99 ≤ 20 ms, 0 errors: ${pass ? 'MET' : 'NOT MET'}`);
    if (COLD_SECONDS > 0) {
      let n = 0;
      const cold = await autocannon({
        url: base, connections: 2, duration: COLD_SECONDS, headers: { 'accept-encoding': 'gzip' },
        requests: [{ method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: `/api/chart?date=1990-07-01&time=12:00&lat=${(n++ % 8000) / 100 - 40}&lon=72.8&tz=Asia/Kolkata` }) }],
      });
      report(`GET /api/chart, every request a new birth (${COLD_SECONDS} s)`, cold);
    }
  } finally {
    host.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
