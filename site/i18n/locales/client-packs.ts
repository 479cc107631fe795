/**
 * The browser's pack: the page's own language's dictionaries (its `<html lang>`), fetched and registered before
 * any island hydrates (Astro's before-hydration script, scripts/astro-client-opening.ts), so an island renders with
 * the words the page was built with, and the names of the vocabulary in it. English and Hindi pages fetch nothing.
 */
import { PACK_LOADERS } from './index';
import { PACK_LOCALES, registerPack } from './packs';

const locale = PACK_LOCALES.find((code) => code === document.documentElement.lang);
if (locale) {
  // The language's dictionaries, and the vocabulary books with the writer of Sanskrit names in the regional
  // scripts (shared/vocabulary/books/registry.ts), which the islands' name lookups read.
  // The comparison's words (/compare) and the calendar's sentences (muhurta, panchang) come as the language's own books.
  const [pack] = await Promise.all([
    PACK_LOADERS[locale](),
    import('../../../shared/vocabulary/books'),
    import('../../../shared/interpretation/compare-words-load').then((m) => m.loadCompareWords(locale)),
    import('../../../shared/calendar/calendar-words-load').then((m) => m.loadCalendarWords(locale)),
  ]);
  registerPack(locale, pack);
}
