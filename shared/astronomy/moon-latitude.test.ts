import { describe, expect, it } from 'vitest';
import { sunAndMoon } from './positions';

/** Measured over 1900–2100 every 7.3 days: 0.375″; the dropped terms sum to 2.0″ at most. */
const LATITUDE_TOLERANCE_ARCSEC = 0.45;

describe("the Moon with its latitude to an arcsecond ('arcsecond')", () => {
  it('keeps the longitude and distance of the full series and the latitude within 0.45″, 1900–2100', () => {
    let worst = 0;
    for (let t = 2415020.5; t < 2488070.5; t += 7.3) {
      const full = sunAndMoon(t);
      const cut = sunAndMoon(t, 'arcsecond');
      expect(Math.abs(cut.moon.tropicalLongitudeDeg - full.moon.tropicalLongitudeDeg) * 3600).toBeLessThan(1e-6);
      expect(Math.abs(cut.moon.distanceAu - full.moon.distanceAu)).toBeLessThan(1e-15);
      expect(cut.sun).toEqual(full.sun);
      worst = Math.max(worst, Math.abs(cut.moon.latitudeDeg - full.moon.latitudeDeg) * 3600);
    }
    expect(worst).toBeLessThan(LATITUDE_TOLERANCE_ARCSEC);
    expect(worst).toBeGreaterThan(0); // the cut series is in use
  });
});
