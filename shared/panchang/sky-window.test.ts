/**
 * The interpolated Sun and Moon against the engine's direct positions, for the two window
 * shapes in use: a day (≈4.6 days, 8 nodes) and a month row chunk (10 days, 14 nodes). An
 * error of 0.05″ in the Moon is 0.1 s of time; the almanac precision is a minute.
 */
import { describe, expect, it } from 'vitest';
import { ayanamsaDeg } from '../astronomy/ayanamsa';
import { grahaPosition } from '../astronomy/positions';
import { wrap180 } from '../math/angles';
import { skyWindow } from './sky-window';

const ARCSEC = 1 / 3600;

describe('skyWindow', () => {
  for (const [label, length, nodes] of [
    ['day', 4.6, undefined],
    ['month chunk', 10, 14],
  ] as const) {
    it(`reproduces direct positions over a ${label} window`, () => {
      let worstMoon = 0;
      let worstSun = 0;
      let worstLat = 0;
      let worstAyanamsa = 0;
      for (const start of [2_378_500.3, 2_415_020.5, 2_451_545.0, 2_460_996.2, 2_488_000.7]) {
        const sky = skyWindow(start, start + length, 'LAHIRI', nodes);
        for (let i = 0; i <= 20; i++) {
          const t = start + (length * i) / 20;
          const moon = grahaPosition(t, 'Moon', 'mean');
          worstMoon = Math.max(worstMoon, Math.abs(wrap180(sky.moonDeg(t) - moon.tropicalLongitudeDeg)));
          worstLat = Math.max(worstLat, Math.abs(sky.moonLatDeg(t) - moon.latitudeDeg));
          worstSun = Math.max(worstSun, Math.abs(wrap180(sky.sunDeg(t) - grahaPosition(t, 'Sun', 'mean').tropicalLongitudeDeg)));
          worstAyanamsa = Math.max(worstAyanamsa, Math.abs(sky.ayanamsaDeg(t) - ayanamsaDeg(t, 'LAHIRI')));
        }
      }
      expect(worstMoon).toBeLessThan(0.05 * ARCSEC);
      expect(worstLat).toBeLessThan(0.05 * ARCSEC);
      expect(worstSun).toBeLessThan(0.01 * ARCSEC);
      expect(worstAyanamsa).toBeLessThan(0.01 * ARCSEC);
    });
  }
});
