/** Fragility flags: a Moon minutes from a nakshatra boundary is flagged with those minutes; an ordinary birth is not. */
import { describe, expect, it } from 'vitest';
import { grahaPosition } from '../../astronomy/positions';
import { ayanamsaDeg } from '../../astronomy/ayanamsa';
import { bracketedRoot } from '../../math/search';
import { NAKSHATRA_SPAN_DEG } from '../../vocabulary/nakshatra';
import { PROFILES } from '../profiles';
import { FRAGILE_MINUTES, fragilityOf } from './fragility';

const OURS = PROFILES.default.settings;
const PLACE = { lat: 19.076, lon: 72.8777, utcOffsetMinutes: 330 };
const moonSidereal = (jd: number) => grahaPosition(jd, 'Moon', 'mean').tropicalLongitudeDeg - ayanamsaDeg(jd, 'RAMAN');

/** The instant (JD UT) the Moon enters the nakshatra after the one it is in at `jd`. */
function nextNakshatraEntry(jd: number): number {
  const target = (Math.floor((((moonSidereal(jd) % 360) + 360) % 360) / NAKSHATRA_SPAN_DEG) + 1) * NAKSHATRA_SPAN_DEG;
  const f = (t: number) => ((((moonSidereal(t) - target) % 360) + 540) % 360) - 180;
  return bracketedRoot(f, jd, f(jd), jd + 1.5, f(jd + 1.5));
}

describe('fragility', () => {
  it('flags the Moon 6 minutes before a nakshatra boundary: a later birth time by 6 minutes flips it', () => {
    const entry = nextNakshatraEntry(2_448_000.5);
    const flags = fragilityOf({ ...PLACE, jdUt: entry - 6 / 1440 }, 'default', OURS, false);
    const moon = flags.filter((f) => f.what === 'Moon nakshatra');
    expect(moon).toHaveLength(1);
    expect(moon[0]).toMatchObject({ direction: 'later', profile: 'default' });
    expect(moon[0]!.minutes).toBeCloseTo(6, 1);
    // The Moon moves about 0.5° an hour: 6 minutes is about 0.05°.
    expect(moon[0]!.marginDeg).toBeGreaterThan(0.03);
    expect(moon[0]!.marginDeg).toBeLessThan(0.07);
    expect(flags.some((f) => f.what.startsWith('Lagna'))).toBe(false); // time unknown: no lagna flags
  });

  it('flags nothing for a Moon an hour from any boundary, and the lagna only within the window', () => {
    const entry = nextNakshatraEntry(2_448_000.5);
    const flags = fragilityOf({ ...PLACE, jdUt: entry - 60 / 1440 }, 'default', OURS, true);
    expect(flags.filter((f) => f.what.startsWith('Moon'))).toEqual([]);
    for (const f of flags) expect(f.minutes).toBeLessThanOrEqual(FRAGILE_MINUTES);
  });
});
