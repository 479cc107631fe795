/**
 * The two people of a match (bride, groom), named in each language: the one place for "Bride"/"वधू" and
 * "Groom"/"वर" (matching pages, the PDF, the chat). A module of its own, with nothing else in
 * it, so the chat can name them without loading the matching vocabulary.
 */
import { byLocale, type EngineLocale } from '../i18n/locale';
import { vocabularyBook } from './books/registry';
import type { Localized } from './localized';

/** The two people of a match, in the order their errors are reported. */
export const MATCH_PERSONS = ['bride', 'groom'] as const;
/** One of them. */
export type MatchPerson = (typeof MATCH_PERSONS)[number];

/** Their names. */
export const MATCH_PERSON_NAMES: Readonly<Record<MatchPerson, Localized>> = {
  bride: { en: 'Bride', hi: 'वधू' },
  groom: { en: 'Groom', hi: 'वर' },
};

/** One of them named in `locale`. */
export function matchPersonName(person: MatchPerson, locale: EngineLocale): string {
  return byLocale(
    locale,
    (l) => MATCH_PERSON_NAMES[person][l],
    (l) => vocabularyBook(l).matchPersons[person],
  );
}
