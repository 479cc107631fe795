/**
 * Names used by the panchang: tithis, yogas, karanas, weekdays (varas), pakshas and lunar months, each a table of
 * the English transliteration (the API's values) and the Hindi name in Devanagari.
 */
import { byLocale, REGIONAL_LOCALES, type EngineLocale, type RegionalLocale } from '../i18n/locale';
import { PANCHANG_BOOKS } from './names';
import type { SunriseConvention } from '../astronomy/rise-set';
import type { Localized } from '../vocabulary/localized';

const english = <T extends readonly Localized[]>(table: T) => table.map((n) => n.en);

/** Tithis within a paksha, 1–15 (the 15th is Purnima in Shukla, Amavasya in Krishna paksha). */
export const TITHI_TABLE = [
  { en: 'Pratipada', hi: 'प्रतिपदा' },
  { en: 'Dwitiya', hi: 'द्वितीया' },
  { en: 'Tritiya', hi: 'तृतीया' },
  { en: 'Chaturthi', hi: 'चतुर्थी' },
  { en: 'Panchami', hi: 'पंचमी' },
  { en: 'Shashthi', hi: 'षष्ठी' },
  { en: 'Saptami', hi: 'सप्तमी' },
  { en: 'Ashtami', hi: 'अष्टमी' },
  { en: 'Navami', hi: 'नवमी' },
  { en: 'Dashami', hi: 'दशमी' },
  { en: 'Ekadashi', hi: 'एकादशी' },
  { en: 'Dwadashi', hi: 'द्वादशी' },
  { en: 'Trayodashi', hi: 'त्रयोदशी' },
  { en: 'Chaturdashi', hi: 'चतुर्दशी' },
  { en: 'Purnima', hi: 'पूर्णिमा' },
] as const satisfies readonly Localized[];
/** Tithi names within a paksha, 1–15, English transliteration. */
export const TITHI_NAMES = english(TITHI_TABLE);
/** The 30th tithi (new moon). */
export const AMAVASYA_NAME = { en: 'Amavasya', hi: 'अमावस्या' } as const satisfies Localized;
/** Name of the 30th tithi (new moon). */
export const AMAVASYA = AMAVASYA_NAME.en;

/** The 27 nitya yogas, index 0 = Vishkambha. */
export const YOGA_TABLE = [
  { en: 'Vishkambha', hi: 'विष्कुम्भ' },
  { en: 'Priti', hi: 'प्रीति' },
  { en: 'Ayushman', hi: 'आयुष्मान' },
  { en: 'Saubhagya', hi: 'सौभाग्य' },
  { en: 'Shobhana', hi: 'शोभन' },
  { en: 'Atiganda', hi: 'अतिगण्ड' },
  { en: 'Sukarma', hi: 'सुकर्मा' },
  { en: 'Dhriti', hi: 'धृति' },
  { en: 'Shula', hi: 'शूल' },
  { en: 'Ganda', hi: 'गण्ड' },
  { en: 'Vriddhi', hi: 'वृद्धि' },
  { en: 'Dhruva', hi: 'ध्रुव' },
  { en: 'Vyaghata', hi: 'व्याघात' },
  { en: 'Harshana', hi: 'हर्षण' },
  { en: 'Vajra', hi: 'वज्र' },
  { en: 'Siddhi', hi: 'सिद्धि' },
  { en: 'Vyatipata', hi: 'व्यतीपात' },
  { en: 'Variyana', hi: 'वरीयान' },
  { en: 'Parigha', hi: 'परिघ' },
  { en: 'Shiva', hi: 'शिव' },
  { en: 'Siddha', hi: 'सिद्ध' },
  { en: 'Sadhya', hi: 'साध्य' },
  { en: 'Shubha', hi: 'शुभ' },
  { en: 'Shukla', hi: 'शुक्ल' },
  { en: 'Brahma', hi: 'ब्रह्म' },
  { en: 'Indra', hi: 'इन्द्र' },
  { en: 'Vaidhriti', hi: 'वैधृति' },
] as const satisfies readonly Localized[];
/** The 27 nitya yoga names, English transliteration. */
export const YOGA_NAMES = english(YOGA_TABLE);

/** The seven movable (chara) karanas, cycling eight times through karanas 2–57. */
export const MOVABLE_KARANA_TABLE = [
  { en: 'Bava', hi: 'बव' },
  { en: 'Balava', hi: 'बालव' },
  { en: 'Kaulava', hi: 'कौलव' },
  { en: 'Taitila', hi: 'तैतिल' },
  { en: 'Garaja', hi: 'गर' },
  { en: 'Vanija', hi: 'वणिज' },
  { en: 'Vishti', hi: 'विष्टि' },
] as const satisfies readonly Localized[];
/** The seven movable karana names. */
export const MOVABLE_KARANAS = english(MOVABLE_KARANA_TABLE);
/** The four fixed (sthira) karanas: 1 and 58–60. */
export const FIXED_KARANA_TABLE = {
  1: { en: 'Kimstughna', hi: 'किंस्तुघ्न' },
  58: { en: 'Shakuni', hi: 'शकुनि' },
  59: { en: 'Chatushpada', hi: 'चतुष्पद' },
  60: { en: 'Naga', hi: 'नाग' },
} as const satisfies Record<number, Localized>;
/** The four fixed karana names by karana number. */
export const FIXED_KARANAS = { 1: 'Kimstughna', 58: 'Shakuni', 59: 'Chatushpada', 60: 'Naga' } as const satisfies {
  [K in keyof typeof FIXED_KARANA_TABLE]: (typeof FIXED_KARANA_TABLE)[K]['en'];
};

/** The eleven karana names. */
export const KARANA_NAMES = [...MOVABLE_KARANAS, ...Object.values(FIXED_KARANAS)];

/** Weekdays, index 0 = Sunday (Ravivara): English and Hindi (रविवार …). */
export const VARA_TABLE = [
  { en: 'Sunday', hi: 'रविवार' },
  { en: 'Monday', hi: 'सोमवार' },
  { en: 'Tuesday', hi: 'मंगलवार' },
  { en: 'Wednesday', hi: 'बुधवार' },
  { en: 'Thursday', hi: 'गुरुवार' },
  { en: 'Friday', hi: 'शुक्रवार' },
  { en: 'Saturday', hi: 'शनिवार' },
] as const satisfies readonly Localized[];
/** Weekday names, index 0 = Sunday. */
export const VARA_NAMES = english(VARA_TABLE);

/** The two lunar fortnights. */
export const PAKSHA_TABLE = [
  { en: 'Shukla', hi: 'शुक्ल' },
  { en: 'Krishna', hi: 'कृष्ण' },
] as const satisfies readonly Localized[];

/** Lunar months, Chaitra first: English transliteration (the API's value) and Hindi. */
export const LUNAR_MONTH_NAMES = [
  { en: 'Chaitra', hi: 'चैत्र' },
  { en: 'Vaishakha', hi: 'वैशाख' },
  { en: 'Jyeshtha', hi: 'ज्येष्ठ' },
  { en: 'Ashadha', hi: 'आषाढ़' },
  { en: 'Shravana', hi: 'श्रावण' },
  { en: 'Bhadrapada', hi: 'भाद्रपद' },
  { en: 'Ashwin', hi: 'आश्विन' },
  { en: 'Kartika', hi: 'कार्तिक' },
  { en: 'Margashirsha', hi: 'मार्गशीर्ष' },
  { en: 'Pausha', hi: 'पौष' },
  { en: 'Magha', hi: 'माघ' },
  { en: 'Phalguna', hi: 'फाल्गुन' },
] as const satisfies readonly Localized[];
/** Lunar months, Chaitra first. */
export const LUNAR_MONTHS = LUNAR_MONTH_NAMES.map((m) => m.en);

/** A lunar month's name in `locale` from its English transliteration; unknown names pass through. */
export function lunarMonthName(englishName: string, locale: EngineLocale): string {
  const index = LUNAR_MONTH_NAMES.findIndex((m) => m.en === englishName);
  if (index < 0) return englishName;
  return byLocale(
    locale,
    (l) => LUNAR_MONTH_NAMES[index]![l],
    (l) => PANCHANG_BOOKS[l].lunarMonths[index]!,
  );
}
/** Name of karana 1–60 (half-tithi count from the new moon). */
export function karanaName(index: number): string {
  if (index === 1 || index === 58 || index === 59 || index === 60) return FIXED_KARANAS[index];
  return MOVABLE_KARANAS[(index - 2) % 7]!;
}

/** Name of tithi 1–30. */
export function tithiName(index: number): string {
  return index === 30 ? AMAVASYA : TITHI_NAMES[(index - 1) % 15]!;
}

const ALL_NAMES: readonly Localized[] = [
  ...TITHI_TABLE,
  AMAVASYA_NAME,
  ...YOGA_TABLE,
  ...MOVABLE_KARANA_TABLE,
  ...Object.values(FIXED_KARANA_TABLE),
  ...VARA_TABLE,
  ...PAKSHA_TABLE,
];

/**
 * A panchang name (tithi, yoga, karana, vara or paksha, as the API gives it in English
 * transliteration) in `locale`; an unknown name passes through. Yoga "Shukla" and paksha
 * "Shukla" share one Hindi word (शुक्ल), so the lookup by name is unambiguous.
 */
export function panchangName(englishName: string, locale: EngineLocale): string {
  return byLocale(
    locale,
    (l) => ALL_NAMES.find((n) => n.en === englishName)?.[l] ?? englishName,
    (l) => REGIONAL_PANCHANG_NAMES[l].get(englishName) ?? englishName,
  );
}

/**
 * Each regional book's words by the English name, in ALL_NAMES's order. Yoga "Shukla" and paksha
 * "Shukla" are one word in Hindi but not in the regional almanacs (Marathi शुद्ध, Tamil வளர்பிறை for
 * the fortnight): the lookup by name gives the yoga's; `pakshaName` gives the fortnight's.
 */
const REGIONAL_PANCHANG_NAMES: Readonly<Record<RegionalLocale, ReadonlyMap<string, string>>> = Object.fromEntries(
  REGIONAL_LOCALES.map((locale) => {
    const book = PANCHANG_BOOKS[locale];
    const words = [...book.tithis, book.amavasya, ...book.yogas, ...book.movableKaranas, ...book.fixedKaranas, ...book.varas];
    const pairs: [string, string][] = [
      ...ALL_NAMES.slice(0, words.length).map((n, i): [string, string] => [n.en, words[i]!]),
      ...PAKSHA_TABLE.map((p, i): [string, string] => [p.en, book.pakshas[i]!]),
    ];
    const byEnglish = new Map<string, string>();
    for (const [en, word] of pairs) if (!byEnglish.has(en)) byEnglish.set(en, word);
    return [locale, byEnglish];
  }),
) as Record<string, ReadonlyMap<string, string>> as Record<RegionalLocale, ReadonlyMap<string, string>>;

/** A paksha ("Shukla" or "Krishna", the API's value) in `locale`; an unknown name passes through. */
export function pakshaName(englishName: string, locale: EngineLocale): string {
  const index = PAKSHA_TABLE.findIndex((p) => p.en === englishName);
  if (index < 0) return englishName;
  return byLocale(
    locale,
    (l) => PAKSHA_TABLE[index]![l],
    (l) => PANCHANG_BOOKS[l].pakshas[index]!,
  );
}

/** A day period's name (`rahuKalam` …) in `locale`. */
export function muhurtaName(key: MuhurtaKey, locale: EngineLocale): string {
  return byLocale(
    locale,
    (l) => MUHURTA_NAMES[key][l],
    (l) => PANCHANG_BOOKS[l].muhurtas[key],
  );
}

/**
 * The day's good and bad periods by the keys of the day panchang (`brahmaMuhurta`, `rahuKalam`…):
 * the names almanacs print, English transliteration and Hindi.
 */
export const MUHURTA_NAMES = {
  brahmaMuhurta: { en: 'Brahma Muhurta', hi: 'ब्रह्म मुहूर्त' },
  abhijit: { en: 'Abhijit', hi: 'अभिजित मुहूर्त' },
  amritKalam: { en: 'Amrit Kalam', hi: 'अमृत काल' },
  rahuKalam: { en: 'Rahu Kalam', hi: 'राहु काल' },
  yamaganda: { en: 'Yamaganda', hi: 'यमगंड' },
  gulikaKalam: { en: 'Gulika Kalam', hi: 'गुलिक काल' },
  durMuhurtam: { en: 'Dur Muhurtam', hi: 'दुर्मुहूर्त' },
  varjyam: { en: 'Varjyam', hi: 'वर्ज्य काल' },
} as const satisfies Record<string, Localized>;
/** One of the day's named periods. */
export type MuhurtaKey = keyof typeof MUHURTA_NAMES;

/** Plain-words description of each sunrise definition the panchang offers. */
export const SUNRISE_CONVENTION_NAMES: Readonly<Record<SunriseConvention, Localized>> = {
  'upper-limb-refraction': {
    en: "the Sun's upper limb on the horizon with standard refraction (34′), as almanacs such as Drik Panchang print",
    hi: 'सूर्य बिंब का ऊपरी किनारा क्षितिज पर, मानक अपवर्तन (34′) सहित, जैसा द्रिक पंचांग जैसे पंचांग छापते हैं',
  },
  'disc-centre-no-refraction': {
    en: "the centre of the Sun's disc on the true horizon without refraction (the classical Hindu rising)",
    hi: 'सूर्य बिंब का केंद्र वास्तविक क्षितिज पर, बिना अपवर्तन (पारंपरिक हिंदू उदय)',
  },
};
