/**
 * What each language's visitors expect first, in one place the site and the API read: the chart
 * drawing, the calendar a date is named in, and the matching system shown first. Tamil and Telugu
 * almanacs and astrologers draw the South Indian square and match by the ten poruthams; Bengal
 * draws the East Indian square and counts solar months from Baishakh with the Bangabda year; Tamil Nadu solar months from Chithirai
 * with the sixty-year cycle's name; Maharashtra and the Telugu states name amanta lunar months with
 * the Shaka year (and the same cycle's name); the Hindi belt names purnimanta months with the Vikram
 * Samvat. Every choice stays selectable: these are defaults, not limits.
 */
import type { Locale, RegionalLocale } from '../i18n/locale';
import type { ChartStyle } from './settings';

/** Ways of naming a date in the Hindu calendar. */
export const CALENDAR_SYSTEMS = [
  /** lunar months ending at the full moon, Vikram Samvat (North India) */
  'purnimanta-vikram',
  /** lunar months ending at the new moon, Shaka year and the sixty-year cycle (Maharashtra, Andhra Pradesh, Telangana, Karnataka) */
  'amanta-shaka',
  /** sidereal solar months from Chithirai, the Tamil year of the sixty-year cycle (Tamil Nadu) */
  'tamil-solar',
  /** sidereal solar months from Baishakh, the Bangabda year (West Bengal, Tripura, Assam's Bengali almanacs) */
  'bengali-solar',
] as const;
/** One way of naming a date. */
export type CalendarSystem = (typeof CALENDAR_SYSTEMS)[number];

/** Matching systems a match can be read in. */
export const MATCHING_SYSTEMS = [
  /** the eight kootas, 36 points (North India) */
  'ashtakoota',
  /** the ten poruthams (Tamil Nadu, Kerala, Andhra Pradesh) */
  'porutham',
] as const;
/** One matching system. */
export type MatchingSystem = (typeof MATCHING_SYSTEMS)[number];

/** One language's defaults. */
export interface RegionalConventions {
  chartStyle: ChartStyle;
  calendar: CalendarSystem;
  /** The matching system shown first; the other follows on the same page. */
  matchingFirst: MatchingSystem;
}

/** Each language's defaults (the regional languages included before the site lists them). */
export const REGIONAL_CONVENTIONS: Readonly<Record<Locale | RegionalLocale, RegionalConventions>> = {
  en: { chartStyle: 'north', calendar: 'purnimanta-vikram', matchingFirst: 'ashtakoota' },
  hi: { chartStyle: 'north', calendar: 'purnimanta-vikram', matchingFirst: 'ashtakoota' },
  bn: { chartStyle: 'east', calendar: 'bengali-solar', matchingFirst: 'ashtakoota' },
  mr: { chartStyle: 'north', calendar: 'amanta-shaka', matchingFirst: 'ashtakoota' },
  te: { chartStyle: 'south', calendar: 'amanta-shaka', matchingFirst: 'porutham' },
  ta: { chartStyle: 'south', calendar: 'tamil-solar', matchingFirst: 'porutham' },
};
