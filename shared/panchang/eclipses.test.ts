import { describe, expect, it } from 'vitest';
import { gregorianToJdn } from '../time/julian';
import { eclipsesBetween, type EclipseKind } from './eclipses';

/**
 * Every eclipse of 2023–2027 with its date (UT, greatest eclipse) and type, from NASA's Five
 * Millennium Canon of Solar Eclipses and of Lunar Eclipses (F. Espenak and J. Meeus, NASA/TP-2006-214141
 * and -2009-214172), as listed on eclipse.gsfc.nasa.gov. The 2023-04-20 eclipse is hybrid (total along
 * most of its path), so either central kind is accepted for it.
 */
const CANON: ReadonlyArray<readonly [string, EclipseKind | 'solar-hybrid']> = [
  ['2023-04-20', 'solar-hybrid'],
  ['2023-05-05', 'lunar-penumbral'],
  ['2023-10-14', 'solar-annular'],
  ['2023-10-28', 'lunar-partial'],
  ['2024-03-25', 'lunar-penumbral'],
  ['2024-04-08', 'solar-total'],
  ['2024-09-18', 'lunar-partial'],
  ['2024-10-02', 'solar-annular'],
  ['2025-03-14', 'lunar-total'],
  ['2025-03-29', 'solar-partial'],
  ['2025-09-07', 'lunar-total'],
  ['2025-09-21', 'solar-partial'],
  ['2026-02-17', 'solar-annular'],
  ['2026-03-03', 'lunar-total'],
  ['2026-08-12', 'solar-total'],
  ['2026-08-28', 'lunar-partial'],
  ['2027-02-06', 'solar-annular'],
  ['2027-02-20', 'lunar-penumbral'],
  ['2027-07-18', 'lunar-penumbral'],
  ['2027-08-02', 'solar-total'],
  ['2027-08-17', 'lunar-penumbral'],
];

const jdOfDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return gregorianToJdn(y, m, d) - 0.5;
};

describe('eclipsesBetween', () => {
  const found = eclipsesBetween(jdOfDate('2023-01-01'), jdOfDate('2028-01-01'));

  it('finds exactly the canon eclipses of 2023–2027, each on its UT date (syzygy within a day of greatest eclipse)', () => {
    expect(found).toHaveLength(CANON.length);
    for (const [i, [date, kind]] of CANON.entries()) {
      const e = found[i]!;
      expect(Math.abs(e.jdUt - (jdOfDate(date) + 0.5)), date).toBeLessThan(1);
      if (kind === 'solar-hybrid') expect(['solar-total', 'solar-annular'], date).toContain(e.kind);
      else expect(e.kind, date).toBe(kind);
    }
  });

  it('over 2001–2100 finds as many eclipses as the canon: 224 solar, 228 lunar (85 total, 57 partial, 86 penumbral)', () => {
    const century = eclipsesBetween(jdOfDate('2001-01-01'), jdOfDate('2101-01-01'));
    const count = (prefix: string) => century.filter((e) => e.kind.startsWith(prefix)).length;
    expect(count('solar')).toBe(224);
    expect(count('lunar')).toBe(228);
    expect(count('lunar-total')).toBe(85);
    // Measured: one canon penumbral eclipse of umbral magnitude ~0 comes out partial here.
    expect(Math.abs(count('lunar-partial') - 57)).toBeLessThanOrEqual(1);
    // The canon's 147 central eclipses less the few whose axis just misses the Earth (reported as partial here).
    expect(count('solar-total') + count('solar-annular')).toBeGreaterThanOrEqual(147 - 3);
  });

  it('refuses a window that ends before it starts', () => {
    expect(() => eclipsesBetween(10, 5)).toThrow(/toJdUt/);
  });
});
