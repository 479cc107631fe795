/**
 * `npm run bench:api`: starts the local host (API only) on a free 127.0.0.1 port in a child
 * process and drives it with every request a new birth (varied dates, times, places given as
 * coordinates + zone, offsets or names, all six ayanamsas, unique names), 16 connections, 30 s
 * per phase (BENCH_SECONDS, BENCH_CONNECTIONS), with a browser's Accept-Encoding:
 *   1. GET /api/chart (the lean body),
 *   2. the VedAstro-shaped routes, /api/Calculate/{AllPlanetData/…, AllHouseData/…, …}/Location/…/Time/…/Ayanamsa/…,
 *   3. the spec's GET /api/Calculate/{HH:MM}/{DD}/{MM}/{YYYY}/{±HH:MM}?lat&lon,
 * and, for reference, GET /api/health (no chart work, 10 s): the latency this machine adds by
 * itself with both cores busy (host, load generator and the kernel's scheduling), against which
 * the p99 target can be read.
 * With BENCH_GC=1 the host's processes run with --trace-gc --trace-gc-nvp and each phase also
 * prints their collections (bench/gc-trace.ts): scavenges and mark-compacts per second, their
 * pauses and promotion — what a request waiting behind them pays.
 * The host is one process, as `npm start` runs it; what this measures is the local host, not
 * Azure (bench/handlers.bench.ts measures the handlers themselves, in process).
 * Prints requests/s, p50/p99 latency, errors, the CPU share of the host and of the load generator,
 * and host CPU milliseconds per request — the robust figure on a shared machine, since
 * throughput falls with whatever else runs there. Then bytes per chart answer, raw and
 * compressed, lean and full. The load generator is `wrk` when installed (C, Lua-scripted, light;
 * Debian `apt-get install wrk`), else autocannon in this process (JavaScript: it needs about a
 * core of its own). Target (issue 12), 2 cores: ≥ 1,000 req/s, p99 ≤ 20 ms, 0 errors.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import {
  AYANAMSAS,
  encodePlus,
  freePort,
  pathFor,
  PLACES_QUERY,
  VEDASTRO_CALLS,
  VEDASTRO_PLACES,
  waitForHealth,
  WARM_UP_OFFSET,
  type Kind,
} from './api-load';
import { parseGcTrace, summariseGc } from './gc-trace';

const require = createRequire(import.meta.url);
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}
// autocannon ships no types; the few fields used are typed above.
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
/** Phases to run (comma-separated kinds: chart, vedastro, calculate); all by default. */
const ONLY = process.env.BENCH_PHASES?.split(',').map((s) => s.trim());
/** Extra node flags for the host, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it under this load. */
const HOST_NODE_ARGS = process.env.BENCH_HOST_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
/** BENCH_GC=1: trace the host's garbage collections and summarise them per phase (see the module comment). */
const TRACE_GC = process.env.BENCH_GC === '1';
const TARGET = { rps: 1000, p99Ms: 20 };
/** Births of the chart mix whose lean body sizes are summarised after the phases. */
const SIZE_SAMPLE = 200;

/** `mean / p90 / max` of byte counts. */
function summarise(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, v) => sum + v, 0) / sorted.length;
  return `${Math.round(mean)} / ${sorted[Math.floor(0.9 * (sorted.length - 1))]} / ${sorted.at(-1)}`;
}

/** One phase's outcome in common units. */
interface Outcome {
  requests: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  non2xx: number;
  generatorCpuSeconds: number | null;
}

/** User + system CPU seconds of a process (and its waited-for children), from /proc (Linux); null elsewhere. */
function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name), in 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** CPU seconds of the host process. */
function hostCpuSeconds(pid: number | undefined): number | null {
  return cpuSeconds(pid);
}

/** The same mix as a wrk Lua script (each wrk thread numbers its requests from its own offset). */
function wrkScript(kind: Kind): string {
  const list = (items: readonly string[]) => `{${items.map((s) => JSON.stringify(s)).join(',')}}`;
  return `
local places = ${list(PLACES_QUERY)}
local vplaces = ${list(VEDASTRO_PLACES.map(([p]) => p!))}
local voffsets = ${list(VEDASTRO_PLACES.map(([, o]) => encodePlus(o!)))}
local calls = ${list(VEDASTRO_CALLS)}
local ayan = ${list(AYANAMSAS)}
local kind = "${kind}"
local threads = 0
function setup(thread) thread:set("base", threads * 10000000); threads = threads + 1 end
local i = 0
local function at(t, k) return t[1 + (k % #t)] end
request = function()
  i = i + 1
  local n = (base or 0) + i
  local k = n * 7919
  local y, m, d = 1900 + (k % 200), 1 + (k % 12), 1 + (k % 28)
  local time = string.format("%02d:%02d", k % 24, (k * 13) % 60)
  local path
  if kind == "floor" then
    path = "/api/health"
  elseif kind == "chart" then
    path = string.format("/api/chart?name=B%d&date=%04d-%02d-%02d&time=%s&%s&ayanamsa=%s", n, y, m, d, time, at(places, k), at(ayan, k))
  elseif kind == "vedastro" then
    path = string.format("/api/Calculate/%s/Location/%s/Time/%s/%02d/%02d/%04d/%s/Ayanamsa/%s", at(calls, n), at(vplaces, k), time, d, m, y, at(voffsets, k), at(ayan, k))
  else
    path = string.format("/api/Calculate/%s/%02d/%02d/%04d/%s?lat=%s&lon=%s&ayanamsa=%s", time, d, m, y, at(voffsets, k), tostring((k % 12000) / 200 - 30), tostring((k % 36000) / 100 - 180), at(ayan, k))
  end
  return wrk.format("GET", path, {["Accept-Encoding"] = "${ACCEPT_ENCODING}"})
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("WRK-RESULT %d %d %d %d %d %d %d %d %d %d\\n", summary.requests, summary.duration,
    latency:percentile(50), latency:percentile(99), latency.max, e.connect, e.read, e.write, e.timeout, e.status))
end
`;
}

function hasWrk(): boolean {
  return process.env.BENCH_GENERATOR !== 'autocannon' && spawnSync('wrk', ['--version']).error === undefined;
}

/** Seconds a phase runs: the reference phase needs less (it answers some 30,000 requests a second). */
const secondsOf = (kind: Kind) => (kind === 'floor' ? Math.min(SECONDS, 10) : SECONDS);

async function runWrk(base: string, kind: Kind): Promise<Outcome> {
  const script = join(mkdtempSync(join(tmpdir(), 'bench-api-')), `${kind}.lua`);
  writeFileSync(script, wrkScript(kind));
  // Two wrk threads (one per core) with the connections split between them.
  const child = spawn('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${secondsOf(kind)}s`, '--timeout', '5s', '-s', script, base], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  let cpu: number | null = null;
  const sampler = setInterval(() => (cpu = cpuSeconds(child.pid) ?? cpu), 250);
  await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  const line = /WRK-RESULT ([\d ]+)/.exec(out);
  if (!line) throw new Error(`wrk printed no result:\n${out}`);
  const [requests, durationUs, p50, p99, max, connect, read, write, timeout, status] = line[1]!.trim().split(' ').map(Number) as number[];
  return {
    requests: requests!,
    seconds: durationUs! / 1e6,
    p50Ms: p50! / 1000,
    p99Ms: p99! / 1000,
    maxMs: max! / 1000,
    errors: connect! + read! + write! + timeout!,
    non2xx: status!,
    generatorCpuSeconds: cpu,
  };
}

async function runAutocannon(base: string, kind: Kind): Promise<Outcome> {
  const autocannon = require('autocannon') as Autocannon;
  let n = 0;
  const before = process.cpuUsage();
  const r = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: secondsOf(kind),
    headers: { 'accept-encoding': ACCEPT_ENCODING },
    requests: [{ method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: pathFor(kind, ++n) }) }],
  });
  const used = process.cpuUsage(before);
  return {
    requests: r.requests.total,
    seconds: r.duration,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    generatorCpuSeconds: (used.user + used.system) / 1e6,
  };
}

function report(label: string, r: Outcome, hostCpu: number | null, target = true): void {
  const rps = r.requests / r.seconds;
  console.log(
    `${label}: ${rps.toFixed(0)} req/s over ${r.seconds.toFixed(1)} s (${r.requests} requests), latency p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, max ${r.maxMs.toFixed(0)} ms; errors ${r.errors}, non-2xx ${r.non2xx}`,
  );
  const share = (s: number | null) => (s === null ? '?' : `${((s / r.seconds) * 100).toFixed(0)}%`);
  console.log(`  CPU (100% = one core): host ${share(hostCpu)}, load generator ${share(r.generatorCpuSeconds)}`);
  if (hostCpu !== null && r.requests > 0) {
    const ms = (hostCpu * 1000) / r.requests;
    console.log(
      `  host CPU ${ms.toFixed(3)} ms per request → ${(1000 / ms).toFixed(0)} req/s per core of host CPU (load-independent figure)`,
    );
    if (r.generatorCpuSeconds !== null) {
      const generatorMs = (r.generatorCpuSeconds * 1000) / r.requests;
      const cores = availableParallelism();
      console.log(
        `  with the generator's ${generatorMs.toFixed(3)} ms per request: ${((cores * 1000) / (ms + generatorMs)).toFixed(0)} req/s implied on ${cores} otherwise idle cores`,
      );
    }
  }
  if (!target) return;
  const met = rps >= TARGET.rps && r.p99Ms <= TARGET.p99Ms && r.errors === 0 && r.non2xx === 0;
  console.log(`  target ≥ ${TARGET.rps} req/s, p99 ≤ ${TARGET.p99Ms} ms, 0 errors: ${met ? 'MET' : 'NOT MET'}`);
}

/** Bytes of one answer as sent for an Accept-Encoding (undecoded). */
function bytesOf(url: string, acceptEncoding: string): Promise<{ bytes: number; coding: string }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ bytes, coding: String(res.headers['content-encoding'] ?? 'identity') }));
    }).on('error', reject);
  });
}

async function main(): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // One process (node with tsx's loader), so its CPU time can be read from /proc.
  // V8 prints its GC trace on stdout, which the host otherwise leaves unread.
  const gcLog = TRACE_GC ? join(mkdtempSync(join(tmpdir(), 'bench-api-gc-')), 'trace.log') : null;
  const gcFd = gcLog ? openSync(gcLog, 'w') : null;
  const host = spawn(
    process.execPath,
    [...HOST_NODE_ARGS, ...(TRACE_GC ? ['--trace-gc', '--trace-gc-nvp'] : []), '--import', 'tsx', 'functions/host/start.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_ONLY: '1' },
      stdio: ['ignore', gcFd ?? 'ignore', 'inherit'],
    },
  );
  if (gcFd !== null) closeSync(gcFd);
  try {
    await waitForHealth(base, Date.now() + 120_000);
    // Warm the places index and the engine's JIT once, as a running service would be (other births than the phases use).
    for (const kind of ['chart', 'vedastro', 'calculate'] as const) {
      for (let n = 1; n <= 40; n++) {
        const response = await fetch(base + pathFor(kind, WARM_UP_OFFSET + n));
        if (!response.ok) throw new Error(`warm-up ${kind} answered ${response.status}: ${await response.text()}`);
      }
    }
    const wrk = hasWrk();
    console.log(
      `bench:api — host pid ${host.pid} on ${base}; ${CONNECTIONS} connections, ${SECONDS} s per phase, every request a new birth, Accept-Encoding "${ACCEPT_ENCODING}"`,
    );
    console.log(
      `load generator: ${wrk ? 'wrk (2 threads)' : 'autocannon (in this process)'}; load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${availableParallelism()} cores`,
    );
    const phases: [Kind, string][] = [
      ['chart', 'GET /api/chart (lean)'],
      ['vedastro', 'GET /api/Calculate/{VedAstro call}/Location/…/Time/…/Ayanamsa/…'],
      ['calculate', 'GET /api/Calculate/{HH:MM}/{DD}/{MM}/{YYYY}/{±HH:MM}'],
      ['floor', 'reference, not a target: GET /api/health, no chart work (the latency the machine adds at full load)'],
    ];
    for (const [kind, label] of phases) {
      if (ONLY && !ONLY.includes(kind)) continue;
      const before = hostCpuSeconds(host.pid);
      const traceStart = gcLog ? statSync(gcLog).size : 0;
      const outcome = wrk ? await runWrk(base, kind) : await runAutocannon(base, kind);
      const after = hostCpuSeconds(host.pid);
      report(label, outcome, before !== null && after !== null ? after - before : null, kind !== 'floor');
      if (gcLog) {
        const pids = new Set([host.pid!]);
        const events = parseGcTrace(readFileSync(gcLog).subarray(traceStart).toString('utf8'), pids);
        for (const line of summariseGc(events, outcome.seconds, pids.size)) console.log(`  GC: ${line}`);
      }
      console.log(
        `  load average after: ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
      );
    }
    console.log('bytes per chart answer (one birth; raw = no Accept-Encoding):');
    const birth = 'name=Asha%20Rao&date=1990-08-16&time=14:31&lat=19.07283&lon=72.88261&tz=Asia%2FKolkata&ayanamsa=RAMAN';
    for (const [label, query] of [
      ['lean', birth],
      ['full', `${birth}&detail=full`],
    ] as const) {
      const sizes = await Promise.all(['identity', 'gzip', 'br'].map((ae) => bytesOf(`${base}/api/chart?${query}`, ae)));
      console.log(
        `  ${label.padEnd(5)} raw ${sizes[0]!.bytes} B, gzip ${sizes[1]!.bytes} B (${sizes[1]!.coding}), brotli ${sizes[2]!.bytes} B (${sizes[2]!.coding})`,
      );
    }
    // One birth is one point: the size moves with how many yogas hold, so the mix's spread too.
    const encodings = ['identity', 'gzip', 'br'] as const;
    const spread: Record<(typeof encodings)[number], number[]> = { identity: [], gzip: [], br: [] };
    for (let n = 1; n <= SIZE_SAMPLE; n++) {
      const sizes = await Promise.all(encodings.map((ae) => bytesOf(base + pathFor('chart', n), ae)));
      encodings.forEach((ae, i) => spread[ae].push(sizes[i]!.bytes));
    }
    console.log(
      `  lean over ${SIZE_SAMPLE} births of the chart mix (mean / p90 / max): ${encodings
        .map((ae) => `${ae === 'identity' ? 'raw' : ae} ${summarise(spread[ae])} B`)
        .join(', ')}`,
    );
  } finally {
    host.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
