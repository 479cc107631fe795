/**
 * `npm run bench`: median time of `computeChart` (the full ChartModel, every layer) over 1,000
 * varied births, and charts per second. Births are drawn from a seeded generator (repeatable):
 * dates 1900–2100, latitudes −60…66, all longitudes, offsets from the longitude plus India's
 * +05:30, all six ayanamsas, both node models, 1 in 20 with an unknown time.
 * Target (issue 3): ≤ 1 ms median per full chart on the 2-core CI machine.
 * Also the full chart with transits (issue 4; same target) at one fixed moment, TRANSIT_AT:
 * warm (the year's ingress list already memoised, as on a server casting many charts for the
 * same "now") and cold (the memo emptied before every chart, so each call pays for finding the
 * year's ingresses of Saturn, Jupiter, Rahu and Ketu), the cold case per node model.
 */
import { availableParallelism, loadavg } from 'node:os';
import { computeChart, computeChartBase } from '../shared/compose/chart';
import type { ChartInput, ChartModel } from '../shared/model/chart';
import { clearIngressMemo } from '../shared/jyotish/transits-ingress-year';
import { civilToJdUt } from '../shared/time/julian';
import { AYANAMSAS, NODE_TYPES } from '../shared/vocabulary/settings';
import { mulberry32 } from '../tests/support/rng';

const COUNT = 1000;
/** The transit moment (mid-year, so every birth's UTC offset puts it in the same local year). */
const TRANSIT_AT = { date: '2026-07-01', time: '12:00', utcOffsetMinutes: 0 };
/** Births timed cold per node model (each pays ~2–6 ms for the year's ingresses). */
const COLD_COUNT = 100;
const WARMUP_ROUNDS = 2;

const pad = (n: number) => String(n).padStart(2, '0');

/** The benchmark's births (seeded, so every run times the same work). */
function benchBirths(count = COUNT, seed = 20261121): ChartInput[] {
  const rnd = mulberry32(seed);
  const births: ChartInput[] = [];
  for (let i = 0; i < count; i++) {
    const year = 1900 + Math.floor(rnd() * 201);
    const month = 1 + Math.floor(rnd() * 12);
    const day = 1 + Math.floor(rnd() * 28);
    const lon = -180 + rnd() * 360;
    const lat = -60 + rnd() * 126;
    const india = rnd() < 0.3;
    const offsetMinutes = india ? 330 : Math.max(-720, Math.min(840, Math.round(lon / 15) * 60));
    const sign = offsetMinutes < 0 ? '-' : '+';
    const abs = Math.abs(offsetMinutes);
    const input: ChartInput = {
      date: `${year}-${pad(month)}-${pad(day)}`,
      utcOffset: `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`,
      lat: india ? 8 + rnd() * 27 : lat,
      lon: india ? 68 + rnd() * 29 : lon,
      ayanamsa: AYANAMSAS[i % AYANAMSAS.length]!,
      node: NODE_TYPES[i % 2]!,
    };
    if (rnd() >= 0.05) input.time = `${pad(Math.floor(rnd() * 24))}:${pad(Math.floor(rnd() * 60))}:${pad(Math.floor(rnd() * 60))}`;
    births.push(input);
  }
  return births;
}

/** Wall-clock ms per call, plus the process CPU time of the whole loop (less sensitive to other load on the machine). */
function timeEach(births: ChartInput[], fn: (input: ChartInput) => unknown): { times: number[]; cpuMsPerCall: number } {
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (const b of births) {
    const t0 = performance.now();
    fn(b);
    times.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  return { times, cpuMsPerCall: (cpu.user + cpu.system) / 1000 / births.length };
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function report(label: string, { times, cpuMsPerCall }: { times: number[]; cpuMsPerCall: number }): void {
  const sorted = [...times].sort((a, b) => a - b);
  const total = times.reduce((s, t) => s + t, 0);
  console.log(
    `${label.padEnd(42)} median ${quantile(sorted, 0.5).toFixed(3)} ms  p95 ${quantile(sorted, 0.95).toFixed(3)} ms  ` +
      `max ${sorted[sorted.length - 1]!.toFixed(2)} ms  ${Math.round((times.length * 1000) / total)} charts/s wall  ` +
      `(CPU ${cpuMsPerCall.toFixed(3)} ms/chart incl. GC = ${Math.round(1000 / cpuMsPerCall)} charts/s per core)`,
  );
}

const births = benchBirths();

/**
 * The model with every layer made: bhava bala and the readings are made on first read
 * (shared/compose/chart.ts), which the lean API body never does; the full model's figures read them.
 */
function everyLayer(model: ChartModel): ChartModel {
  void model.bhavaBala;
  void model.predictions;
  return model;
}
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores (other work on the machine inflates wall times)`,
);
for (let r = 0; r < WARMUP_ROUNDS; r++) for (const b of births) computeChart(b);
const bytes = JSON.stringify(computeChart(births[0]!)).length;
console.log(
  `computeChart over ${births.length} varied births (Node ${process.version}); one chart is ${(bytes / 1024).toFixed(0)} KiB of JSON`,
);
report('computeChartBase (no strengths)', timeEach(births, computeChartBase));
report(
  'computeChart (full ChartModel)',
  timeEach(births, (b) => everyLayer(computeChart(b))),
);
report(
  'computeChart (lazy layers unread, as lean)',
  timeEach(births, (b) => computeChart(b)),
);
report(
  'computeChart + JSON.stringify',
  timeEach(births, (b) => JSON.stringify(computeChart(b))),
);
const transitJdUt = civilToJdUt(TRANSIT_AT.date, TRANSIT_AT.time, TRANSIT_AT.utcOffsetMinutes);
const withTransits = { transitJdUt };
console.log(`with transits at ${TRANSIT_AT.date} ${TRANSIT_AT.time} UT (JD ${transitJdUt}):`);
for (const b of births) computeChart(b, withTransits);
report(
  'computeChart + transits (warm)',
  timeEach(births, (b) => everyLayer(computeChart(b, withTransits))),
);
report(
  '  … + JSON.stringify (warm)',
  timeEach(births, (b) => JSON.stringify(computeChart(b, withTransits))),
);
for (const node of NODE_TYPES) {
  const some = births.filter((b) => b.node === node).slice(0, COLD_COUNT);
  report(
    `computeChart + transits (cold, ${node} node)`,
    timeEach(some, (b) => {
      clearIngressMemo();
      return everyLayer(computeChart(b, withTransits));
    }),
  );
}
