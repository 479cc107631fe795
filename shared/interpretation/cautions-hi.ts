/**
 * The chart's cautions (`input.cautions`, English from the engine) as a Hindi page shows them. The
 * two that do not depend on the birth, the unknown birth time and the pre-1955 Indian clocks, are
 * written here in Hindi; the rest (offsets with seconds, local mean time, an offset given against
 * the zone) name figures of the tz database and are shown as the engine wrote them.
 */
import { UNKNOWN_TIME_CAUTION } from '../chart/input';
import type { Locale } from '../i18n/locale';
import { INDIA_BEFORE_1955_CAUTION } from '../timezone/cautions';

/** English caution → Hindi. */
const CAUTIONS_HI: Readonly<Record<string, string>> = {
  [UNKNOWN_TIME_CAUTION]:
    'जन्म समय अज्ञात: कुंडली स्थानीय समय दोपहर 12:00 के लिए बनाई गई है। भाव चंद्रमा से गिने गए हैं (चंद्र लग्न); लग्न, भाव और समय पर निर्भर मान विश्वसनीय नहीं हैं, और चंद्रमा लगभग 8° तक (उसकी 12 घंटे की गति) इधर-उधर हो सकता है, जिससे उसका नक्षत्र और दशा का शेष बदल सकते हैं।',
  [INDIA_BEFORE_1955_CAUTION]:
    'भारत में 1955 से पहले का जन्म: स्थानीय घड़ियाँ भारतीय मानक समय (UTC+05:30) के बजाय बंबई समय (UTC+04:51) या कलकत्ता समय (UTC+05:53:20) पर चल सकती थीं, और 1942 से 1945 तक युद्धकालीन समय (UTC+06:30) लागू था। देख लें कि जन्म का अभिलेख कौन-सा समय मानता है; वह अलग हो तो UTC अंतर स्वयं चुनें।',
};

/** A caution of `input.cautions` in `locale`: the Hindi where it is written, else the engine's English. */
export function cautionText(caution: string, locale: Locale): string {
  return locale === 'hi' ? (CAUTIONS_HI[caution] ?? caution) : caution;
}
