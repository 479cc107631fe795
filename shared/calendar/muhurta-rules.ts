/**
 * The muhurta rules of each life event: the nakshatras, tithis and weekdays that suit it and the
 * classical exclusions, after Ramachandra's Muhurta Chintamani (its Samskara, Vivaha, Griha
 * and Yatra chapters) as B.V. Raman's "Muhurtha" and published almanacs tabulate them.
 * Tithis are 1–30 (16–30 Krishna); weekdays 0 = Sunday. Rikta tithis (4, 9, 14) and Amavasya
 * are never listed. Nakshatra names are the vocabulary's, exactly as /api/panchang writes them.
 */
import type { Nakshatra } from '../vocabulary/nakshatra';
import type { Localized } from '../vocabulary/localized';
import { byLocale, type EngineLocale } from '../i18n/locale';
import { calendarWordsBook } from './calendar-words-registry';

/** The events the finder answers for. */
export const MUHURTA_EVENTS = ['marriage', 'griha-pravesh', 'vehicle', 'property', 'naming', 'mundan', 'business', 'travel'] as const;
export type MuhurtaEvent = (typeof MUHURTA_EVENTS)[number];

/** Day-level exclusions, each with one line. */
export const MUHURTA_EXCLUSIONS = {
  'jupiter-combust': { en: 'Jupiter combust (within 11° of the Sun): Guru asta', hi: 'गुरु अस्त (सूर्य से 11° के भीतर)' },
  'venus-combust': { en: 'Venus combust (within 10° of the Sun, 8° retrograde): Shukra asta', hi: 'शुक्र अस्त (सूर्य से 10° के भीतर, वक्री में 8°)' },
  kharmas: { en: 'Sun in Dhanu or Meena (kharmas, malmas)', hi: 'सूर्य धनु या मीन में (खरमास)' },
  'adhika-masa': { en: 'Adhika (intercalary) lunar month', hi: 'अधिक मास' },
  chaturmas: {
    en: 'Chaturmas: Devshayani to Dev Uthani Ekadashi (where the tradition observes it)',
    hi: 'चातुर्मास: देवशयनी से देवउठनी एकादशी तक (जहाँ परंपरा मानती है)',
  },
} as const;
export type MuhurtaExclusion = keyof typeof MUHURTA_EXCLUSIONS;

/** An exclusion's line in `locale` (the regional ones from calendar-words-registry.ts's books). */
export function muhurtaExclusionText(exclusion: MuhurtaExclusion, locale: EngineLocale): string {
  return byLocale(
    locale,
    (l) => MUHURTA_EXCLUSIONS[exclusion][l],
    (l) => calendarWordsBook(l).muhurtaExclusions[exclusion],
  );
}

/** The events' names in English and Hindi (the regional ones in calendar-words-registry.ts's books). */
const MUHURTA_EVENT_NAMES: Readonly<Record<MuhurtaEvent, Localized>> = {
  marriage: { en: 'Marriage', hi: 'विवाह' },
  'griha-pravesh': { en: 'Griha pravesh (house warming)', hi: 'गृह प्रवेश' },
  vehicle: { en: 'Buying a vehicle', hi: 'वाहन ख़रीद' },
  property: { en: 'Buying property', hi: 'संपत्ति ख़रीद' },
  naming: { en: 'Naming ceremony', hi: 'नामकरण' },
  mundan: { en: 'Mundan', hi: 'मुंडन' },
  business: { en: 'Starting a business', hi: 'व्यापार आरंभ' },
  travel: { en: 'Travel', hi: 'यात्रा' },
};

/** An event's name in `locale`. */
export function muhurtaEventName(event: MuhurtaEvent, locale: EngineLocale): string {
  return byLocale(
    locale,
    (l) => MUHURTA_EVENT_NAMES[event][l],
    (l) => calendarWordsBook(l).muhurtaEvents[event],
  );
}

/** One event's rule. */
export interface MuhurtaRule {
  nakshatras: readonly Nakshatra[];
  tithis: readonly number[];
  weekdays: readonly number[];
  exclusions: readonly MuhurtaExclusion[];
  /** Sunrise to sunset only; otherwise the whole Hindu day (marriage and travel run into the night). */
  daytimeOnly: boolean;
  source: string;
}

const SHUKLA_GOOD = [2, 3, 5, 7, 10, 11, 12, 13];
const KRISHNA_GOOD = [17, 18, 20, 22, 25, 26, 27, 28];
const ALL_GOOD = [...SHUKLA_GOOD, 15, ...KRISHNA_GOOD];
const MON_WED_THU_FRI = [1, 3, 4, 5];
const FULL: readonly MuhurtaExclusion[] = ['jupiter-combust', 'venus-combust', 'kharmas', 'adhika-masa', 'chaturmas'];

/** The table. */
export const MUHURTA_RULES: Record<MuhurtaEvent, MuhurtaRule> = {
  marriage: {
    nakshatras: [
      'Rohini',
      'Mrigashira',
      'Magha',
      'Uttara Phalguni',
      'Hasta',
      'Swati',
      'Anuradha',
      'Mula',
      'Uttara Ashadha',
      'Uttara Bhadrapada',
      'Revati',
    ],
    tithis: [...SHUKLA_GOOD, 15, 16, 17, 18, 20, 22, 25],
    weekdays: MON_WED_THU_FRI,
    exclusions: FULL,
    daytimeOnly: false,
    source:
      'Muhurta Chintamani, Vivaha prakarana: the eleven marriage stars, Krishna paksha up to Dashami, no Guru or Shukra asta, no kharmas, adhika masa or Chaturmas',
  },
  'griha-pravesh': {
    nakshatras: [
      'Rohini',
      'Mrigashira',
      'Uttara Phalguni',
      'Chitra',
      'Anuradha',
      'Uttara Ashadha',
      'Dhanishta',
      'Shatabhisha',
      'Uttara Bhadrapada',
      'Revati',
    ],
    tithis: [...SHUKLA_GOOD, 17, 18, 20, 22],
    weekdays: [1, 3, 4, 5, 6],
    exclusions: FULL,
    daytimeOnly: true,
    source:
      'Muhurta Chintamani, Griha-pravesha prakarana: fixed and soft stars, not Sunday or Tuesday, no Guru or Shukra asta, kharmas, adhika masa or Chaturmas',
  },
  vehicle: {
    nakshatras: [
      'Ashwini',
      'Mrigashira',
      'Punarvasu',
      'Pushya',
      'Hasta',
      'Chitra',
      'Swati',
      'Anuradha',
      'Shravana',
      'Dhanishta',
      'Shatabhisha',
      'Revati',
    ],
    tithis: [...SHUKLA_GOOD, 6, 15, 16, 21, ...KRISHNA_GOOD].sort((a, b) => a - b),
    weekdays: [0, 1, 3, 4, 5],
    exclusions: ['adhika-masa'],
    daytimeOnly: true,
    source: 'Muhurta Chintamani, Yatra and Vahana: movable and light stars for things that move',
  },
  property: {
    nakshatras: [
      'Mrigashira',
      'Punarvasu',
      'Ashlesha',
      'Magha',
      'Purva Phalguni',
      'Vishakha',
      'Mula',
      'Purva Ashadha',
      'Purva Bhadrapada',
      'Revati',
    ],
    tithis: ALL_GOOD,
    weekdays: [1, 4, 5],
    exclusions: ['adhika-masa'],
    daytimeOnly: true,
    source:
      'Muhurta Chintamani, Vastu prakarana: downward-facing (adhomukha) stars for land and foundations, as almanacs list them for property purchase',
  },
  naming: {
    nakshatras: [
      'Ashwini',
      'Rohini',
      'Mrigashira',
      'Punarvasu',
      'Pushya',
      'Uttara Phalguni',
      'Hasta',
      'Chitra',
      'Swati',
      'Anuradha',
      'Uttara Ashadha',
      'Shravana',
      'Dhanishta',
      'Shatabhisha',
      'Uttara Bhadrapada',
      'Revati',
    ],
    tithis: [...SHUKLA_GOOD, ...KRISHNA_GOOD],
    weekdays: MON_WED_THU_FRI,
    exclusions: ['adhika-masa'],
    daytimeOnly: true,
    source: 'Muhurta Chintamani, Samskara prakarana (Namakarana): fixed, soft, light and movable stars',
  },
  mundan: {
    nakshatras: [
      'Ashwini',
      'Mrigashira',
      'Punarvasu',
      'Pushya',
      'Hasta',
      'Chitra',
      'Swati',
      'Jyeshtha',
      'Shravana',
      'Dhanishta',
      'Shatabhisha',
      'Revati',
    ],
    tithis: [2, 3, 5, 7, 10, 11, 13],
    weekdays: MON_WED_THU_FRI,
    exclusions: ['jupiter-combust', 'venus-combust', 'adhika-masa', 'chaturmas'],
    daytimeOnly: true,
    source: 'Muhurta Chintamani, Samskara prakarana (Chudakarana): Shukla paksha, no Guru or Shukra asta, adhika masa or Chaturmas',
  },
  business: {
    nakshatras: [
      'Ashwini',
      'Rohini',
      'Mrigashira',
      'Pushya',
      'Uttara Phalguni',
      'Hasta',
      'Chitra',
      'Anuradha',
      'Uttara Ashadha',
      'Shravana',
      'Uttara Bhadrapada',
      'Revati',
    ],
    tithis: [...SHUKLA_GOOD, 15, 17, 18, 20, 22, 25, 26, 27],
    weekdays: MON_WED_THU_FRI,
    exclusions: ['adhika-masa'],
    daytimeOnly: true,
    source: 'Muhurta Chintamani, Vanijya (trade): fixed, light and soft stars',
  },
  travel: {
    nakshatras: ['Ashwini', 'Mrigashira', 'Punarvasu', 'Pushya', 'Hasta', 'Anuradha', 'Shravana', 'Dhanishta', 'Revati'],
    tithis: [2, 3, 5, 7, 10, 11, 13, 17, 18, 20, 22, 25, 26, 28],
    weekdays: MON_WED_THU_FRI,
    exclusions: [],
    daytimeOnly: false,
    source: "Muhurta Chintamani, Yatra prakarana: the travel stars; the direction (disha shool) is the traveller's to check",
  },
};
