/**
 * "Today for you": the personal lines of a day's outlook (tara, chandra bala, chandrashtama,
 * the running periods) before the day's gochara reading from the natal Moon sign (reading.ts).
 * Tara meanings after B.V. Raman, "Muhurtha" ch. 3.
 */
import type { Locale } from '../../i18n/locale';
import { TARAS } from '../../jyotish/classical/tara';
import { grahaName, type Graha } from '../../vocabulary/graha';
import type { RashifalFacts } from './facts';
import { ordinal } from '../format';
import { rashifalReading, type RashifalReading } from './reading';
import { OUTLOOK_TEXT_BN } from './words-bn';
import { OUTLOOK_TEXT_MR } from './words-mr';
import { OUTLOOK_TEXT_TA } from './words-ta';
import { OUTLOOK_TEXT_TE } from './words-te';

/** What the personal lines are read from (the outlook's facts). */
export interface OutlookFacts {
  tara: { number: number };
  chandraBala: boolean;
  chandrashtama: boolean;
  dasha: { md: Graha; ad: Graha; pd: Graha } | null;
  facts: RashifalFacts;
  cautions: readonly string[];
}

/** The outlook's words: personal lines first, then the day's sections and why list. */
export interface OutlookReading extends RashifalReading {
  personal: string[];
}

const TARA_MEANING_EN = [
  'the star of your birth: a sensitive day, good for routine rather than bold moves',
  'wealth and gains: a good day to act',
  'obstacles: avoid new ventures and risky decisions',
  'well-being: a safe, steady day',
  'opposition: expect resistance, keep plans modest',
  'achievement: efforts succeed',
  'danger to plans: postpone what matters',
  'a friendly day: help comes readily',
  'the best of friends: a very favourable day',
];
const TARA_MEANING_HI = [
  'जन्म तारा: संवेदनशील दिन, बड़े कदमों के बजाय नियमित काम के लिए ठीक',
  'संपत तारा: धन और लाभ, काम करने के लिए अच्छा दिन',
  'विपत तारा: बाधाएँ, नए काम और जोखिम भरे निर्णय टालें',
  'क्षेम तारा: कुशल-मंगल, सुरक्षित और स्थिर दिन',
  'प्रत्यक तारा: विरोध, योजनाएँ सीमित रखें',
  'साधक तारा: प्रयास सफल होते हैं',
  'नैधन तारा: योजनाओं पर संकट, ज़रूरी काम टालें',
  'मित्र तारा: मित्रवत दिन, सहायता सहज मिलती है',
  'परम मित्र तारा: अत्यंत शुभ दिन',
];

/** The personal lines' words, per language. */
export interface OutlookText {
  /** Today's tara (1–9) from the birth star and what it means. */
  tara: (number: number) => string;
  chandrashtama: string;
  /** The Moon's sign counted from the natal Moon, with chandra bala or without. */
  chandraBala: (house: number, strong: boolean) => string;
  /** The running periods, given the lords' names. */
  dasha: (md: string, ad: string, pd: string) => string;
  birthTimeUnknown: string;
}

const EN: OutlookText = {
  tara: (n) => `Today's nakshatra is tara ${n} (${TARAS[n - 1]!.en}) from your birth star: ${TARA_MEANING_EN[n - 1]}.`,
  chandrashtama: 'The Moon is in the 8th sign from your natal Moon (chandrashtama): keep new starts and big decisions for another day.',
  chandraBala: (h, strong) =>
    strong
      ? `The Moon is in the ${ordinal(h)} sign from your natal Moon: you have chandra bala today.`
      : `The Moon is in the ${ordinal(h)} sign from your natal Moon: chandra bala is weak today.`,
  dasha: (md, ad, pd) => `Running periods: ${md} mahadasha, ${ad} antardasha, ${pd} pratyantardasha.`,
  birthTimeUnknown: 'Your birth time is unknown: the natal Moon is taken at midday, so its nakshatra, and the tara, may differ.',
};

const HI: OutlookText = {
  tara: (n) => `आज का नक्षत्र आपके जन्म नक्षत्र से ${n}वीं तारा (${TARAS[n - 1]!.hi}) है: ${TARA_MEANING_HI[n - 1]}।`,
  chandrashtama: 'चंद्रमा आपकी जन्म राशि से आठवें भाव में है (चंद्राष्टम): आज नई शुरुआत और बड़े निर्णय टालें।',
  chandraBala: (h, strong) =>
    strong ? `चंद्रमा आपकी जन्म राशि से ${h}वें भाव में है: चंद्र बल प्राप्त है।` : `चंद्रमा आपकी जन्म राशि से ${h}वें भाव में है: आज चंद्र बल कमज़ोर है।`,
  dasha: (md, ad, pd) => `चल रही दशा: ${md} महादशा, ${ad} अंतर्दशा, ${pd} प्रत्यंतर दशा।`,
  birthTimeUnknown: 'जन्म समय अज्ञात है: जन्म का चंद्र नक्षत्र दिन के मध्य से लिया गया है और बदल सकता है।',
};

const TEXTS: Readonly<Record<Locale, OutlookText>> = {
  en: EN,
  hi: HI,
  bn: OUTLOOK_TEXT_BN,
  mr: OUTLOOK_TEXT_MR,
  te: OUTLOOK_TEXT_TE,
  ta: OUTLOOK_TEXT_TA,
};

/** The outlook's words in `locale`. */
export function outlookReading(o: OutlookFacts, locale: Locale): OutlookReading {
  const T = TEXTS[locale];
  const personal: string[] = [T.tara(o.tara.number)];
  personal.push(o.chandrashtama ? T.chandrashtama : T.chandraBala(o.facts.moon.house, o.chandraBala));
  if (o.dasha) {
    const [md, ad, pd] = [o.dasha.md, o.dasha.ad, o.dasha.pd].map((g) => grahaName(g, locale)) as [string, string, string];
    personal.push(T.dasha(md, ad, pd));
  }
  if (o.cautions.includes('birth-time-unknown')) personal.push(T.birthTimeUnknown);
  return { personal, ...rashifalReading(o.facts, locale) };
}
