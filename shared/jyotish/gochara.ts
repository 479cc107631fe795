/**
 * Transit results from a Moon sign (gochara): where each graha stands counted from the sign,
 * whether that house is good for it (classical/gochara.ts) and, when it is, whether another
 * graha in the vedha house obstructs it. Used for a rashifal (the sign is the reader's Moon
 * sign) and for a person's day (the natal Moon's sign). Whole signs, houses 1–12.
 */
import { GRAHAS, type Graha } from '../vocabulary/graha';
import { houseFrom } from './classical';
import { GOCHARA_VEDHA, isGoodGocharaHouse, vedhaOperates } from './classical/gochara';

/** One graha's transit counted from the Moon sign. */
export interface GocharaPlacement {
  graha: Graha;
  /** Sign index the graha occupies, 0 = Mesha. */
  rasiIndex: number;
  /** House from the Moon sign, 1–12 (same sign = 1). */
  houseFromMoon: number;
  /** The classical good house for this graha (before vedha). */
  favourable: boolean;
  /** Grahas in the vedha house that obstruct a good result (empty when none or when not favourable). */
  obstructedBy: Graha[];
}

/**
 * Gochara of every graha from `moonRasiIndex` (0–11) given each graha's sidereal sign index.
 * A favourable placement with a non-empty `obstructedBy` gives no good result (Phaladeepika 26.24).
 */
export function gocharaFromMoonSign(moonRasiIndex: number, rasiIndexOfGraha: Readonly<Record<Graha, number>>): GocharaPlacement[] {
  const houseOf = (g: Graha) => houseFrom(moonRasiIndex, rasiIndexOfGraha[g]);
  return GRAHAS.map((graha) => {
    const house = houseOf(graha);
    const favourable = isGoodGocharaHouse(graha, house);
    const vedhaHouse = GOCHARA_VEDHA[graha][house];
    const obstructedBy = favourable ? GRAHAS.filter((other) => vedhaOperates(graha, other) && houseOf(other) === vedhaHouse) : [];
    return { graha, rasiIndex: rasiIndexOfGraha[graha], houseFromMoon: house, favourable, obstructedBy };
  });
}
