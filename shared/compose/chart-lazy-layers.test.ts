/**
 * Bhava bala and the readings are made when first read (compose/chart.ts, chart/prediction-parts.ts):
 * the model must read exactly as one made whole, whichever part is read first, and the lean body
 * must be the same whether or not they were ever made. The independent figures are the engine's
 * own eager functions: computeShadbala's bhava bala, and evaluatePredictions + placementPredictions +
 * transitPredictions in the documented order.
 */
import { describe, expect, it } from 'vitest';
import { completeChart, computeChart, computeChartBase, layersMade } from './chart';
import { computeShadbala } from '../jyotish/shadbala';
import { evaluatePredictions } from '../predictions/evaluate';
import { transitPredictions } from '../predictions/transit-rules';
import { placementPredictions } from '../interpretation/placement-readings';
import { isReading, leanChart, predictionsWithoutReadings } from '../chart/view';
import type { ChartModel } from '../model/chart';
import { births } from '../../tests/support/chart-births';

const TRANSIT_JD_UT = 2_461_372; // 2026-11-27 12:00 UT
const BIRTHS = births(40);

/** The key order of a whole model, as the full body's JSON has it. */
const MODEL_ORDER = [
  'version',
  'input',
  'grahas',
  'lagna',
  'mcSiderealDeg',
  'houses',
  'relationships',
  'dasha',
  'panchang',
  'avakhada',
  'ashtakavarga',
  'shadbala',
  'bhavaBala',
  'predictions',
];

describe('lazy model layers', () => {
  it('make the same bhava bala and predictions, in the same order, as the eager functions', () => {
    for (const [i, input] of BIRTHS.entries()) {
      const transitJdUt = i % 2 === 0 ? TRANSIT_JD_UT : undefined;
      const model = computeChart(input, transitJdUt === undefined ? {} : { transitJdUt });
      const base = computeChartBase(input);
      expect(model.bhavaBala).toEqual(computeShadbala(base).bhavaBala);
      // The rules read a model without its predictions; the readings read positions alone.
      const natal = evaluatePredictions(model);
      const transit = transitJdUt === undefined ? [] : transitPredictions(base, model.transits!);
      expect(model.predictions).toEqual([...natal, ...placementPredictions(model), ...transit]);
      expect(Object.keys(model)).toEqual(transitJdUt === undefined ? MODEL_ORDER : [...MODEL_ORDER, 'transits']);
    }
  });

  it('serialise and copy like plain properties, read or not', () => {
    const input = BIRTHS[3]!;
    const fresh = computeChart(input, { transitJdUt: TRANSIT_JD_UT });
    const json = JSON.stringify(fresh);
    expect(JSON.parse(json)).toEqual(structuredClone(computeChart(input, { transitJdUt: TRANSIT_JD_UT })));
    // Reading first, then serialising, gives the very same text.
    const read = computeChart(input, { transitJdUt: TRANSIT_JD_UT });
    void read.predictions;
    void read.bhavaBala;
    expect(layersMade(read)).toEqual({ bhavaBala: true, predictions: true });
    expect(JSON.stringify(read)).toBe(json);
    // Made once: the same arrays on every read.
    expect(read.predictions).toBe(read.predictions);
    expect(read.bhavaBala).toBe(read.bhavaBala);
  });

  it('leave the lean body the same whether or not they were ever made', () => {
    for (const input of BIRTHS.slice(0, 12)) {
      const untouched = computeChart(input, { transitJdUt: TRANSIT_JD_UT });
      const leanFirst = JSON.stringify(leanChart(untouched));
      // Nothing the lean body leaves out was made for it.
      expect(layersMade(untouched)).toEqual({ bhavaBala: false, predictions: false });
      const whole = computeChart(input, { transitJdUt: TRANSIT_JD_UT });
      void whole.predictions;
      expect(leanFirst).toBe(JSON.stringify(leanChart(whole)));
      // A model parsed from JSON (no parts) gives the same predictions without the readings.
      const parsed = JSON.parse(JSON.stringify(whole)) as ChartModel;
      expect(predictionsWithoutReadings(parsed)).toEqual(whole.predictions.filter((p) => !isReading(p)));
      expect(predictionsWithoutReadings(untouched)).toEqual(predictionsWithoutReadings(parsed));
      expect(JSON.stringify(leanChart(parsed))).toBe(leanFirst);
      for (const part of ['bhavaBala', 'readings'] as const) {
        expect(JSON.stringify(leanChart(untouched, [part]))).toBe(JSON.stringify(leanChart(parsed, [part])));
      }
    }
  });

  it('complete a kept base the same way', () => {
    const input = BIRTHS[5]!;
    const base = computeChartBase(input, { transitJdUt: TRANSIT_JD_UT });
    expect(JSON.stringify(completeChart(base, { transitJdUt: TRANSIT_JD_UT }))).toBe(
      JSON.stringify(computeChart(input, { transitJdUt: TRANSIT_JD_UT })),
    );
  });
});
