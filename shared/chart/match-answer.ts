/**
 * The shape of a match answer (`{"status": "ok", "match": …}` of /api/match and `npm run match`):
 * the Ashtakoota result with each person's birth as echoed by their chart. Assembled by
 * shared/compose/match.ts; read by the match chat (shared/interpretation/match/match-chat.ts).
 */
import type { ChartInputEcho } from '../model/chart';
import type { KundaliMatch } from '../jyotish/matching';
import type { MatchPerson } from '../vocabulary/match-person';

/** One person as the answer echoes them. */
export type MatchPersonEcho = Pick<
  ChartInputEcho,
  'name' | 'date' | 'time' | 'timeKnown' | 'utcOffset' | 'lat' | 'lon' | 'ayanamsa' | 'node' | 'place' | 'zone'
>;

/** The match answer (`{"status": "ok", "match": …}` carries it). */
export interface MatchAnswer extends KundaliMatch {
  persons: Record<MatchPerson, MatchPersonEcho>;
  /**
   * Notes such as "the bride's birth time is unknown; her Moon stays in Rohini all day", then each
   * person's chart cautions (time zone, lagna: the chart's `input.cautions`, as /api/chart gives
   * them), named by person, in the answer's language.
   */
  cautions: string[];
}
