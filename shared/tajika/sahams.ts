/**
 * Sahams (Tajika sensitive points) of an annual chart, each A − B + ascendant (Tajika
 * Neelakanthi, Saham chapter): when the ascendant does not lie on the zodiacal arc from B to A,
 * 30° is added. By day / by night (the Sun above / below the horizon):
 *   Punya    Moon − Sun    / Sun − Moon
 *   Vidya    Sun − Moon    / Moon − Sun
 *   Yasas    Jupiter − Punya saham / Punya saham − Jupiter
 *   Vivaha   Venus − Saturn (day and night)
 *   Karya    Saturn − Sun  / Sun − Saturn
 *   Putra    Jupiter − Moon (day and night)
 */
import { normalizeDeg } from '../math/angles';
import type { SaptaGraha } from '../vocabulary/graha';

/** The sahams computed. */
export const SAHAMS = ['Punya', 'Vidya', 'Yasas', 'Vivaha', 'Karya', 'Putra'] as const;
/** One saham's name. */
export type Saham = (typeof SAHAMS)[number];

/** A − B + ascendant, plus 30° when the ascendant is not on the arc from B to A (degrees, sidereal). */
export function sahamDeg(aDeg: number, bDeg: number, ascendantDeg: number): number {
  const onArc = normalizeDeg(ascendantDeg - bDeg) <= normalizeDeg(aDeg - bDeg);
  return normalizeDeg(aDeg - bDeg + ascendantDeg + (onArc ? 0 : 30));
}

/** The sahams (sidereal degrees) from the grahas' longitudes, the ascendant and whether the annual chart is a day chart. */
export function sahams(lonDeg: Readonly<Record<SaptaGraha, number>>, ascendantDeg: number, day: boolean): Record<Saham, number> {
  const pair = (a: number, b: number, reverseAtNight: boolean) =>
    day || !reverseAtNight ? sahamDeg(a, b, ascendantDeg) : sahamDeg(b, a, ascendantDeg);
  const punya = pair(lonDeg.Moon, lonDeg.Sun, true);
  return {
    Punya: punya,
    Vidya: pair(lonDeg.Sun, lonDeg.Moon, true),
    Yasas: pair(lonDeg.Jupiter, punya, true),
    Vivaha: pair(lonDeg.Venus, lonDeg.Saturn, false),
    Karya: pair(lonDeg.Saturn, lonDeg.Sun, true),
    Putra: pair(lonDeg.Jupiter, lonDeg.Moon, false),
  };
}
