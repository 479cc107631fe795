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

/** The outlook's words in `locale`. */
export function outlookReading(o: OutlookFacts, locale: Locale): OutlookReading {
  const hi = locale === 'hi';
  const personal: string[] = [];
  const tara = TARAS[o.tara.number - 1]!;
  personal.push(
    hi
      ? `आज का नक्षत्र आपके जन्म नक्षत्र से ${o.tara.number}वीं तारा (${tara.hi}) है: ${TARA_MEANING_HI[o.tara.number - 1]}।`
      : `Today's nakshatra is tara ${o.tara.number} (${tara.en}) from your birth star: ${TARA_MEANING_EN[o.tara.number - 1]}.`,
  );
  if (o.chandrashtama)
    personal.push(
      hi
        ? 'चंद्रमा आपकी जन्म राशि से आठवें भाव में है (चंद्राष्टम): आज नई शुरुआत और बड़े निर्णय टालें।'
        : 'The Moon is in the 8th sign from your natal Moon (chandrashtama): keep new starts and big decisions for another day.',
    );
  else
    personal.push(
      o.chandraBala
        ? hi
          ? `चंद्रमा आपकी जन्म राशि से ${o.facts.moon.house}वें भाव में है: चंद्र बल प्राप्त है।`
          : `The Moon is in the ${ordinal(o.facts.moon.house)} sign from your natal Moon: you have chandra bala today.`
        : hi
          ? `चंद्रमा आपकी जन्म राशि से ${o.facts.moon.house}वें भाव में है: आज चंद्र बल कमज़ोर है।`
          : `The Moon is in the ${ordinal(o.facts.moon.house)} sign from your natal Moon: chandra bala is weak today.`,
    );
  if (o.dasha) {
    const [md, ad, pd] = [o.dasha.md, o.dasha.ad, o.dasha.pd].map((g) => grahaName(g, locale));
    personal.push(
      hi
        ? `चल रही दशा: ${md} महादशा, ${ad} अंतर्दशा, ${pd} प्रत्यंतर दशा।`
        : `Running periods: ${md} mahadasha, ${ad} antardasha, ${pd} pratyantardasha.`,
    );
  }
  if (o.cautions.includes('birth-time-unknown'))
    personal.push(
      hi
        ? 'जन्म समय अज्ञात है: जन्म का चंद्र नक्षत्र दिन के मध्य से लिया गया है और बदल सकता है।'
        : 'Your birth time is unknown: the natal Moon is taken at midday, so its nakshatra, and the tara, may differ.',
    );
  return { personal, ...rashifalReading(o.facts, locale) };
}
