/** Names used by the panchang: tithis, yogas, karanas and weekdays (varas). */

/** Tithi names within a paksha, 1–15 (the 15th is Purnima in Shukla, Amavasya in Krishna paksha). */
export const TITHI_NAMES = [
  'Pratipada',
  'Dwitiya',
  'Tritiya',
  'Chaturthi',
  'Panchami',
  'Shashthi',
  'Saptami',
  'Ashtami',
  'Navami',
  'Dashami',
  'Ekadashi',
  'Dwadashi',
  'Trayodashi',
  'Chaturdashi',
  'Purnima',
] as const;
/** Name of the 30th tithi (new moon). */
export const AMAVASYA = 'Amavasya';

/** The 27 nitya yogas, index 0 = Vishkambha. */
export const YOGA_NAMES = [
  'Vishkambha',
  'Priti',
  'Ayushman',
  'Saubhagya',
  'Shobhana',
  'Atiganda',
  'Sukarma',
  'Dhriti',
  'Shula',
  'Ganda',
  'Vriddhi',
  'Dhruva',
  'Vyaghata',
  'Harshana',
  'Vajra',
  'Siddhi',
  'Vyatipata',
  'Variyana',
  'Parigha',
  'Shiva',
  'Siddha',
  'Sadhya',
  'Shubha',
  'Shukla',
  'Brahma',
  'Indra',
  'Vaidhriti',
] as const;

/** The seven movable (chara) karanas, cycling eight times through karanas 2–57. */
export const MOVABLE_KARANAS = ['Bava', 'Balava', 'Kaulava', 'Taitila', 'Garaja', 'Vanija', 'Vishti'] as const;
/** The four fixed (sthira) karanas: 1 and 58–60. */
export const FIXED_KARANAS = { 1: 'Kimstughna', 58: 'Shakuni', 59: 'Chatushpada', 60: 'Naga' } as const;

/** The eleven karana names. */
export const KARANA_NAMES = [...MOVABLE_KARANAS, ...Object.values(FIXED_KARANAS)] as const;

/** Weekday names, index 0 = Sunday (Ravivara). */
export const VARA_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Name of karana 1–60 (half-tithi count from the new moon). */
export function karanaName(index: number): string {
  if (index === 1 || index === 58 || index === 59 || index === 60) return FIXED_KARANAS[index];
  return MOVABLE_KARANAS[(index - 2) % 7]!;
}

/** Name of tithi 1–30. */
export function tithiName(index: number): string {
  return index === 30 ? AMAVASYA : TITHI_NAMES[(index - 1) % 15]!;
}
