/**
 * Placidus house cusps (the KP house system), tropical, true equinox of date: each intermediate
 * cusp is the ecliptic point that has covered a third or two thirds of its own semi-arc from
 * the meridian (11th, 12th: diurnal semi-arc from the MC; 2nd, 3rd: nocturnal from the IC),
 * found by iterating on its declination. Cusps 4–9 are opposite 10–3.
 *
 * Where the semi-arc is undefined (the ecliptic point never sets or never rises: beyond
 * 90° − ε ≈ 66.6° of latitude, and near it for some sidereal times) Placidus has no answer; the
 * cusps are then those of Porphyry (each quadrant trisected in longitude) and the result says
 * so in `fallback`, never NaN.
 */
import { normalizeDeg } from '../math/angles';

const DEG = Math.PI / 180;
/** Convergence of the semi-arc iteration, degrees (far below the 1′ KP needs). */
const CONVERGED_DEG = 1e-9;
const MAX_ITERATIONS = 100;

/** Twelve cusps, tropical degrees in [0, 360), house 1 first; `fallback` when Placidus failed. */
export interface PlacidusCusps {
  cuspsTropicalDeg: number[];
  fallback: 'porphyry' | null;
}

/** Ecliptic longitude (degrees) of the point of the ecliptic with right ascension `raDeg`. */
function longitudeOfRa(raDeg: number, obliquityDeg: number): number {
  return normalizeDeg(Math.atan2(Math.sin(raDeg * DEG), Math.cos(raDeg * DEG) * Math.cos(obliquityDeg * DEG)) / DEG);
}

/** Diurnal semi-arc (degrees) of the ecliptic point at `lonDeg`, or null when it never rises or never sets. */
function diurnalSemiArcDeg(lonDeg: number, latDeg: number, obliquityDeg: number): number | null {
  const decl = Math.asin(Math.sin(obliquityDeg * DEG) * Math.sin(lonDeg * DEG));
  const x = Math.tan(latDeg * DEG) * Math.tan(decl);
  if (Math.abs(x) >= 1) return null;
  return 90 + Math.asin(x) / DEG;
}

/**
 * One intermediate cusp: the point whose RA = ARMC + `fraction` × its diurnal semi-arc (11th: 1/3,
 * 12th: 2/3), or (below the horizon) ARMC + 180° − `fraction` × its nocturnal semi-arc (2nd: 2/3, 3rd: 1/3).
 */
function cusp(armcDeg: number, latDeg: number, obliquityDeg: number, fraction: number, below: boolean): number | null {
  let lon = longitudeOfRa(armcDeg + (below ? 180 - 90 * fraction : 90 * fraction), obliquityDeg);
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    const dsa = diurnalSemiArcDeg(lon, latDeg, obliquityDeg);
    if (dsa === null) return null;
    const ra = below ? armcDeg + 180 - fraction * (180 - dsa) : armcDeg + fraction * dsa;
    const next = longitudeOfRa(ra, obliquityDeg);
    const moved = Math.abs(((next - lon + 540) % 360) - 180);
    lon = next;
    if (moved < CONVERGED_DEG) return lon;
  }
  return null;
}

/**
 * Placidus cusps from the ARMC (right ascension of the meridian), geographic latitude, true
 * obliquity and the ascendant and MC (all degrees, tropical, of date).
 */
export function placidusCusps(armcDeg: number, latDeg: number, obliquityDeg: number, ascendantDeg: number, mcDeg: number): PlacidusCusps {
  const c11 = cusp(armcDeg, latDeg, obliquityDeg, 1 / 3, false);
  const c12 = cusp(armcDeg, latDeg, obliquityDeg, 2 / 3, false);
  const c2 = cusp(armcDeg, latDeg, obliquityDeg, 2 / 3, true);
  const c3 = cusp(armcDeg, latDeg, obliquityDeg, 1 / 3, true);
  const ic = normalizeDeg(mcDeg + 180);
  if (c11 === null || c12 === null || c2 === null || c3 === null) {
    const q1 = normalizeDeg(ascendantDeg - mcDeg) / 3;
    const q2 = normalizeDeg(ic - ascendantDeg) / 3;
    return {
      cuspsTropicalDeg: withOpposites(ascendantDeg, ascendantDeg + q2, ascendantDeg + 2 * q2, mcDeg, mcDeg + q1, mcDeg + 2 * q1),
      fallback: 'porphyry',
    };
  }
  return { cuspsTropicalDeg: withOpposites(ascendantDeg, c2, c3, mcDeg, c11, c12), fallback: null };
}

function withOpposites(c1: number, c2: number, c3: number, c10: number, c11: number, c12: number): number[] {
  const first = [c1, c2, c3].map(normalizeDeg);
  const top = [c10, c11, c12].map(normalizeDeg);
  const opp = (d: number) => normalizeDeg(d + 180);
  return [...first, ...top.map(opp), ...first.map(opp), ...top];
}
