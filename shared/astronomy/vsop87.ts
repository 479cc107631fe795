/**
 * Evaluates VSOP87B series (heliocentric, J2000 ecliptic) with their analytic time derivatives
 * and turns them into rectangular position (AU) and velocity (AU/day).
 */
import { cosRad, sinCosRad } from './trig';

/** One power of τ: flat triples [A, B, C] of A·cos(B + C·τ); only the first `derivativeTerms` rows enter the rate. */
export interface SeriesBlock {
  derivativeTerms: number;
  rows: readonly number[];
}

/** Per coordinate, blocks by power of τ (block k is multiplied by τ^k). */
export interface VsopSeries {
  L: readonly SeriesBlock[];
  B: readonly SeriesBlock[];
  R: readonly SeriesBlock[];
}

/** Heliocentric rectangular state, J2000 ecliptic: position in AU, velocity in AU/day. */
export interface StateVector {
  x: number;
  y: number;
  z: number;
  vx: number;
  vy: number;
  vz: number;
}

const DAYS_PER_MILLENNIUM = 365_250;
const sinCos = new Float64Array(2);

/**
 * Value and derivative (per millennium) of one VSOP87 coordinate at τ (millennia TDB from J2000);
 * the derivative from every term with `fullRate`, else from each block's first `derivativeTerms`.
 */
function coordinate(blocks: readonly SeriesBlock[], tau: number, out: Float64Array, fullRate: boolean): void {
  let value = 0;
  let rate = 0;
  let tauPower = 1; // τ^k
  let tauPowerPrev = 0; // k·τ^(k−1)
  for (let k = 0; k < blocks.length; k++) {
    const block = blocks[k] as SeriesBlock;
    const rows = block.rows;
    const split = fullRate ? rows.length : block.derivativeTerms * 3;
    let s = 0;
    let ds = 0;
    let i = 0;
    for (; i < split; i += 3) {
      const a = rows[i] as number;
      const c = rows[i + 2] as number;
      sinCosRad((rows[i + 1] as number) + c * tau, sinCos);
      s += a * (sinCos[1] as number);
      ds -= a * c * (sinCos[0] as number);
    }
    for (; i < rows.length; i += 3) s += (rows[i] as number) * cosRad((rows[i + 1] as number) + (rows[i + 2] as number) * tau);
    value += s * tauPower;
    rate += ds * tauPower + s * tauPowerPrev;
    tauPowerPrev = (k + 1) * tauPower;
    tauPower *= tau;
  }
  out[0] = value;
  out[1] = rate;
}

const scratch = new Float64Array(2);

/**
 * Heliocentric J2000-ecliptic state of a VSOP87B body at a Julian day TT (TDB ≈ TT, < 2 ms). The
 * velocity omits the derivatives the series marks negligible (speeds good to ~1e-5 °/day) unless
 * `fullRate`: then it is the exact rate of the position (for carrying the state forward in time).
 */
export function vsopState(series: VsopSeries, jdTt: number, fullRate = false): StateVector {
  const tau = (jdTt - 2_451_545.0) / DAYS_PER_MILLENNIUM;
  coordinate(series.L, tau, scratch, fullRate);
  const l = scratch[0] as number;
  const dl = (scratch[1] as number) / DAYS_PER_MILLENNIUM;
  coordinate(series.B, tau, scratch, fullRate);
  const b = scratch[0] as number;
  const db = (scratch[1] as number) / DAYS_PER_MILLENNIUM;
  coordinate(series.R, tau, scratch, fullRate);
  const r = scratch[0] as number;
  const dr = (scratch[1] as number) / DAYS_PER_MILLENNIUM;
  return sphericalState(l, b, r, dl, db, dr);
}

/** Rectangular state from spherical coordinates (radians, any length unit) and their rates per day. */
export function sphericalState(l: number, b: number, r: number, dl: number, db: number, dr: number): StateVector {
  const cl = Math.cos(l);
  const sl = Math.sin(l);
  const cb = Math.cos(b);
  const sb = Math.sin(b);
  return {
    x: r * cb * cl,
    y: r * cb * sl,
    z: r * sb,
    vx: dr * cb * cl - r * sb * db * cl - r * cb * sl * dl,
    vy: dr * cb * sl - r * sb * db * sl + r * cb * cl * dl,
    vz: dr * sb + r * cb * db,
  };
}
