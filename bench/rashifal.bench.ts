/**
 * Rashifal timings (issue 39): a day's rashifal for all 12 signs — one sky, twelve readings in
 * English (target ≤ 20 ms) — and, for reference, a week, a month and a year for one sign.
 * Dates are drawn from a seeded generator over 1900–2100 at New Delhi; medians after a warm-up.
 */
import { loadavg } from 'node:os';
import { rashifalFactsFor, rashifalSky } from '../shared/compose/rashifal';
import { RASHIFAL_DEFAULT_PLACE } from '../shared/compose/rashifal-period';
import { rashifalReading } from '../shared/interpretation/rashifal/reading';
import type { RashifalPeriod } from '../shared/interpretation/rashifal/facts';

let seed = 39;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pad = (n: number) => String(n).padStart(2, '0');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const dates = (n: number) =>
  Array.from(
    { length: n },
    () => `${1900 + Math.floor(random() * 200)}-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}`,
  );

function time(period: RashifalPeriod, signs: number, runs: number): number {
  const list = dates(runs);
  const one = (date: string) => {
    const sky = rashifalSky({ period, date, place: RASHIFAL_DEFAULT_PLACE, ayanamsa: 'LAHIRI', node: 'mean' });
    for (let s = 0; s < signs; s++) rashifalReading(rashifalFactsFor(sky, s), 'en');
  };
  for (const d of list.slice(0, 5)) one(d);
  return median(
    list.map((d) => {
      const t = performance.now();
      one(d);
      return performance.now() - t;
    }),
  );
}

console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')} (figures are only meaningful on an idle machine)`,
);
const day12 = time('day', 12, 200);
console.log(`rashifal, a day for all 12 signs: median ${day12.toFixed(2)} ms (target ≤ 20 ms: ${day12 <= 20 ? 'MET' : 'NOT MET'})`);
for (const period of ['week', 'month', 'year'] as const)
  console.log(`rashifal, a ${period} for one sign: median ${time(period, 1, 40).toFixed(2)} ms`);
