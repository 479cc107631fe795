/**
 * Gochara (transit) results counted from the natal Moon's sign: the houses in which each graha
 * gives good results, and for each good house its vedha house — a graha (other than the
 * exempt pair below) transiting the vedha house at the same time obstructs the good result.
 *
 * Source: Phaladeepika ch. 26 (Gochara phala), vv. 1–3 and 24–26, as tabulated by B.V. Raman,
 * "Hindu Predictive Astrology" ch. on transits; the same table stands in Brihat Samhita ch. 104.
 * Rahu and Ketu follow Saturn (Phaladeepika 26.3: "Rahu and Ketu like Saturn"). Vedha does not
 * operate between the Sun and Saturn, nor between the Moon and Mercury (father and son).
 */
import type { Graha } from '../../vocabulary/graha';

/** For one graha: good house from the Moon (1–12) → its vedha house. */
export type GocharaRule = Readonly<Record<number, number>>;

/** The classical good houses with their vedha houses, per graha (see the file comment). */
export const GOCHARA_VEDHA: Readonly<Record<Graha, GocharaRule>> = {
  Sun: { 3: 9, 6: 12, 10: 4, 11: 5 },
  Moon: { 1: 5, 3: 9, 6: 12, 7: 2, 10: 4, 11: 8 },
  Mars: { 3: 12, 6: 9, 11: 5 },
  Mercury: { 2: 5, 4: 3, 6: 9, 8: 1, 10: 8, 11: 12 },
  Jupiter: { 2: 12, 5: 4, 7: 3, 9: 10, 11: 8 },
  Venus: { 1: 8, 2: 7, 3: 1, 4: 10, 5: 9, 8: 5, 9: 11, 11: 6, 12: 3 },
  Saturn: { 3: 12, 6: 9, 11: 5 },
  Rahu: { 3: 12, 6: 9, 11: 5 },
  Ketu: { 3: 12, 6: 9, 11: 5 },
};

/** Pairs between which vedha does not operate (father and son: Sun–Saturn, Moon–Mercury). */
const VEDHA_EXEMPT: ReadonlyArray<readonly [Graha, Graha]> = [
  ['Sun', 'Saturn'],
  ['Moon', 'Mercury'],
];

/** True when `a` placed in the vedha house can obstruct `b` (and the other way round). */
export function vedhaOperates(a: Graha, b: Graha): boolean {
  if (a === b) return false;
  return !VEDHA_EXEMPT.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** True when `house` (from the Moon, 1–12) is a good transit house for `graha`. */
export function isGoodGocharaHouse(graha: Graha, house: number): boolean {
  return GOCHARA_VEDHA[graha][house] !== undefined;
}
