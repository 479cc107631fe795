/**
 * Avakhada chakra: the Moon-based birth attributes used in naming and matching. Tables as in
 * the standard almanac (panchang) lists, e.g. B.V. Raman's "Muhurtha" and the Ashtakoota tables:
 * - varna by the Moon's rasi (water signs Brahmin, fire Kshatriya, earth Vaishya, air Shudra);
 * - vashya by the Moon's rasi, with Sagittarius (first half human, second quadruped) and
 *   Capricorn (first half quadruped, second half water) split at 15°;
 * - yoni, gana and nadi by the Moon's nakshatra;
 * - the naming syllable by nakshatra pada (the common 108-syllable list; Shravana is
 *   Khi/Khu/Khe/Kho, as in lists that do not use Abhijit).
 */
import type { Avakhada } from '../chart/model';
import { RASI_LORD } from '../vocabulary/rasi';

const VARNA_BY_ELEMENT = ['Kshatriya', 'Vaishya', 'Shudra', 'Brahmin'] as const; // fire, earth, air, water

const VASHYA = [
  'Chatushpada',
  'Chatushpada',
  'Manava',
  'Jalachara',
  'Vanachara',
  'Manava',
  'Manava',
  'Keeta',
  'Manava',
  'Chatushpada',
  'Manava',
  'Jalachara',
] as const;

/** Yoni (animal) by nakshatra, index 0 = Ashwini. */
export const YONI = [
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
] as const;

const D = 'Deva',
  M = 'Manushya',
  R = 'Rakshasa';
/** Gana by nakshatra, index 0 = Ashwini. */
export const GANA = [D, M, R, M, D, M, D, D, R, R, M, M, D, R, D, R, D, R, R, M, M, D, R, R, M, M, D] as const;

const ADI = 'Adi',
  MADHYA = 'Madhya',
  ANTYA = 'Antya';
/** Nadi by nakshatra, index 0 = Ashwini: the pattern Adi, Madhya, Antya, Antya, Madhya, Adi repeats. */
export const NADI = Array.from({ length: 27 }, (_, i) => [ADI, MADHYA, ANTYA, ANTYA, MADHYA, ADI][i % 6]!);

/** Naming syllables, 4 per nakshatra (index = nakshatra × 4 + pada − 1). */
export const PADA_SYLLABLES = [
  'Chu',
  'Che',
  'Cho',
  'La',
  'Li',
  'Lu',
  'Le',
  'Lo',
  'A',
  'I',
  'U',
  'E',
  'O',
  'Va',
  'Vi',
  'Vu',
  'Ve',
  'Vo',
  'Ka',
  'Ki',
  'Ku',
  'Gha',
  'Nga',
  'Chha',
  'Ke',
  'Ko',
  'Ha',
  'Hi',
  'Hu',
  'He',
  'Ho',
  'Da',
  'Di',
  'Du',
  'De',
  'Do',
  'Ma',
  'Mi',
  'Mu',
  'Me',
  'Mo',
  'Ta',
  'Ti',
  'Tu',
  'Te',
  'To',
  'Pa',
  'Pi',
  'Pu',
  'Sha',
  'Na',
  'Tha',
  'Pe',
  'Po',
  'Ra',
  'Ri',
  'Ru',
  'Re',
  'Ro',
  'Ta',
  'Ti',
  'Tu',
  'Te',
  'To',
  'Na',
  'Ni',
  'Nu',
  'Ne',
  'No',
  'Ya',
  'Yi',
  'Yu',
  'Ye',
  'Yo',
  'Bha',
  'Bhi',
  'Bhu',
  'Dha',
  'Pha',
  'Dha',
  'Bhe',
  'Bho',
  'Ja',
  'Ji',
  'Khi',
  'Khu',
  'Khe',
  'Kho',
  'Ga',
  'Gi',
  'Gu',
  'Ge',
  'Go',
  'Sa',
  'Si',
  'Su',
  'Se',
  'So',
  'Da',
  'Di',
  'Du',
  'Tha',
  'Jha',
  'Nya',
  'De',
  'Do',
  'Cha',
  'Chi',
] as const;

/**
 * Avakhada attributes from the Moon's rasi index (0 = Aries), degrees in that rasi,
 * nakshatra index (0 = Ashwini) and pada (1–4).
 */
export function avakhadaOf(moonRasiIndex: number, moonDegreesInRasi: number, moonNakshatraIndex: number, moonPada: number): Avakhada {
  let vashya: string = VASHYA[moonRasiIndex]!;
  if (moonRasiIndex === 8 && moonDegreesInRasi >= 15) vashya = 'Chatushpada';
  if (moonRasiIndex === 9 && moonDegreesInRasi >= 15) vashya = 'Jalachara';
  return {
    varna: VARNA_BY_ELEMENT[moonRasiIndex % 4]!,
    vashya,
    yoni: YONI[moonNakshatraIndex]!,
    gana: GANA[moonNakshatraIndex]!,
    nadi: NADI[moonNakshatraIndex]!,
    rasiLord: RASI_LORD[moonRasiIndex]!,
    nakshatraPadaLetter: PADA_SYLLABLES[moonNakshatraIndex * 4 + moonPada - 1]!,
  };
}
