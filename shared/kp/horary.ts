/**
 * The KP horary numbers 1–249: the 243 subs of the zodiac (27 nakshatras × 9) in order from
 * 0° Aries, six of them cut in two where a sign begins inside them, give 249 segments
 * (K.S. Krishnamurti, "KP Reader" VI, "Horary Astrology"). The querent's number N puts the
 * horary ascendant at the start of segment N; the houses are then those of the moment and place
 * of the judgement with that ascendant (the sidereal time found for it).
 */
import { anglesFromArmc } from '../astronomy/angles';
import { NAKSHATRA_SPAN_DEG } from '../vocabulary/nakshatra';
import { VIMSHOTTARI_ORDER, VIMSHOTTARI_YEARS } from '../jyotish/classical/vimshottari-lords';
import { normalizeDeg, wrap180 } from '../math/angles';

/** Highest KP horary number. */
export const KP_HORARY_MAX = 249;

let starts: number[] | null = null;

/**
 * Start of each horary segment, sidereal degrees, index 0 = number 1. Made on first use: the
 * contracts import this module for KP_HORARY_MAX, before the vocabulary's tables may be ready.
 */
export function kpHoraryStartsDeg(): readonly number[] {
  if (starts) return starts;
  starts = [];
  for (let n = 0; n < 27; n++) {
    const from = n % 9;
    let at = n * NAKSHATRA_SPAN_DEG;
    for (let k = 0; k < 9; k++) {
      const width = (NAKSHATRA_SPAN_DEG * VIMSHOTTARI_YEARS[VIMSHOTTARI_ORDER[(from + k) % 9]!]) / 120;
      starts.push(at);
      const signStart = Math.ceil((at + 1e-9) / 30) * 30;
      if (signStart < at + width - 1e-9) starts.push(signStart);
      at += width;
    }
  }
  return starts;
}

/** Sidereal longitude (degrees) of the horary ascendant for number `n` (1–249). */
export function horaryAscendantDeg(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > KP_HORARY_MAX) throw new RangeError(`horary number ${n} is outside 1–${KP_HORARY_MAX}`);
  return kpHoraryStartsDeg()[n - 1]!;
}

/**
 * The ARMC (degrees) at which the ascendant is `ascendantTropicalDeg` at latitude `latDeg` with
 * obliquity `obliquityDeg`: a scan in 1° steps of ARMC for the crossing, then bisection to 1e-9°.
 */
export function armcForAscendant(ascendantTropicalDeg: number, latDeg: number, obliquityDeg: number): number {
  const miss = (armc: number) => wrap180(anglesFromArmc(armc, latDeg, obliquityDeg).ascendantTropicalDeg - ascendantTropicalDeg);
  let best = 0;
  for (let a = 0; a < 360; a++) {
    const m0 = miss(a);
    const m1 = miss(a + 1);
    if (m0 <= 0 && m1 > 0 && m1 - m0 < 90) {
      let lo = a;
      let hi = a + 1;
      for (let i = 0; i < 60; i++) {
        const mid = (lo + hi) / 2;
        if (miss(mid) <= 0) lo = mid;
        else hi = mid;
      }
      return normalizeDeg(lo);
    }
    if (Math.abs(m0) < Math.abs(miss(best))) best = a;
  }
  return best;
}
