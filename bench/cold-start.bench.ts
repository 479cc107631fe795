/**
 * `npm run bench:cold-start`: what a cold Azure worker pays before its first answer, measured on
 * the deployable bundle (`dist-api/`, made by `npm run build:api`; built here when missing, or
 * always with BENCH_BUILD=1). Each run is a fresh Node process that imports `dist-api/index.js`
 * (its `app.http` registrations captured, as the Functions worker would receive them) and answers
 * one chart through the captured handler with the library's HttpRequest. Prints, per run and as
 * medians: Node's own start-up (until the script runs), the import, the first chart, and the
 * whole from spawn to answer. BENCH_RUNS (default 5).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUNDLE = join(ROOT, 'dist-api', 'index.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHART = 'http://localhost/api/chart?name=Asha&date=1990-07-01&time=14:30&lat=19.076&lon=72.8777&tz=Asia%2FKolkata';

if (process.env.BENCH_BUILD === '1' || !existsSync(BUNDLE)) {
  const built = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/build-api.ts')], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build:api failed');
}

/** Runs in the fresh process: `performance.now()` counts from the process's start. */
const CHILD = `
const startupMs = performance.now();
const { default: functions } = await import('@azure/functions');
const handlers = new Map();
functions.app.http = (name, options) => handlers.set(name, options.handler);
const importStart = performance.now();
await import(${JSON.stringify(pathToFileURL(BUNDLE).href)});
const importMs = performance.now() - importStart;
const chartStart = performance.now();
const answer = await handlers.get('chart')(new functions.HttpRequest({ method: 'GET', url: ${JSON.stringify(CHART)} }), new functions.InvocationContext());
const firstChartMs = performance.now() - chartStart;
if (answer.status !== 200) throw new Error('first chart answered ' + answer.status + ': ' + String(answer.body).slice(0, 200));
console.log(JSON.stringify({ startupMs, importMs, firstChartMs }));
`;

interface Run {
  startupMs: number;
  importMs: number;
  firstChartMs: number;
  totalMs: number;
}

async function once(): Promise<Run> {
  const spawned = performance.now();
  // From dist-api's folder, as the worker loads it: its runtime packages resolve from the repository's node_modules.
  const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD], {
    cwd: join(ROOT, 'dist-api'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  child.stderr.on('data', (d: Buffer) => (err += d));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  const totalMs = performance.now() - spawned;
  const line = out
    .trim()
    .split('\n')
    .find((l) => l.startsWith('{'));
  if (code !== 0 || !line) throw new Error(`cold start failed (${code}): ${err.slice(-800)}`);
  return { ...(JSON.parse(line) as Omit<Run, 'totalMs'>), totalMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const runs: Run[] = [];
console.log(`bench:cold-start — ${RUNS} fresh processes importing dist-api/index.js and answering one chart (Node ${process.version})`);
for (let i = 0; i < RUNS; i++) {
  const run = await once();
  runs.push(run);
  console.log(
    `  run ${i + 1}: node start-up ${run.startupMs.toFixed(0)} ms, import ${run.importMs.toFixed(0)} ms, first chart ${run.firstChartMs.toFixed(0)} ms; spawn to answer ${run.totalMs.toFixed(0)} ms`,
  );
}
console.log(
  `median: node start-up ${median(runs.map((r) => r.startupMs)).toFixed(0)} ms, import ${median(runs.map((r) => r.importMs)).toFixed(0)} ms, first chart ${median(runs.map((r) => r.firstChartMs)).toFixed(0)} ms, spawn to answer ${median(runs.map((r) => r.totalMs)).toFixed(0)} ms`,
);
