/**
 * The series' own sine and cosine (trig.ts) against `Math.sin`/`Math.cos`: the same values to a
 * few units in the last place, for every argument the series reach inside the supported years.
 */
import { describe, expect, it } from 'vitest';
import { ELPMPP02 } from './series/elpmpp02';
import { EARTH_VSOP87B } from './series/vsop87b-earth';
import { JUPITER_VSOP87B } from './series/vsop87b-jupiter';
import { MARS_VSOP87B } from './series/vsop87b-mars';
import { MERCURY_VSOP87B } from './series/vsop87b-mercury';
import { SATURN_VSOP87B } from './series/vsop87b-saturn';
import { VENUS_VSOP87B } from './series/vsop87b-venus';
import { cosRad, sinCosRad, sinRad } from './trig';
import { MAX_YEAR, MIN_YEAR } from '../time/supported-years';
import { mulberry32 } from '../../tests/support/rng';

/** Largest |difference| from Math allowed: measured 2.2e-16 (one ulp of 1) over the sample below. */
const MAX_ABS_DIFF = 2.3e-16;
/** Beyond this |x| the three-part reduction is no longer exact and the functions defer to Math. */
const EXACT_REDUCTION_LIMIT_RAD = 2 ** 20 * (Math.PI / 2);

function worstDiff(args: Iterable<number>): number {
  const out = new Float64Array(2);
  let worst = 0;
  for (const x of args) {
    sinCosRad(x, out);
    worst = Math.max(
      worst,
      Math.abs(sinRad(x) - Math.sin(x)),
      Math.abs(cosRad(x) - Math.cos(x)),
      Math.abs((out[0] as number) - Math.sin(x)),
      Math.abs((out[1] as number) - Math.cos(x)),
    );
  }
  return worst;
}

describe('sinRad, cosRad, sinCosRad', () => {
  it('agree with Math.sin and Math.cos to one ulp of 1 over ±1e6 rad', () => {
    const rnd = mulberry32(20261127);
    const args: number[] = [];
    for (let i = 0; i < 200_000; i++) args.push((rnd() - 0.5) * 10 ** (1 + 5 * rnd()));
    expect(worstDiff(args)).toBeLessThanOrEqual(MAX_ABS_DIFF);
  });

  it('are exact at 0 and agree at the quadrant boundaries and beyond the reduction limit', () => {
    expect(sinRad(0)).toBe(0);
    expect(cosRad(0)).toBe(1);
    const edges: number[] = [];
    for (let k = -400; k <= 400; k++)
      for (const eps of [0, 1e-12, -1e-12, 1e-7, -1e-7]) edges.push((k * Math.PI) / 4 + eps, k * 1000 * (Math.PI / 2) + eps);
    for (const big of [EXACT_REDUCTION_LIMIT_RAD * 1.01, -EXACT_REDUCTION_LIMIT_RAD * 3, 1e12]) edges.push(big);
    expect(worstDiff(edges)).toBeLessThanOrEqual(MAX_ABS_DIFF);
    expect(sinRad(Number.NaN)).toBeNaN();
    expect(cosRad(Number.POSITIVE_INFINITY)).toBeNaN();
  });

  it('the series phases stay far inside the exact reduction over the supported years', () => {
    // |T| in Julian centuries from J2000 (ELP) and |τ| in millennia (VSOP87), a year's margin.
    const centuries = Math.max(2000 - MIN_YEAR, MAX_YEAR - 2000) / 100 + 0.01;
    let largest = 0;
    for (const series of [EARTH_VSOP87B, MERCURY_VSOP87B, VENUS_VSOP87B, MARS_VSOP87B, JUPITER_VSOP87B, SATURN_VSOP87B])
      for (const block of [...series.L, ...series.B, ...series.R])
        for (let i = 0; i < block.rows.length; i += 3)
          largest = Math.max(largest, Math.abs(block.rows[i + 1]!) + Math.abs(block.rows[i + 2]!) * (centuries / 10));
    for (const block of [...ELPMPP02.L, ...ELPMPP02.B, ...ELPMPP02.R])
      for (let i = 0; i < block.rows.length; i += 6) {
        let phase = 0;
        for (let k = 0; k <= 4; k++) phase += Math.abs(block.rows[i + 1 + k]!) * centuries ** k;
        largest = Math.max(largest, phase);
      }
    expect(largest).toBeLessThan(EXACT_REDUCTION_LIMIT_RAD / 10);
  });
});
