/**
 * Sign ingresses of the slow grahas (Saturn, Jupiter, Rahu, Ketu) in a time window, found by
 * sampling the sidereal longitude and bisecting each sign change to better than a second.
 */
import type { Graha } from '../vocabulary/graha';

/** The grahas whose ingresses the transit layer reports, slowest first. */
export const INGRESS_GRAHAS = ['Saturn', 'Jupiter', 'Rahu', 'Ketu'] as const;

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

type Sampler = (jdUt: number) => Record<Graha, { lonDeg: number; speedDegPerDay: number }>;

/** One found ingress: the graha enters `rasiIndex` at `jdUt`. */
export interface FoundIngress { graha: Graha; rasiIndex: number; jdUt: number; speedDegPerDay: number }

const signOf = (lonDeg: number) => Math.min(11, Math.floor(lonDeg / 30));

/** All sign changes of the ingress grahas with `startJdUt <= jdUt < endJdUt`, in time order. */
export function findIngresses(sample: Sampler, startJdUt: number, endJdUt: number): FoundIngress[] {
  const found: FoundIngress[] = [];
  let t0 = startJdUt;
  let s0 = sample(t0);
  while (t0 < endJdUt) {
    let t1 = Math.min(endJdUt, t0 + INGRESS_STEP_DAYS);
    let s1 = sample(t1);
    const station = INGRESS_GRAHAS.some((g) => Math.sign(s0[g].speedDegPerDay) !== Math.sign(s1[g].speedDegPerDay));
    if (station && t1 - t0 > STATION_STEP_DAYS) {
      t1 = t0 + STATION_STEP_DAYS;
      s1 = sample(t1);
    }
    for (const graha of INGRESS_GRAHAS) {
      if (signOf(s0[graha].lonDeg) === signOf(s1[graha].lonDeg)) continue;
      let lo = t0;
      let hi = t1;
      const before = signOf(s0[graha].lonDeg);
      while (hi - lo > INGRESS_TOLERANCE_DAYS) {
        const mid = (lo + hi) / 2;
        if (signOf(sample(mid)[graha].lonDeg) === before) lo = mid;
        else hi = mid;
      }
      const at = sample(hi)[graha];
      if (hi < endJdUt) found.push({ graha, rasiIndex: signOf(at.lonDeg), jdUt: hi, speedDegPerDay: at.speedDegPerDay });
    }
    t0 = t1;
    s0 = s1;
  }
  return found.sort((a, b) => a.jdUt - b.jdUt);
}
