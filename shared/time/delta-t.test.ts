import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decimalYear, deltaTSeconds, espenakMeeusSeconds } from './delta-t';

const table = readFileSync(new URL('../../tests/fixtures/swisseph/deltat-swisseph.tsv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((l) => l.split('\t').map(Number) as [number, number, number, number]);

describe('deltaTSeconds', () => {
  // A copy check, not an independent one: delta-t-table.ts is generated from this same TSV
  // (scripts/generate-deltat.ts), so this only proves the copy and the lookup at the samples. The
  // independent check is ΔT between the samples, in swisseph-golden.test.ts (420 births).
  it('the generated table holds every row of the Swiss Ephemeris TSV it was made from (copy check)', () => {
    for (const [, , jd, dt] of table) expect(deltaTSeconds(jd)).toBeCloseTo(dt, 9);
  });

  it('is continuous at the 1899 and 2101 joins with the long-term formula', () => {
    const first = table[0]![2];
    const last = table[table.length - 1]![2];
    const eps = 1e-6;
    expect(Math.abs(deltaTSeconds(first - eps) - deltaTSeconds(first))).toBeLessThan(1e-3);
    expect(Math.abs(deltaTSeconds(last - eps) - deltaTSeconds(last + eps))).toBeLessThan(1e-3);
    // No jumps anywhere: a daily sweep across both joins never steps by more than 0.02 s.
    for (const join of [first, last]) {
      for (let jd = join - 400; jd < join + 400; jd += 1) expect(Math.abs(deltaTSeconds(jd + 1) - deltaTSeconds(jd))).toBeLessThan(0.02);
    }
  });

  it('tends to the published Espenak–Meeus values away from the table', () => {
    // 100 years beyond a join the shift has faded out completely.
    const y1700 = 2_341_972.5;
    expect(deltaTSeconds(y1700)).toBeCloseTo(espenakMeeusSeconds(decimalYear(y1700)), 9);
    expect(espenakMeeusSeconds(1000)).toBeCloseTo(1574.2, 1);
    expect(espenakMeeusSeconds(2000)).toBeCloseTo(63.86, 2);
    // Far future: the Morrison–Stephenson parabola, −20 + 32·u².
    expect(espenakMeeusSeconds(2500)).toBeCloseTo(-20 + 32 * 6.8 ** 2, 6);
  });

  it('has the expected magnitude at J2000 (63.8 s)', () => {
    expect(deltaTSeconds(2_451_545)).toBeCloseTo(63.83, 1);
  });
});
