/**
 * The Sun and Moon over a long stretch (a festival year, a 366-day muhurta search) as a chain of
 * the panchang's Chebyshev windows (shared/panchang/sky-window.ts): 60-day windows of 40 nodes,
 * overlapping by two days, so the Moon is read to ~0.2″ (0.4 s of time; measured against the
 * direct series over 2024) from 40 evaluations per 60 days instead of one per instant asked.
 * Each window unwraps its own longitudes, so read angles through `normalizeDeg` or trigonometry.
 */
import { normalizeDeg, wrap180 } from '../math/angles';
import { skyWindow, type SkyWindow } from '../panchang/sky-window';
import type { Ayanamsa } from '../vocabulary/settings';

/** Length and nodes of one window; the Moon to ~0.2″ (0.4 s of time) over its 60 days. */
const WINDOW_DAYS = 60;
const WINDOW_NODES = 40;
/** Overlap of neighbouring windows, days: a root search near a seam stays inside one window. */
const OVERLAP_DAYS = 2;

/** A SkyWindow over [startJd, endJd] of any length, plus the angles the calendar reads. */
export interface SkySpan extends SkyWindow {
  /** Moon − Sun elongation, degrees in [0, 360): the tithi angle. */
  elongationDeg(jd: number): number;
  /** Sidereal longitude of the Sun, degrees in [0, 360). */
  siderealSunDeg(jd: number): number;
  /** Sidereal longitude of the Moon, degrees in [0, 360). */
  siderealMoonDeg(jd: number): number;
}

/** The span's windows are built when first read, so a search that stops early pays for what it read. */
export function skySpan(startJd: number, endJd: number, ayanamsa: Ayanamsa): SkySpan {
  const step = WINDOW_DAYS - OVERLAP_DAYS;
  const count = Math.max(1, Math.ceil((endJd - startJd - OVERLAP_DAYS) / step));
  const windows: (SkyWindow | undefined)[] = new Array(count);
  const at = (jd: number): SkyWindow => {
    const i = Math.min(count - 1, Math.max(0, Math.floor((jd - startJd) / step)));
    let w = windows[i];
    // The Moon's latitude to an arcsecond: the year's sky reads it only for moonrise (positions.ts, MoonLatitude).
    if (!w) windows[i] = w = skyWindow(startJd + i * step, startJd + i * step + WINDOW_DAYS, ayanamsa, WINDOW_NODES, 'arcsecond');
    return w;
  };
  return {
    startJd,
    endJd,
    sunDeg: (jd) => at(jd).sunDeg(jd),
    moonDeg: (jd) => at(jd).moonDeg(jd),
    moonLatDeg: (jd) => at(jd).moonLatDeg(jd),
    moonDistanceAu: (jd) => at(jd).moonDistanceAu(jd),
    ayanamsaDeg: (jd) => at(jd).ayanamsaDeg(jd),
    sunLatDeg: (jd) => at(jd).sunLatDeg(jd),
    nutationLongitudeDeg: (jd) => at(jd).nutationLongitudeDeg(jd),
    trueObliquityDeg: (jd) => at(jd).trueObliquityDeg(jd),
    elongationDeg(jd) {
      const w = at(jd);
      return normalizeDeg(w.moonDeg(jd) - w.sunDeg(jd));
    },
    siderealSunDeg(jd) {
      const w = at(jd);
      return normalizeDeg(w.sunDeg(jd) - w.ayanamsaDeg(jd));
    },
    siderealMoonDeg(jd) {
      const w = at(jd);
      return normalizeDeg(w.moonDeg(jd) - w.ayanamsaDeg(jd));
    },
  };
}

/**
 * The instant near `guessJd` when the angle `angleDeg` (increasing, read modulo 360) equals
 * `targetDeg`: Newton's method on the wrapped difference, to ~0.01 s. The guess should be within
 * a few days (a tithi or a sankranti's mean date).
 */
export function solveWrapped(angleDeg: (jd: number) => number, targetDeg: number, guessJd: number): number {
  const h = 1e-3;
  let t = guessJd;
  for (let i = 0; i < 40; i++) {
    const f = wrap180(angleDeg(t) - targetDeg);
    const rate = wrap180(angleDeg(t + h) - angleDeg(t - h)) / (2 * h);
    const dt = -f / rate;
    t += Math.max(-3, Math.min(3, dt));
    if (Math.abs(dt) < 1e-7) break;
  }
  return t;
}

/** One step of an angle: `index` = floor(angle / step) (0-based, modulo the cycle) over [startJd, endJd]. */
export interface AngleSpan {
  index: number;
  startJd: number;
  endJd: number;
}

/**
 * The spans of floor(angle / stepDeg) covering [fromJd, toJd] for an increasing angle read modulo
 * 360 (the Moon's nakshatra, 13°20′, or sign, 30°): the first begins at or before `fromJd`.
 */
export function angleSpans(
  angleDeg: (jd: number) => number,
  stepDeg: number,
  fromJd: number,
  toJd: number,
  rateDegPerDay: number,
): AngleSpan[] {
  const count = Math.round(360 / stepDeg);
  let index = Math.floor(angleDeg(fromJd) / stepDeg) % count;
  const startGuess = fromJd - (angleDeg(fromJd) - index * stepDeg) / rateDegPerDay;
  let start = solveWrapped(angleDeg, index * stepDeg, startGuess);
  const spans: AngleSpan[] = [];
  for (let guard = 0; guard < 1000; guard++) {
    const next = (index + 1) % count;
    const end = solveWrapped(angleDeg, next * stepDeg, start + stepDeg / rateDegPerDay);
    spans.push({ index, startJd: start, endJd: end });
    if (end > toJd) break;
    start = end;
    index = next;
  }
  return spans;
}
