/**
 * Classical graha facts the strength, yoga and matching layers share (Brihat Parashara Hora
 * Shastra as summarised by B.V. Raman): exaltation, debilitation, own signs, moolatrikona,
 * natural relationships and natural benefics. Signs are indices, 0 = Aries.
 */
import type { Graha, SaptaGraha } from '../vocabulary/graha';
import { RASI_LORD } from '../vocabulary/rasi';

/** Exaltation sign and deep-exaltation degree within it (nodes: Taurus/Scorpio, the common convention). */
export const EXALTATION: Record<Graha, { rasiIndex: number; deg: number }> = {
  Sun: { rasiIndex: 0, deg: 10 }, Moon: { rasiIndex: 1, deg: 3 }, Mars: { rasiIndex: 9, deg: 28 }, Mercury: { rasiIndex: 5, deg: 15 },
  Jupiter: { rasiIndex: 3, deg: 5 }, Venus: { rasiIndex: 11, deg: 27 }, Saturn: { rasiIndex: 6, deg: 20 },
  Rahu: { rasiIndex: 1, deg: 20 }, Ketu: { rasiIndex: 7, deg: 20 },
};

/** Debilitation sign: the sign opposite exaltation. */
export function debilitationRasi(graha: Graha): number {
  return (EXALTATION[graha].rasiIndex + 6) % 12;
}

/** Signs a graha owns (nodes own none here; authors differ, so rules never rely on it). */
export function ownRasis(graha: Graha): number[] {
  const out: number[] = [];
  for (let r = 0; r < 12; r++) if (RASI_LORD[r] === graha && graha !== 'Rahu' && graha !== 'Ketu') out.push(r);
  return out;
}

/** Moolatrikona sign and its degree range [from, to) within the sign. */
export const MOOLATRIKONA: Record<SaptaGraha, { rasiIndex: number; fromDeg: number; toDeg: number }> = {
  Sun: { rasiIndex: 4, fromDeg: 0, toDeg: 20 }, Moon: { rasiIndex: 1, fromDeg: 3, toDeg: 30 }, Mars: { rasiIndex: 0, fromDeg: 0, toDeg: 12 },
  Mercury: { rasiIndex: 5, fromDeg: 15, toDeg: 20 }, Jupiter: { rasiIndex: 8, fromDeg: 0, toDeg: 10 }, Venus: { rasiIndex: 6, fromDeg: 0, toDeg: 15 },
  Saturn: { rasiIndex: 10, fromDeg: 0, toDeg: 20 },
};

/** Natural (naisargika) friends and enemies; everyone else is neutral. */
export const NATURAL_FRIENDS: Record<SaptaGraha, readonly SaptaGraha[]> = {
  Sun: ['Moon', 'Mars', 'Jupiter'], Moon: ['Sun', 'Mercury'], Mars: ['Sun', 'Moon', 'Jupiter'], Mercury: ['Sun', 'Venus'],
  Jupiter: ['Sun', 'Moon', 'Mars'], Venus: ['Mercury', 'Saturn'], Saturn: ['Mercury', 'Venus'],
};
/** Natural (naisargika) enemies. */
export const NATURAL_ENEMIES: Record<SaptaGraha, readonly SaptaGraha[]> = {
  Sun: ['Venus', 'Saturn'], Moon: [], Mars: ['Mercury'], Mercury: ['Moon'], Jupiter: ['Mercury', 'Venus'], Venus: ['Sun', 'Moon'], Saturn: ['Sun', 'Moon', 'Mars'],
};

/** Natural relationship of `from` towards `to`: 1 friend, 0 neutral, −1 enemy. */
export function naturalRelation(from: SaptaGraha, to: SaptaGraha): 1 | 0 | -1 {
  if (NATURAL_FRIENDS[from].includes(to)) return 1;
  if (NATURAL_ENEMIES[from].includes(to)) return -1;
  return 0;
}

/** House (1–12) of sign `rasiIndex` counted from sign `fromRasiIndex`. */
export function houseFrom(fromRasiIndex: number, rasiIndex: number): number {
  return ((((rasiIndex - fromRasiIndex) % 12) + 12) % 12) + 1;
}

/** Sign index of house `house` (1–12) counted from sign `fromRasiIndex`. */
export function rasiOfHouse(fromRasiIndex: number, house: number): number {
  return (((fromRasiIndex + house - 1) % 12) + 12) % 12;
}

/** Parashari graha drishti: houses (1–12, counted from the graha) a graha aspects. Nodes: 5, 7, 9 (as Jupiter), one common convention. */
export const DRISHTI_HOUSES: Record<Graha, readonly number[]> = {
  Sun: [7], Moon: [7], Mercury: [7], Venus: [7], Mars: [4, 7, 8], Jupiter: [5, 7, 9], Saturn: [3, 7, 10], Rahu: [5, 7, 9], Ketu: [5, 7, 9],
};
