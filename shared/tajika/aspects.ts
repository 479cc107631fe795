/**
 * Tajika aspects (drishti) by the signs apart, counted from one graha to the other: 3rd/11th
 * (sextile) and 5th/9th (trine) friendly, 1st/7th (conjunction, opposition) and 4th/10th
 * (square) inimical, 2nd, 6th, 8th and 12th none (Tajika Neelakanthi, Samjna Tantra). Each aspect
 * carries the exact separation and whether it lies within the pair's orb, half the sum of their
 * deeptamsas (Sun 15°, Moon 12°, Mars 8°, Mercury 7°, Jupiter 9°, Venus 7°, Saturn 9°).
 */
import { angularDistanceDeg } from '../math/angles';
import { SAPTA_GRAHAS, type SaptaGraha } from '../vocabulary/graha';

/** The Tajika aspect kinds. */
export const TAJIKA_ASPECTS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
/** One Tajika aspect kind. */
export type TajikaAspectKind = (typeof TAJIKA_ASPECTS)[number];

/** Deeptamsa (orb of light), degrees. */
export const DEEPTAMSA_DEG: Readonly<Record<SaptaGraha, number>> = {
  Sun: 15,
  Moon: 12,
  Mars: 8,
  Mercury: 7,
  Jupiter: 9,
  Venus: 7,
  Saturn: 9,
};

/** Kind of the aspect between signs `houses` apart (1–12, counted from the first), or null. */
export function tajikaAspectOfHouses(houses: number): TajikaAspectKind | null {
  switch (houses) {
    case 1:
      return 'conjunction';
    case 3:
    case 11:
      return 'sextile';
    case 4:
    case 10:
      return 'square';
    case 5:
    case 9:
      return 'trine';
    case 7:
      return 'opposition';
    default:
      return null;
  }
}

/** One aspect between two grahas. */
export interface TajikaAspect {
  from: SaptaGraha;
  to: SaptaGraha;
  kind: TajikaAspectKind;
  friendly: boolean;
  /** Angular separation, degrees in [0, 180]. */
  separationDeg: number;
  /** True when the separation is within half the sum of the two deeptamsas of the exact aspect angle. */
  withinOrb: boolean;
}

const EXACT_DEG: Readonly<Record<TajikaAspectKind, number>> = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };

/** The aspects among the seven grahas at sidereal longitudes `lonDeg` (each pair once). */
export function tajikaAspects(lonDeg: Readonly<Record<SaptaGraha, number>>): TajikaAspect[] {
  const out: TajikaAspect[] = [];
  SAPTA_GRAHAS.forEach((from, i) => {
    for (const to of SAPTA_GRAHAS.slice(i + 1)) {
      const houses = ((Math.floor(lonDeg[to] / 30) - Math.floor(lonDeg[from] / 30) + 12) % 12) + 1;
      const kind = tajikaAspectOfHouses(houses);
      if (!kind) continue;
      const separationDeg = angularDistanceDeg(lonDeg[from], lonDeg[to]);
      const orb = (DEEPTAMSA_DEG[from] + DEEPTAMSA_DEG[to]) / 2;
      out.push({
        from,
        to,
        kind,
        friendly: kind === 'sextile' || kind === 'trine',
        separationDeg,
        withinOrb: Math.abs(separationDeg - EXACT_DEG[kind]) <= orb,
      });
    }
  });
  return out;
}
