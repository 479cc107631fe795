/**
 * Predictions: yogas, doshas and placement readings for a chart. First version: the
 * catalogue is filled in by the files beside this one.
 */
import type { ChartModel, Prediction } from '../chart/model';

/** The chart as the prediction rules see it (no predictions or transits yet). */
export type PredictionChart = Omit<ChartModel, 'predictions' | 'transits'>;

/** Every yoga/dosha that holds in the chart, then the planet-in-house and planet-in-sign readings. */
export function evaluatePredictions(chart: PredictionChart): Prediction[] {
  void chart;
  return [];
}
