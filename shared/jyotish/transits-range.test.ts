/**
 * Transits over a window: the ingresses are the engine's ingress search restricted to the
 * window, with houses counted from the natal lagna and Moon; the Sade Sati stretches tile the
 * window and agree with Saturn's sign sampled inside each stretch.
 */
import { describe, expect, it } from 'vitest';
import { computeChartBase } from '../compose/chart';
import { civilToJdUt, isoToJdUt } from '../time/julian';
import { houseFrom } from './classical';
import { findIngresses } from './transits-ingress';
import { transitPositions, sadeSatiPhase } from './transits';
import { transitsOverRange } from './transits-range';

// Moon in Aquarius-ish births put 2023–2028 Saturn (Aquarius → Pisces → Aries) through Sade Sati.
const base = computeChartBase({ date: '1985-02-20', time: '10:15', utcOffset: '+05:30', lat: 28.61, lon: 77.21, ayanamsa: 'LAHIRI' });
const start = civilToJdUt('2024-01-01', '00:00', 330);
const end = civilToJdUt('2027-01-01', '00:00', 330);
const range = transitsOverRange(base, start, end);

describe('transitsOverRange', () => {
  it('lists the ingresses of the window with houses from the lagna and Moon', () => {
    const expected = findIngresses('LAHIRI', 'mean', start, end);
    expect(range.ingresses.map((i) => [i.graha, i.jdUt])).toEqual(expected.map((i) => [i.graha, i.jdUt]));
    for (const i of range.ingresses) {
      const rasi = Math.floor(transitPositions(base, i.jdUt + 1e-3).find((p) => p.graha === i.graha)!.siderealLongitudeDeg / 30);
      expect(houseFrom(base.lagna.rasiIndex, rasi)).toBe(i.houseFromLagna);
      expect(houseFrom(base.grahas[1]!.rasiIndex, rasi)).toBe(i.houseFromMoon);
    }
  });

  it('tiles the window with Sade Sati stretches that agree with Saturn’s sign inside each', () => {
    expect(range.sadeSati[0]!.from).toBe(range.from);
    expect(range.sadeSati[range.sadeSati.length - 1]!.to).toBe(range.to);
    for (const [k, stretch] of range.sadeSati.entries()) {
      if (k > 0) expect(stretch.from).toBe(range.sadeSati[k - 1]!.to);
      if (k > 0) expect(stretch.phase).not.toBe(range.sadeSati[k - 1]!.phase);
      const middle = (isoToJdUt(stretch.from) + isoToJdUt(stretch.to)) / 2;
      const saturn = transitPositions(base, middle).find((p) => p.graha === 'Saturn')!;
      expect(sadeSatiPhase(saturn.houseFromMoon).phase).toBe(stretch.phase);
    }
    expect(range.sadeSati.some((s) => s.phase !== null)).toBe(true);
  });

  it('refuses an empty window naming the bound', () => {
    expect(() => transitsOverRange(base, end, start)).toThrow(/^endJdUt: /);
  });
});
