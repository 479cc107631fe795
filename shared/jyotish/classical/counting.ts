/**
 * Whole-sign counting: the house one sign is from another (inclusive count, 1–12), and the
 * sign that is a given house from a reference sign. Signs are indices, 0 = Aries.
 */

/** House (1–12) of sign `rasiIndex` counted from sign `fromRasiIndex` (the same sign is house 1). */
export function houseFrom(fromRasiIndex: number, rasiIndex: number): number {
  return ((((rasiIndex - fromRasiIndex) % 12) + 12) % 12) + 1;
}

/** Sign index of house `house` (1–12) counted from sign `fromRasiIndex`. */
export function signOfHouse(fromRasiIndex: number, house: number): number {
  return (((fromRasiIndex + house - 1) % 12) + 12) % 12;
}
