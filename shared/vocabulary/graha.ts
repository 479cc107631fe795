import { byLocale, type EngineLocale } from '../i18n/locale';
import { vocabularyBook } from './books/registry';
import type { Localized } from './localized';

/** The nine grahas of Vedic astrology, in the traditional weekday-derived order used everywhere in the ChartModel. */
export const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const;
/** One of the nine grahas. */
export type Graha = (typeof GRAHAS)[number];

/** The seven visible grahas (Sun–Saturn): the ones with shadbala and ashtakavarga. */
export const SAPTA_GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
/** One of the seven visible grahas. */
export type SaptaGraha = (typeof SAPTA_GRAHAS)[number];

/** One graha's names: symbol, Sanskrit transliteration, and per language the full name and the chart abbreviation. */
export interface GrahaNames {
  symbol: string;
  sanskrit: string;
  name: Localized;
  /** Chart-drawing abbreviation: two Latin letters as in Jagannatha Hora; in Hindi the traditional first syllable. */
  abbreviation: Localized;
}

/** The grahas' names, one table: English, Sanskrit transliteration, Devanagari (Hindi) and the abbreviations. */
export const GRAHA_NAMES: Readonly<Record<Graha, GrahaNames>> = {
  Sun: { symbol: '☉', sanskrit: 'Surya', name: { en: 'Sun', hi: 'सूर्य' }, abbreviation: { en: 'Su', hi: 'सू' } },
  Moon: { symbol: '☽', sanskrit: 'Chandra', name: { en: 'Moon', hi: 'चंद्र' }, abbreviation: { en: 'Mo', hi: 'चं' } },
  Mars: { symbol: '♂', sanskrit: 'Mangala', name: { en: 'Mars', hi: 'मंगल' }, abbreviation: { en: 'Ma', hi: 'मं' } },
  Mercury: { symbol: '☿', sanskrit: 'Budha', name: { en: 'Mercury', hi: 'बुध' }, abbreviation: { en: 'Me', hi: 'बु' } },
  Jupiter: { symbol: '♃', sanskrit: 'Guru', name: { en: 'Jupiter', hi: 'गुरु' }, abbreviation: { en: 'Ju', hi: 'गु' } },
  Venus: { symbol: '♀', sanskrit: 'Shukra', name: { en: 'Venus', hi: 'शुक्र' }, abbreviation: { en: 'Ve', hi: 'शु' } },
  Saturn: { symbol: '♄', sanskrit: 'Shani', name: { en: 'Saturn', hi: 'शनि' }, abbreviation: { en: 'Sa', hi: 'श' } },
  Rahu: { symbol: '☊', sanskrit: 'Rahu', name: { en: 'Rahu', hi: 'राहु' }, abbreviation: { en: 'Ra', hi: 'रा' } },
  Ketu: { symbol: '☋', sanskrit: 'Ketu', name: { en: 'Ketu', hi: 'केतु' }, abbreviation: { en: 'Ke', hi: 'के' } },
};

const column = <T>(pick: (n: GrahaNames) => T): Record<Graha, T> =>
  Object.fromEntries(GRAHAS.map((g) => [g, pick(GRAHA_NAMES[g])])) as Record<Graha, T>;

/** Astronomical/astrological symbols for display. */
export const GRAHA_SYMBOL: Record<Graha, string> = column((n) => n.symbol);

/** Sanskrit names, for display beside the English ones. */
export const GRAHA_SANSKRIT: Record<Graha, string> = column((n) => n.sanskrit);

/** A graha's name in `locale` ("Saturn" / "शनि"). */
export function grahaName(graha: Graha, locale: EngineLocale): string {
  return byLocale(
    locale,
    (l) => GRAHA_NAMES[graha].name[l],
    (l) => vocabularyBook(l).grahas[graha].name,
  );
}

/** A graha's chart abbreviation in `locale` ("Sa" / "श"). */
export function grahaAbbreviation(graha: Graha, locale: EngineLocale): string {
  return byLocale(
    locale,
    (l) => GRAHA_NAMES[graha].abbreviation[l],
    (l) => vocabularyBook(l).grahas[graha].abbreviation,
  );
}

/** True when the string names a graha (exact, case-sensitive). */
export function isGraha(value: string): value is Graha {
  return (GRAHAS as readonly string[]).includes(value);
}
