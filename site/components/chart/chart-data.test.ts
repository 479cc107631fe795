import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../../shared/chart/compute';
import KundaliChart from './KundaliChart';

const birth = { name: 'Test', date: '1990-08-16', time: '14:31', utcOffset: '+05:30', lat: 19.076, lon: 72.8777 };

describe('KundaliChart', () => {
  const chart = computeChart(birth);

  it('renders both styles with an accessible name, focusable labels and the table alternative', () => {
    for (const chartStyle of ['north', 'south'] as const) {
      const html = renderToStaticMarkup(createElement(KundaliChart, { chart, varga: 1, chartStyle }));
      expect(html).toContain(
        `aria-label="Rasi (D1), ${chartStyle === 'north' ? 'North' : 'South'} Indian style. Lagna in ${chart.lagna.rasi}."`,
      );
      expect(html.match(/tabindex="0"/g)).toHaveLength(10);
      expect(html).toContain('<table>');
      for (const g of chart.grahas) expect(html).toContain(`${g.graha}: ${g.rasi}`);
    }
  });
});
