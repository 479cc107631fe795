/**
 * Sine and cosine for the series evaluators (VSOP87, ELP/MPP02, nutation), where a chart spends
 * most of its time: ~8,000 terms, each one or two trigonometric calls.
 *
 * The argument is reduced once to r in [−π/4, π/4] and a quadrant (Cody–Waite, π/2 in three
 * 33-bit parts, so n·part is exact for |n| < 2^20), then the sine and cosine kernels of fdlibm
 * (FreeBSD k_sin.c / k_cos.c, degree 13 and 14, < 1 ulp on that interval) give both. A series
 * term that needs sin and cos of one phase pays one reduction instead of two calls to `Math`,
 * and the kernels are inlined where a call to `Math.sin` is not: measured 2× faster for a
 * sin+cos pair and 1.2× for a cosine alone (the quadrant rounded by ROUNDING_SHIFT, not Math.round). Results agree with `Math.sin`/`Math.cos` to within
 * 2.3e-16 (absolute, trig.test.ts), so a series of amplitude A moves by < 1e-15·A.
 * Beyond |x| ≥ 2^20·π/2 (≈ 1.6e6 rad, never reached by the series inside the supported years)
 * the exact product fails and they fall back to `Math`.
 */

/** 2/π. */
const TWO_OVER_PI = 6.36619772367581382433e-1;
/** π/2 = PIO2_1 + PIO2_2 + PIO2_3 (+ 8.5e-32), each with 33 significant bits (fdlibm e_rem_pio2.c). */
const PIO2_1 = 1.57079632673412561417;
const PIO2_2 = 6.0771005063039659766e-11;
const PIO2_3 = 2.0222662487111664558e-21;
/** Largest quadrant count for which the reduction is exact. */
const MAX_QUADRANTS = 1_048_576;
/**
 * 1.5·2^52: adding and subtracting it rounds a double below 2^51 to the nearest integer (ties to
 * even); measured 20 % faster per cosine than Math.round in the series loops.
 */
const ROUNDING_SHIFT = 6_755_399_441_055_744;

const S1 = -1.66666666666666324348e-1;
const S2 = 8.33333333332248946124e-3;
const S3 = -1.98412698298579493134e-4;
const S4 = 2.75573137070700676789e-6;
const S5 = -2.50507602534068634195e-8;
const S6 = 1.58969099521155010221e-10;
const C1 = 4.16666666666666019037e-2;
const C2 = -1.38888888888741095749e-3;
const C3 = 2.48015872894767294178e-5;
const C4 = -2.75573143513906633035e-7;
const C5 = 2.0875723212981748279e-9;
const C6 = -1.13596475577881948265e-11;

/**
 * sin x = SIN_OF_SIN[q]·sin r + SIN_OF_COS[q]·cos r and cos x = COS_OF_COS[q]·cos r + COS_OF_SIN[q]·sin r,
 * for x = r + q·π/2 (quadrant q = n mod 4): a table instead of a branch, whose quadrant is random from
 * one series term to the next.
 */
const SIN_OF_SIN = new Float64Array([1, 0, -1, 0]);
const SIN_OF_COS = new Float64Array([0, 1, 0, -1]);
const COS_OF_COS = new Float64Array([1, 0, -1, 0]);
const COS_OF_SIN = new Float64Array([0, -1, 0, 1]);

/** sin r for |r| ≤ π/4. */
function kernelSin(r: number): number {
  const z = r * r;
  return r + r * z * (S1 + z * (S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)))));
}

/** cos r for |r| ≤ π/4 (fdlibm's split of 1 − z/2 keeps it within 1 ulp). */
function kernelCos(r: number): number {
  const z = r * r;
  const hz = 0.5 * z;
  const w = 1 - hz;
  return w + (1 - w - hz + z * z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6))))));
}

/** sin x (radians); see the module comment for accuracy. */
export function sinRad(x: number): number {
  const n = x * TWO_OVER_PI + ROUNDING_SHIFT - ROUNDING_SHIFT;
  if (!(Math.abs(n) < MAX_QUADRANTS)) return Math.sin(x);
  const r = x - n * PIO2_1 - n * PIO2_2 - n * PIO2_3;
  const q = n & 3;
  return (SIN_OF_SIN[q] as number) * kernelSin(r) + (SIN_OF_COS[q] as number) * kernelCos(r);
}

/** cos x (radians); see the module comment for accuracy. */
export function cosRad(x: number): number {
  const n = x * TWO_OVER_PI + ROUNDING_SHIFT - ROUNDING_SHIFT;
  if (!(Math.abs(n) < MAX_QUADRANTS)) return Math.cos(x);
  const r = x - n * PIO2_1 - n * PIO2_2 - n * PIO2_3;
  const q = n & 3;
  return (COS_OF_COS[q] as number) * kernelCos(r) + (COS_OF_SIN[q] as number) * kernelSin(r);
}

/**
 * sin x and cos x (radians) with one reduction, written to out[0] and out[1] (a caller's scratch
 * array: no object per call in the series loops).
 */
export function sinCosRad(x: number, out: Float64Array): void {
  const n = x * TWO_OVER_PI + ROUNDING_SHIFT - ROUNDING_SHIFT;
  if (!(Math.abs(n) < MAX_QUADRANTS)) {
    out[0] = Math.sin(x);
    out[1] = Math.cos(x);
    return;
  }
  const r = x - n * PIO2_1 - n * PIO2_2 - n * PIO2_3;
  const q = n & 3;
  const s = kernelSin(r);
  const c = kernelCos(r);
  out[0] = (SIN_OF_SIN[q] as number) * s + (SIN_OF_COS[q] as number) * c;
  out[1] = (COS_OF_COS[q] as number) * c + (COS_OF_SIN[q] as number) * s;
}
