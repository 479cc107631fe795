/**
 * The two people of a match, named in each language: the one place for "Bride"/"वधू" and
 * "Groom"/"वर" (matching pages, the PDF, the chat). A module of its own, with nothing else in
 * it, so the chat can name them without loading the matching vocabulary.
 */
import type { MatchPerson } from '../contracts/match-fields';
import type { Localized } from './localized';

/** The two people of a match. */
export const MATCH_PERSON_NAMES: Readonly<Record<MatchPerson, Localized>> = {
  bride: { en: 'Bride', hi: 'वधू' },
  groom: { en: 'Groom', hi: 'वर' },
};
