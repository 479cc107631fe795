/**
 * The predictions of a ChartModel in the parts computeChart makes them in (shared/compose/chart.ts):
 * the natal yogas and doshas, then the planet-in-house and planet-in-sign readings, then the
 * transit ones (Sade Sati, Dhaiya). The model keeps the first and last parts under this symbol
 * (not enumerable: JSON and copies do not see it) and makes the readings, and so `predictions`,
 * when `predictions` is first read; the lean body, which leaves the readings out (view.ts), takes
 * the two parts from here and never pays for the readings.
 */
import type { Prediction } from '../model/chart';

export const PREDICTION_PARTS = Symbol('natal and transit predictions');

/** See the module comment. */
export interface PredictionParts {
  natal: readonly Prediction[];
  transit: readonly Prediction[];
}

/** A model that may carry its parts (a model parsed from JSON or copied does not). */
export interface WithPredictionParts {
  readonly [PREDICTION_PARTS]?: PredictionParts;
}
