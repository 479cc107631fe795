/**
 * `npm run bench:api-instructions`: the host's machine instructions per request, counted by
 * Valgrind's callgrind — the figure that does not move with whatever else runs on the machine
 * (wall-clock req/s on a shared 2-core machine falls several-fold when others work there).
 * Starts one host process (API only) under callgrind with instrumentation off,
 * warms it up (JIT, places index) with births the measurement does not use, then for each
 * phase switches counting on, sends BENCH_REQUESTS requests (default 300, each a new birth, the
 * mix of bench:api, 4 at a time, browser Accept-Encoding) and off again, and prints user-space
 * instructions per request (the kernel's socket work is not counted). Needs `valgrind`; slow
 * (~50× native while counting), so a few hundred requests per phase.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, pathFor, waitForHealth, WARM_UP_OFFSET, type Kind } from './api-load';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 400);
const CONCURRENCY = 4;
const HOST_ADDRESS = '127.0.0.1';
const ONLY = process.env.BENCH_PHASES?.split(',').map((s) => s.trim());
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';

function control(pid: number, ...args: string[]): string {
  // Valgrind names its control pipes after $USER and $HOST, and the host runs with HOST=127.0.0.1.
  const run = spawnSync('callgrind_control', [...args, String(pid)], { encoding: 'utf8', env: { ...process.env, HOST: HOST_ADDRESS } });
  if (run.status !== 0 || /error|failed/i.test(run.stderr))
    throw new Error(`callgrind_control ${args.join(' ')} failed: ${run.stderr}${run.stdout}`);
  return run.stdout;
}

/** Instructions (Ir) of the dumps in `dir` not in `before`, from their `totals:` line (written last, so a half-written dump reads 0). */
function dumpedInstructions(dir: string, before: Set<string>): number {
  const fresh = readdirSync(dir).filter((f) => !before.has(f));
  let total = 0;
  for (const file of fresh) {
    const text = readFileSync(join(dir, file), 'utf8');
    const line = /^totals: (\d+)/m.exec(text);
    if (line) total += Number(line[1]);
  }
  return total;
}

async function drive(base: string, kind: Kind, from: number, count: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = from + next++;
      const response = await get(base + pathFor(kind, n));
      if (!response.ok) throw new Error(`${kind} ${n} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** fetch, retried once when a kept-alive connection was closed under it (the host is slow under callgrind). */
async function get(url: string): Promise<Response> {
  try {
    return await fetch(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } });
  } catch {
    return fetch(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } });
  }
}

async function poke(base: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await (await get(`${base}/api/health`)).arrayBuffer();
}

async function main(): Promise<void> {
  if (spawnSync('valgrind', ['--version']).error) throw new Error('bench:api-instructions needs valgrind (apt-get install valgrind)');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'bench-callgrind-'));
  const host = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      `--callgrind-out-file=${join(dir, 'callgrind.out')}`,
      process.execPath,
      '--import',
      'tsx',
      'functions/host/start.ts',
    ],
    {
      cwd: ROOT,
      // A storage endpoint nobody serves: no embedded Azurite is started (no account route is called).
      env: {
        ...process.env,
        PORT: String(port),
        HOST: HOST_ADDRESS,
        API_ONLY: '1',
        AZURITE_TABLE_ENDPOINT: 'http://127.0.0.1:9',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  host.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  try {
    await waitForHealth(base, Date.now() + 600_000);
    console.log(
      `bench:api-instructions — host under callgrind (pid ${host.pid}), ${REQUESTS} requests per phase, ${CONCURRENCY} at a time`,
    );
    for (const kind of ['chart', 'vedastro', 'calculate'] as const) {
      if (ONLY && !ONLY.includes(kind)) continue;
      await drive(base, kind, WARM_UP_OFFSET + 1, WARM_UP);
      const before = new Set(readdirSync(dir));
      // callgrind reads its commands only while the process runs code: a few /api/health calls
      // (tiny next to a chart) make an idle host take each command.
      control(host.pid!, '--instr=on');
      await poke(base, 3);
      await drive(base, kind, 1, REQUESTS);
      control(host.pid!, '--instr=off');
      await poke(base, 3);
      control(host.pid!, '--dump');
      let instructions = 0;
      for (let tries = 0; tries < 100 && instructions === 0; tries++) {
        await poke(base, 1);
        await new Promise((r) => setTimeout(r, 200));
        instructions = dumpedInstructions(dir, before);
      }
      if (instructions === 0) throw new Error('callgrind wrote no dump');
      console.log(
        `${kind.padEnd(9)} ${(instructions / REQUESTS / 1e6).toFixed(2)} M instructions per request (user space, host process, ${REQUESTS} requests)`,
      );
    }
  } catch (error) {
    console.error(stderr);
    throw error;
  } finally {
    host.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
