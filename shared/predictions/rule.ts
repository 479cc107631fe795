/**
 * The shape of one yoga/dosha rule in the catalogue: data (id, name, nature, our own
 * plain-language description) plus a pure predicate over ChartFacts.
 */
import type { PredictionNature } from '../model/chart';
import type { Graha } from '../vocabulary/graha';
import type { ChartFacts } from './chart-facts';
import type { Cancellation, GrahaLink, YogaFamily } from '../chart/yoga-evidence';
import type { YogaId } from '../vocabulary/yoga-ids';

export type { Cancellation, GrahaLink, YogaFamily };

/** The English words of a cancellation (the Prediction's description carries them; Hindi in shared/interpretation). */
export function cancellationText(c: Cancellation): string {
  switch (c.code) {
    case 'mars-own-or-exalted':
      return 'Mars is in its own or exaltation sign';
    case 'mars-leo-aquarius':
      return 'Mars is in Leo or Aquarius';
    case 'mars-exempt-sign':
      return `Mars in the ${c.house}th house is in a sign that exempts it`;
    case 'jupiter-with-mars':
      return 'Jupiter joins or aspects Mars';
    case 'moon-with-mars':
      return 'the Moon joins Mars';
    case 'cancer-leo-lagna':
      return 'Cancer or Leo rising makes Mars a yogakaraka';
    case 'benefic-in-lagna':
      return 'Jupiter or Venus is in the lagna';
    case 'mars-retrograde':
      return 'Mars is retrograde';
    case 'mars-combust':
      return 'Mars is combust';
    case 'dispositor-in-kendra':
      return `${c.by}, lord of the sign, is in a kendra from the lagna or Moon`;
    case 'exaltation-lord-in-kendra':
      return `${c.by}, lord of its exaltation sign, is in a kendra from the lagna or Moon`;
    case 'exalted-graha-in-kendra':
      return `${c.by}, exalted in that sign, is in a kendra from the lagna or Moon`;
    case 'dispositor-aspects':
      return `${c.by} aspects it`;
    case 'exalted-navamsa':
      return 'it is exalted in the navamsa';
  }
}

/**
 * What a rule matched when it holds: the grahas and houses (1–12 from the lagna) it relates to,
 * and the evidence the page and PDF build their "why" from.
 */
export interface RuleMatch {
  grahas: Graha[];
  houses: number[];
  /** The graha the rule counts houses from, when not the lagna (the Moon's and the Sun's yogas, Shakata from Jupiter). */
  from?: Graha;
  /** Pairs the rule links (lord combinations, conjunctions). */
  links?: GrahaLink[];
  /** Classical exceptions that apply (Manglik cancellations, Neecha Bhanga). */
  cancellations?: Cancellation[];
  /** Kala Sarpa: which way the grahas run between the nodes. */
  side?: 'rahu-to-ketu' | 'ketu-to-rahu';
}

/** One catalogue entry. */
export interface YogaRule {
  /** Stable id, kebab-case (vocabulary/yoga-ids.ts). */
  id: YogaId;
  name: string;
  /** The traditional name in Hindi (Devanagari), shown on Hindi pages. */
  nameHi: string;
  kind: 'yoga' | 'dosha';
  family: YogaFamily;
  nature: PredictionNature;
  /** Where the definition comes from and how we read it (one line). */
  source: string;
  /** Plain-language meaning, our own words. */
  description: string;
  /** Null when the rule does not hold in the chart. */
  holds(f: ChartFacts): RuleMatch | null;
}

/** A match relating `grahas`, with houses taken from where they sit (plus any `extraHouses`) and any further evidence. */
export function matchOf(
  f: ChartFacts,
  grahas: readonly Graha[],
  extraHouses: readonly number[] = [],
  evidence: Omit<RuleMatch, 'grahas' | 'houses'> = {},
): RuleMatch {
  // Distinct in first-seen order, as a Set would give, without building Sets for a handful of values.
  const unique: Graha[] = [];
  for (const g of grahas) if (!unique.includes(g)) unique.push(g);
  const houses: number[] = [];
  for (const g of unique) addSorted(houses, f.house[g]);
  for (const h of extraHouses) addSorted(houses, h);
  // Every field written (absent evidence as undefined) rather than `...evidence`: one object shape for
  // all rules, where a spread of a dozen different evidence shapes takes the engine's slow copy path.
  return { grahas: unique, houses, from: evidence.from, links: evidence.links, cancellations: evidence.cancellations, side: evidence.side };
}

/**
 * Adds `h` to the ascending list `sorted` unless it is there: an insertion sort, as `push` then
 * `sort` would order them, without Array#sort's setup (a measurable share of the rules for lists
 * of one to six houses).
 */
function addSorted(sorted: number[], h: number): void {
  let i = sorted.length;
  if (sorted.includes(h)) return;
  sorted.push(h);
  while (i > 0 && sorted[i - 1]! > h) {
    sorted[i] = sorted[i - 1]!;
    i--;
  }
  sorted[i] = h;
}

/** How two associated grahas are linked (see ChartFacts.associated), conjunction first. */
export function linkOf(f: ChartFacts, a: Graha, b: Graha): GrahaLink {
  return { a, b, how: f.together(a, b) ? 'conjunct' : f.exchange(a, b) ? 'exchange' : 'aspect' };
}

/** The house classes the rules read, from the classical core (one definition). */
export { DUSTHANA, KENDRA, KENDRA_HOUSES, TRIKONA, UPACHAYA } from '../jyotish/classical';
