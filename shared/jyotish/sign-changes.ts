/**
 * Sign changes of every graha in a window of Julian days (UT): the Moon's (about every 2¼
 * days), the Sun's (sankrantis), Mercury's, Venus's and Mars's, and the slow grahas' (Saturn,
 * Jupiter, Rahu, Ketu: transits-ingress.ts). Each is sampled at a step short enough to hold at
 * most one station and refined only where a sign boundary lies between samples
 * (`planetCrossings`), so any window length works and costs grow with it linearly.
 */
import type { Ayanamsa, NodeType } from '../vocabulary/settings';
import type { Graha } from '../vocabulary/graha';
import { findIngresses, findMarsIngresses, planetCrossings, siderealSampler } from './transits-ingress';

/** One sign change: `graha` enters sign `rasiIndex` (0 = Mesha) at `jdUt`. */
export interface SignChange {
  graha: Graha;
  rasiIndex: number;
  jdUt: number;
  /** Entered moving backwards (a retrograde planet, or the mean nodes always). */
  retrograde: boolean;
}

/**
 * Sampling steps, days. The Moon moves ≤ 15.4°/day, the Sun ≤ 1.02°/day, never retrograde, so
 * any step under a sign's span works; Mercury's stations are ≥ ~20 days apart and Venus's ≥ ~40
 * (STATION_STEP_DAYS uses the same 5 and 10).
 */
const STEP_DAYS = { Moon: 1, Sun: 10, Mercury: 5, Venus: 10 } as const;

/** The fast grahas' sign changes with `startJdUt <= jdUt < endJdUt`. */
function fastChanges(graha: keyof typeof STEP_DAYS, ayanamsa: Ayanamsa, node: NodeType, startJdUt: number, endJdUt: number): SignChange[] {
  return planetCrossings(siderealSampler(graha, ayanamsa, node), startJdUt, endJdUt, STEP_DAYS[graha])
    .filter((c) => c.jdUt >= startJdUt && c.jdUt < endJdUt)
    .map((c) => ({ graha, rasiIndex: c.rasiIndex, jdUt: c.jdUt, retrograde: c.speedDegPerDay < 0 }));
}

/** Every sign change of `grahas` with `startJdUt <= jdUt < endJdUt` (a window of up to ~5 years), in time order. */
export function signChanges(
  grahas: readonly Graha[],
  ayanamsa: Ayanamsa,
  node: NodeType,
  startJdUt: number,
  endJdUt: number,
): SignChange[] {
  if (!Number.isFinite(startJdUt) || !Number.isFinite(endJdUt) || endJdUt <= startJdUt)
    throw new RangeError(`endJdUt: expected a finite window end after startJdUt, got ${startJdUt}–${endJdUt}`);
  const wanted = new Set(grahas);
  const out: SignChange[] = [];
  for (const graha of ['Moon', 'Sun', 'Mercury', 'Venus'] as const)
    if (wanted.has(graha)) out.push(...fastChanges(graha, ayanamsa, node, startJdUt, endJdUt));
  if (wanted.has('Mars'))
    out.push(
      ...findMarsIngresses(ayanamsa, node, startJdUt, endJdUt).map((c) => ({
        graha: 'Mars' as const,
        rasiIndex: c.rasiIndex,
        jdUt: c.jdUt,
        retrograde: c.speedDegPerDay < 0,
      })),
    );
  if (['Saturn', 'Jupiter', 'Rahu', 'Ketu'].some((g) => wanted.has(g as Graha)))
    for (const i of findIngresses(ayanamsa, node, startJdUt, endJdUt))
      if (wanted.has(i.graha)) {
        const meanNode = node === 'mean' && (i.graha === 'Rahu' || i.graha === 'Ketu');
        out.push({ graha: i.graha, rasiIndex: i.rasiIndex, jdUt: i.jdUt, retrograde: meanNode || i.speedDegPerDay < 0 });
      }
  return out.sort((a, b) => a.jdUt - b.jdUt);
}
