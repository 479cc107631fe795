/** A person's natal Moon for tara and chandra bala: its nakshatra (1–27) and sidereal sign (0 = Mesha) at a birth instant. */
import { ayanamsaDeg } from '../astronomy/ayanamsa';
import { grahaPosition } from '../astronomy/positions';
import { normalizeDeg } from '../math/angles';
import { NAKSHATRA_SPAN_DEG } from '../vocabulary/nakshatra';
import type { Ayanamsa } from '../vocabulary/settings';
import type { MuhurtaBirth } from './muhurta';

/** The natal Moon at `jdUt` (Julian day UT) with `ayanamsa`. */
export function birthMoon(jdUt: number, ayanamsa: Ayanamsa): MuhurtaBirth {
  const lon = normalizeDeg(grahaPosition(jdUt, 'Moon', 'mean').tropicalLongitudeDeg - ayanamsaDeg(jdUt, ayanamsa));
  return { moonNakshatra: Math.min(27, Math.floor(lon / NAKSHATRA_SPAN_DEG) + 1), moonSign: Math.min(11, Math.floor(lon / 30)) };
}
