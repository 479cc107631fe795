import { describe, expect, it } from 'vitest';
import { computeChart } from '../compose/chart';
import { vargaLayout } from './varga-layout';

const birth = { name: 'Test', date: '1990-08-16', time: '14:31', utcOffset: '+05:30', lat: 19.076, lon: 72.8777 };

describe('vargaLayout', () => {
  const chart = computeChart(birth);

  it('puts every graha and the lagna in its varga sign, lagna first', () => {
    for (const varga of [1, 9] as const) {
      const layout = vargaLayout(chart, varga);
      expect(layout.firstHouseSign).toBe(chart.lagna.vargas[varga]);
      expect(layout.bySign.flat()).toHaveLength(10);
      expect(layout.bySign[chart.lagna.vargas[varga]]![0]!.key).toBe('Lagna');
      for (const g of chart.grahas) expect(layout.bySign[g.vargas[varga]]!.map((b) => b.key)).toContain(g.graha);
    }
  });

  it('numbers houses from the Moon when the birth time is unknown', () => {
    const { time: _omit, ...noTime } = birth;
    const moonChart = computeChart(noTime);
    const layout = vargaLayout(moonChart, 1);
    expect(layout.lagnaKnown).toBe(false);
    expect(layout.firstHouseSign).toBe(moonChart.grahas[1]!.rasiIndex);
    expect(layout.bySign.flat().some((b) => b.key === 'Lagna')).toBe(false);
  });
});
