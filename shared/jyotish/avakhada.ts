/**
 * Avakhada chakra: the Moon-based birth attributes used in naming and matching. Varna, vashya,
 * yoni, gana and nadi are the Ashtakoota tables' own (matching-tables.ts), so a birth's avakhada
 * and its match kootas cannot disagree; as in the standard almanac (panchang) lists, e.g.
 * B.V. Raman's "Muhurtha":
 * - varna by the Moon's rasi (water signs Brahmin, fire Kshatriya, earth Vaishya, air Shudra);
 * - vashya by the Moon's rasi, with Sagittarius (first half human, second quadruped) and
 *   Capricorn (first half quadruped, second half water) split at 15°;
 * - yoni, gana and nadi by the Moon's nakshatra;
 * - the naming syllable by nakshatra pada (the common 108-syllable list; Shravana is
 *   Khi/Khu/Khe/Kho, as in lists that do not use Abhijit).
 */
import type { Avakhada } from '../model/chart';
import { RASI_LORD } from './classical';
import type { EngineLocale } from '../i18n/locale';
import { sanskritNameIn, type Localized } from '../vocabulary/localized';
import { NAKSHATRA_GANA, NAKSHATRA_YONI, nadiOf, varnaOfSign, vashyaOfSign } from './matching-tables';

/** Naming syllables, 4 per nakshatra (index = nakshatra × 4 + pada − 1): English transliteration and Hindi (Devanagari). */
export const PADA_SYLLABLE_NAMES = [
  { en: 'Chu', hi: 'चू' },
  { en: 'Che', hi: 'चे' },
  { en: 'Cho', hi: 'चो' },
  { en: 'La', hi: 'ला' },
  { en: 'Li', hi: 'ली' },
  { en: 'Lu', hi: 'लू' },
  { en: 'Le', hi: 'ले' },
  { en: 'Lo', hi: 'लो' },
  { en: 'A', hi: 'अ' },
  { en: 'I', hi: 'इ' },
  { en: 'U', hi: 'उ' },
  { en: 'E', hi: 'ए' },
  { en: 'O', hi: 'ओ' },
  { en: 'Va', hi: 'वा' },
  { en: 'Vi', hi: 'वी' },
  { en: 'Vu', hi: 'वू' },
  { en: 'Ve', hi: 'वे' },
  { en: 'Vo', hi: 'वो' },
  { en: 'Ka', hi: 'का' },
  { en: 'Ki', hi: 'की' },
  { en: 'Ku', hi: 'कू' },
  { en: 'Gha', hi: 'घ' },
  { en: 'Nga', hi: 'ङ' },
  { en: 'Chha', hi: 'छ' },
  { en: 'Ke', hi: 'के' },
  { en: 'Ko', hi: 'को' },
  { en: 'Ha', hi: 'हा' },
  { en: 'Hi', hi: 'ही' },
  { en: 'Hu', hi: 'हू' },
  { en: 'He', hi: 'हे' },
  { en: 'Ho', hi: 'हो' },
  { en: 'Da', hi: 'डा' },
  { en: 'Di', hi: 'डी' },
  { en: 'Du', hi: 'डू' },
  { en: 'De', hi: 'डे' },
  { en: 'Do', hi: 'डो' },
  { en: 'Ma', hi: 'मा' },
  { en: 'Mi', hi: 'मी' },
  { en: 'Mu', hi: 'मू' },
  { en: 'Me', hi: 'मे' },
  { en: 'Mo', hi: 'मो' },
  { en: 'Ta', hi: 'टा' },
  { en: 'Ti', hi: 'टी' },
  { en: 'Tu', hi: 'टू' },
  { en: 'Te', hi: 'टे' },
  { en: 'To', hi: 'टो' },
  { en: 'Pa', hi: 'पा' },
  { en: 'Pi', hi: 'पी' },
  { en: 'Pu', hi: 'पू' },
  { en: 'Sha', hi: 'ष' },
  { en: 'Na', hi: 'ण' },
  { en: 'Tha', hi: 'ठ' },
  { en: 'Pe', hi: 'पे' },
  { en: 'Po', hi: 'पो' },
  { en: 'Ra', hi: 'रा' },
  { en: 'Ri', hi: 'री' },
  { en: 'Ru', hi: 'रू' },
  { en: 'Re', hi: 'रे' },
  { en: 'Ro', hi: 'रो' },
  { en: 'Ta', hi: 'ता' },
  { en: 'Ti', hi: 'ती' },
  { en: 'Tu', hi: 'तू' },
  { en: 'Te', hi: 'ते' },
  { en: 'To', hi: 'तो' },
  { en: 'Na', hi: 'ना' },
  { en: 'Ni', hi: 'नी' },
  { en: 'Nu', hi: 'नू' },
  { en: 'Ne', hi: 'ने' },
  { en: 'No', hi: 'नो' },
  { en: 'Ya', hi: 'या' },
  { en: 'Yi', hi: 'यी' },
  { en: 'Yu', hi: 'यू' },
  { en: 'Ye', hi: 'ये' },
  { en: 'Yo', hi: 'यो' },
  { en: 'Bha', hi: 'भा' },
  { en: 'Bhi', hi: 'भी' },
  { en: 'Bhu', hi: 'भू' },
  { en: 'Dha', hi: 'धा' },
  { en: 'Pha', hi: 'फा' },
  { en: 'Dha', hi: 'ढा' },
  { en: 'Bhe', hi: 'भे' },
  { en: 'Bho', hi: 'भो' },
  { en: 'Ja', hi: 'जा' },
  { en: 'Ji', hi: 'जी' },
  { en: 'Khi', hi: 'खी' },
  { en: 'Khu', hi: 'खू' },
  { en: 'Khe', hi: 'खे' },
  { en: 'Kho', hi: 'खो' },
  { en: 'Ga', hi: 'गा' },
  { en: 'Gi', hi: 'गी' },
  { en: 'Gu', hi: 'गू' },
  { en: 'Ge', hi: 'गे' },
  { en: 'Go', hi: 'गो' },
  { en: 'Sa', hi: 'सा' },
  { en: 'Si', hi: 'सी' },
  { en: 'Su', hi: 'सू' },
  { en: 'Se', hi: 'से' },
  { en: 'So', hi: 'सो' },
  { en: 'Da', hi: 'दा' },
  { en: 'Di', hi: 'दी' },
  { en: 'Du', hi: 'दू' },
  { en: 'Tha', hi: 'थ' },
  { en: 'Jha', hi: 'झ' },
  { en: 'Nya', hi: 'ञ' },
  { en: 'De', hi: 'दे' },
  { en: 'Do', hi: 'दो' },
  { en: 'Cha', hi: 'चा' },
  { en: 'Chi', hi: 'ची' },
] as const satisfies readonly Localized[];
/** The naming syllables in English transliteration, same order. */
export const PADA_SYLLABLES = PADA_SYLLABLE_NAMES.map((n) => n.en);

/** The naming syllable of a nakshatra (0 = Ashwini) and pada (1–4) in `locale` ("Chu" / "चू"). */
export function padaSyllable(nakshatraIndex: number, pada: number, locale: EngineLocale): string {
  const entry = PADA_SYLLABLE_NAMES[nakshatraIndex * 4 + pada - 1];
  return entry ? sanskritNameIn(entry, locale) : '';
}

/**
 * Avakhada attributes from the Moon's rasi index (0 = Aries), degrees in that rasi,
 * nakshatra index (0 = Ashwini) and pada (1–4).
 */
export function avakhadaOf(moonRasiIndex: number, moonDegreesInRasi: number, moonNakshatraIndex: number, moonPada: number): Avakhada {
  return {
    varna: varnaOfSign(moonRasiIndex),
    vashya: vashyaOfSign(moonRasiIndex, moonDegreesInRasi),
    yoni: NAKSHATRA_YONI[moonNakshatraIndex]!,
    gana: NAKSHATRA_GANA[moonNakshatraIndex]!,
    nadi: nadiOf(moonNakshatraIndex),
    rasiLord: RASI_LORD[moonRasiIndex]!,
    nakshatraPadaLetter: PADA_SYLLABLES[moonNakshatraIndex * 4 + moonPada - 1]!,
  };
}
