/**
 * Sign ingresses of the true (osculating) Rahu. It swings up to ~2° about the mean node and
 * stations ~50 times a year (its brief direct spells can bring it back over a boundary it has
 * just crossed), so it is searched only while the mean node is within
 * TRUE_NODE_MAX_OFFSET_DEG of a boundary, and there with steps that provably miss nothing:
 * a step is skipped when the node cannot reach the boundary at its largest speed, accepted as
 * monotonic when the speed cannot change sign at its largest acceleration, and halved otherwise.
 * The bounds were measured over 1900–2100 (0.05-day samples) and widened by the margins named.
 */
import { boundariesPassed, refineCrossing, type Crossing, type GrahaSampler, type LonSample } from './transits-ingress-solve';
import { wrap180 } from '../math/angles';

/** Largest |true node − mean node|, degrees: measured 1.98° over 1900–2100; margin to 2.5°. */
export const TRUE_NODE_MAX_OFFSET_DEG = 2.5;
/** Largest |speed| of the true node, degrees/day: measured 0.259 (retrograde) over 1900–2100; margin to 0.30. */
export const TRUE_NODE_MAX_SPEED_DEG_PER_DAY = 0.3;
/** Largest |acceleration| of the true node, degrees/day²: measured 0.054 over 1900–2100; margin to 0.10. */
export const TRUE_NODE_MAX_ACCEL_DEG_PER_DAY2 = 0.1;
/**
 * Allowance for the sampler's speed versus the true rate of the sidereal longitude, degrees/day:
 * the analytic node rate keeps only the Sun's tide (≤ 1e-4 off the numerical derivative) and the
 * sampler leaves out the nutation rate of the ayanamsa (≤ 5e-5).
 */
const SPEED_SLACK_DEG_PER_DAY = 5e-4;
const MIN_STEP_DAYS = 0.5;
const MAX_STEP_DAYS = 8;
/** Halvings of a step before a bracket is refined as it is (a 0.5-day step halved 30 times is ~40 µs). */
const MAX_DEPTH = 30;

/**
 * Crossings of the true node (sampled by `sampleTrue`) in [startJdUt, endJdUt]; `sampleMean`
 * samples the mean node in the same ayanamsa, to place the search windows.
 */
export function trueNodeCrossings(sampleTrue: GrahaSampler, sampleMean: GrahaSampler, startJdUt: number, endJdUt: number): Crossing[] {
  const d = TRUE_NODE_MAX_OFFSET_DEG;
  const m0 = sampleMean(startJdUt);
  const m1 = sampleMean(endJdUt);
  const out: Crossing[] = [];
  // The true node can be at a boundary only while the mean node is within d of it.
  for (const boundary of boundariesPassed(m0.lonDeg + d, wrap180(m1.lonDeg - m0.lonDeg) - 2 * d)) {
    const enter = meanNodeAt(sampleMean, boundary + d, startJdUt, m0) - 1;
    const leave = meanNodeAt(sampleMean, boundary - d, startJdUt, m0) + 1;
    const a = Math.max(startJdUt, enter);
    const b = Math.min(endJdUt, leave);
    if (a < b) out.push(...scanWindow(sampleTrue, boundary, a, b));
  }
  return out.sort((x, y) => x.jdUt - y.jdUt);
}

/** When the (retrograde, near-uniform) mean node reaches `targetDeg`: the uniform-motion estimate plus Newton steps. */
function meanNodeAt(sampleMean: GrahaSampler, targetDeg: number, t0: number, s0: LonSample): number {
  let t = t0 + wrap180(targetDeg - s0.lonDeg) / s0.speedDegPerDay;
  for (let i = 0; i < 3; i++) {
    const s = sampleMean(t);
    t -= wrap180(s.lonDeg - targetDeg) / s.speedDegPerDay;
  }
  return t;
}

/** Every crossing of `boundaryDeg` in [a, b]: steps no longer than the time the node needs to reach the boundary. */
function scanWindow(sample: GrahaSampler, boundaryDeg: number, a: number, b: number): Crossing[] {
  const out: Crossing[] = [];
  let t0 = a;
  let s0 = sample(a);
  while (t0 < b) {
    const distance = Math.abs(wrap180(s0.lonDeg - boundaryDeg));
    const step = Math.min(MAX_STEP_DAYS, Math.max(MIN_STEP_DAYS, distance / TRUE_NODE_MAX_SPEED_DEG_PER_DAY));
    const t1 = Math.min(b, t0 + step);
    const s1 = sample(t1);
    scanStep(sample, boundaryDeg, t0, s0, t1, s1, out, 0);
    t0 = t1;
    s0 = s1;
  }
  return out;
}

function scanStep(
  sample: GrahaSampler,
  boundaryDeg: number,
  t0: number,
  s0: LonSample,
  t1: number,
  s1: LonSample,
  out: Crossing[],
  depth: number,
): void {
  const g0 = wrap180(s0.lonDeg - boundaryDeg);
  const g1 = wrap180(s1.lonDeg - boundaryDeg);
  const h = t1 - t0;
  const crosses = g0 >= 0 !== g1 >= 0;
  // Going to the boundary and back takes |g0| + |g1| of motion; more than the fastest node covers in h: no crossing.
  if (!crosses && Math.abs(g0) + Math.abs(g1) > (TRUE_NODE_MAX_SPEED_DEG_PER_DAY + SPEED_SLACK_DEG_PER_DAY) * h) return;
  // Same-signed speeds whose sum exceeds A·h: the speed cannot reach zero in between, so at most one crossing.
  const v0 = s0.speedDegPerDay;
  const v1 = s1.speedDegPerDay;
  const monotone =
    Math.sign(v0) === Math.sign(v1) && Math.abs(v0) + Math.abs(v1) > TRUE_NODE_MAX_ACCEL_DEG_PER_DAY2 * h + 2 * SPEED_SLACK_DEG_PER_DAY;
  if (monotone || depth >= MAX_DEPTH) {
    if (crosses) out.push(refineCrossing(sample, boundaryDeg, t0, s0, t1, s1));
    return;
  }
  const tm = (t0 + t1) / 2;
  const sm = sample(tm);
  scanStep(sample, boundaryDeg, t0, s0, tm, sm, out, depth + 1);
  scanStep(sample, boundaryDeg, tm, sm, t1, s1, out, depth + 1);
}
