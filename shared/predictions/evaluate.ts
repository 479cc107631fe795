/**
 * Predictions for a chart: every yoga/dosha of the catalogue that holds. (The planet-in-house and
 * planet-in-sign readings are interpretation, above this layer: shared/interpretation/placement-readings.ts.)
 */
import type { ChartModel, Prediction } from '../model/chart';
import { RASIS } from '../vocabulary/rasi';
import { YOGA_CATALOGUE } from './catalogue';
import { ChartFacts } from './chart-facts';
import { statableRules } from './lagna-free';
import { cancellationText, type RuleMatch, type YogaRule } from './rule';

/** The chart as the prediction rules see it (no predictions or transits yet). */
export type PredictionChart = Omit<ChartModel, 'predictions' | 'transits'>;

/** The English detail a match adds to the rule's description (its cancellations, Kala Sarpa's direction). */
function detailOf(m: RuleMatch): string | null {
  if (m.cancellations?.length) return m.cancellations.map((c) => ('graha' in c ? `${c.graha}: ` : '') + cancellationText(c)).join('; ');
  if (m.side) return m.side === 'rahu-to-ketu' ? 'planets run from Rahu to Ketu' : 'planets run from Ketu to Rahu';
  return null;
}

/** Predictions of `rules` that hold over precomputed facts (exported for tests and the transit layer). */
export function evaluateRules(facts: ChartFacts, rules: readonly YogaRule[]): Prediction[] {
  const out: Prediction[] = [];
  for (const rule of rules) {
    const m = rule.holds(facts);
    if (!m) continue;
    const detail = detailOf(m);
    out.push({
      id: rule.id,
      name: rule.name,
      nameHi: rule.nameHi,
      kind: rule.kind,
      nature: rule.nature,
      description: detail ? `${rule.description} (${detail}.)` : rule.description,
      relatedBody: { grahas: m.grahas, houses: m.houses, rasis: m.houses.map((h) => RASIS[facts.signOfHouse(h)]!) },
    });
  }
  return out;
}

/** Every yoga/dosha of the catalogue that holds in the chart, in catalogue order (without a birth time, those that hold for any lagna). */
export function evaluatePredictions(chart: PredictionChart): Prediction[] {
  // Without a birth time, only the rules that hold (or fail) for every lagna (lagna-free.ts).
  return evaluateRules(ChartFacts.fromChart(chart), statableRules(chart, YOGA_CATALOGUE));
}
