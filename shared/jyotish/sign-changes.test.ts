import { describe, expect, it } from 'vitest';
import { GRAHAS } from '../vocabulary/graha';
import { gregorianToJdn } from '../time/julian';
import { siderealSampler } from './transits-ingress';
import { signChanges } from './sign-changes';

const jd = (y: number, m: number, d: number) => gregorianToJdn(y, m, d) - 0.5;
const signAt = (graha: 'Moon' | 'Sun' | 'Mercury' | 'Venus' | 'Mars', t: number) =>
  Math.floor(siderealSampler(graha, 'LAHIRI', 'mean')(t).lonDeg / 30);

describe('signChanges', () => {
  const from = jd(2025, 1, 1);
  const to = jd(2026, 1, 1);
  const changes = signChanges(GRAHAS, 'LAHIRI', 'mean', from, to);

  it('the Moon changes sign twelve times in each sidereal month (27.32 days): 160 or 161 times in a year', () => {
    const moon = changes.filter((c) => c.graha === 'Moon');
    expect(moon.length).toBeGreaterThanOrEqual(160);
    expect(moon.length).toBeLessThanOrEqual(161);
  });

  it('the Sun makes the twelve sankrantis of 2025, Makara on 14 January (UT)', () => {
    const sun = changes.filter((c) => c.graha === 'Sun');
    expect(sun).toHaveLength(12);
    const makara = sun.find((c) => c.rasiIndex === 9)!;
    // Makar Sankranti falls on 14 January 2025 (IST) in every almanac; the minute is the calendar's concern.
    expect(makara.jdUt).toBeGreaterThan(jd(2025, 1, 13) + 18.5 / 24);
    expect(makara.jdUt).toBeLessThan(jd(2025, 1, 14) + 18.5 / 24);
  });

  it('each change is a true boundary: the sign a minute before differs and a minute after is the one entered', () => {
    const minute = 1 / 1440;
    for (const c of changes.filter((x) => x.graha === 'Moon' || x.graha === 'Mercury' || x.graha === 'Mars')) {
      const g = c.graha as 'Moon' | 'Mercury' | 'Mars';
      expect(signAt(g, c.jdUt + minute)).toBe(c.rasiIndex);
      expect(signAt(g, c.jdUt - minute)).not.toBe(c.rasiIndex);
    }
  });

  it('Mercury retrogrades back into a sign it left (entered moving backwards) at least once a year', () => {
    expect(changes.some((c) => c.graha === 'Mercury' && c.retrograde)).toBe(true);
  });

  it('is in time order and refuses an empty window', () => {
    for (let i = 1; i < changes.length; i++) expect(changes[i]!.jdUt).toBeGreaterThanOrEqual(changes[i - 1]!.jdUt);
    expect(() => signChanges(GRAHAS, 'LAHIRI', 'mean', to, from)).toThrow(/endJdUt/);
  });
});
