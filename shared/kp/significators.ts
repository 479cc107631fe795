/**
 * KP significators of the twelve houses, four levels, strongest first (K.S. Krishnamurti,
 * "KP Reader" IV): (1) grahas in the star of an occupant of the house, (2) the occupants,
 * (3) grahas in the star of the house's lord, (4) the lord (the sign lord of the cusp). A graha
 * occupies the house from its cusp up to the next cusp. Rahu and Ketu count by their own
 * placement and star like the others; the KP rule that a node also signifies what its sign lord
 * and conjoined grahas do is not added here.
 */
import type { Graha } from '../vocabulary/graha';
import { GRAHAS } from '../vocabulary/graha';
import { normalizeDeg } from '../math/angles';
import type { KpLords } from './lords';

/** One house's significators, level 1 (strongest) to 4. */
export interface HouseSignificators {
  house: number;
  occupantsStar: Graha[];
  occupants: Graha[];
  lordStar: Graha[];
  lord: Graha;
}

/** House (1–12) of a sidereal longitude among twelve sidereal cusps (degrees). */
export function kpHouseOf(lonDeg: number, cuspsDeg: readonly number[]): number {
  for (let h = 0; h < 12; h++) {
    const width = normalizeDeg(cuspsDeg[(h + 1) % 12]! - cuspsDeg[h]!);
    if (normalizeDeg(lonDeg - cuspsDeg[h]!) < width) return h + 1;
  }
  return 12;
}

/** Significators of each house from the cusps, the grahas' sidereal longitudes and their KP lords. */
export function houseSignificators(
  cuspsDeg: readonly number[],
  cuspLords: readonly KpLords[],
  grahaDeg: Readonly<Record<Graha, number>>,
  grahaLords: Readonly<Record<Graha, KpLords>>,
): HouseSignificators[] {
  const houseOf = Object.fromEntries(GRAHAS.map((g) => [g, kpHouseOf(grahaDeg[g], cuspsDeg)])) as Record<Graha, number>;
  const inStarOf = (lords: readonly Graha[]) => GRAHAS.filter((g) => lords.includes(grahaLords[g].starLord));
  return cuspLords.map((cl, i) => {
    const occupants = GRAHAS.filter((g) => houseOf[g] === i + 1);
    return { house: i + 1, occupantsStar: inStarOf(occupants), occupants, lordStar: inStarOf([cl.signLord]), lord: cl.signLord };
  });
}
