/**
 * Before/after guard for refactors of the engine: computes the full chart (positions, vargas,
 * relations, dasha, panchang, ashtakavarga, shadbala, bhava bala, predictions/yogas and transits at
 * a fixed moment) for the 420 reference births of tests/fixtures/swisseph (the golden test's inputs)
 * under LAHIRI/RAMAN/KRISHNAMURTI × mean/true node, and writes them to one JSON file.
 *
 *   npx tsx scripts/snapshot-reference-births.ts /tmp/before.json
 *   npx tsx scripts/snapshot-reference-births.ts --compare /tmp/before.json /tmp/after.json
 *
 * `--compare` prints, per quantity (top-level key of the chart, and grahas' fields), how many
 * charts are identical and lists the first differing paths with both values.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { computeChart } from '../shared/compose/chart';
import type { ChartInput } from '../shared/model/chart';
import type { Ayanamsa, NodeType } from '../shared/vocabulary/settings';

interface Row {
  id: string;
  birth: { date: string; time: string; utcOffsetHours: number; lat: number; lon: number };
}

/** A fixed transit moment (2026-01-01 00:00 UT), so transits are part of the snapshot. */
const TRANSIT_JD_UT = 2461041.5;

function offsetString(hours: number): string {
  const minutes = Math.round(hours * 60);
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

function snapshot(out: string): void {
  const rows: Row[] = readFileSync(new URL('../tests/fixtures/swisseph/swisseph-positions.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Row);
  const charts: Record<string, unknown> = {};
  for (const row of rows) {
    for (const node of ['mean', 'true'] as NodeType[]) {
      for (const ayanamsa of ['LAHIRI', 'RAMAN', 'KRISHNAMURTI'] as Ayanamsa[]) {
        const input: ChartInput = {
          date: row.birth.date,
          time: row.birth.time,
          utcOffset: offsetString(row.birth.utcOffsetHours),
          lat: row.birth.lat,
          lon: row.birth.lon,
          ayanamsa,
          node,
        };
        // Transits (with their ingress searches) only for one combination, to keep the run short.
        const withTransits = ayanamsa === 'LAHIRI' && node === 'mean';
        charts[`${row.id}/${ayanamsa}/${node}`] = computeChart(input, withTransits ? { transitJdUt: TRANSIT_JD_UT } : {});
      }
    }
  }
  writeFileSync(out, JSON.stringify(charts));
  console.log(`${Object.keys(charts).length} charts → ${out}`);
}

/** Relative difference below which two numbers count as the same value computed in another order. */
const FLOAT_NOISE = 1e-12;

function diffPaths(a: unknown, b: unknown, path: string, out: string[], noise: { n: number; max: number }): void {
  if (a === b) return;
  if (typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= FLOAT_NOISE * Math.max(1, Math.abs(a))) {
    noise.n++;
    noise.max = Math.max(noise.max, Math.abs(a - b));
    return;
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) diffPaths((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`, out, noise);
    return;
  }
  if (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b)) return;
  out.push(`${path}: ${JSON.stringify(a)} → ${JSON.stringify(b)}`);
}

/** The quantity a path belongs to: top-level key, or `grahas.<field>` / `shadbala.<field>`. */
function quantityOf(path: string): string {
  const parts = path.split('.').slice(1);
  if (parts[0] === 'grahas') return `grahas.${parts[2]}`;
  if (parts[0] === 'shadbala') return `shadbala.${parts[2] === 'components' ? `components.${parts[3]}` : parts[2]}`;
  if (parts[0] === 'predictions') return 'predictions';
  return parts[0]!;
}

function compare(beforePath: string, afterPath: string): void {
  const before = JSON.parse(readFileSync(beforePath, 'utf8')) as Record<string, Record<string, unknown>>;
  const after = JSON.parse(readFileSync(afterPath, 'utf8')) as Record<string, Record<string, unknown>>;
  const ids = Object.keys(before);
  const quantities = new Map<string, { differ: number; maxAbs: number; examples: string[] }>();
  let identicalCharts = 0;
  const noise = { n: 0, max: 0 };
  for (const id of ids) {
    const diffs: string[] = [];
    const chartNoise = { n: 0, max: 0 };
    diffPaths(before[id], after[id], id, diffs, chartNoise);
    noise.n += chartNoise.n;
    noise.max = Math.max(noise.max, chartNoise.max);
    if (diffs.length === 0) identicalCharts++;
    const seen = new Set<string>();
    for (const d of diffs) {
      const [path, values] = d.split(': ') as [string, string];
      const q = quantityOf(path);
      const e = quantities.get(q) ?? { differ: 0, maxAbs: 0, examples: [] };
      if (!seen.has(q)) {
        e.differ++;
        seen.add(q);
      }
      const [x, y] = values.split(' → ').map(Number) as [number, number];
      if (Number.isFinite(x) && Number.isFinite(y)) e.maxAbs = Math.max(e.maxAbs, Math.abs(x - y));
      if (e.examples.length < 5) e.examples.push(d);
      quantities.set(q, e);
    }
  }
  console.log(`${ids.length} charts compared; ${identicalCharts} identical in every field up to float noise`);
  console.log(
    `float noise (|Δ| ≤ ${FLOAT_NOISE} relative, the same value summed in another order): ${noise.n} numbers, max |Δ| ${noise.max}`,
  );
  const allQuantities = new Set<string>();
  for (const id of ids.slice(0, 1)) {
    const c = before[id]!;
    for (const k of Object.keys(c)) allQuantities.add(k);
  }
  console.log(`top-level quantities: ${[...allQuantities].join(', ')}`);
  for (const [q, e] of [...quantities].sort()) {
    console.log(`\n${q}: differs in ${e.differ}/${ids.length} charts${e.maxAbs > 0 ? `, max |Δ| ${e.maxAbs}` : ''}`);
    for (const x of e.examples) console.log(`  ${x}`);
  }
}

const args = process.argv.slice(2);
if (args[0] === '--compare') compare(args[1]!, args[2]!);
else snapshot(args[0] ?? '/tmp/before.json');
