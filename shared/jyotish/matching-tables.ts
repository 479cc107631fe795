/**
 * Ashtakoota tables (the eight kootas of North Indian Kundali matching, 36 points), as
 * printed in the usual almanac tradition (e.g. B.V. Raman, "Muhurtha"; Indian panchangas).
 * Nakshatra indices 0 = Ashwini … 26 = Revati; sign indices 0 = Aries.
 */
import type { Gana, Nadi, Varna, Vashya, Yoni } from '../vocabulary/matching-keys';

/** Varna of a Moon sign (0 = Aries). */
export function varnaOfSign(sign: number): Varna {
  return (['Kshatriya', 'Vaishya', 'Shudra', 'Brahmin'] as const)[sign % 4]!;
}

/** Vashya of a sidereal Moon longitude (degrees, [0, 360)): Sagittarius and Capricorn change group at 15°. */
export function vashyaOf(longitudeDeg: number): Vashya {
  const sign = Math.floor(longitudeDeg / 30) % 12;
  return vashyaOfSign(sign, longitudeDeg - sign * 30);
}

/** Vashya of a Moon sign (0 = Aries) and degrees within it ([0, 30)). */
export function vashyaOfSign(sign: number, degreesInSign: number): Vashya {
  const second = degreesInSign >= 15;
  const bySign: Vashya[] = [
    'Chatushpada',
    'Chatushpada',
    'Manava',
    'Jalachara',
    'Vanachara',
    'Manava',
    'Manava',
    'Keeta',
    second ? 'Chatushpada' : 'Manava',
    second ? 'Jalachara' : 'Chatushpada',
    'Manava',
    'Jalachara',
  ];
  return bySign[sign]!;
}
/** Vashya points, boy's group (row) × girl's group (column), in VASHYAS order; maximum 2. */
export const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

/** Yoni of each nakshatra. */
export const NAKSHATRA_YONI: readonly Yoni[] = [
  'Horse',
  'Elephant',
  'Sheep',
  'Serpent',
  'Serpent',
  'Dog',
  'Cat',
  'Sheep',
  'Cat',
  'Rat',
  'Rat',
  'Cow',
  'Buffalo',
  'Tiger',
  'Buffalo',
  'Tiger',
  'Deer',
  'Deer',
  'Dog',
  'Monkey',
  'Mongoose',
  'Monkey',
  'Lion',
  'Horse',
  'Lion',
  'Cow',
  'Elephant',
];
/** Yoni points (symmetric), YONIS order; 4 same animal, 0 sworn enemies. */
export const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

/** Gana of each nakshatra. */
export const NAKSHATRA_GANA: readonly Gana[] = [
  'Deva',
  'Manushya',
  'Rakshasa',
  'Manushya',
  'Deva',
  'Manushya',
  'Deva',
  'Deva',
  'Rakshasa',
  'Rakshasa',
  'Manushya',
  'Manushya',
  'Deva',
  'Rakshasa',
  'Deva',
  'Rakshasa',
  'Deva',
  'Rakshasa',
  'Rakshasa',
  'Manushya',
  'Manushya',
  'Deva',
  'Rakshasa',
  'Rakshasa',
  'Manushya',
  'Manushya',
  'Deva',
];
/** Gana points, boy's gana (row) × girl's gana (column); maximum 6. */
export const GANA_POINTS: readonly (readonly number[])[] = [
  [6, 6, 0],
  [5, 6, 0],
  [1, 0, 6],
];

/** Nadi of a nakshatra (0 = Ashwini). */
export function nadiOf(nakshatraIndex: number): Nadi {
  return (['Adi', 'Madhya', 'Antya', 'Antya', 'Madhya', 'Adi'] as const)[nakshatraIndex % 6]!;
}
