/** The panchang page's names of a day's elements in the page's language. */
import type { Locale } from '../../../shared/i18n/locale';
import { lunarMonthName, panchangName, type MuhurtaKey, muhurtaName } from '../../../shared/jyotish/panchang-names';
import { choghadiyaName } from '../../../shared/panchang/choghadiya';
import { grahaName, isGraha } from '../../../shared/vocabulary/graha';
import { nakshatraNameOf } from '../../../shared/vocabulary/nakshatra';

/** A day's names in `locale`: tithi, yoga, karana, vara and paksha (panchang-names), nakshatra, lunar month, choghadiya, hora lord. */
export function namer(locale: Locale) {
  return {
    element: (name: string) => panchangName(name, locale),
    nakshatra: (name: string) => nakshatraNameOf(name, locale),
    month: (name: string) => lunarMonthName(name, locale),
    choghadiya: (name: string) => choghadiyaName(name, locale),
    lord: (name: string) => (isGraha(name) ? grahaName(name, locale) : name),
    muhurta: (key: MuhurtaKey) => muhurtaName(key, locale),
  };
}
