import { describe, expect, it } from 'vitest';
import { ayanamsaDeg } from '../astronomy/ayanamsa';
import { grahaPosition } from '../astronomy/positions';
import { civilToJdUt } from '../time/julian';
import type { Ayanamsa, NodeType } from '../vocabulary/settings';
import { findIngresses, meanNodeCrossings, siderealSampler, type FoundIngress } from './transits-ingress';
import { boundariesPassed } from './transits-ingress-solve';
import { INGRESS_MEMO_SIZE, ingressesInYear, localYearStartJdUt, yearIngresses } from './transits-ingress-year';

/**
 * The reference: sample the sidereal longitude on a fine fixed grid and bisect every change of
 * floor(lon / 30) to 0.01 s. Steps: 0.5 day for Jupiter/Saturn (stations are months apart),
 * 1 day for the mean node, 0.125 day for the true node (its direct spells last days).
 */
function bruteForce(
  ayanamsa: Ayanamsa,
  node: NodeType,
  start: number,
  end: number,
  grahas: readonly ('Saturn' | 'Jupiter' | 'Rahu')[] = ['Saturn', 'Jupiter', 'Rahu'],
): FoundIngress[] {
  const found: FoundIngress[] = [];
  for (const graha of grahas) {
    const sign = (jd: number) => {
      const lon = grahaPosition(jd, graha, node).tropicalLongitudeDeg - ayanamsaDeg(jd, ayanamsa);
      return Math.floor((((lon % 360) + 360) % 360) / 30);
    };
    const step = graha !== 'Rahu' ? 0.5 : node === 'mean' ? 1 : 0.125;
    let t0 = start;
    let s0 = sign(t0);
    while (t0 < end) {
      const t1 = Math.min(end, t0 + step);
      const s1 = sign(t1);
      if (s1 !== s0) {
        let lo = t0;
        let hi = t1;
        while (hi - lo > 1e-7) {
          const mid = (lo + hi) / 2;
          if (sign(mid) === s0) lo = mid;
          else hi = mid;
        }
        if (hi < end) found.push({ graha, rasiIndex: s1, jdUt: hi, speedDegPerDay: 0 });
      }
      t0 = t1;
      s0 = s1;
    }
  }
  const ketu = found.filter((i) => i.graha === 'Rahu').map((i) => ({ ...i, graha: 'Ketu' as const, rasiIndex: (i.rasiIndex + 6) % 12 }));
  return [...found, ...ketu].sort((a, b) => a.jdUt - b.jdUt || a.graha.localeCompare(b.graha));
}

const yearWindow = (year: number, offsetMinutes = 0) =>
  [civilToJdUt(`${year}-01-01`, '00:00', offsetMinutes), civilToJdUt(`${year + 1}-01-01`, '00:00', offsetMinutes)] as const;

function expectSame(fast: readonly FoundIngress[], reference: readonly FoundIngress[], label: string): number {
  const key = (i: FoundIngress) => `${i.graha}→${i.rasiIndex}`;
  const byTime = (list: readonly FoundIngress[]) => [...list].sort((a, b) => a.jdUt - b.jdUt || a.graha.localeCompare(b.graha));
  const f = byTime(fast);
  const r = byTime(reference);
  expect(f.map(key), label).toEqual(r.map(key));
  let worstSeconds = 0;
  f.forEach((i, k) => {
    worstSeconds = Math.max(worstSeconds, Math.abs(i.jdUt - r[k]!.jdUt) * 86_400);
  });
  expect(worstSeconds, label).toBeLessThan(1);
  return worstSeconds;
}

describe('sign ingresses of Saturn, Jupiter, Rahu and Ketu', () => {
  it('match a brute-force search within a second (years with the true node turning back over a boundary included)', () => {
    const cases: [number, Ayanamsa, NodeType][] = [
      [2025, 'LAHIRI', 'mean'],
      [2025, 'LAHIRI', 'true'],
      [1900, 'YUKTESHWAR', 'mean'],
      [2063, 'TRUE_CITRA', 'mean'],
      [2100, 'KRISHNAMURTI', 'true'],
      [1999, 'FAGAN_BRADLEY', 'true'],
      // The true node crossed back and forth within days: 1935 (Raman), 1964 (Fagan/Bradley), 2040 (True Citra).
      [1935, 'RAMAN', 'true'],
      [1964, 'FAGAN_BRADLEY', 'true'],
      [2040, 'TRUE_CITRA', 'true'],
    ];
    let worst = 0;
    let ingresses = 0;
    for (const [year, ayanamsa, node] of cases) {
      const [start, end] = yearWindow(year);
      const fast = findIngresses(ayanamsa, node, start, end);
      worst = Math.max(worst, expectSame(fast, bruteForce(ayanamsa, node, start, end), `${year} ${ayanamsa} ${node}`));
      ingresses += fast.length;
    }
    console.log(
      `ingresses: ${ingresses} over ${cases.length} year/ayanamsa/node cases; worst difference from brute force ${worst.toFixed(3)} s`,
    );
    const rahu2040 = findIngresses('TRUE_CITRA', 'true', ...yearWindow(2040)).filter((i) => i.graha === 'Rahu');
    expect(rahu2040.map((i) => i.rasiIndex)).toEqual([0, 1, 0]);
  });

  it('mean Rahu: the direct solution equals the search over 1900–2100', () => {
    const sample = siderealSampler('Rahu', 'RAMAN', 'mean');
    let count = 0;
    for (let year = 1900; year <= 2100; year += 10) {
      const [start] = yearWindow(year);
      const end = yearWindow(year + 9)[1];
      const direct = meanNodeCrossings(sample, start, end).map((c) => ({ graha: 'Rahu' as const, ...c }));
      const searched = bruteForce('RAMAN', 'mean', start, end, ['Rahu']).filter((i) => i.graha === 'Rahu');
      expectSame(direct, searched, `${year}s`);
      count += direct.length;
    }
    expect(count).toBeGreaterThan(100); // ~19.3°/year: one sign every ~1.55 years
  });

  it('boundariesPassed lists exactly the boundaries where floor(lon / 30) changes', () => {
    expect(boundariesPassed(29, 2)).toEqual([30]);
    expect(boundariesPassed(30, -0.5)).toEqual([30]);
    expect(boundariesPassed(30, 5)).toEqual([]);
    expect(boundariesPassed(359, 2)).toEqual([0]);
    expect(boundariesPassed(1, -2)).toEqual([0]);
    expect(boundariesPassed(10, -45)).toEqual([0, 330]);
    expect(boundariesPassed(10, 0)).toEqual([]);
  });

  it('the year memo returns the same list, per local year, for every UTC offset', () => {
    const first = yearIngresses(2026, 'RAMAN', 'mean');
    expect(yearIngresses(2026, 'RAMAN', 'mean')).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first[0])).toBe(true);
    for (const offset of [14 * 60, 330, 0, -12 * 60]) {
      const [start, end] = yearWindow(2026, offset);
      expectSame(ingressesInYear(2026, offset, 'RAMAN', 'mean'), findIngresses('RAMAN', 'mean', start, end), `offset ${offset}`);
    }
    // The local year's start, computed without writing a date, is civilToJdUt's to the bit.
    for (let year = 1800; year <= 2200; year += 7) {
      for (let offset = -12 * 60; offset <= 14 * 60; offset += 15) {
        const date = `${String(year).padStart(4, '0')}-01-01`;
        expect(localYearStartJdUt(year, offset), `${date} ${offset}`).toBe(civilToJdUt(date, '00:00', offset));
      }
    }
    // Bounded: after INGRESS_MEMO_SIZE other keys the first entry has been recomputed (equal, not the same object).
    for (let year = 1950; year < 1950 + INGRESS_MEMO_SIZE; year++) yearIngresses(year, 'LAHIRI', 'mean');
    const again = yearIngresses(2026, 'RAMAN', 'mean');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
