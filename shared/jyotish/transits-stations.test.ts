/**
 * Stations against published dates: the retrograde and direct stations of Mercury–Saturn from
 * March 2024 to April 2025 as printed in common ephemeris tables (geocentric, UT, to the minute).
 * Those are tropical stations; ours are sidereal (speed minus the precession rate, 0.00004°/day),
 * moves a station by (0.00004°/day) / (the planet's acceleration): earlier for a retrograde
 * station, later for a direct one — measured −0.41 h and +0.40 h for Saturn, ∓0.27 h for Jupiter,
 * ≤ 0.07 h for Mercury, Venus and Mars. Bounds a little above: 0.6 h (Saturn), 0.5 h (Jupiter), 9 minutes.
 */
import { describe, expect, it } from 'vitest';
import { jdUtFromUnixMs } from '../time/julian';
import { findStations, type StationGraha } from './transits-stations';
import { siderealSampler } from './transits-ingress';

const PUBLISHED: [StationGraha, 'retrograde' | 'direct', string][] = [
  ['Mercury', 'retrograde', '2024-04-01T22:14Z'],
  ['Mercury', 'direct', '2024-04-25T12:54Z'],
  ['Saturn', 'retrograde', '2024-06-29T19:07Z'],
  ['Mercury', 'retrograde', '2024-08-05T04:56Z'],
  ['Mercury', 'direct', '2024-08-28T21:14Z'],
  ['Jupiter', 'retrograde', '2024-10-09T07:05Z'],
  ['Saturn', 'direct', '2024-11-15T14:20Z'],
  ['Mercury', 'retrograde', '2024-11-26T02:42Z'],
  ['Mars', 'retrograde', '2024-12-06T23:33Z'],
  ['Mercury', 'direct', '2024-12-15T20:56Z'],
  ['Jupiter', 'direct', '2025-02-04T09:40Z'],
  ['Mars', 'direct', '2025-02-24T02:00Z'],
  ['Venus', 'retrograde', '2025-03-02T00:36Z'],
  ['Mercury', 'retrograde', '2025-03-15T06:46Z'],
  ['Mercury', 'direct', '2025-04-07T11:08Z'],
  ['Venus', 'direct', '2025-04-13T01:02Z'],
];
const TOLERANCE_DAYS: Record<StationGraha, number> = {
  Mercury: 0.15 / 24,
  Venus: 0.15 / 24,
  Mars: 0.15 / 24,
  Jupiter: 0.5 / 24,
  Saturn: 0.6 / 24,
};
const jd = (iso: string) => jdUtFromUnixMs(Date.parse(iso));

describe('findStations', () => {
  const start = jd('2024-03-01T00:00Z');
  const end = jd('2025-05-01T00:00Z');
  const found = findStations('LAHIRI', 'mean', start, end);

  it('finds every published station of the window, and no other, in time order', () => {
    expect(found.map((s) => [s.graha, s.turns])).toEqual(PUBLISHED.map(([g, t]) => [g, t]));
    for (const [i, [graha, , iso]] of PUBLISHED.entries()) {
      expect(Math.abs(found[i]!.jdUt - jd(iso)), `${graha} ${iso}`).toBeLessThan(TOLERANCE_DAYS[graha]);
    }
  });

  it('puts each station where the speed changes sign', () => {
    for (const s of found) {
      const sample = siderealSampler(s.graha, 'LAHIRI', 'mean');
      const before = sample(s.jdUt - 0.5).speedDegPerDay;
      const after = sample(s.jdUt + 0.5).speedDegPerDay;
      expect(s.turns === 'retrograde' ? before > 0 && after < 0 : before < 0 && after > 0, `${s.graha} ${s.jdUt}`).toBe(true);
      expect(s.rasiIndex).toBe(Math.floor(s.siderealLongitudeDeg / 30));
    }
  });

  it('keeps to the window', () => {
    const inner = findStations('LAHIRI', 'mean', jd('2024-04-02T00:00Z'), jd('2024-08-29T00:00Z'));
    expect(inner.map((s) => `${s.graha} ${s.turns}`)).toEqual([
      'Mercury direct',
      'Saturn retrograde',
      'Mercury retrograde',
      'Mercury direct',
    ]);
  });
});
