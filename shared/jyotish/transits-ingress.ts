/**
 * Sign ingresses of the slow grahas (Saturn, Jupiter, Rahu, Ketu) in a window of Julian days
 * (UT), for one ayanamsa and node model, each instant refined to well under a second:
 * - mean Rahu moves uniformly backwards (≈ −0.053°/day; nutation cancels against the true
 *   ayanamsa's), so each boundary between its longitudes at the window's ends is crossed once,
 *   at the instant the linear motion predicts, polished by Newton steps;
 * - Jupiter and Saturn are sampled every PLANET_STEP_DAYS and refined only where a boundary lies
 *   between two samples (stations split a step into monotonic halves);
 * - the true node is searched only where the mean node is near a boundary (transits-ingress-true-node.ts).
 * Ketu is Rahu + 180°: Rahu's instants, into the opposite signs.
 */
import { ayanamsaDeg } from '../astronomy/ayanamsa';
import { grahaPosition, type PositionReduction } from '../astronomy/positions';
import { generalPrecessionRateDegPerDay } from '../astronomy/precession';
import type { Graha } from '../vocabulary/graha';
import type { Ayanamsa, NodeType } from '../vocabulary/settings';
import {
  boundariesPassed,
  monotoneCrossings,
  refineCrossing,
  type Crossing,
  type GrahaSampler,
  type LonSample,
} from './transits-ingress-solve';
import { normalizeDeg, wrap180 } from '../math/angles';
import { extremumOf } from '../math/search';
import { trueNodeCrossings } from './transits-ingress-true-node';

/** The grahas whose ingresses the transit layer reports, slowest first. */
export const INGRESS_GRAHAS = ['Saturn', 'Jupiter', 'Rahu', 'Ketu'] as const;
/** One of the ingress grahas. */
export type IngressGraha = (typeof INGRESS_GRAHAS)[number];

/** One found ingress: the graha enters `rasiIndex` (0 = Aries) at `jdUt`, moving at `speedDegPerDay` (sidereal). */
export interface FoundIngress {
  graha: IngressGraha;
  rasiIndex: number;
  jdUt: number;
  speedDegPerDay: number;
}

/**
 * Sampling step for Jupiter and Saturn, days. Over 1900–2100 their stations are at least 117
 * (Jupiter) and 133 (Saturn) days apart, so a step holds at most one; and a station is at least
 * 58 (Jupiter) and 65 (Saturn) days from the fastest retrograde motion (0.5-day samples), and
 * months from the fastest direct motion, so across a step holding a station the speed changes
 * monotonically and |speed| never exceeds its value at the ends.
 */
export const PLANET_STEP_DAYS = 30;

/**
 * Sampling step for Mars, days. Its stations are at least ~58 days apart (the shortest
 * retrograde stretch) and at least ~29 days from its fastest retrograde motion (opposition), so a
 * 15-day step holds at most one station with the speed monotonic across it, as PLANET_STEP_DAYS
 * argues for Jupiter and Saturn; at ≤ 0.8°/day a step moves ≤ 12°, well inside the half circle
 * `monotoneCrossings` unwraps.
 */
export const MARS_STEP_DAYS = 15;

/**
 * Sidereal longitude (degrees, [0, 360)) and sidereal speed (tropical speed − precession rate)
 * of one graha in the given ayanamsa and node model; the same positions the chart uses.
 */
export function siderealSampler(
  graha: Exclude<Graha, 'Ketu'>,
  ayanamsa: Ayanamsa,
  node: NodeType,
  reduction: PositionReduction = 'apparent',
): GrahaSampler {
  // Positions on the mean equinox pair with the mean ayanamsa (see ayanamsa.ts), apparent ones with the true.
  const ayanamsaKind = reduction === 'apparent' ? 'true' : 'mean';
  return (jdUt) => {
    const p = grahaPosition(jdUt, graha, node, reduction);
    const ayanamsaNow = ayanamsaDeg(jdUt, ayanamsa, ayanamsaKind);
    // ΔT's own drift is far below what matters here; the TT instant of jdUt is near enough for the rate.
    return {
      lonDeg: normalizeDeg(p.tropicalLongitudeDeg - ayanamsaNow),
      speedDegPerDay: p.speedDegPerDay - generalPrecessionRateDegPerDay(jdUt),
    };
  };
}

/**
 * Jupiter or Saturn (or Mars with MARS_STEP_DAYS): coarse samples every `stepDays`, refined only
 * between samples that straddle a boundary. Any window length: the work grows with it linearly.
 */
export function planetCrossings(sample: GrahaSampler, startJdUt: number, endJdUt: number, stepDays = PLANET_STEP_DAYS): Crossing[] {
  const out: Crossing[] = [];
  let t0 = startJdUt;
  let s0 = sample(t0);
  while (t0 < endJdUt) {
    const t1 = Math.min(endJdUt, t0 + stepDays);
    const s1 = sample(t1);
    if (Math.sign(s0.speedDegPerDay) === Math.sign(s1.speedDegPerDay)) {
      out.push(...monotoneCrossings(sample, t0, s0, t1, s1));
    } else if (boundaryWithinReach(s0, s1, t1 - t0)) {
      // One station inside: the longitude is monotonic on each side of it.
      const ts = extremumOf((t) => sample(t).speedDegPerDay, t0, s0.speedDegPerDay, t1, s1.speedDegPerDay);
      const ss = sample(ts);
      out.push(...monotoneCrossings(sample, t0, s0, ts, ss), ...monotoneCrossings(sample, ts, ss, t1, s1));
    }
    t0 = t1;
    s0 = s1;
  }
  return out;
}

/**
 * Across a step holding a station the longitude stays within max(|speed at the ends|) × step of
 * either end's longitude (see PLANET_STEP_DAYS; doubled for margin). No boundary in that reach:
 * no crossing, and no need to find the station.
 */
function boundaryWithinReach(s0: LonSample, s1: LonSample, stepDays: number): boolean {
  const reachDeg = 2 * Math.max(Math.abs(s0.speedDegPerDay), Math.abs(s1.speedDegPerDay)) * stepDays;
  const distance = (lon: number) => Math.min(lon % 30, 30 - (lon % 30));
  return distance(s0.lonDeg) <= reachDeg || distance(s1.lonDeg) <= reachDeg;
}

/**
 * Mean Rahu: strictly retrograde at a near-constant rate (its sidereal speed varies by < 1e-4
 * of itself: the ayanamsa's precession and ΔT drift only), so the boundaries between its
 * longitudes at the window's ends are each crossed once, at the instant the uniform motion
 * predicts to well under an hour; a two-day bracket around that is polished by Newton steps on
 * the exact position.
 */
export function meanNodeCrossings(sample: GrahaSampler, startJdUt: number, endJdUt: number): Crossing[] {
  const s0 = sample(startJdUt);
  const s1 = sample(endJdUt);
  const rate = s0.speedDegPerDay;
  // The total motion, unwrapped with the uniform rate (so windows over half a revolution work too).
  const uniformDeg = rate * (endJdUt - startJdUt);
  const deltaDeg = uniformDeg + wrap180(s1.lonDeg - s0.lonDeg - uniformDeg);
  return boundariesPassed(s0.lonDeg, deltaDeg).map((boundary) => {
    const predicted = startJdUt + normalizeDeg(s0.lonDeg - boundary) / -rate;
    for (let halfWidth = 1; ; halfWidth *= 8) {
      const a = Math.max(startJdUt, predicted - halfWidth);
      const b = Math.min(endJdUt, predicted + halfWidth);
      const sa = a === startJdUt ? s0 : sample(a);
      const sb = b === endJdUt ? s1 : sample(b);
      const bracketed = wrap180(sa.lonDeg - boundary) >= 0 && wrap180(sb.lonDeg - boundary) < 0;
      if (bracketed || (a === startJdUt && b === endJdUt)) return refineCrossing(sample, boundary, a, sa, b, sb);
    }
  });
}

/**
 * All sign changes of Saturn, Jupiter, Rahu and Ketu with `startJdUt <= jdUt < endJdUt` (the
 * window shorter than ~5 years), in time order, slowest graha first on ties.
 */
export function findIngresses(
  ayanamsa: Ayanamsa,
  node: NodeType,
  startJdUt: number,
  endJdUt: number,
  reduction: PositionReduction = 'apparent',
): FoundIngress[] {
  const tag = (graha: IngressGraha, crossings: Crossing[]): FoundIngress[] =>
    crossings.filter((c) => c.jdUt >= startJdUt && c.jdUt < endJdUt).map((c) => ({ graha, ...c }));
  const rahuCrossings =
    node === 'mean'
      ? meanNodeCrossings(siderealSampler('Rahu', ayanamsa, 'mean', reduction), startJdUt, endJdUt)
      : trueNodeCrossings(
          siderealSampler('Rahu', ayanamsa, 'true', reduction),
          siderealSampler('Rahu', ayanamsa, 'mean', reduction),
          startJdUt,
          endJdUt,
        );
  const rahu = tag('Rahu', rahuCrossings);
  const ketu = rahu.map((i) => ({ ...i, graha: 'Ketu' as const, rasiIndex: (i.rasiIndex + 6) % 12 }));
  const saturn = tag('Saturn', planetCrossings(siderealSampler('Saturn', ayanamsa, node, reduction), startJdUt, endJdUt));
  const jupiter = tag('Jupiter', planetCrossings(siderealSampler('Jupiter', ayanamsa, node, reduction), startJdUt, endJdUt));
  return [...saturn, ...jupiter, ...rahu, ...ketu].sort(
    (a, b) => a.jdUt - b.jdUt || INGRESS_GRAHAS.indexOf(a.graha) - INGRESS_GRAHAS.indexOf(b.graha),
  );
}

/** Mars's sign changes with `startJdUt <= jdUt < endJdUt`, in time order (any window length). */
export function findMarsIngresses(
  ayanamsa: Ayanamsa,
  node: NodeType,
  startJdUt: number,
  endJdUt: number,
  reduction: PositionReduction = 'apparent',
): Crossing[] {
  return planetCrossings(siderealSampler('Mars', ayanamsa, node, reduction), startJdUt, endJdUt, MARS_STEP_DAYS).filter(
    (c) => c.jdUt >= startJdUt && c.jdUt < endJdUt,
  );
}
