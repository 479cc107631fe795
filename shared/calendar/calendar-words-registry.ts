/**
 * The regional books of the calendar's sentences written in English and Hindi beside their tables
 * (a muhurta's day-level exclusions and its events, muhurta-rules.ts; the sunrise definitions, panchang-names.ts):
 * the server, the build and the tests load all four (calendar-words-books.ts); a page in a regional
 * language loads its own with its language pack (site/i18n/locales/<code>/index.ts), so English
 * and Hindi pages carry none. Asking for a book never loaded is a programming error, said at once.
 */
import type { SunriseConvention } from '../astronomy/rise-set';
import type { RegionalLocale } from '../i18n/locale';
import type { AlternativeTradition } from './festival-entry';
import type { MuhurtaEvent, MuhurtaExclusion } from './muhurta-rules';

/** One regional language's calendar sentences. */
export interface CalendarWordsBook {
  /** Each day-level muhurta exclusion in one line. */
  muhurtaExclusions: Readonly<Record<MuhurtaExclusion, string>>;
  /** Each sunrise definition in plain words. */
  sunriseConventions: Readonly<Record<SunriseConvention, string>>;
  /** The events a muhurta is sought for, as the page's picker and the reader name them. */
  muhurtaEvents: Readonly<Record<MuhurtaEvent, string>>;
  /** The traditions that keep a festival on another day, as a festival's note names them. */
  traditions: Readonly<Record<AlternativeTradition, string>>;
}

const loaded: Partial<Record<RegionalLocale, CalendarWordsBook>> = {};

/** Makes `book` the calendar sentences of `locale` (idempotent). */
export function registerCalendarWords(locale: RegionalLocale, book: CalendarWordsBook): void {
  loaded[locale] = book;
}

/** The loaded book of `locale`; throws when no one registered it. */
export function calendarWordsBook(locale: RegionalLocale): CalendarWordsBook {
  const book = loaded[locale];
  if (!book) throw new Error(`${locale} calendar sentences not loaded`);
  return book;
}
