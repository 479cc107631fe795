import { describe, expect, it } from 'vitest';
import { ascendantMc, eclipticToEquatorial, equatorialToEcliptic, greenwichApparentSiderealTimeDeg } from './angles';

const DEG = Math.PI / 180;

/** Altitude (degrees) and hour angle (degrees, −180…180) of an ecliptic point (β = 0) given ARMC, latitude and obliquity. */
function horizon(lonDeg: number, armcDeg: number, latDeg: number, epsDeg: number): { altDeg: number; hourAngleDeg: number } {
  const { raDeg, decDeg } = eclipticToEquatorial(lonDeg, 0, epsDeg);
  const h = ((((armcDeg - raDeg) % 360) + 540) % 360) - 180;
  const alt =
    Math.asin(Math.sin(latDeg * DEG) * Math.sin(decDeg * DEG) + Math.cos(latDeg * DEG) * Math.cos(decDeg * DEG) * Math.cos(h * DEG)) / DEG;
  return { altDeg: alt, hourAngleDeg: h };
}

describe('ascendantMc', () => {
  it('puts the ascendant on the eastern horizon and the MC on the meridian (latitude × time matrix, equator to 89.9°)', () => {
    for (const lat of [-89.9, -80, -67, -66, -60, -45, -23.44, 0, 12.97, 28.6, 51.48, 60, 64, 66, 66.7, 69.65, 75, 85, 89.9]) {
      for (let k = 0; k < 48; k++) {
        const jd = 2_440_000.5 + k * 0.5137 + k * 97.3;
        const a = ascendantMc(jd, lat, ((77.59 - k * 7 + 540) % 360) - 180);
        const asc = horizon(a.ascendantTropicalDeg, a.armcDeg, lat, a.trueObliquityDeg);
        expect(Math.abs(asc.altDeg)).toBeLessThan(1e-9);
        expect(asc.hourAngleDeg).toBeLessThan(0); // east of the meridian: rising
        const mc = horizon(a.mcTropicalDeg, a.armcDeg, lat, a.trueObliquityDeg);
        expect(Math.abs(mc.hourAngleDeg)).toBeLessThan(1e-9);
        for (const v of [a.ascendantTropicalDeg, a.mcTropicalDeg, a.armcDeg]) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThan(360);
        }
      }
    }
  });

  it('at the poles gives an equinox point that still turns with the sky', () => {
    for (const lat of [90, -90]) {
      const seen = new Set<number>();
      for (let k = 0; k < 8; k++) {
        const asc = ascendantMc(2_447_892.5 + k * 0.125, lat, 0).ascendantTropicalDeg;
        expect(Math.min(asc, Math.abs(asc - 180), 360 - asc)).toBeLessThan(1e-6);
        seen.add(Math.round(asc) % 360);
      }
      expect([...seen].sort()).toEqual([0, 180]);
    }
  });

  it('rejects impossible places, naming the field', () => {
    expect(() => ascendantMc(2_451_545, 91, 0)).toThrow(/lat: 91/);
    expect(() => ascendantMc(2_451_545, 10, Number.NaN)).toThrow(/lon: NaN/);
  });

  it('sidereal time advances one turn per sidereal day and is continuous within 2″ across 2050', () => {
    const sidereal = 0.997_269_566_3;
    const s0 = greenwichApparentSiderealTimeDeg(2_460_000.5);
    const s1 = greenwichApparentSiderealTimeDeg(2_460_000.5 + sidereal);
    expect(Math.abs(((s1 - s0 + 540) % 360) - 180) * 3600).toBeLessThan(0.05);
    // Swiss Ephemeris' model switch on 2050-01-01 is a documented jump of ~1.9″ (not more).
    const jump = greenwichApparentSiderealTimeDeg(2_469_807.5) - greenwichApparentSiderealTimeDeg(2_469_807.5 - 1e-7) - 1e-7 * 360.985_647;
    expect(Math.abs(jump * 3600)).toBeLessThan(2.5);
    expect(Math.abs(jump * 3600)).toBeGreaterThan(1);
  });
});

describe('ecliptic ↔ equatorial', () => {
  it('round-trips and fixes the known points', () => {
    const eps = 23.4392911;
    expect(eclipticToEquatorial(90, 0, eps).decDeg).toBeCloseTo(eps, 12);
    expect(eclipticToEquatorial(90, 0, eps).raDeg).toBeCloseTo(90, 12);
    expect(eclipticToEquatorial(0, 0, eps).raDeg).toBeCloseTo(0, 12);
    for (let lon = 0; lon < 360; lon += 17.3) {
      for (const lat of [-60, -5, 0, 5, 60]) {
        const q = eclipticToEquatorial(lon, lat, eps);
        const e = equatorialToEcliptic(q.raDeg, q.decDeg, eps);
        expect(e.lonDeg).toBeCloseTo(lon, 10);
        expect(e.latDeg).toBeCloseTo(lat, 10);
      }
    }
  });
});
