import { describe, expect, it } from 'vitest';
import { computeChart } from '../compose/chart';
import { GRAHAS } from '../vocabulary/graha';
import { RASIS } from '../vocabulary/rasi';

describe('predictions on real charts', () => {
  it('well-formed over varied births (time known and unknown): unique ids, 9 + 9 readings, valid related bodies', () => {
    for (let i = 0; i < 60; i++) {
      const chart = computeChart(
        {
          date: `${1905 + i * 3}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
          ...(i % 5 === 0 ? {} : { time: `${String((i * 7) % 24).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}` }),
          utcOffset: '+05:30',
          lat: -50 + i * 1.9,
          lon: -170 + i * 5.7,
        },
        i % 3 === 0 ? { transitJdUt: 2460000 + i * 97 } : {},
      );
      const ids = chart.predictions.map((p) => p.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(chart.predictions.filter((p) => p.kind === 'placement')).toHaveLength(9);
      expect(chart.predictions.filter((p) => p.kind === 'sign')).toHaveLength(9);
      for (const p of chart.predictions) {
        expect(p.description.length).toBeGreaterThan(30);
        for (const g of p.relatedBody.grahas) expect(GRAHAS).toContain(g);
        for (const h of p.relatedBody.houses) expect(h >= 1 && h <= 12).toBe(true);
        for (const r of p.relatedBody.rasis) expect(RASIS).toContain(r);
        expect(p.relatedBody.rasis).toHaveLength(p.relatedBody.houses.length);
      }
      // The placement readings follow the chart's own houses (from the Moon when the time is unknown).
      for (const g of chart.grahas) expect(ids).toContain(`${g.graha.toLowerCase()}-in-house-${g.house}`);
      if (chart.transits) expect(ids.includes('sade-sati')).toBe(chart.transits.sadeSati.active);
    }
  });
});
