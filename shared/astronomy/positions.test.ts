import { describe, expect, it } from 'vitest';
import { GRAHAS } from '../vocabulary/graha';
import { deltaTSeconds } from '../time/delta-t';
import { ayanamsaDeg } from './ayanamsa';
import { nutation } from './nutation';
import { apparentSunPosition, grahaPosition, tropicalPositions } from './positions';

describe('tropicalPositions', () => {
  it('returns every graha in range; Ketu is Rahu + 180° with the same speed; nodes lie on the ecliptic', () => {
    for (let jd = 2_415_020.5; jd < 2_488_069.5; jd += 1234.567) {
      for (const node of ['mean', 'true'] as const) {
        const p = tropicalPositions(jd, node);
        expect(Object.keys(p).sort()).toEqual([...GRAHAS].sort());
        for (const g of GRAHAS) {
          expect(p[g].tropicalLongitudeDeg).toBeGreaterThanOrEqual(0);
          expect(p[g].tropicalLongitudeDeg).toBeLessThan(360);
          expect(Number.isFinite(p[g].speedDegPerDay)).toBe(true);
        }
        expect((p.Ketu.tropicalLongitudeDeg - p.Rahu.tropicalLongitudeDeg + 360) % 360).toBeCloseTo(180, 10);
        expect(p.Ketu.speedDegPerDay).toBe(p.Rahu.speedDegPerDay);
        expect(p.Rahu.latitudeDeg).toBe(0);
        if (node === 'mean') expect(p.Rahu.speedDegPerDay).toBeLessThan(0);
      }
    }
  });

  it('keeps bodies where physics puts them: Mercury ≤ 28° and Venus ≤ 48° from the Sun, Moon ~0.0026 AU, Sun ~1 AU', () => {
    for (let jd = 2_415_020.5; jd < 2_488_069.5; jd += 97.3) {
      const p = tropicalPositions(jd, 'mean');
      const elong = (g: 'Mercury' | 'Venus'): number =>
        Math.abs(((p[g].tropicalLongitudeDeg - p.Sun.tropicalLongitudeDeg + 540) % 360) - 180);
      expect(elong('Mercury')).toBeLessThan(28.5);
      expect(elong('Venus')).toBeLessThan(48);
      expect(p.Moon.distanceAu).toBeGreaterThan(0.00238);
      expect(p.Moon.distanceAu).toBeLessThan(0.00272);
      expect(p.Sun.distanceAu).toBeGreaterThan(0.983);
      expect(p.Sun.distanceAu).toBeLessThan(1.0168);
      expect(Math.abs(p.Sun.latitudeDeg) * 3600).toBeLessThan(1.5);
    }
  });

  it('speeds are the time derivatives of the longitudes (central difference over ±30 min)', () => {
    const h = 1 / 48;
    for (let jd = 2_430_000.5; jd < 2_480_000.5; jd += 3333.3) {
      const p = tropicalPositions(jd, 'true');
      const plus = tropicalPositions(jd + h, 'true');
      const minus = tropicalPositions(jd - h, 'true');
      for (const g of GRAHAS) {
        const d = ((plus[g].tropicalLongitudeDeg - minus[g].tropicalLongitudeDeg + 540) % 360) - 180;
        // Tolerance: the truncated series' skipped derivative terms (≤ 1e-5 °/day RSS) plus O(h²) curvature.
        expect(Math.abs(d / (2 * h) - p[g].speedDegPerDay)).toBeLessThan(g === 'Moon' || g === 'Rahu' || g === 'Ketu' ? 2e-4 : 5e-5);
      }
    }
  });

  it('apparentSunPosition agrees with the full call', () => {
    const jd = 2_460_000.25;
    expect(apparentSunPosition(jd)).toEqual(tropicalPositions(jd, 'mean').Sun);
  });

  it('rejects a non-finite JD or an unknown reduction, naming it', () => {
    expect(() => tropicalPositions(Number.NaN, 'mean')).toThrow(/jdUt: not a finite number/);
    expect(() => tropicalPositions(2_451_545, 'mean', 'astrometric' as never)).toThrow(/reduction: unknown "astrometric"/);
  });

  it('geometric-mean-equinox differs from apparent by exactly the physical corrections', () => {
    const arcsec = (d: number): number => (((d + 540) % 360) - 180) * 3600;
    for (let jd = 2_415_020.5; jd < 2_488_069.5; jd += 2345.6) {
      const app = tropicalPositions(jd, 'mean');
      const geo = tropicalPositions(jd, 'mean', 'geometric-mean-equinox');
      const dpsi = nutation(jd + deltaTSeconds(jd) / 86_400).nutationLongitudeDeg * 3600;
      // Sun: annual aberration −20.496″·(a/r) (light-time of the Earth's motion included).
      const sunAberration = arcsec(app.Sun.tropicalLongitudeDeg - geo.Sun.tropicalLongitudeDeg) - dpsi;
      expect(sunAberration).toBeGreaterThan(-21.0);
      expect(sunAberration).toBeLessThan(-20.0);
      // Moon: light-time only (its aberration cancels the Earth's motion): −τ × speed ≈ −0.7″.
      const tauDays = (app.Moon.distanceAu * 499.004_784) / 86_400;
      expect(arcsec(app.Moon.tropicalLongitudeDeg - geo.Moon.tropicalLongitudeDeg) - dpsi).toBeCloseTo(
        -tauDays * app.Moon.speedDegPerDay * 3600,
        2,
      );
      // Mean node: nutation only.
      expect(arcsec(app.Rahu.tropicalLongitudeDeg - geo.Rahu.tropicalLongitudeDeg)).toBeCloseTo(dpsi, 6);
      // Planets: light-time and aberration amount to at most (v_planet + v_earth)/c: (59 + 30.3 km/s)/c ≈ 61.4″ (Mercury at perihelion).
      for (const g of ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const) {
        expect(Math.abs(arcsec(app[g].tropicalLongitudeDeg - geo[g].tropicalLongitudeDeg) - dpsi)).toBeLessThan(61.5);
      }
      // The mean ayanamsa pairs with the mean equinox: true − mean = Δψ.
      expect((ayanamsaDeg(jd, 'LAHIRI') - ayanamsaDeg(jd, 'LAHIRI', 'mean')) * 3600).toBeCloseTo(dpsi, 6);
      expect(grahaPosition(jd, 'Venus', 'mean', 'geometric-mean-equinox')).toEqual(geo.Venus);
    }
  });
});
