/**
 * The stretches in which the Moon holds one sidereal sign (chandrashtama: the 8th sign from the
 * natal Moon), found directly: the Moon never turns retrograde, so each entry and exit is one
 * root of its longitude less the sign's edge, reached by Newton's method from a mean-motion guess
 * with the Moon's own speed — three or four positions per edge, about a hundred for a year,
 * where sampling every sign change of the year (sign-changes.ts) takes several hundred. Same
 * positions as sign-changes.ts (siderealSampler), so the instants agree with it.
 */
import { wrap180 } from '../math/angles';
import type { Ayanamsa, NodeType } from '../vocabulary/settings';
import { siderealSampler } from './transits-ingress';

/** The Moon's mean sidereal motion, degrees per day (a sidereal month of 27.32 days). */
const MOON_MEAN_DEG_PER_DAY = 360 / 27.321_66;
/** Newton stops when the longitude is this close to the edge, degrees (~0.1 s of the Moon's motion). */
const EDGE_TOLERANCE_DEG = 1e-6;
const MAX_ITERATIONS = 12;

/** A stretch of the Moon in the sign, Julian days UT; clipped to the window asked for. */
export interface MoonStretch {
  startJdUt: number;
  endJdUt: number;
}

/**
 * The stretches with the Moon in sign `signIndex` (0 = Mesha) overlapping `[fromJdUt, toJdUt)`,
 * in time order; the first starts at `fromJdUt` when the Moon is already there, the last ends at
 * `toJdUt` when it is still there.
 */
export function moonSignStretches(signIndex: number, ayanamsa: Ayanamsa, node: NodeType, fromJdUt: number, toJdUt: number): MoonStretch[] {
  if (!Number.isInteger(signIndex) || signIndex < 0 || signIndex > 11) throw new RangeError(`signIndex: expected 0–11, got ${signIndex}`);
  if (!(toJdUt > fromJdUt)) throw new RangeError(`toJdUt: expected a window end after fromJdUt, got ${fromJdUt}–${toJdUt}`);
  const moon = siderealSampler('Moon', ayanamsa, node);
  /** The instant near `guessJdUt` when the Moon's sidereal longitude is `edgeDeg`. */
  const reach = (edgeDeg: number, guessJdUt: number): number => {
    let t = guessJdUt;
    for (let i = 0; i < MAX_ITERATIONS; i++) {
      const s = moon(t);
      const off = wrap180(edgeDeg - s.lonDeg);
      if (Math.abs(off) < EDGE_TOLERANCE_DEG) break;
      t += off / s.speedDegPerDay;
    }
    return t;
  };
  const entryDeg = signIndex * 30;
  const exitDeg = (entryDeg + 30) % 360;
  const out: MoonStretch[] = [];
  const now = moon(fromJdUt).lonDeg;
  const inside = Math.floor(now / 30) === signIndex;
  // Degrees still to go to the next edge that matters: the exit when inside, else the entry.
  const ahead = ((((inside ? exitDeg : entryDeg) - now) % 360) + 360) % 360;
  let edge = reach(inside ? exitDeg : entryDeg, fromJdUt + ahead / MOON_MEAN_DEG_PER_DAY);
  if (inside) {
    out.push({ startJdUt: fromJdUt, endJdUt: Math.min(edge, toJdUt) });
    edge = reach(entryDeg, edge + 330 / MOON_MEAN_DEG_PER_DAY);
  }
  while (edge < toJdUt) {
    const exit = reach(exitDeg, edge + 30 / MOON_MEAN_DEG_PER_DAY);
    out.push({ startJdUt: edge, endJdUt: Math.min(exit, toJdUt) });
    edge = reach(entryDeg, exit + 330 / MOON_MEAN_DEG_PER_DAY);
  }
  return out;
}
