import { describe, expect, it } from 'vitest';
import { moonSignStretches } from './moon-sign-stretches';
import { signChanges } from './sign-changes';

/** Agreement with the sampled search of every sign change (sign-changes.ts), seconds: both refine the same positions. */
const AGREEMENT_S = 1;

describe('moonSignStretches', () => {
  it('finds the same entries and exits as the search of every Moon sign change, for each sign over a year', () => {
    const from = 2_461_381.5; // 2026-12-07T00:00Z
    const to = from + 365;
    const changes = signChanges(['Moon'], 'LAHIRI', 'mean', from, to);
    for (let sign = 0; sign < 12; sign++) {
      const stretches = moonSignStretches(sign, 'LAHIRI', 'mean', from, to);
      const entries = changes.filter((c) => c.rasiIndex === sign).map((c) => c.jdUt);
      const exits = changes.filter((c) => c.rasiIndex === (sign + 1) % 12).map((c) => c.jdUt);
      const starts = stretches.map((s) => s.startJdUt).filter((t) => t > from);
      const ends = stretches.map((s) => s.endJdUt).filter((t) => t < to);
      expect(starts).toHaveLength(entries.length);
      expect(ends).toHaveLength(exits.length);
      starts.forEach((t, i) => expect(Math.abs(t - entries[i]!) * 86_400).toBeLessThan(AGREEMENT_S));
      ends.forEach((t, i) => expect(Math.abs(t - exits[i]!) * 86_400).toBeLessThan(AGREEMENT_S));
      // 13 or 14 passages a year (a sidereal month is 27.32 days).
      expect(stretches.length).toBeGreaterThanOrEqual(13);
      expect(stretches.length).toBeLessThanOrEqual(15);
    }
  });

  it('clips a stretch already running at the window start', () => {
    const from = 2_461_381.5;
    const [first] = moonSignStretches(6, 'LAHIRI', 'mean', from, from + 30); // the Moon is in Tula on 2026-12-07 (outlook.test.ts)
    expect(first!.startJdUt).toBe(from);
  });
});
