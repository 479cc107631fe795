/**
 * Parashari graha drishti (full aspects, BPHS 26.2–5): every graha aspects the 7th sign from
 * itself; Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th.
 *
 * Rahu and Ketu: BPHS is silent in most recensions; we give them Jupiter's set (5th, 7th, 9th),
 * the reading of several texts and of much Indian software. This is a documented choice that a
 * reader of the chart can see in `aspectsHouses`.
 */
import { GRAHAS, type Graha } from '../../vocabulary/graha';
import { houseFrom, signOfHouse } from './counting';

/** Houses counted from the graha (1 = its own sign) that it aspects. */
export const DRISHTI_HOUSES: Record<Graha, readonly number[]> = {
  Sun: [7],
  Moon: [7],
  Mars: [4, 7, 8],
  Mercury: [7],
  Jupiter: [5, 7, 9],
  Venus: [7],
  Saturn: [3, 7, 10],
  Rahu: [5, 7, 9],
  Ketu: [5, 7, 9],
};

/** Rasi indices (0 = Aries) aspected by a graha standing in `rasiIndex`. */
export function aspectedRasis(graha: Graha, rasiIndex: number): number[] {
  return DRISHTI_HOUSES[graha].map((h) => signOfHouse(rasiIndex, h));
}

/** True when a graha standing in `fromRasiIndex` casts drishti on sign `rasiIndex`. */
export function aspectsRasi(graha: Graha, fromRasiIndex: number, rasiIndex: number): boolean {
  return DRISHTI_HOUSES[graha].includes(houseFrom(fromRasiIndex, rasiIndex));
}

/** For each rasi index, the grahas whose drishti falls on it (in GRAHAS order). */
export function aspectsOnRasis(rasiIndexOf: Record<Graha, number>): Graha[][] {
  // A literal, not Array.from({ length: 12 }, …), which V8 runs about ten times slower (once per chart).
  const out: Graha[][] = [[], [], [], [], [], [], [], [], [], [], [], []];
  for (const g of GRAHAS) for (const r of aspectedRasis(g, rasiIndexOf[g])) out[r]!.push(g);
  return out;
}
