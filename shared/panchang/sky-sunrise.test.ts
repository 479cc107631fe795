import { describe, expect, it } from 'vitest';
import { sunriseSunset } from '../astronomy/rise-set';
import { skySpan } from '../calendar/sky-span';
import { gregorianToJdn } from '../time/julian';
import { sunriseSunsetOnSky } from './sky-sunrise';

/** Measured worst over these 4 places × 120 days × 2 conventions: 0.08 ms; bound a little above. */
const TOLERANCE_DAYS = 0.2e-3 / 86_400;

describe('sunrise and sunset read off the interpolated sky', () => {
  it('agree with the direct computation to milliseconds, at 0°, 28°, −34° and 60° latitude, both conventions', () => {
    const start = gregorianToJdn(2026, 3, 1);
    const sky = skySpan(start - 2, start + 125, 'LAHIRI');
    let worst = 0;
    for (const [lat, lon] of [
      [0.3, 32.6],
      [28.6, 77.2],
      [-33.9, 151.2],
      [60.2, 24.9],
    ] as const) {
      for (const convention of ['upper-limb-refraction', 'disc-centre-no-refraction'] as const) {
        for (let d = 0; d < 120; d++) {
          const noon = start + d - lon / 360;
          const direct = sunriseSunset(noon, lat, lon, convention);
          const read = sunriseSunsetOnSky(sky, noon, lat, lon, convention);
          for (const k of ['sunriseJdUt', 'sunsetJdUt'] as const) {
            const off = Math.abs(read[k]! - direct[k]!);
            worst = Math.max(worst, off);
            expect(off, `${lat} ${convention} day ${d} ${k}`).toBeLessThan(TOLERANCE_DAYS);
          }
        }
      }
    }
    console.log(`sky sunrise vs direct: worst ${(worst * 86_400_000).toFixed(2)} ms`);
  });

  it('says when the Sun does not rise (polar night) as the direct computation does, and falls back outside the sky', () => {
    const start = gregorianToJdn(2026, 12, 10);
    const sky = skySpan(start - 2, start + 20, 'LAHIRI');
    expect(sunriseSunsetOnSky(sky, start + 1, 78.2, 15.6, 'upper-limb-refraction')).toEqual({ sunriseJdUt: null, sunsetJdUt: null });
    const outside = start + 200;
    expect(sunriseSunsetOnSky(sky, outside, 28.6, 77.2, 'upper-limb-refraction')).toEqual(sunriseSunset(outside, 28.6, 77.2));
  });
});
