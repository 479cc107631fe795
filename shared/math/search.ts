/**
 * The engine's one numeric search kernel: where a function of time crosses zero inside a bracket
 * (a root), and where its slope does (an extremum). Every instant the engine solves for goes
 * through it: sunrise and sunset, moonrise and moonset, the end times of tithi, karana,
 * nakshatra, pada and yoga, new moons, sign ingresses and stations.
 *
 * Tolerance policy (docs/decisions/search-kernel.md), in the argument's unit (days for every
 * caller):
 * - a root, where the function passes zero with a non-zero slope, to ROOT_TOLERANCE_DAYS;
 * - an extremum, where the slope passes zero, to EXTREMUM_TOLERANCE_DAYS.
 * Callers do not choose their own tolerance.
 *
 * A bracket [a, b] carries the function's value at each end, of opposite signs. An end may be
 * infinite (a search from a guess that cannot be bracketed cheaply, such as an ever-increasing
 * angle), its value then a stand-in of the right sign (±1): the bracket closes as samples land.
 */

/**
 * Roots to 1e-7 day (≈ 9 ms): far below the one second the engine's instants are shown and
 * checked at (Swiss Ephemeris and panchang goldens), and costing at most one more step than a
 * looser bound, since Newton and Illinois both converge superlinearly near a simple root.
 */
export const ROOT_TOLERANCE_DAYS = 1e-7;

/**
 * Extrema to 1e-4 day (≈ 9 s): at an extremum the value is flat (it changes with the square of
 * the time error), so a station's instant is defined no better than this by the motion itself;
 * a Mars station 9 s off is off in longitude by far less than a milliarcsecond.
 */
export const EXTREMUM_TOLERANCE_DAYS = 1e-4;

/** Iterations before a search gives up and returns its best estimate (never reached by the engine's smooth functions). */
const MAX_ITERATIONS = 80;

/** A function to search, sampled once per step; `S` is the caller's sample (e.g. a longitude with its speed). */
export interface NewtonProblem<S> {
  /** The sample at `x`. */
  sample(x: number): S;
  /** The function's value at a sample; the root is where it is 0. */
  value(s: S): number;
  /** The function's slope at a sample (per unit of x). */
  slope(s: S): number;
}

/** Where a search ended: the root and the last sample taken (null when an end of the bracket was already the root). */
export interface Found<S> {
  x: number;
  at: S | null;
}

/** Options of {@link newtonRoot}. */
export interface NewtonOptions {
  /** First point to sample; default the regula-falsi point of a finite bracket, else its midpoint. */
  start?: number;
  /** Largest step (|x| units) a Newton step may take, for functions whose slope can mislead far from the root. */
  maxStep?: number;
}

/**
 * Root of a function in the bracket [a, b] (`fa`, `fb` its values at the ends, of opposite signs
 * or `fa` zero): Newton steps with the sampled slope, kept inside the bracket, which shrinks with
 * every sample; a step that would leave it bisects instead (e.g. near a station). Stops when a
 * step or the bracket is below ROOT_TOLERANCE_DAYS. A sample whose value is not finite ends the
 * search with x = NaN: the caller's "no such instant" (e.g. the Sun never reaching the horizon).
 */
export function newtonRoot<S>(
  problem: NewtonProblem<S>,
  a: number,
  fa: number,
  b: number,
  fb: number,
  options: NewtonOptions = {},
): Found<S> {
  if (fa === 0) return { x: a, at: null };
  const maxStep = options.maxStep ?? Infinity;
  const finite = Number.isFinite(a) && Number.isFinite(b);
  let t = options.start ?? (finite && fb !== fa ? a - (fa * (b - a)) / (fb - fa) : (a + b) / 2);
  let s = problem.sample(t);
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    const f = problem.value(s);
    if (f === 0) return { x: t, at: s };
    if (!Number.isFinite(f)) return { x: NaN, at: s };
    if (Math.sign(f) === Math.sign(fa)) {
      a = t;
      fa = f;
    } else {
      b = t;
      fb = f;
    }
    const step = Math.max(-maxStep, Math.min(maxStep, -f / problem.slope(s)));
    const newton = t + step;
    // A step this small has converged (it may even round to t itself, at the edge of the bracket).
    if (Math.abs(step) < ROOT_TOLERANCE_DAYS) return { x: newton, at: s };
    const inside = Number.isFinite(newton) && newton > a && newton < b;
    const next = inside || !(Number.isFinite(a) && Number.isFinite(b)) ? newton : (a + b) / 2;
    if (b - a < ROOT_TOLERANCE_DAYS) return { x: next, at: s };
    t = next;
    s = problem.sample(t);
  }
  return { x: t, at: s };
}

/**
 * Root of `f` in [a, b] without its slope (`fa`, `fb` of opposite signs): Illinois regula falsi,
 * to `tolerance` (ROOT_TOLERANCE_DAYS unless searching a slope, see {@link extremumOf}).
 */
export function bracketedRoot(
  f: (x: number) => number,
  a: number,
  fa: number,
  b: number,
  fb: number,
  tolerance = ROOT_TOLERANCE_DAYS,
): number {
  if (fa === 0) return a;
  if (fb === 0) return b;
  let side = 0;
  for (let i = 0; i < MAX_ITERATIONS && b - a > tolerance; i++) {
    const c = fb === fa ? (a + b) / 2 : (a * fb - b * fa) / (fb - fa);
    const fc = f(c);
    if (fc === 0) return c;
    if (Math.sign(fc) === Math.sign(fb)) {
      b = c;
      fb = fc;
      if (side === -1) fa /= 2;
      side = -1;
    } else {
      a = c;
      fa = fc;
      if (side === 1) fb /= 2;
      side = 1;
    }
  }
  return (a + b) / 2;
}

/**
 * Extremum of a function in [a, b], given its slope there (`slopeA`, `slopeB` of opposite signs):
 * the root of the slope, to EXTREMUM_TOLERANCE_DAYS.
 */
export function extremumOf(slope: (x: number) => number, a: number, slopeA: number, b: number, slopeB: number): number {
  return bracketedRoot(slope, a, slopeA, b, slopeB, EXTREMUM_TOLERANCE_DAYS);
}
