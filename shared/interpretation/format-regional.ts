/**
 * The words a regional language (format-bn.ts, format-mr.ts, format-te.ts, format-ta.ts) joins and
 * counts with, as format.ts and format-hi.ts do for English and Hindi: the ordinals of the houses
 * as they stand before the word for house, and the words of a list.
 */
import type { Tuple } from '../vocabulary/books/book';

/** A language's ordinals 1–12 and list words. */
export interface ListWords {
  /** Ordinals 1–12 as they stand before the word for house. */
  ordinals: Tuple<12>;
  /** "and" joining the last two of a list. */
  and: string;
  /** An empty list. */
  none: string;
}
