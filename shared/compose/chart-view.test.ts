/**
 * What the pages read (chartViewOf) from the lean body as a browser receives it (after JSON)
 * equals what the server would send with everything included: the dasha periods, every
 * position's varga signs and the planet-in-house and planet-in-sign readings rebuilt by the engine, to the bit and in the same
 * place and key order, for births across dates, offsets, ayanamsas, node models, unknown times,
 * with and without transits (Sade Sati and Dhaiya follow the readings in the server's list).
 */
import { describe, expect, it } from 'vitest';
import { computeChart } from './chart';
import { chartViewOf } from './chart-view';
import { births } from '../../tests/support/chart-births';
import { isReading, leanChart } from '../chart/view';
import { isTransitPrediction } from '../predictions/transit-rules';

const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
/** 12:00 UT on 2026-11-26, a day Saturn is in Pisces (Sade Sati for Moon in Aquarius, Pisces, Aries). */
const TRANSIT_JD_UT = 2_461_371.0;

describe('chartViewOf', () => {
  it('rebuilds the dasha periods, varga signs and readings the lean body leaves out, exactly as the server has them', () => {
    let transitDoshas = 0;
    for (const [i, input] of births(60).entries()) {
      const model = computeChart(input, i % 2 === 0 ? { transitJdUt: TRANSIT_JD_UT } : {});
      const lean = roundTrip(leanChart(model));
      expect(lean.predictions.some(isReading)).toBe(false);
      expect(lean.grahas.some((g) => 'vargas' in g) || 'vargas' in lean.lagna).toBe(false);
      const everything = roundTrip(leanChart(model, ['dasha', 'readings', 'vargas']));
      const view = chartViewOf(lean);
      expect(view).toEqual(everything);
      // Same key order too, so the rebuilt view serialises as the server's would.
      expect(JSON.stringify(view)).toBe(JSON.stringify(everything));
      transitDoshas += model.predictions.filter(isTransitPrediction).length;
    }
    // The sample reaches the case where the readings go before Sade Sati or Dhaiya.
    expect(transitDoshas).toBeGreaterThan(3);
  });

  it('keeps what a body already carries', () => {
    const model = computeChart({ date: '1990-08-16', time: '14:31', utcOffset: '+05:30', lat: 19.07, lon: 72.88 });
    const everything = roundTrip(leanChart(model, ['dasha', 'readings', 'vargas']));
    expect(chartViewOf(everything)).toBe(everything);
    const withReadings = roundTrip(leanChart(model, ['readings']));
    expect(chartViewOf(withReadings).predictions).toBe(withReadings.predictions);
    expect(chartViewOf(roundTrip(model))).toEqual(roundTrip(model));
  });
});
