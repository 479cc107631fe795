import { describe, expect, it } from 'vitest';
import type { ChartBase, ChartInput } from '../../shared/model/chart';
import { computeChart, computeChartBase } from '../../shared/compose/chart';
import { chartBaseBody, chartBody, chartModel } from './charts';

const birth = (minute: number): ChartInput => ({
  name: `Layers ${minute}`,
  date: '1987-03-21',
  time: `06:${String(minute).padStart(2, '0')}`,
  utcOffset: '+05:30',
  lat: 28.61,
  lon: 77.21,
});
const TRANSIT_JD_UT = 2461371.5;

describe('chart layers (charts.ts)', () => {
  it('a base-only body sees exactly computeChartBase, and never the layers above it', () => {
    const input = birth(1);
    let seen: ChartBase | undefined;
    const tagged = chartBaseBody('test-base', input, (base) => {
      seen = base;
      return { lagna: base.lagna.siderealLongitudeDeg };
    });
    expect(seen).toEqual(computeChartBase(input));
    expect(seen).not.toHaveProperty('predictions');
    expect(JSON.parse(tagged.body.toString('utf8'))).toEqual({ lagna: computeChartBase(input).lagna.siderealLongitudeDeg });
  });

  it('a whole model completed from a kept base equals one computed from scratch, with and without transits', () => {
    const input = birth(2);
    // Twice: the base is kept from its second request (doorkeeper), so the models below complete it.
    for (let i = 0; i < 2; i++) chartBaseBody(`test-keep-${i}`, input, (base) => base.grahas.length);
    expect(chartModel(input)).toEqual(computeChart(input));
    expect(chartModel(input, TRANSIT_JD_UT)).toEqual(computeChart(input, { transitJdUt: TRANSIT_JD_UT }));
  });

  it('a kept whole model serves a later base-only body', () => {
    const input = birth(3);
    for (let i = 0; i < 2; i++) chartBody(`test-model-${i}`, input, undefined, (model) => model.predictions.length);
    let seen: ChartBase | undefined;
    chartBaseBody('test-from-model', input, (base) => {
      seen = base;
      return null;
    });
    // The kept model (a superset of the base) is what the shape receives: no second cast.
    expect(seen).toBe(chartModel(input));
  });
});
