/**
 * What one regional language's vocabulary book holds: the closed lists' names in that language's
 * script, as its almanacs (panjika, panchang, panchangam) print them. Lists are tuples in the
 * closed lists' own order, so the compiler refuses a book with a name missing; ids are records.
 */
import type { FestivalNameBook } from '../festival-names';
import type { Dignity } from '../dignity';
import type { Graha } from '../graha';
import type { JyotishTerm } from '../terms';
import type { MatchPerson } from '../match-person';
import type { Agreement, Verdict } from '../matching-keys';

/** A fixed-length list of strings (`Tuple<12>` for the rasis, Aries first). */
export type Tuple<N extends number, R extends readonly string[] = []> = R['length'] extends N ? R : Tuple<N, readonly [...R, string]>;

/** One regional language's names of the vocabulary's closed lists. */
export interface VocabularyBook {
  /** Where the words were checked: the almanacs and dictionaries this language's names follow. */
  sources: string;
  /** Each graha's name and its one- or two-letter chart abbreviation. */
  grahas: Readonly<Record<Graha, { name: string; abbreviation: string }>>;
  /** The twelve rasis, Aries (Mesha) first. */
  rasis: Tuple<12>;
  /** The 27 nakshatras, Ashwini first. */
  nakshatras: Tuple<27>;
  /** Chart and dasha words by id (terms.ts). */
  terms: Readonly<Record<JyotishTerm, string>>;
  /** The dignities as words (terms.ts DIGNITY_NAMES). */
  dignities: Readonly<Record<Dignity, string>>;
  /** Sade Sati's three phases. */
  sadeSatiPhases: Readonly<Record<'rising' | 'peak' | 'setting', string>>;
  /** Saturn's two Dhaiyas (4th and 8th from the Moon), as this language's almanacs name them. */
  dhaiyas: Readonly<Record<'kantaka' | 'ashtama', string>>;
  /** The two people of a match. */
  matchPersons: Readonly<Record<MatchPerson, string>>;
  /** The verdict bands of a guna total, lower case to stand inside a sentence where the language has case. */
  verdicts: Readonly<Record<Verdict, string>>;
  /** How well a porutham agrees. */
  agreements: Readonly<Record<Agreement, string>>;
  /** This site's own program, as the comparison with other programs names it ("Kundali AI (ours)"). */
  ourProgram: string;
  /** Festivals named otherwise than their Sanskrit name in the script (shared/vocabulary/festival-names.ts). */
  festivals: FestivalNameBook;
}
