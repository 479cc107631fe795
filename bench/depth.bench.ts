/**
 * Astrologer-depth timings (issue 41): for one computed chart, the three other dashas (Yogini,
 * Ashtottari, Chara by K.N. Rao) with antardashas, the KP chart and one varshaphal (target
 * ≤ 5 ms together), each also alone. The chart itself is cast beforehand (the API reuses it).
 * Births drawn from a seeded generator over 1900–2100 at ±50° latitude; medians after a warm-up.
 */
import { loadavg } from 'node:os';
import { computeChartBase } from '../shared/compose/chart';
import { computeDashas } from '../shared/compose/dashas';
import { computeKp } from '../shared/compose/kp';
import { computeVarshaphal } from '../shared/compose/varshaphal';
import type { ChartBase } from '../shared/model/chart';

let seed = 41;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pad = (n: number) => String(n).padStart(2, '0');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const charts: ChartBase[] = Array.from({ length: 200 }, () =>
  computeChartBase({
    date: `${1900 + Math.floor(random() * 190)}-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}`,
    time: `${pad(Math.floor(random() * 24))}:${pad(Math.floor(random() * 60))}`,
    utcOffset: '+05:30',
    lat: -50 + random() * 100,
    lon: -180 + random() * 360,
    ayanamsa: 'LAHIRI',
  }),
);

function time(label: string, work: (chart: ChartBase) => unknown): number {
  for (const c of charts.slice(0, 10)) work(c);
  const ms = median(
    charts.map((c) => {
      const t = performance.now();
      work(c);
      return performance.now() - t;
    }),
  );
  console.log(`${label}: median ${ms.toFixed(3)} ms`);
  return ms;
}

console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')} (figures are only meaningful on an idle machine)`,
);
time('yogini', (c) => computeDashas(c, 'yogini'));
time('ashtottari', (c) => computeDashas(c, 'ashtottari'));
time('chara (kn-rao)', (c) => computeDashas(c, 'chara', 'kn-rao'));
time('kp', (c) => computeKp(c));
time('varshaphal (year 30)', (c) => computeVarshaphal(c, 30));
const all = time('all three dashas + KP + one varshaphal', (c) => {
  computeDashas(c, 'yogini');
  computeDashas(c, 'ashtottari');
  computeDashas(c, 'chara');
  computeKp(c);
  computeVarshaphal(c, 30);
});
console.log(`target ≤ 5 ms: ${all <= 5 ? 'MET' : 'NOT MET'}`);
