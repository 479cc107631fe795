/**
 * The Sun and Moon over a few days, as Chebyshev interpolants of the engine's own apparent
 * positions. A day's panchang asks for dozens of instants (element ends, padas, moonrise); the
 * series are evaluated at the nodes only (8 Moon and Sun positions for a 4-day window) and
 * everything else is read from the polynomials, which reproduce the direct positions to far
 * better than a second of time (checked in sky-window.test.ts).
 */
import { trueAyanamsaFromNutationDeg } from '../astronomy/ayanamsa';
import { sunAndMoon, type MoonLatitude } from '../astronomy/positions';
import type { Ayanamsa } from '../vocabulary/settings';

/** Nodes per window: the Moon over ~4.6 days to ~0.005″ (0.01 s of time), measured in sky-window.test.ts. */
const NODES = 8;

/** Continuous (unwrapped) longitudes and the Moon's latitude/distance between `startJd` and `endJd` (UT). */
export interface SkyWindow {
  startJd: number;
  endJd: number;
  /** Tropical apparent longitude of the Sun, degrees, unwrapped (may exceed 360). */
  sunDeg(jd: number): number;
  /** Tropical apparent longitude of the Moon, degrees, unwrapped. */
  moonDeg(jd: number): number;
  /** Apparent ecliptic latitude of the Moon, degrees. */
  moonLatDeg(jd: number): number;
  /** Geocentric distance of the Moon, AU. */
  moonDistanceAu(jd: number): number;
  /** The ayanamsa in use, degrees. */
  ayanamsaDeg(jd: number): number;
  /** Apparent ecliptic latitude of the Sun, degrees (within ~1″ of 0). */
  sunLatDeg(jd: number): number;
  /** Nutation in longitude Δψ, degrees. */
  nutationLongitudeDeg(jd: number): number;
  /** True obliquity of the ecliptic, degrees. */
  trueObliquityDeg(jd: number): number;
}

/** Interpolants over [startJd, endJd] (UT, at most ~5 days) for one ayanamsa; `moonLatitude` as `sunAndMoon` takes it. */
export function skyWindow(
  startJd: number,
  endJd: number,
  ayanamsa: Ayanamsa,
  nodes = NODES,
  moonLatitude: MoonLatitude = 'full',
): SkyWindow {
  const mid = (startJd + endJd) / 2;
  const half = (endJd - startJd) / 2;
  const xs = Array.from({ length: nodes }, (_, k) => Math.cos((Math.PI * (k + 0.5)) / nodes));
  const ts = xs.map((x) => mid + half * x);
  const sun: number[] = [];
  const moon: number[] = [];
  const lat: number[] = [];
  const dist: number[] = [];
  const ayan: number[] = [];
  const sunLat: number[] = [];
  const dpsi: number[] = [];
  const eps: number[] = [];
  for (const t of ts) {
    // One frame of date for both bodies and the ayanamsa: the same values as grahaPosition and ayanamsaDeg give.
    const { sun: s, moon: m, jdTt, nutation } = sunAndMoon(t, moonLatitude);
    sun.push(s.tropicalLongitudeDeg);
    moon.push(m.tropicalLongitudeDeg);
    lat.push(m.latitudeDeg);
    dist.push(m.distanceAu);
    ayan.push(trueAyanamsaFromNutationDeg(jdTt, ayanamsa, nutation.nutationLongitudeDeg));
    sunLat.push(s.latitudeDeg);
    dpsi.push(nutation.nutationLongitudeDeg);
    eps.push(nutation.trueObliquityDeg);
  }
  // Nodes run from the window's end to its start (cos decreasing); unwrap in time order.
  unwrapDescending(sun);
  unwrapDescending(moon);
  const fit = (values: number[]) => {
    const c = chebyshevCoefficients(values);
    return (jd: number) => clenshaw(c, (jd - mid) / half);
  };
  return {
    startJd,
    endJd,
    sunDeg: fit(sun),
    moonDeg: fit(moon),
    moonLatDeg: fit(lat),
    moonDistanceAu: fit(dist),
    ayanamsaDeg: fit(ayan),
    sunLatDeg: fit(sunLat),
    nutationLongitudeDeg: fit(dpsi),
    trueObliquityDeg: fit(eps),
  };
}

/** Makes longitudes sampled at decreasing times continuous, anchored at the latest sample. */
function unwrapDescending(values: number[]): void {
  for (let k = 1; k < values.length; k++) {
    let v = values[k]!;
    const previous = values[k - 1]!;
    while (v - previous > 180) v -= 360;
    while (v - previous < -180) v += 360;
    values[k] = v;
  }
}

/** cos(π·j·(k + ½)/n) by n, row j: the same for every fit of n nodes, so computed once (the values are those the sum used before). */
const cosineTables = new Map<number, Float64Array>();
function cosineTable(n: number): Float64Array {
  let table = cosineTables.get(n);
  if (!table) {
    table = new Float64Array(n * n);
    for (let j = 0; j < n; j++) for (let k = 0; k < n; k++) table[j * n + k] = Math.cos((Math.PI * j * (k + 0.5)) / n);
    cosineTables.set(n, table);
  }
  return table;
}

function chebyshevCoefficients(values: number[]): number[] {
  const n = values.length;
  const table = cosineTable(n);
  const c: number[] = [];
  for (let j = 0; j < n; j++) {
    let sum = 0;
    for (let k = 0; k < n; k++) sum += values[k]! * table[j * n + k]!;
    c.push((2 / n) * sum);
  }
  c[0] = c[0]! / 2;
  return c;
}

function clenshaw(c: number[], x: number): number {
  let b1 = 0;
  let b2 = 0;
  for (let j = c.length - 1; j >= 1; j--) {
    const b0 = 2 * x * b1 - b2 + c[j]!;
    b2 = b1;
    b1 = b0;
  }
  return x * b1 - b2 + c[0]!;
}
