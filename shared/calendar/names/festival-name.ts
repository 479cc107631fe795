/**
 * A festival's name in a language: English and Hindi from the festival's own entry; a regional
 * language's own name where its book has one (shared/vocabulary/festival-names.ts), else the Sanskrit name written in
 * its script.
 */
import { byLocale, type EngineLocale } from '../../i18n/locale';
import { sanskritIn, vocabularyBook } from '../../vocabulary/books/registry';
import type { Localized } from '../../vocabulary/localized';

/** The name of the festival `key` (its entry's `name`) in `locale`. */
export function festivalName(festival: { key: string; name: Localized }, locale: EngineLocale): string {
  return byLocale(
    locale,
    (l) => festival.name[l],
    (l) => vocabularyBook(l).festivals[festival.key] ?? sanskritIn(l, festival.name.hi),
  );
}
