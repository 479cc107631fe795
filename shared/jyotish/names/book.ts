/**
 * What one regional language's panchang book holds: the names of the panchang's elements as that
 * language's almanacs print them, each list in the English table's order (panchang-names.ts), so
 * the compiler refuses a book with a name missing.
 */
import type { Tuple } from '../../vocabulary/books/book';
import type { MuhurtaKey } from '../panchang-names';

/** One regional language's panchang names. */
export interface PanchangBook {
  /** Where the words were checked. */
  sources: string;
  /** Tithis 1–15 within a paksha (the 15th is Purnima). */
  tithis: Tuple<15>;
  /** The 30th tithi, the new moon. */
  amavasya: string;
  /** The 27 nitya yogas, Vishkambha first. */
  yogas: Tuple<27>;
  /** The seven movable karanas, Bava first. */
  movableKaranas: Tuple<7>;
  /** The four fixed karanas: Kimstughna, Shakuni, Chatushpada, Naga. */
  fixedKaranas: Tuple<4>;
  /** Weekdays, Sunday first. */
  varas: Tuple<7>;
  /** The two fortnights as almanacs head them: waxing (Shukla), waning (Krishna). */
  pakshas: Tuple<2>;
  /** Lunar months, Chaitra first. */
  lunarMonths: Tuple<12>;
  /** The day's named periods. */
  muhurtas: Readonly<Record<MuhurtaKey, string>>;
}
