/**
 * Stations of Mercury, Venus, Mars, Jupiter and Saturn in a window of Julian days (UT): the
 * instants their sidereal speed changes sign (retrograde begins, or direct motion resumes).
 * Each planet is sampled at a step shorter than its shortest retrograde or direct stretch, so a
 * step holds at most one station, and the station is refined on the speed (the search kernel's extremumOf, to its ≈ 9 s).
 */
import type { Ayanamsa, NodeType } from '../vocabulary/settings';
import { RASIS, type Rasi, rasiIndexOf } from '../vocabulary/rasi';
import { extremumOf } from '../math/search';
import { siderealSampler } from './transits-ingress';

/** The grahas that station, fastest first. */
export const STATION_GRAHAS = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;
/** One of them. */
export type StationGraha = (typeof STATION_GRAHAS)[number];

/**
 * Sampling step, days: below each planet's shortest retrograde stretch (Mercury ≈ 19 d, Venus
 * ≈ 40 d, Mars ≈ 58 d, Jupiter ≈ 118 d, Saturn ≈ 133 d; direct stretches are longer), halved for margin.
 */
export const STATION_STEP_DAYS: Record<StationGraha, number> = { Mercury: 5, Venus: 10, Mars: 15, Jupiter: 30, Saturn: 30 };

/** One station: at `jdUt` the graha turns `retrograde` or `direct`, standing at `siderealLongitudeDeg` in `rasi`. */
export interface Station {
  graha: StationGraha;
  turns: 'retrograde' | 'direct';
  jdUt: number;
  /** Sidereal longitude at the station, degrees in [0, 360). */
  siderealLongitudeDeg: number;
  rasiIndex: number;
  rasi: Rasi;
}

/** All stations with `startJdUt <= jdUt < endJdUt`, in time order. */
export function findStations(ayanamsa: Ayanamsa, node: NodeType, startJdUt: number, endJdUt: number): Station[] {
  const out: Station[] = [];
  for (const graha of STATION_GRAHAS) {
    const sample = siderealSampler(graha, ayanamsa, node);
    const step = STATION_STEP_DAYS[graha];
    let t0 = startJdUt;
    let v0 = sample(t0).speedDegPerDay;
    while (t0 < endJdUt) {
      const t1 = Math.min(endJdUt, t0 + step);
      const v1 = sample(t1).speedDegPerDay;
      if (Math.sign(v0) !== Math.sign(v1) && v0 !== 0) {
        const jdUt = extremumOf((t) => sample(t).speedDegPerDay, t0, v0, t1, v1);
        if (jdUt >= startJdUt && jdUt < endJdUt) {
          const lon = sample(jdUt).lonDeg;
          const rasiIndex = rasiIndexOf(lon);
          out.push({ graha, turns: v0 > 0 ? 'retrograde' : 'direct', jdUt, siderealLongitudeDeg: lon, rasiIndex, rasi: RASIS[rasiIndex]! });
        }
      }
      t0 = t1;
      v0 = v1;
    }
  }
  return out.sort((a, b) => a.jdUt - b.jdUt);
}
