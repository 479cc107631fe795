/**
 * Median time of the astronomical core per chart: tropicalPositions (all nine grahas, mean or
 * true node) + ascendantMc + ayanamsaDeg, over 1,000 varied births 1900–2100.
 * Run: `npx tsx bench/positions.bench.ts`.
 */
import { ascendantMc } from '../shared/astronomy/angles';
import { ayanamsaDeg } from '../shared/astronomy/ayanamsa';
import { tropicalPositions } from '../shared/astronomy/positions';
import { AYANAMSAS } from '../shared/vocabulary/settings';
import { mulberry32 } from '../tests/support/rng';

const next = mulberry32(7);
const births = Array.from({ length: 1000 }, (_, i) => ({
  jdUt: 2_415_020.5 + next() * 73_049,
  lat: -60 + next() * 126,
  lon: -180 + next() * 360,
  node: i % 2 === 0 ? ('mean' as const) : ('true' as const),
  ayanamsa: AYANAMSAS[i % AYANAMSAS.length]!,
}));

function once(b: (typeof births)[number]): number {
  const p = tropicalPositions(b.jdUt, b.node);
  const a = ascendantMc(b.jdUt, b.lat, b.lon);
  return p.Moon.tropicalLongitudeDeg + a.ascendantTropicalDeg + ayanamsaDeg(b.jdUt, b.ayanamsa);
}

// Warm up the JIT, then time each birth separately.
let sink = 0;
for (let r = 0; r < 3; r++) for (const b of births) sink += once(b);
const samples: number[] = [];
for (const b of births) {
  const t0 = process.hrtime.bigint();
  sink += once(b);
  samples.push(Number(process.hrtime.bigint() - t0) / 1000);
}
samples.sort((x, y) => x - y);
const q = (f: number): number => samples[Math.floor(f * (samples.length - 1))]!;
console.log(
  `positions + ascendant + ayanamsa over ${births.length} births: median ${q(0.5).toFixed(1)} µs, p90 ${q(0.9).toFixed(1)} µs, p99 ${q(0.99).toFixed(1)} µs (${Math.round(1e6 / q(0.5))} per second) [checksum ${sink.toFixed(3)}]`,
);
