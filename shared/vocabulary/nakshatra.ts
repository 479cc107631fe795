import { byLocale, type EngineLocale } from '../i18n/locale';
import { vocabularyBook } from './books/registry';

/** The 27 nakshatras, index 0 = Ashwini, one table: English transliteration and Hindi in Devanagari. */
export const NAKSHATRA_NAMES = [
  { en: 'Ashwini', hi: 'अश्विनी' },
  { en: 'Bharani', hi: 'भरणी' },
  { en: 'Krittika', hi: 'कृत्तिका' },
  { en: 'Rohini', hi: 'रोहिणी' },
  { en: 'Mrigashira', hi: 'मृगशिरा' },
  { en: 'Ardra', hi: 'आर्द्रा' },
  { en: 'Punarvasu', hi: 'पुनर्वसु' },
  { en: 'Pushya', hi: 'पुष्य' },
  { en: 'Ashlesha', hi: 'आश्लेषा' },
  { en: 'Magha', hi: 'मघा' },
  { en: 'Purva Phalguni', hi: 'पूर्वा फाल्गुनी' },
  { en: 'Uttara Phalguni', hi: 'उत्तरा फाल्गुनी' },
  { en: 'Hasta', hi: 'हस्त' },
  { en: 'Chitra', hi: 'चित्रा' },
  { en: 'Swati', hi: 'स्वाति' },
  { en: 'Vishakha', hi: 'विशाखा' },
  { en: 'Anuradha', hi: 'अनुराधा' },
  { en: 'Jyeshtha', hi: 'ज्येष्ठा' },
  { en: 'Mula', hi: 'मूल' },
  { en: 'Purva Ashadha', hi: 'पूर्वाषाढ़ा' },
  { en: 'Uttara Ashadha', hi: 'उत्तराषाढ़ा' },
  { en: 'Shravana', hi: 'श्रवण' },
  { en: 'Dhanishta', hi: 'धनिष्ठा' },
  { en: 'Shatabhisha', hi: 'शतभिषा' },
  { en: 'Purva Bhadrapada', hi: 'पूर्वा भाद्रपद' },
  { en: 'Uttara Bhadrapada', hi: 'उत्तरा भाद्रपद' },
  { en: 'Revati', hi: 'रेवती' },
] as const;

/** The 27 nakshatras, index 0 = Ashwini, each 13°20′ of the sidereal zodiac (the ChartModel's names). */
export const NAKSHATRAS: readonly Nakshatra[] = NAKSHATRA_NAMES.map((n) => n.en);
/** One of the 27 nakshatras. */
export type Nakshatra = (typeof NAKSHATRA_NAMES)[number]['en'];

/** A nakshatra's name in `locale` by index 0 = Ashwini ("Ashwini" / "अश्विनी"). */
export function nakshatraName(nakshatraIndex: number, locale: EngineLocale): string {
  const index = ((nakshatraIndex % 27) + 27) % 27;
  return byLocale(
    locale,
    (l) => NAKSHATRA_NAMES[index]![l],
    (l) => vocabularyBook(l).nakshatras[index]!,
  );
}

/** A nakshatra's name in `locale` by its English transliteration (the ChartModel's value); unknown names pass through. */
export function nakshatraNameOf(nakshatra: string, locale: EngineLocale): string {
  const index = NAKSHATRAS.indexOf(nakshatra as Nakshatra);
  return index < 0 ? nakshatra : nakshatraName(index, locale);
}

/** Width of one nakshatra in degrees (13°20′). */
export const NAKSHATRA_SPAN_DEG = 360 / 27;
/** Width of one pada (quarter nakshatra) in degrees (3°20′). */
export const PADA_SPAN_DEG = NAKSHATRA_SPAN_DEG / 4;
