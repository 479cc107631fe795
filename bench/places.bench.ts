/**
 * `npm run bench:places`: place search cost in-process (index build, then per-query mean, p50,
 * p99 and max over a varied query set), the same through the HTTP handler, and the sizes of the
 * data a browser picker could download instead (`public/addresses.csv`, raw and gzipped).
 * Target (issue 5): ≤ 1 ms per query in-process.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import { createPlaceIndex } from '../shared/places/index';
import type { PlacesFile } from '../shared/places/types';
import { places } from '../functions/http/places';
import { callHandler } from '../functions/lib/test-request';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const QUERIES = [
  'a',
  'b',
  'k',
  's',
  'x',
  'ma',
  'de',
  'ch',
  'mum',
  'bomb',
  'calc',
  'madr',
  'bang',
  'poon',
  'pune',
  'hyd',
  'kolk',
  'chen',
  'del',
  'new d',
  'new y',
  'lond',
  'paris',
  'paris, us',
  'springfield, illinois',
  'san',
  'sao p',
  'zur',
  'munc',
  'berl',
  'tokyo',
  'beij',
  'peking',
  'varanasi',
  'benares',
  'jaip',
  'lucknow',
  'ahmeda',
  'surat',
  'kanp',
  'nag',
  'indo',
  'thane',
  'bhop',
  'visak',
  'patna',
  'vadod',
  'ghaz',
  'ludh',
  'agra',
  'nashik',
  'farid',
  'meerut',
  'rajk',
  'kalyan',
  'vasai',
  'srinagar',
  'aurang',
  'dhanb',
  'amrit',
  'navi m',
  'allah',
  'prayag',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const dataPath = join(ROOT, 'shared/places/data/places.json');
  const t0 = performance.now();
  const file = JSON.parse(readFileSync(dataPath, 'utf8')) as PlacesFile;
  const t1 = performance.now();
  const index = createPlaceIndex(file);
  const t2 = performance.now();
  console.log(
    `bench:places — load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`index: ${index.size} places; JSON.parse ${(t1 - t0).toFixed(1)} ms, build ${(t2 - t1).toFixed(1)} ms`);

  for (let i = 0; i < 3; i++) for (const q of QUERIES) index.search(q, 10);
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let round = 0; round < 50; round++) {
    for (const q of QUERIES) {
      const start = performance.now();
      index.search(q, 10);
      times.push(performance.now() - start);
    }
  }
  const cpu = process.cpuUsage(cpu0);
  const cpuMsPerQuery = (cpu.user + cpu.system) / 1000 / times.length;
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `search (in-process, limit 10, ${times.length} queries): mean ${(mean * 1000).toFixed(0)} µs, p50 ${(percentile(times, 50) * 1000).toFixed(0)} µs, ` +
      `p99 ${(percentile(times, 99) * 1000).toFixed(0)} µs, max ${(times[times.length - 1]! * 1000).toFixed(0)} µs; CPU time ${(cpuMsPerQuery * 1000).toFixed(0)} µs per query (wall-clock outliers are other processes on the machine) — target ≤ 1 ms: ${mean <= 1 ? 'MET' : 'NOT MET'}`,
  );
  // The unmemoised path: three-letter prefixes with many matches, each timed on a fresh index's first call pattern.
  const slow = ['san', 'kar', 'man', 'ban', 'bal', 'mar', 'sar', 'kal', 'ram', 'cha'];
  const slowTimes = slow.map((q) => {
    const start = performance.now();
    for (let i = 0; i < 20; i++) index.search(q, 10);
    return (performance.now() - start) / 20;
  });
  console.log(`worst unmemoised prefixes (${slow.join(', ')}): ${slowTimes.map((t) => `${(t * 1000).toFixed(0)}`).join(' / ')} µs`);

  const handlerTimes: number[] = [];
  for (let round = 0; round < 10; round++) {
    for (const q of QUERIES) {
      const start = performance.now();
      await callHandler(places, `/api/places?q=${encodeURIComponent(q)}&limit=20`);
      handlerTimes.push(performance.now() - start);
    }
  }
  handlerTimes.sort((a, b) => a - b);
  console.log(
    `GET /api/places handler (validation, search, JSON, ETag; no network): p50 ${(percentile(handlerTimes, 50) * 1000).toFixed(0)} µs, p99 ${(percentile(handlerTimes, 99) * 1000).toFixed(0)} µs`,
  );

  const csv = readFileSync(join(ROOT, 'public/addresses.csv'));
  const json = readFileSync(dataPath);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
  console.log(
    `public/addresses.csv: ${kb(csv.length)} raw, ${kb(gzipSync(csv, { level: 9 }).length)} gzip -9 (${csv.toString().split('\n').length - 2} rows)`,
  );
  console.log(`shared/places/data/places.json: ${kb(statSync(dataPath).size)} raw, ${kb(gzipSync(json, { level: 9 }).length)} gzip -9`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
