/**
 * Names used by Kundali matching: the eight kootas, the three doshas of the pair, the ten
 * poruthams, the verdict bands, porutham agreement and the five rajjus, each with the English
 * (transliteration where astrologers expect it) and the traditional Hindi in Devanagari.
 */
import type { Agreement, Koota, MatchDoshaName, PoruthamKey, Rajju, Verdict } from './matching-keys';
import { byLocale, type EngineLocale, type Locale } from '../i18n/locale';
import { vocabularyBook } from './books/registry';
import { grahaName, isGraha } from './graha';
import { sanskritNameIn, type Localized } from './localized';
import { nakshatraNameOf } from './nakshatra';
import { rasiNameOf } from './rasi';
import { attributeValueName } from './terms';

/** Names of the kootas. */
export const KOOTA_NAMES: Readonly<Record<Koota, Localized>> = {
  varna: { en: 'Varna', hi: 'वर्ण' },
  vashya: { en: 'Vashya', hi: 'वश्य' },
  tara: { en: 'Tara', hi: 'तारा' },
  yoni: { en: 'Yoni', hi: 'योनि' },
  grahaMaitri: { en: 'Graha Maitri', hi: 'ग्रह मैत्री' },
  gana: { en: 'Gana', hi: 'गण' },
  bhakoot: { en: 'Bhakoot', hi: 'भकूट' },
  nadi: { en: 'Nadi', hi: 'नाड़ी' },
};

/** Names of the doshas of the pair. */
export const DOSHA_NAMES: Readonly<Record<MatchDoshaName, Localized>> = {
  nadi: { en: 'Nadi dosha', hi: 'नाड़ी दोष' },
  bhakoot: { en: 'Bhakoot dosha', hi: 'भकूट दोष' },
  gana: { en: 'Gana dosha', hi: 'गण दोष' },
};

/** Names of the ten poruthams. */
export const PORUTHAM_NAMES: Readonly<Record<PoruthamKey, Localized>> = {
  dina: { en: 'Dina', hi: 'दिन' },
  gana: { en: 'Gana', hi: 'गण' },
  mahendra: { en: 'Mahendra', hi: 'माहेन्द्र' },
  streeDeergha: { en: 'Stree Deergha', hi: 'स्त्री दीर्घ' },
  yoni: { en: 'Yoni', hi: 'योनि' },
  rasi: { en: 'Rasi', hi: 'राशि' },
  rasiAdhipati: { en: 'Rasi Adhipati', hi: 'राशि अधिपति' },
  vasya: { en: 'Vasya', hi: 'वश्य' },
  rajju: { en: 'Rajju', hi: 'रज्जु' },
  vedha: { en: 'Vedha', hi: 'वेध' },
};

/** The verdict bands of a guna total, as the answer gives them (`verdict`) and in Hindi. */
export const VERDICT_NAMES: Readonly<Record<Verdict, Localized>> = {
  'not recommended': { en: 'not recommended', hi: 'अनुशंसित नहीं' },
  average: { en: 'average', hi: 'सामान्य' },
  good: { en: 'good', hi: 'अच्छा' },
  excellent: { en: 'excellent', hi: 'उत्तम' },
};

/** How well a porutham agrees. */
export const AGREEMENT_NAMES: Readonly<Record<Agreement, Localized>> = {
  yes: { en: 'Agrees', hi: 'मेल है' },
  partly: { en: 'Partly', hi: 'आंशिक मेल' },
  no: { en: 'Does not agree', hi: 'मेल नहीं' },
};

/** The five rajjus (body parts) of the Rajju porutham. */
export const RAJJU_NAMES: Readonly<Record<Rajju, Localized>> = {
  Pada: { en: 'Pada', hi: 'पाद' },
  Kati: { en: 'Kati', hi: 'कटि' },
  Nabhi: { en: 'Nabhi', hi: 'नाभि' },
  Kantha: { en: 'Kantha', hi: 'कंठ' },
  Siro: { en: 'Siro', hi: 'सिर' },
};

export { MATCH_PERSON_NAMES } from './match-person';

/**
 * One side's value in a koota row (the answer's `groom` / `bride`: a nakshatra for Tara, a graha
 * for Graha Maitri, a rasi for Bhakoot, else a varna, vashya, yoni, gana or nadi) in `locale`.
 */
export function kootaValueName(koota: Koota, value: string, locale: Locale): string {
  if (koota === 'tara') return nakshatraNameOf(value, locale);
  if (koota === 'grahaMaitri') return isGraha(value) ? grahaName(value, locale) : value;
  if (koota === 'bhakoot') return rasiNameOf(value, locale);
  return attributeValueName(value, locale);
}

/** A koota's name in `locale` (a Sanskrit name: the regional languages write the Hindi column in their script). */
export const kootaName = (koota: Koota, locale: EngineLocale): string => sanskritNameIn(KOOTA_NAMES[koota], locale);

/** A dosha of the pair in `locale`. */
export const matchDoshaName = (dosha: MatchDoshaName, locale: EngineLocale): string => sanskritNameIn(DOSHA_NAMES[dosha], locale);

/** A porutham's name in `locale`. */
export const poruthamName = (porutham: PoruthamKey, locale: EngineLocale): string => sanskritNameIn(PORUTHAM_NAMES[porutham], locale);

/** A verdict band in `locale` (the regional books' own words: these are not Sanskrit names). */
export function verdictName(verdict: Verdict, locale: EngineLocale): string {
  return byLocale(
    locale,
    (l) => VERDICT_NAMES[verdict][l],
    (l) => vocabularyBook(l).verdicts[verdict],
  );
}

/** A porutham's agreement in `locale`. */
export function agreementName(agreement: Agreement, locale: EngineLocale): string {
  return byLocale(
    locale,
    (l) => AGREEMENT_NAMES[agreement][l],
    (l) => vocabularyBook(l).agreements[agreement],
  );
}
