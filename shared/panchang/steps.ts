/**
 * Where an ever-increasing angle (the Moon–Sun elongation, the Moon's sidereal longitude, the
 * yoga sum) crosses multiples of a step: the shared root finder behind tithi, karana, nakshatra,
 * pada and yoga times: the search kernel's Newton root (shared/math/search.ts) from a linear
 * guess, with the angle's rate by central difference.
 */
import { newtonRoot } from '../math/search';

/** One interval during which floor(angle / step) keeps one value `count` (0-based, unwrapped). */
export interface StepSpan {
  /** floor(angle / step) during the span, not reduced modulo the cycle. */
  count: number;
  startJd: number;
  endJd: number;
}

const DERIVATIVE_H = 1e-3;
/** Largest Newton step, days: a tithi lasts ~1 day, so a longer step has been misled by a poor guess. */
const MAX_STEP_DAYS = 2;

/** The angle less the target, and its rate (per day), at one instant. */
interface AngleSample {
  offset: number;
  rate: number;
}

/** Instant when `angle` (increasing) equals `target`, starting from `guessJd`. */
export function solveAngle(angle: (jd: number) => number, target: number, guessJd: number): number {
  const sample = (t: number): AngleSample => ({
    offset: angle(t) - target,
    rate: (angle(t + DERIVATIVE_H) - angle(t - DERIVATIVE_H)) / (2 * DERIVATIVE_H),
  });
  // Unbracketed ends: the angle increases, so it is below the target before the instant and above after.
  const problem = { sample, value: (s: AngleSample) => s.offset, slope: (s: AngleSample) => s.rate };
  return newtonRoot(problem, -Infinity, -1, Infinity, 1, { start: guessJd, maxStep: MAX_STEP_DAYS }).x;
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
