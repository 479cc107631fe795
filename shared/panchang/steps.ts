/**
 * Where an ever-increasing angle (the Moon–Sun elongation, the Moon's sidereal longitude, the
 * yoga sum) crosses multiples of a step: the shared root finder behind tithi, karana, nakshatra,
 * pada and yoga times. Newton's method on the interpolated angle, to ~0.01 s.
 */

/** One interval during which floor(angle / step) keeps one value `count` (0-based, unwrapped). */
export interface StepSpan {
  /** floor(angle / step) during the span, not reduced modulo the cycle. */
  count: number;
  startJd: number;
  endJd: number;
}

const TOLERANCE_DAYS = 1e-7;
const DERIVATIVE_H = 1e-3;

/** Instant when `angle` (increasing) equals `target`, starting from `guessJd`. */
export function solveAngle(angle: (jd: number) => number, target: number, guessJd: number): number {
  let t = guessJd;
  for (let i = 0; i < 30; i++) {
    const f = angle(t) - target;
    const rate = (angle(t + DERIVATIVE_H) - angle(t - DERIVATIVE_H)) / (2 * DERIVATIVE_H);
    const dt = -f / rate;
    t += Math.max(-2, Math.min(2, dt));
    if (Math.abs(dt) < TOLERANCE_DAYS) break;
  }
  return t;
}

/**
 * The spans of floor(angle/step) covering [fromJd, toJd]: the first starts at or before
 * `fromJd`, the last ends after `toJd`; contiguous (each ends where the next starts).
 */
export function stepSpans(angle: (jd: number) => number, step: number, fromJd: number, toJd: number): StepSpan[] {
  const a0 = angle(fromJd);
  let count = Math.floor(a0 / step);
  const rate = (angle(fromJd + DERIVATIVE_H) - angle(fromJd - DERIVATIVE_H)) / (2 * DERIVATIVE_H);
  let start = solveAngle(angle, count * step, fromJd - (a0 - count * step) / rate);
  const spans: StepSpan[] = [];
  for (let guard = 0; guard < 12; guard++) {
    const end = solveAngle(angle, (count + 1) * step, start + step / rate);
    spans.push({ count, startJd: start, endJd: end });
    if (end > toJd) break;
    start = end;
    count += 1;
  }
  return spans;
}
