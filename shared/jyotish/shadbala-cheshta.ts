/**
 * Cheshta bala (motional strength) after B.V. Raman, "Graha and Bhava Balas":
 * cheshta kendra = seeghrochcha − (madhya + sphuta) / 2, folded to [0°, 180°], divided by 3.
 * For Mars, Jupiter and Saturn the madhya is the planet's mean (heliocentric) longitude and
 * the seeghrochcha the mean Sun; for Mercury and Venus the madhya is the mean Sun and the
 * seeghrochcha the planet's mean heliocentric longitude. Mean longitudes come from the
 * mean orbital elements of Simon et al. (1994) as printed in Meeus, "Astronomical
 * Algorithms" (2nd ed.), table 31.A (mean equinox of date), and the sphuta is the chart's
 * tropical longitude of date, so both sit in one frame and the ayanamsa cancels. The Sun and
 * the Moon get no cheshta bala here: Raman's worked example lists 0 for both (their motion
 * is already reflected in ayana and paksha bala).
 */
import type { SaptaGraha } from '../vocabulary/graha';
import { normalizeDeg } from '../math/angles';

/** Mean heliocentric longitudes (mean equinox of date), degrees, for Julian centuries `t` from J2000. */
export function meanLongitudesDeg(t: number): {
  Sun: number;
  Mercury: number;
  Venus: number;
  Mars: number;
  Jupiter: number;
  Saturn: number;
} {
  const earth = 100.466457 + 36000.7698278 * t + 0.00030322 * t * t;
  return {
    Sun: normalizeDeg(earth + 180),
    Mercury: normalizeDeg(252.250906 + 149474.0722491 * t + 0.0003035 * t * t),
    Venus: normalizeDeg(181.979801 + 58519.2130302 * t + 0.00031014 * t * t),
    Mars: normalizeDeg(355.433 + 19141.6964471 * t + 0.00031052 * t * t),
    Jupiter: normalizeDeg(34.351519 + 3036.3027748 * t + 0.0002233 * t * t),
    Saturn: normalizeDeg(50.077444 + 1223.5110686 * t + 0.00051908 * t * t),
  };
}

/** Cheshta bala of the seven grahas, virupas in [0, 60]; `tropicalLonDeg` are the true (sphuta) longitudes of date. */
export function cheshtaBala(tropicalLonDeg: Record<SaptaGraha, number>, jdUt: number): Record<SaptaGraha, number> {
  const mean = meanLongitudesDeg((jdUt - 2_451_545) / 36_525);
  const kendra = (graha: 'Mars' | 'Jupiter' | 'Saturn' | 'Mercury' | 'Venus'): number => {
    const inner = graha === 'Mercury' || graha === 'Venus';
    const madhya = inner ? mean.Sun : mean[graha];
    const seeghrochcha = inner ? mean[graha] : mean.Sun;
    const sphuta = tropicalLonDeg[graha];
    let half = normalizeDeg(sphuta - madhya);
    if (half > 180) half -= 360;
    const k = normalizeDeg(seeghrochcha - (madhya + half / 2));
    return (k > 180 ? 360 - k : k) / 3;
  };
  return {
    Sun: 0,
    Moon: 0,
    Mars: kendra('Mars'),
    Mercury: kendra('Mercury'),
    Jupiter: kendra('Jupiter'),
    Venus: kendra('Venus'),
    Saturn: kendra('Saturn'),
  };
}
