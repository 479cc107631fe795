import { describe, expect, it } from 'vitest';
import { sunAltitudeDeg } from '../../tests/support/sun-altitude';
import { civilToJdUt } from '../time/julian';
import { sunriseBefore, sunriseSunset } from './rise-set';

describe('sunriseSunset', () => {
  it('matches almanac times at Greenwich on the 2024 June solstice (USNO: 03:43 and 20:21 UT)', () => {
    const r = sunriseSunset(civilToJdUt('2024-06-21', '12:00', 0), 51.4769, -0.0005);
    const minutes = (jd: number | null): number => (((jd as number) + 0.5) % 1) * 1440;
    expect(Math.abs(minutes(r.sunriseJdUt) - (3 * 60 + 43))).toBeLessThan(1);
    expect(Math.abs(minutes(r.sunsetJdUt) - (20 * 60 + 21))).toBeLessThan(1);
  });

  it('lands on the defining altitude for both conventions (upper limb with refraction −0.8333°, disc centre 0°)', () => {
    for (const [lat, lon, off] of [
      [12.9716, 77.5946, 330],
      [-33.87, 151.21, 600],
      [64.14, -21.94, 0],
      [-54.8, -68.3, -180],
    ] as const) {
      for (const date of ['2024-01-15', '2024-03-20', '2024-07-04', '2024-10-31']) {
        const noon = civilToJdUt(date, '12:00', off);
        const std = sunriseSunset(noon, lat, lon);
        const centre = sunriseSunset(noon, lat, lon, 'disc-centre-no-refraction');
        for (const jd of [std.sunriseJdUt, std.sunsetJdUt]) expect(sunAltitudeDeg(jd as number, lat, lon)).toBeCloseTo(-0.8333, 3);
        for (const jd of [centre.sunriseJdUt, centre.sunsetJdUt]) expect(sunAltitudeDeg(jd as number, lat, lon)).toBeCloseTo(0, 3);
        // The upper limb appears before the centre reaches the geometric horizon.
        expect(std.sunriseJdUt as number).toBeLessThan(centre.sunriseJdUt as number);
        expect(std.sunsetJdUt as number).toBeGreaterThan(centre.sunsetJdUt as number);
      }
    }
  });

  it('returns null in polar day and polar night', () => {
    expect(sunriseSunset(civilToJdUt('2024-06-21', '12:00', 120), 70, 25)).toEqual({ sunriseJdUt: null, sunsetJdUt: null });
    expect(sunriseSunset(civilToJdUt('2024-12-21', '12:00', 120), 70, 25)).toEqual({ sunriseJdUt: null, sunsetJdUt: null });
    expect(sunriseSunset(civilToJdUt('2024-03-20', '12:00', 120), 70, 25).sunriseJdUt).not.toBeNull();
  });
});

describe('sunriseBefore', () => {
  it('gives the latest sunrise at or before the instant (the vara boundary)', () => {
    const lat = 12.9716,
      lon = 77.5946;
    const beforeDawn = civilToJdUt('2024-03-20', '03:00', 330);
    const afterDawn = civilToJdUt('2024-03-20', '09:00', 330);
    const r1 = sunriseBefore(beforeDawn, lat, lon) as number;
    const r2 = sunriseBefore(afterDawn, lat, lon) as number;
    expect(r1).toBeLessThanOrEqual(beforeDawn);
    expect(r2).toBeLessThanOrEqual(afterDawn);
    expect(r2 - r1).toBeCloseTo(1, 2);
    expect(afterDawn - r2).toBeLessThan(0.2);
    expect(sunriseBefore(civilToJdUt('2024-06-21', '12:00', 120), 70, 25)).toBeNull();
  });
});
