/**
 * Predictions for a chart: every yoga/dosha of the catalogue that holds, then the
 * planet-in-house and planet-in-sign readings for the chart's actual placements.
 */
import type { ChartModel, Prediction } from '../chart/model';
import { RASIS } from '../vocabulary/rasi';
import { YOGA_CATALOGUE } from './catalogue';
import { ChartFacts } from './chart-facts';
import { houseReading, signReading } from './readings';
import type { YogaRule } from './rule';

/** The chart as the prediction rules see it (no predictions or transits yet). */
export type PredictionChart = Omit<ChartModel, 'predictions' | 'transits'>;

/** Predictions of `rules` that hold over precomputed facts (exported for tests and the transit layer). */
export function evaluateRules(facts: ChartFacts, rules: readonly YogaRule[]): Prediction[] {
  const out: Prediction[] = [];
  for (const rule of rules) {
    const m = rule.holds(facts);
    if (!m) continue;
    out.push({
      id: rule.id, name: rule.name, kind: rule.kind, nature: rule.nature,
      description: m.detail ? `${rule.description} (${m.detail}.)` : rule.description,
      relatedBody: { grahas: m.grahas, houses: m.houses, rasis: m.houses.map((h) => RASIS[facts.signOfHouse(h)]!) },
    });
  }
  return out;
}

/** Every yoga/dosha that holds in the chart, then the planet-in-house and planet-in-sign readings. */
export function evaluatePredictions(chart: PredictionChart): Prediction[] {
  const facts = ChartFacts.fromChart(chart);
  const out = evaluateRules(facts, YOGA_CATALOGUE);
  for (const p of chart.grahas) {
    const house = facts.house[p.graha];
    const h = houseReading(p.graha, house);
    out.push({ id: `${p.graha.toLowerCase()}-in-house-${house}`, kind: 'placement', ...h, relatedBody: { grahas: [p.graha], houses: [house], rasis: [p.rasi] } });
  }
  for (const p of chart.grahas) {
    const s = signReading(p.graha, p.rasiIndex, p.degreesInRasi);
    out.push({ id: `${p.graha.toLowerCase()}-in-${p.rasi.toLowerCase()}`, kind: 'sign', ...s, relatedBody: { grahas: [p.graha], houses: [facts.house[p.graha]], rasis: [p.rasi] } });
  }
  return out;
}

