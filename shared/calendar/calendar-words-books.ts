/**
 * The calendar's sentences in Bengali, Marathi, Telugu and Tamil, registered in one place (a
 * regional language without its book is a compile error). The server, the build and the tests
 * import this module; a regional page loads its own book with its language pack (site/i18n/locales/<code>/index.ts).
 */
import type { RegionalLocale } from '../i18n/locale';
import { registerCalendarWords, type CalendarWordsBook } from './calendar-words-registry';
import { CALENDAR_WORDS_BN } from './calendar-words-bn';
import { CALENDAR_WORDS_MR } from './calendar-words-mr';
import { CALENDAR_WORDS_TA } from './calendar-words-ta';
import { CALENDAR_WORDS_TE } from './calendar-words-te';

const BOOKS: Readonly<Record<RegionalLocale, CalendarWordsBook>> = {
  bn: CALENDAR_WORDS_BN,
  mr: CALENDAR_WORDS_MR,
  te: CALENDAR_WORDS_TE,
  ta: CALENDAR_WORDS_TA,
};
for (const [locale, book] of Object.entries(BOOKS) as [RegionalLocale, CalendarWordsBook][]) registerCalendarWords(locale, book);
