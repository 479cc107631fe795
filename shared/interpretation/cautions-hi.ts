/**
 * The chart's cautions (`input.cautions`, English from the engine) as a Hindi page shows them
 * (the shape, shared with the regional languages' files, is cautions/caution-text.ts). The
 * unknown birth time is written here in Hindi by its English text (the engine's constant); the
 * tz-database cautions (shared/timezone/cautions.ts) come with a code and the figures they quote
 * (`input.cautionCodes`), and so do the lagna cautions (shared/chart/lagna-cautions.ts); both are
 * worded here from those, numbers written by `Intl` for the locale. Zone ids, offsets and place
 * labels are quoted as they are (proper names and notations).
 */
import { MEAN_LAGNA_DEG_PER_MINUTE, UNSTEADY_LAGNA_WINDOW_MINUTES } from '../chart/lagna-cautions';
import { type LagnaCautionCode } from '../model/lagna-caution';
import { intlLocale } from '../i18n/locale';
import { type TimeCaution, type TimeCautionCode } from '../timezone/cautions';
import type { CautionText } from './cautions/caution-text';

const INDIA_BEFORE_1955_HI =
  'भारत में 1955 से पहले का जन्म: स्थानीय घड़ियाँ भारतीय मानक समय (UTC+05:30) के बजाय बंबई समय (UTC+04:51) या कलकत्ता समय (UTC+05:53:20) पर चल सकती थीं, और 1942 से 1945 तक युद्धकालीन समय (UTC+06:30) लागू था। देख लें कि जन्म का अभिलेख कौन-सा समय मानता है; वह अलग हो तो UTC अंतर स्वयं चुनें।';

type Params = TimeCaution['params'];
/** A number as Hindi readers write it (hi-IN digits and grouping). */
const number = (value: string | number | undefined) => new Intl.NumberFormat(intlLocale('hi')).format(Number(value));

/** Each tz-database caution in Hindi from its figures (the compiler checks every code has one). */
export const TIME_CAUTIONS_HI: Readonly<Record<TimeCautionCode, (p: Params) => string>> = {
  indiaBefore1955: () => INDIA_BEFORE_1955_HI,
  roundedOffset: (p) =>
    `tz डेटाबेस इस तिथि के लिए ${p.exact} देता है (सेकंड सहित अंतर: स्थानीय माध्य समय या किसी नगर का पुराना समय); कुंडली ${p.rounded} लेती है (मिनट तक पूर्णांकित, अधिकतम 30 सेकंड का अंतर)।`,
  overriddenOffset: (p) =>
    `UTC अंतर ${p.explicit} जैसा दिया गया वैसा ही लिया गया; tz डेटाबेस में उस स्थानीय समय पर ${p.zone} का अंतर ${p.second === undefined ? p.first : `${p.first} या ${p.second}`} है।`,
  localMeanTime: (p) =>
    `${p.zone} में मानक समय आने से पहले की इस तिथि के लिए tz डेटाबेस उसका स्थानीय माध्य समय (${p.exact}: क्षेत्र के मुख्य नगर का माध्य सौर समय) देता है। क्षेत्र के दूसरे स्थानों की घड़ियाँ अपना-अपना माध्य समय रखती थीं; जन्म का अभिलेख कोई दूसरा स्थानीय समय बताए तो UTC अंतर स्वयं चुनें।`,
  zoneContradictsPlace: (p) =>
    `समय क्षेत्र ${p.zone} (इस जन्म के समय ${p.zoneOffset}) जैसा दिया गया वैसा ही लिया गया, पर इन निर्देशांकों के आस-पास के स्थान ${p.localZone} (${p.localOffset}) मानते हैं। जाँच लें कि समय क्षेत्र जन्म स्थान का ही है।`,
  foreignPlaceLabel: (p) =>
    `स्थान का नाम “${p.label}” ${p.resolvedLabel} को बताता है, जो दिए गए निर्देशांकों से ${number(p.km)} किमी दूर है; कुंडली निर्देशांकों के लिए बनी है। उन्हें जाँच लें, या स्थान के लिए अक्षांश और देशांतर हटा दें।`,
  zoneFromNearby: (p) =>
    `समय क्षेत्र ${p.zone} इन निर्देशांकों के आस-पास के स्थानों से लिया गया (सबसे पास: ${p.nearest}, ${number(p.km)} किमी); जन्म स्थान पर कोई दूसरा समय चलता था तो समय क्षेत्र या UTC अंतर स्वयं दें।`,
};

/** Each lagna caution in Hindi from its figures (the compiler checks every code has one). */
export const LAGNA_CAUTIONS_HI: Readonly<Record<LagnaCautionCode, (p: Params) => string>> = {
  lagnaAtPole: (p) =>
    `${p.pole === 'south' ? 'दक्षिणी' : 'उत्तरी'} ध्रुव पर क्षितिज ही खगोलीय विषुवत् वृत्त है, इसलिए क्रांतिवृत्त का कोई भी बिंदु पूर्व में उदित नहीं होता: लग्न अनिश्चित है (दिए गए देशांतर की ओर का विषुव बिंदु दिखाया गया है)। इसके बजाय कुंडली चंद्रमा से पढ़ें।`,
  lagnaAlongHorizon: () =>
    'इस क्षण और स्थान पर क्रांतिवृत्त लगभग क्षितिज के साथ-साथ है, इसलिए उदित बिंदु एक-दो मिनट में आकाश के आर-पार कूद जाता है: यहाँ लग्न और भाव अनिश्चित हैं। कुंडली चंद्रमा से पढ़ें, या जन्म समय मिनट तक जाँच लें।',
  lagnaFast: (p) =>
    `इस क्षण और स्थान पर लग्न तेज़ी से चल रहा है (जन्म समय के प्रति मिनट लगभग ${number(p.degPerMinute)}°, जबकि औसत ${number(MEAN_LAGNA_DEG_PER_MINUTE)}° है): कुछ मिनट इधर-उधर का जन्म समय उसका अंश बदल देता है, और संभवतः उसकी राशि भी।`,
  lagnaUnsteady: (p) =>
    `इस मिनट लग्न स्थिर है, पर इसके ${number(UNSTEADY_LAGNA_WINDOW_MINUTES)} मिनट आगे-पीछे उदित बिंदु लगभग ${number(p.degrees)}° चल जाता है (औसत ${number(MEAN_LAGNA_DEG_PER_MINUTE * 2 * UNSTEADY_LAGNA_WINDOW_MINUTES)}°), क्योंकि पास ही क्रांतिवृत्त क्षितिज से होकर गुज़रता है: इतना इधर-उधर का जन्म समय दूसरी राशि देता है। जन्म समय जाँच लें, या कुंडली चंद्रमा से पढ़ें।`,
};

/** The cautions' Hindi. */
export const CAUTION_TEXT_HI: CautionText = {
  unknownTime:
    'जन्म समय अज्ञात: कुंडली स्थानीय समय दोपहर 12:00 के लिए बनाई गई है। भाव चंद्रमा से गिने गए हैं (चंद्र लग्न); लग्न, भाव और समय पर निर्भर मान विश्वसनीय नहीं हैं, और चंद्रमा लगभग 8° तक (उसकी 12 घंटे की गति) इधर-उधर हो सकता है, जिससे उसका नक्षत्र और दशा का शेष बदल सकते हैं।',
  time: TIME_CAUTIONS_HI,
  lagna: LAGNA_CAUTIONS_HI,
};
