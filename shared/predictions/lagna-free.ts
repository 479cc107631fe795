/**
 * The rules a chart without a birth time may state. Without the time the lagna is unknown (it
 * moves a sign in about two hours), so a yoga that needs the lagna — a house lord, a kendra, a
 * planet's house — can be neither claimed nor denied. A rule is kept only when its verdict is
 * the same for all twelve lagna signs (Chandra-Mangala, Gaja-Kesari from the Moon, Budha-Aditya,
 * sign exchanges and the like); the chart's Moon-counted houses then describe it without
 * pretending to a lagna. With a known time every rule is kept.
 */
import type { ChartBase } from '../model/chart';
import { ChartFacts } from './chart-facts';
import type { YogaRule } from './rule';

/** `rules` whose verdict on `chart` does not depend on the lagna, or all of them when the birth time is known. */
export function statableRules(chart: ChartBase, rules: readonly YogaRule[]): readonly YogaRule[] {
  if (chart.input.timeKnown) return rules;
  const anyLagna = Array.from({ length: 12 }, (_, sign) => ChartFacts.withLagna(chart, sign, sign));
  return rules.filter((rule) => {
    const holds = rule.holds(anyLagna[0]!) !== null;
    return anyLagna.every((f) => (rule.holds(f) !== null) === holds);
  });
}
