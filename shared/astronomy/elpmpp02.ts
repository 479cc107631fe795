/**
 * Evaluates the ELP/MPP02 lunar series with analytic time derivatives: geocentric rectangular
 * position (km) and velocity (km/day) in the J2000 ecliptic frame (Chapront & Francou 2003:
 * the series are referred to the mean ecliptic of date and γ'(J2000); Laskar's P, Q
 * polynomials rotate them to the fixed J2000 ecliptic).
 */
import type { SeriesBlock, StateVector } from './vsop87';
import { sphericalState } from './vsop87';
import { sinCosRad, sinRad } from './trig';

/** W1 (mean lunar longitude polynomial, radians) and per-coordinate blocks (by power of T) of [A, φ0…φ4] rows. */
export interface ElpSeries {
  W1: readonly number[];
  L: readonly SeriesBlock[];
  B: readonly SeriesBlock[];
  R: readonly SeriesBlock[];
}

const DAYS_PER_CENTURY = 36_525;
const ARCSEC = Math.PI / 180 / 3600;
const scratch = new Float64Array(2);
const sinCos = new Float64Array(2);

function coordinate(blocks: readonly SeriesBlock[], t: number, out: Float64Array): void {
  const t2 = t * t;
  const t3 = t2 * t;
  let value = 0;
  let rate = 0;
  let tPower = 1;
  let tPowerPrev = 0;
  for (let k = 0; k < blocks.length; k++) {
    const block = blocks[k] as SeriesBlock;
    const rows = block.rows;
    const split = block.derivativeTerms * 6;
    let s = 0;
    let ds = 0;
    let i = 0;
    for (; i < split; i += 6) {
      const a = rows[i] as number;
      const p1 = rows[i + 2] as number;
      const p2 = rows[i + 3] as number;
      const p3 = rows[i + 4] as number;
      const p4 = rows[i + 5] as number;
      const dPhase = p1 + 2 * p2 * t + 3 * p3 * t2 + 4 * p4 * t3;
      sinCosRad((rows[i + 1] as number) + p1 * t + p2 * t2 + p3 * t3 + p4 * t2 * t2, sinCos);
      s += a * (sinCos[0] as number);
      ds += a * dPhase * (sinCos[1] as number);
    }
    for (; i < rows.length; i += 6) {
      const phase =
        (rows[i + 1] as number) +
        (rows[i + 2] as number) * t +
        (rows[i + 3] as number) * t2 +
        (rows[i + 4] as number) * t3 +
        (rows[i + 5] as number) * t2 * t2;
      s += (rows[i] as number) * sinRad(phase);
    }
    value += s * tPower;
    rate += ds * tPower + s * tPowerPrev;
    tPowerPrev = (k + 1) * tPower;
    tPower *= t;
  }
  out[0] = value;
  out[1] = rate;
}

/** Geocentric geometric Moon at a Julian day TT: J2000 ecliptic, position km, velocity km/day. */
export function moonState(series: ElpSeries, jdTt: number): StateVector {
  const t = (jdTt - 2_451_545.0) / DAYS_PER_CENTURY;
  const w = series.W1;
  const w1 = (w[0] as number) + t * ((w[1] as number) + t * ((w[2] as number) + t * ((w[3] as number) + t * (w[4] as number))));
  const dw1 = (w[1] as number) + t * (2 * (w[2] as number) + t * (3 * (w[3] as number) + t * 4 * (w[4] as number)));
  coordinate(series.L, t, scratch);
  const l = w1 + (scratch[0] as number) * ARCSEC;
  const dl = (dw1 + (scratch[1] as number) * ARCSEC) / DAYS_PER_CENTURY;
  coordinate(series.B, t, scratch);
  const b = (scratch[0] as number) * ARCSEC;
  const db = ((scratch[1] as number) * ARCSEC) / DAYS_PER_CENTURY;
  coordinate(series.R, t, scratch);
  const r = scratch[0] as number;
  const dr = (scratch[1] as number) / DAYS_PER_CENTURY;
  const s = sphericalState(l, b, r, dl, db, dr);
  // Laskar's P, Q (ELP/MPP02 paper, eq. 13): ecliptic of date → J2000 ecliptic. Their rates
  // (~1e-9 rad/day) are far below what the velocity needs, so only the position uses them exactly.
  const p = t * (0.10180391e-4 + t * (0.47020439e-6 + t * (-0.5417367e-9 + t * (-0.2507948e-11 + t * 0.463486e-14))));
  const q = t * (-0.113469002e-3 + t * (0.12372674e-6 + t * (0.1265417e-8 + t * (-0.1371808e-11 + t * -0.320334e-14))));
  const sq = Math.sqrt(1 - p * p - q * q);
  const m11 = 1 - 2 * p * p,
    m12 = 2 * p * q,
    m13 = 2 * p * sq;
  const m21 = 2 * p * q,
    m22 = 1 - 2 * q * q,
    m23 = -2 * q * sq;
  const m31 = -2 * p * sq,
    m32 = 2 * q * sq,
    m33 = 1 - 2 * p * p - 2 * q * q;
  return {
    x: m11 * s.x + m12 * s.y + m13 * s.z,
    y: m21 * s.x + m22 * s.y + m23 * s.z,
    z: m31 * s.x + m32 * s.y + m33 * s.z,
    vx: m11 * s.vx + m12 * s.vy + m13 * s.vz,
    vy: m21 * s.vx + m22 * s.vy + m23 * s.vz,
    vz: m31 * s.vx + m32 * s.vy + m33 * s.vz,
  };
}

/**
 * The series with its latitude blocks cut to terms of at least `minArcsec` (the longitude and
 * distance blocks are kept whole): for callers that need the Moon's latitude only to about an
 * arcsecond. The longitude of date does not depend on the latitude beyond the frame rotations'
 * ~1e-7 rad mixing, so it is unchanged to far below a milliarcsecond.
 */
export function withLatitudeTerms(series: ElpSeries, minArcsec: number): ElpSeries {
  const cut = (block: SeriesBlock): SeriesBlock => {
    const rows: number[] = [];
    let derivativeTerms = 0;
    for (let i = 0; i < block.rows.length; i += 6) {
      if (Math.abs(block.rows[i] as number) < minArcsec) continue;
      if (i / 6 < block.derivativeTerms) derivativeTerms++;
      for (let k = 0; k < 6; k++) rows.push(block.rows[i + k] as number);
    }
    return { ...block, rows, derivativeTerms };
  };
  return { ...series, B: series.B.map(cut) };
}
