import { describe, expect, it } from 'vitest';
import { civilToJdUt } from '../time/julian';
import { ayanamsaDeg } from './ayanamsa';
import { grahaPosition } from './positions';
import { findLongitudeCrossing } from './search';

const wrap = (d: number): number => ((((d + 180) % 360) + 360) % 360) - 180;

describe('findLongitudeCrossing', () => {
  it('finds the 2024 March equinox (Sun at 0° tropical) within a minute of the almanac (03:06 UT, 20 March)', () => {
    const c = findLongitudeCrossing('Sun', 0, civilToJdUt('2024-03-01', '00:00', 0), civilToJdUt('2024-04-01', '00:00', 0));
    expect(c).toHaveLength(1);
    expect(Math.abs(c[0]!.jdUt - civilToJdUt('2024-03-20', '03:06', 0)) * 1440).toBeLessThan(1);
    expect(c[0]!.direct).toBe(true);
  });

  it('finds every crossing of a retrograde loop, each exact to a fraction of an arcsecond', () => {
    // Mercury's sidereal longitude over 2024: retrograde loops produce triple crossings of some points.
    const start = civilToJdUt('2024-01-01', '00:00', 0);
    const end = civilToJdUt('2025-01-01', '00:00', 0);
    for (const target of [0, 30, 150, 240]) {
      const found = findLongitudeCrossing('Mercury', target, start, end, { ayanamsa: 'LAHIRI' });
      expect(found.length).toBeGreaterThanOrEqual(1);
      for (const c of found) {
        const sid = grahaPosition(c.jdUt, 'Mercury', 'mean').tropicalLongitudeDeg - ayanamsaDeg(c.jdUt, 'LAHIRI');
        expect(Math.abs(wrap(sid - target)) * 3600).toBeLessThan(0.5);
        expect(c.direct).toBe(grahaPosition(c.jdUt, 'Mercury', 'mean').speedDegPerDay > 0);
      }
    }
    // Mercury's three 2024 retrogrades: at least one sign cusp is crossed forward, back and forward again.
    const counts = Array.from(
      { length: 12 },
      (_, k) => findLongitudeCrossing('Mercury', 30 * k, start, end, { ayanamsa: 'LAHIRI' }).length,
    );
    expect(Math.max(...counts)).toBe(3);
  });

  it('handles slow bodies and nodes: Saturn and mean Rahu ingresses within a year', () => {
    const start = civilToJdUt('2025-01-01', '00:00', 0);
    const end = civilToJdUt('2026-01-01', '00:00', 0);
    // Saturn enters sidereal Pisces (330°, Lahiri) on 2025-03-29 (widely published).
    const saturn = findLongitudeCrossing('Saturn', 330, start, end, { ayanamsa: 'LAHIRI' });
    expect(saturn.length).toBeGreaterThanOrEqual(1);
    expect(Math.abs(saturn[0]!.jdUt - civilToJdUt('2025-03-29', '12:00', 0))).toBeLessThan(1.5);
    // Mean Rahu moves backwards through sidereal Aquarius/Pisces cusp (330°) in May 2025.
    const rahu = findLongitudeCrossing('Rahu', 330, start, end, { ayanamsa: 'LAHIRI' });
    expect(rahu).toHaveLength(1);
    expect(rahu[0]!.direct).toBe(false);
    expect(Math.abs(rahu[0]!.jdUt - civilToJdUt('2025-05-18', '12:00', 0))).toBeLessThan(3);
  });

  it('rejects a reversed interval', () => {
    expect(() => findLongitudeCrossing('Sun', 0, 10, 5)).toThrow(/jdEnd: 5 is before jdStart 10/);
  });
});
