/**
 * Instants when a graha's longitude crosses a given value (ingresses into signs, nakshatras,
 * returns), tropical or sidereal. Scans with a step short enough that the body cannot cross the
 * same longitude twice between samples (it turns only at stations), then refines each bracket by
 * the Illinois (regula falsi) method to about a tenth of a second.
 */
import type { Graha } from '../vocabulary/graha';
import type { Ayanamsa, NodeType } from '../vocabulary/settings';
import { ayanamsaDeg } from './ayanamsa';
import { grahaPosition } from './positions';
import { wrap180 } from '../math/angles';

/** Options for `findLongitudeCrossing`. */
export interface CrossingOptions {
  /** When set, the target is a sidereal longitude for this ayanamsa; otherwise tropical. */
  ayanamsa?: Ayanamsa;
  /** Node model for Rahu/Ketu; default mean. */
  node?: NodeType;
}

/** One crossing: the instant and whether the body was moving forward (direct) through the target. */
export interface LongitudeCrossing {
  jdUt: number;
  direct: boolean;
}

/** Scan steps in days: below the shortest time between a crossing and a re-crossing. */
const STEP_DAYS: Record<Graha, number> = { Sun: 5, Moon: 0.5, Mercury: 1, Venus: 2, Mars: 2, Jupiter: 4, Saturn: 4, Rahu: 1, Ketu: 1 };
const TOLERANCE_DAYS = 1e-6;

/**
 * All instants (Julian days UT, ascending) in [jdStart, jdEnd] when the graha's apparent longitude
 * equals `targetDeg` (degrees; tropical, or sidereal when `options.ayanamsa` is given).
 * The true node wobbles, so it is scanned with its own short step; the mean node moves steadily.
 */
export function findLongitudeCrossing(
  graha: Graha,
  targetDeg: number,
  jdStart: number,
  jdEnd: number,
  options: CrossingOptions = {},
): LongitudeCrossing[] {
  if (!Number.isFinite(targetDeg)) throw new RangeError(`targetDeg: not a finite number: ${targetDeg}`);
  if (!(jdEnd >= jdStart)) throw new RangeError(`jdEnd: ${jdEnd} is before jdStart ${jdStart}`);
  const node = options.node ?? 'mean';
  const step = graha === 'Rahu' || graha === 'Ketu' ? (node === 'mean' ? 20 : 0.5) : STEP_DAYS[graha];
  const offset = (jd: number): number => {
    const lon = grahaPosition(jd, graha, node).tropicalLongitudeDeg - (options.ayanamsa ? ayanamsaDeg(jd, options.ayanamsa) : 0);
    return wrap180(lon - targetDeg);
  };
  const out: LongitudeCrossing[] = [];
  let t0 = jdStart;
  let f0 = offset(t0);
  while (t0 < jdEnd) {
    const t1 = Math.min(jdEnd, t0 + step);
    const f1 = offset(t1);
    // A sign change through 0 (not the ±180° wrap on the far side) brackets a crossing.
    if (f0 === 0) out.push({ jdUt: t0, direct: f1 > 0 });
    else if (f0 * f1 < 0 && Math.abs(f0 - f1) < 180) out.push({ jdUt: refine(offset, t0, f0, t1, f1), direct: f1 > f0 });
    t0 = t1;
    f0 = f1;
  }
  if (f0 === 0 && out[out.length - 1]?.jdUt !== t0) out.push({ jdUt: t0, direct: true });
  return out;
}

/** Illinois regula falsi on a bracket [a, b] with f(a)·f(b) < 0; returns the root to TOLERANCE_DAYS. */
function refine(f: (jd: number) => number, a: number, fa: number, b: number, fb: number): number {
  let side = 0;
  let c = a;
  for (let i = 0; i < 100; i++) {
    c = (a * fb - b * fa) / (fb - fa);
    const fc = f(c);
    if (fc === 0) return c;
    if (fc * fb > 0) {
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
    if (b - a < TOLERANCE_DAYS) break;
  }
  return c;
}
