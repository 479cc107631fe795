import { describe, expect, it } from 'vitest';
import { computeChart } from '../chart/compute';
import { LIFE_AREAS, lifeAreasOf, predictionsByArea } from './life-areas';

describe('life areas', () => {
  it('maps houses to areas and groups a real chart’s predictions under every area', () => {
    const chart = computeChart({ date: '1990-05-17', time: '08:15', utcOffset: '+05:30', lat: 28.6, lon: 77.2 });
    const byArea = predictionsByArea(chart.predictions);
    for (const area of LIFE_AREAS) expect(byArea[area].length, area).toBeGreaterThan(0);
    const tenth = chart.predictions.find((p) => p.kind === 'placement' && p.relatedBody.houses[0] === 10);
    if (tenth) expect(lifeAreasOf(tenth)).toContain('Career');
    expect(lifeAreasOf({ id: 'x', name: 'x', description: 'x', nature: 'good', kind: 'yoga', relatedBody: { grahas: [], houses: [], rasis: [] } })).toEqual([]);
  });
});
