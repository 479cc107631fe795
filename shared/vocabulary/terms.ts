/**
 * Jyotish terms that are not one of the closed lists of grahas, rasis or nakshatras: dashas,
 * chart words, dignities, Sade Sati phases and the avakhada attributes. Each entry carries the
 * English (or the transliteration astrologers expect) and the traditional Hindi in Devanagari.
 */
import { byLocale, type EngineLocale } from '../i18n/locale';
import { vocabularyBook } from './books/registry';
import { sanskritNameIn, type Localized, type Translations } from './localized';
import type { Dignity } from './dignity';
import type { Gana, Nadi, Varna, Vashya, Yoni } from './matching-keys';

/** Chart and dasha words, by id. */
export const JYOTISH_TERMS = {
  lagna: { en: 'Lagna', hi: 'लग्न' },
  ascendant: { en: 'Ascendant', hi: 'लग्न' },
  rasi: { en: 'Rasi', hi: 'राशि' },
  sign: { en: 'Sign', hi: 'राशि' },
  nakshatra: { en: 'Nakshatra', hi: 'नक्षत्र' },
  pada: { en: 'Pada', hi: 'पद' },
  graha: { en: 'Planet', hi: 'ग्रह' },
  house: { en: 'House', hi: 'भाव' },
  degree: { en: 'Degree', hi: 'अंश' },
  lord: { en: 'Lord', hi: 'स्वामी' },
  retrograde: { en: 'Retrograde', hi: 'वक्री' },
  combust: { en: 'Combust', hi: 'अस्त' },
  vimshottari: { en: 'Vimshottari dasha', hi: 'विंशोत्तरी दशा' },
  dasha: { en: 'Dasha', hi: 'दशा' },
  mahadasha: { en: 'Mahadasha', hi: 'महादशा' },
  antardasha: { en: 'Antardasha', hi: 'अंतर्दशा' },
  pratyantardasha: { en: 'Pratyantardasha', hi: 'प्रत्यंतर दशा' },
  yoga: { en: 'Yoga', hi: 'योग' },
  dosha: { en: 'Dosha', hi: 'दोष' },
  sadeSati: { en: 'Sade Sati', hi: 'साढ़ेसाती' },
  dhaiya: { en: 'Shani Dhaiya', hi: 'शनि ढैय्या' },
  transit: { en: 'Transit', hi: 'गोचर' },
  manglik: { en: 'Manglik', hi: 'मांगलिक' },
  tithi: { en: 'Tithi', hi: 'तिथि' },
  karana: { en: 'Karana', hi: 'करण' },
  vara: { en: 'Vara', hi: 'वार' },
  paksha: { en: 'Paksha', hi: 'पक्ष' },
  panchang: { en: 'Panchang', hi: 'पंचांग' },
  ayanamsa: { en: 'Ayanamsa', hi: 'अयनांश' },
  avakhada: { en: 'Avakhada chakra', hi: 'अवकहड़ा चक्र' },
  ashtakavarga: { en: 'Ashtakavarga', hi: 'अष्टकवर्ग' },
  shadbala: { en: 'Shadbala', hi: 'षड्बल' },
  bhavaBala: { en: 'Bhava bala', hi: 'भाव बल' },
} as const satisfies Record<string, Localized>;
/** One term id. */
export type JyotishTerm = keyof typeof JYOTISH_TERMS;

/** A term in `locale`. */
export function termName(term: JyotishTerm, locale: EngineLocale): string {
  return byLocale(
    locale,
    (l) => JYOTISH_TERMS[term][l],
    (l) => vocabularyBook(l).terms[term],
  );
}

/** A dignity in words in `locale` ("exalted" / "उच्च" / "உச்சம்"). */
export function dignityName(dignity: Dignity, locale: EngineLocale): string {
  return byLocale(
    locale,
    (l) => DIGNITY_NAMES[dignity][l],
    (l) => vocabularyBook(l).dignities[dignity],
  );
}

/** A Sade Sati phase in `locale` ("rising" / "आरोही (पहला)" / "விரயச் சனி"). */
export function sadeSatiPhaseName(phase: 'rising' | 'peak' | 'setting', locale: EngineLocale): string {
  return byLocale(
    locale,
    (l) => SADE_SATI_PHASE_NAMES[phase][l],
    (l) => vocabularyBook(l).sadeSatiPhases[phase],
  );
}

/** Dignities as the ChartModel names them, in words. */
export const DIGNITY_NAMES = {
  exalted: { en: 'exalted', hi: 'उच्च' },
  moolatrikona: { en: 'moolatrikona', hi: 'मूलत्रिकोण' },
  own: { en: 'own sign', hi: 'स्वराशि' },
  'great friend': { en: "great friend's sign", hi: 'अधिमित्र राशि' },
  friend: { en: "friend's sign", hi: 'मित्र राशि' },
  neutral: { en: 'neutral sign', hi: 'सम राशि' },
  enemy: { en: "enemy's sign", hi: 'शत्रु राशि' },
  'great enemy': { en: "great enemy's sign", hi: 'अधिशत्रु राशि' },
  debilitated: { en: 'debilitated', hi: 'नीच' },
} as const satisfies Record<Dignity, Localized>;

/** Sade Sati phases (the ChartModel's `sadeSati.phase`). */
export const SADE_SATI_PHASE_NAMES = {
  rising: { en: 'rising', hi: 'आरोही (पहला)' },
  peak: { en: 'peak', hi: 'मध्य (शिखर)' },
  setting: { en: 'setting', hi: 'अवरोही (अंतिम)' },
} as const satisfies Record<'rising' | 'peak' | 'setting', Localized>;

/** Saturn's spells counted from the natal Moon (shared/jyotish/saturn-phases.ts `SaturnSpellKind`). */
export const SATURN_SPELL_NAMES = {
  sadeSati: JYOTISH_TERMS.sadeSati,
  kantaka: { en: 'Kantaka Shani (Dhaiya, 4th from the Moon)', hi: 'कंटक शनि (ढैय्या, चंद्र से चौथा)' },
  ashtama: { en: 'Ashtama Shani (Dhaiya, 8th from the Moon)', hi: 'अष्टम शनि (ढैय्या, चंद्र से आठवाँ)' },
} as const satisfies Record<'sadeSati' | 'kantaka' | 'ashtama', Localized>;

/** Eclipse kinds (shared/panchang/eclipses.ts `EclipseKind`), lower case to stand inside a sentence. */
export const ECLIPSE_NAMES = {
  'solar-total': { en: 'total solar eclipse', hi: 'पूर्ण सूर्य ग्रहण' },
  'solar-annular': { en: 'annular solar eclipse', hi: 'वलयाकार सूर्य ग्रहण' },
  'solar-partial': { en: 'partial solar eclipse', hi: 'आंशिक सूर्य ग्रहण' },
  'lunar-total': { en: 'total lunar eclipse', hi: 'पूर्ण चंद्र ग्रहण' },
  'lunar-partial': { en: 'partial lunar eclipse', hi: 'आंशिक चंद्र ग्रहण' },
  'lunar-penumbral': { en: 'penumbral lunar eclipse', hi: 'उपच्छाया चंद्र ग्रहण' },
} as const satisfies Record<string, Localized>;

/** A stretch of Saturn's spell in words: a Sade Sati phase (`rising phase`), or the Dhaiya's name. */
export function saturnStretchName(stretch: {
  kind: keyof typeof SATURN_SPELL_NAMES;
  phase: 'rising' | 'peak' | 'setting' | null;
}): Localized {
  if (stretch.phase) {
    const phase = SADE_SATI_PHASE_NAMES[stretch.phase];
    return { en: `${phase.en} phase`, hi: `${phase.hi} चरण` };
  }
  return SATURN_SPELL_NAMES[stretch.kind];
}

/** One of Saturn's spells in `locale`: Sade Sati as the term, the Dhaiyas as each language's almanacs name them. */
export function saturnSpellName(kind: keyof typeof SATURN_SPELL_NAMES, locale: EngineLocale): string {
  if (kind === 'sadeSati') return termName('sadeSati', locale);
  return byLocale(
    locale,
    (l) => SATURN_SPELL_NAMES[kind][l],
    (l) => vocabularyBook(l).dhaiyas[kind],
  );
}

/** A stretch of Saturn's spell in `locale`: the Sade Sati phase's name, or the Dhaiya's. */
export function saturnStretchNameIn(
  stretch: { kind: keyof typeof SATURN_SPELL_NAMES; phase: 'rising' | 'peak' | 'setting' | null },
  locale: EngineLocale,
): string {
  return byLocale(
    locale,
    (l) => saturnStretchName(stretch)[l],
    (l) => (stretch.phase ? vocabularyBook(l).sadeSatiPhases[stretch.phase] : saturnSpellName(stretch.kind, l)),
  );
}

/** An eclipse kind in `locale` (Sanskrit words: the regional languages write the Hindi in their script). */
export const eclipseName = (kind: keyof typeof ECLIPSE_NAMES, locale: EngineLocale): string => sanskritNameIn(ECLIPSE_NAMES[kind], locale);

/** Avakhada attribute names (the ChartModel's `avakhada` keys). */
export const AVAKHADA_FIELD_NAMES = {
  varna: { en: 'Varna', hi: 'वर्ण' },
  vashya: { en: 'Vashya', hi: 'वश्य' },
  yoni: { en: 'Yoni', hi: 'योनि' },
  gana: { en: 'Gana', hi: 'गण' },
  nadi: { en: 'Nadi', hi: 'नाड़ी' },
  rasiLord: { en: 'Rasi lord', hi: 'राशि स्वामी' },
  nakshatraPadaLetter: { en: 'Name syllable', hi: 'नामाक्षर' },
} as const satisfies Record<string, Localized>;

/**
 * Values of the avakhada and matching attributes (varna, vashya, yoni animal, gana, nadi) as the
 * engine gives them in English (the keys, checked complete against the matching tables' types),
 * with their Hindi names.
 */
export const ATTRIBUTE_VALUE_NAMES = {
  Brahmin: { hi: 'ब्राह्मण' },
  Kshatriya: { hi: 'क्षत्रिय' },
  Vaishya: { hi: 'वैश्य' },
  Shudra: { hi: 'शूद्र' },
  Chatushpada: { hi: 'चतुष्पद' },
  Manava: { hi: 'मानव' },
  Jalachara: { hi: 'जलचर' },
  Vanachara: { hi: 'वनचर' },
  Keeta: { hi: 'कीट' },
  Horse: { hi: 'अश्व' },
  Elephant: { hi: 'गज' },
  Sheep: { hi: 'मेष' },
  Serpent: { hi: 'सर्प' },
  Dog: { hi: 'श्वान' },
  Cat: { hi: 'मार्जार' },
  Rat: { hi: 'मूषक' },
  Cow: { hi: 'गौ' },
  Buffalo: { hi: 'महिष' },
  Tiger: { hi: 'व्याघ्र' },
  Deer: { hi: 'मृग' },
  Monkey: { hi: 'वानर' },
  Mongoose: { hi: 'नकुल' },
  Lion: { hi: 'सिंह' },
  Deva: { hi: 'देव' },
  Manushya: { hi: 'मनुष्य' },
  Rakshasa: { hi: 'राक्षस' },
  Adi: { hi: 'आदि' },
  Madhya: { hi: 'मध्य' },
  Antya: { hi: 'अंत्य' },
} as const satisfies Record<Varna | Vashya | Yoni | Gana | Nadi, Translations>;

/** An avakhada or matching attribute value in `locale`; unknown values pass through. */
export function attributeValueName(value: string, locale: EngineLocale): string {
  if (!Object.hasOwn(ATTRIBUTE_VALUE_NAMES, value)) return value;
  return sanskritNameIn({ en: value, hi: ATTRIBUTE_VALUE_NAMES[value as keyof typeof ATTRIBUTE_VALUE_NAMES].hi }, locale);
}
