/** The panchang's sunrise definitions in plain words in every language (the regional ones from the calendar's sentence books). */
import type { SunriseConvention } from '../astronomy/rise-set';
import { byLocale, type EngineLocale } from '../i18n/locale';
import { SUNRISE_CONVENTION_NAMES } from '../jyotish/panchang-names';
import { calendarWordsBook } from './calendar-words-registry';

/** A sunrise definition in plain words in `locale` (the regional ones from the calendar's sentence books). */
export function sunriseConventionText(convention: SunriseConvention, locale: EngineLocale): string {
  return byLocale(
    locale,
    (l) => SUNRISE_CONVENTION_NAMES[convention][l],
    (l) => calendarWordsBook(l).sunriseConventions[convention],
  );
}
