/**
 * The shape of one yoga/dosha rule in the catalogue: data (id, name, nature, our own
 * plain-language description) plus a pure predicate over ChartFacts.
 */
import type { PredictionNature } from '../chart/model';
import type { Graha } from '../vocabulary/graha';
import type { ChartFacts } from './chart-facts';

/** What a rule relates to when it holds. Houses are 1–12 from the lagna. */
export interface RuleMatch {
  grahas: Graha[];
  houses: number[];
  detail?: string;
}

/** One catalogue entry. */
export interface YogaRule {
  /** Stable id, kebab-case. */
  id: string;
  name: string;
  /** The traditional name in Hindi (Devanagari), shown on Hindi pages. */
  nameHi: string;
  kind: 'yoga' | 'dosha';
  nature: PredictionNature;
  /** Where the definition comes from and how we read it (one line). */
  source: string;
  /** Plain-language meaning, our own words. */
  description: string;
  /** Null when the rule does not hold in the chart. */
  holds(f: ChartFacts): RuleMatch | null;
}

/** A match relating `grahas`, with houses taken from where they sit (plus any `extraHouses`). */
export function matchOf(f: ChartFacts, grahas: readonly Graha[], extraHouses: readonly number[] = [], detail?: string): RuleMatch {
  const unique = [...new Set(grahas)];
  const houses = [...new Set([...unique.map((g) => f.house[g]), ...extraHouses])].sort((a, b) => a - b);
  return detail === undefined ? { grahas: unique, houses } : { grahas: unique, houses, detail };
}

/** Kendras (angles): houses 1, 4, 7, 10. */
export const KENDRA = new Set([1, 4, 7, 10]);
/** Trikonas (trines): houses 1, 5, 9. */
export const TRIKONA = new Set([1, 5, 9]);
/** Dusthanas (difficult houses): 6, 8, 12. */
export const DUSTHANA = new Set([6, 8, 12]);
/** Upachayas (houses of growth): 3, 6, 10, 11. */
export const UPACHAYA = new Set([3, 6, 10, 11]);
