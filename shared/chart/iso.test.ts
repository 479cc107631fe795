import { describe, expect, it } from 'vitest';
import { civilToJdUt, jdUtToIso } from '../time/julian';
import { IsoFormatter } from './iso';

describe('IsoFormatter', () => {
  it('matches jdUtToIso (rounded to the second) for many instants and offsets', () => {
    for (const offset of [-720, -570, 0, 330, 345, 570, 840]) {
      const f = new IsoFormatter(offset);
      for (let i = 0; i < 5000; i++) {
        const jd = 2415020 + i * 14.6113 + (i % 97) / 86400 + 0.49999 / 86400;
        expect(f.format(jd)).toBe(jdUtToIso(jd, offset));
      }
    }
  });

  it('round-trips a civil instant and rolls over midnight and month ends', () => {
    const f = new IsoFormatter(330);
    expect(f.format(civilToJdUt('1996-12-07', '10:34:00', 330))).toBe('1996-12-07T10:34:00+05:30');
    expect(f.format(civilToJdUt('2000-02-29', '23:59:59.6', 330))).toBe('2000-03-01T00:00:00+05:30');
  });
});
