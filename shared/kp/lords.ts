/**
 * KP lords of a sidereal longitude: the sign lord, the star (nakshatra) lord, the sub lord and
 * the sub-sub lord. Each nakshatra (13°20′) is cut into nine subs in Vimshottari order from its
 * own lord, each in proportion to its Vimshottari years out of 120; each sub is cut the same way
 * from the sub's lord (K.S. Krishnamurti, "KP Reader" I and VI, the 249 sub table).
 */
import type { Graha } from '../vocabulary/graha';
import { NAKSHATRA_SPAN_DEG } from '../vocabulary/nakshatra';
import { VIMSHOTTARI_ORDER, VIMSHOTTARI_YEARS } from '../jyotish/classical/vimshottari-lords';
import { RASI_LORD } from '../jyotish/classical/rasi-lords';
import { normalizeDeg } from '../math/angles';

/** The four KP lords of a point. */
export interface KpLords {
  signLord: Graha;
  starLord: Graha;
  subLord: Graha;
  subSubLord: Graha;
}

/** Which of the nine parts of a span of `spanDeg` starting with `first` holds `offsetDeg`, with its start and width. */
export function partOf(first: Graha, spanDeg: number, offsetDeg: number): { lord: Graha; startDeg: number; widthDeg: number } {
  const from = VIMSHOTTARI_ORDER.indexOf(first);
  let startDeg = 0;
  for (let k = 0; k < 9; k++) {
    const lord = VIMSHOTTARI_ORDER[(from + k) % 9]!;
    const widthDeg = (spanDeg * VIMSHOTTARI_YEARS[lord]) / 120;
    if (offsetDeg < startDeg + widthDeg || k === 8) return { lord, startDeg, widthDeg };
    startDeg += widthDeg;
  }
  throw new Error('unreachable');
}

/** The KP lords of a sidereal longitude (degrees, any value; folded into [0, 360)). */
export function kpLords(siderealDeg: number): KpLords {
  const lon = normalizeDeg(siderealDeg);
  const nakshatra = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN_DEG));
  const starLord = VIMSHOTTARI_ORDER[nakshatra % 9]!;
  const sub = partOf(starLord, NAKSHATRA_SPAN_DEG, lon - nakshatra * NAKSHATRA_SPAN_DEG);
  const subSub = partOf(sub.lord, sub.widthDeg, lon - nakshatra * NAKSHATRA_SPAN_DEG - sub.startDeg);
  return { signLord: RASI_LORD[Math.min(11, Math.floor(lon / 30))]!, starLord, subLord: sub.lord, subSubLord: subSub.lord };
}
