/**
 * Sign ingresses of the slow grahas (Saturn, Jupiter, Rahu, Ketu) in a time window, found by
 * sampling each graha's sidereal longitude and bisecting every sign change to under a second.
 */
import type { Graha } from '../vocabulary/graha';

/** The grahas whose ingresses the transit layer reports, slowest first. */
export const INGRESS_GRAHAS = ['Saturn', 'Jupiter', 'Rahu', 'Ketu'] as const;
/** One of the ingress grahas. */
export type IngressGraha = (typeof INGRESS_GRAHAS)[number];

/**
 * Sampling step, days. Between two stations a graha's longitude is monotonic, so a sign
 * boundary is crossed at most once per step; stations of Jupiter and Saturn are months apart.
 * A step whose end speeds differ in sign contains a station and is re-sampled daily (a
 * double crossing inside one day would need a station within ~0.0001° of a boundary).
 */
export const INGRESS_STEP_DAYS = 8;
/** Re-sampling step inside a step that contains a station, days. */
export const STATION_STEP_DAYS = 1;
/** Bisection stops below this interval: 0.5 s, so instants are exact to the second. */
export const INGRESS_TOLERANCE_DAYS = 0.5 / 86_400;

/** Sidereal longitude (degrees) and speed (degrees/day) of one graha at a Julian day (UT). */
export type Sampler = (jdUt: number, graha: Graha) => { lonDeg: number; speedDegPerDay: number };

/** One found ingress: the graha enters `rasiIndex` at `jdUt`. */
export interface FoundIngress { graha: IngressGraha; rasiIndex: number; jdUt: number; speedDegPerDay: number }

const signOf = (lonDeg: number) => Math.min(11, Math.floor(lonDeg / 30));

/** Sign changes of one graha with `startJdUt <= jdUt < endJdUt`. */
function ingressesOf(sample: Sampler, graha: IngressGraha, startJdUt: number, endJdUt: number): FoundIngress[] {
  const found: FoundIngress[] = [];
  let t0 = startJdUt;
  let s0 = sample(t0, graha);
  while (t0 < endJdUt) {
    let t1 = Math.min(endJdUt, t0 + INGRESS_STEP_DAYS);
    let s1 = sample(t1, graha);
    if (Math.sign(s0.speedDegPerDay) !== Math.sign(s1.speedDegPerDay) && t1 - t0 > STATION_STEP_DAYS) {
      t1 = t0 + STATION_STEP_DAYS;
      s1 = sample(t1, graha);
    }
    const before = signOf(s0.lonDeg);
    if (before !== signOf(s1.lonDeg)) {
      let lo = t0;
      let hi = t1;
      while (hi - lo > INGRESS_TOLERANCE_DAYS) {
        const mid = (lo + hi) / 2;
        if (signOf(sample(mid, graha).lonDeg) === before) lo = mid;
        else hi = mid;
      }
      const at = sample(hi, graha);
      if (hi < endJdUt) found.push({ graha, rasiIndex: signOf(at.lonDeg), jdUt: hi, speedDegPerDay: at.speedDegPerDay });
    }
    t0 = t1;
    s0 = s1;
  }
  return found;
}

/**
 * All sign changes of the ingress grahas with `startJdUt <= jdUt < endJdUt`, in time order.
 * Ketu is Rahu + 180°, so its ingresses are Rahu's instants, into the opposite signs.
 */
export function findIngresses(sample: Sampler, startJdUt: number, endJdUt: number): FoundIngress[] {
  const rahu = ingressesOf(sample, 'Rahu', startJdUt, endJdUt);
  const ketu = rahu.map((i) => ({ ...i, graha: 'Ketu' as const, rasiIndex: (i.rasiIndex + 6) % 12 }));
  return [...ingressesOf(sample, 'Saturn', startJdUt, endJdUt), ...ingressesOf(sample, 'Jupiter', startJdUt, endJdUt), ...rahu, ...ketu]
    .sort((a, b) => a.jdUt - b.jdUt || INGRESS_GRAHAS.indexOf(a.graha) - INGRESS_GRAHAS.indexOf(b.graha));
}
