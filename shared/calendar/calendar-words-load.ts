/**
 * Loads one regional language's calendar sentences into the registry: what a page in that
 * language runs before its islands hydrate (site/i18n/locales/client-packs.ts).
 */
import type { RegionalLocale } from '../i18n/locale';
import { registerCalendarWords, type CalendarWordsBook } from './calendar-words-registry';

const LOADERS: { readonly [L in RegionalLocale]: () => Promise<CalendarWordsBook> } = {
  bn: () => import('./calendar-words-bn').then((m) => m.CALENDAR_WORDS_BN),
  mr: () => import('./calendar-words-mr').then((m) => m.CALENDAR_WORDS_MR),
  te: () => import('./calendar-words-te').then((m) => m.CALENDAR_WORDS_TE),
  ta: () => import('./calendar-words-ta').then((m) => m.CALENDAR_WORDS_TA),
};

/** Fetches and registers `locale`'s calendar sentences. */
export async function loadCalendarWords(locale: RegionalLocale): Promise<void> {
  registerCalendarWords(locale, await LOADERS[locale]());
}
