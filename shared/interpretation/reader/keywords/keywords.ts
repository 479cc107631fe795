/**
 * What the reader's classifier listens for in one regional language (as hindi-keywords.ts does for
 * Hindi): per topic the words a question typed in that script uses, words for "when", "tell me
 * more", the visitor and the chart, timing and dasha words, other names of the grahas, and the
 * house ordinals with the words for house. A word ending in `*` is a stem (Tamil and Telugu join
 * case endings to the word: திருமணத்துக்கு, పెళ్లికి). Matching is on whole words of any script.
 */
import type { Graha } from '../../../vocabulary/graha';
import type { HINDI_TOPIC_WORDS } from '../hindi-keywords';

/** One regional language's classifier words. */
export interface ReaderKeywords {
  /** Per topic, in the classifier's order of precedence (the same keys as the Hindi table). */
  topics: Readonly<Record<keyof typeof HINDI_TOPIC_WORDS, readonly string[]>>;
  when: readonly string[];
  more: readonly string[];
  personal: readonly string[];
  timing: readonly string[];
  dasha: readonly string[];
  /** Names people type for each graha beside the vocabulary book's name. */
  grahaAliases: Readonly<Record<Graha, readonly string[]>>;
  /** Ordinals 1–12 (index 0 = 1st) as they stand before the word for house. */
  houseOrdinals: readonly (readonly string[])[];
  /** The words for house (a stem with `*` where endings attach). */
  houseWords: readonly string[];
  /** Requests for a reading of the whole chart. */
  overview: readonly string[];
}
