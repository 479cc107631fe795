import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../../shared/compose/chart';
import { GRAHA_NAMES } from '../../../shared/vocabulary/graha';
import { RASI_NAMES } from '../../../shared/vocabulary/rasi';
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

  it('on Hindi pages labels grahas सू चं मं … and names rasis in Devanagari, the same bodies in the same signs', () => {
    for (const chartStyle of ['north', 'south'] as const) {
      const html = renderToStaticMarkup(createElement(KundaliChart, { chart, varga: 1, chartStyle, locale: 'hi' }));
      const lagnaHi = RASI_NAMES[chart.lagna.rasiIndex]!.hi;
      expect(html).toContain(`aria-label="राशि (D1), ${chartStyle === 'north' ? 'उत्तर' : 'दक्षिण'} भारतीय शैली। लग्न ${lagnaHi} में।"`);
      expect(html.match(/tabindex="0"/g)).toHaveLength(10);
      for (const g of chart.grahas) {
        const names = GRAHA_NAMES[g.graha];
        expect(html).toContain(`${names.name.hi}: ${RASI_NAMES[g.rasiIndex]!.hi}`);
        expect(html).toMatch(new RegExp(`>${names.abbreviation.hi}${g.retrograde ? '℞' : ''}</text>`));
        expect(html).not.toContain(`>${names.abbreviation.en}</text>`);
      }
      if (chartStyle === 'south') for (const r of RASI_NAMES) expect(html).toContain(`>${r.hi}</text>`);
    }
  });

  it('draws the East Indian style with every body in its sign’s fixed cell (Mesha top middle, anticlockwise), in both languages', () => {
    for (const locale of ['en', 'hi'] as const) {
      const html = renderToStaticMarkup(createElement(KundaliChart, { chart, varga: 1, chartStyle: 'east', locale }));
      expect(html).toContain(locale === 'en' ? 'East Indian style' : 'पूर्व भारतीय शैली');
      expect(html.match(/tabindex="0"/g)).toHaveLength(10);
      // Each sign's group, cut at the next one; its bodies' accessible names name that sign.
      const groups = html.split('data-sign="').slice(1);
      expect(groups.map((g) => Number(g.slice(0, g.indexOf('"'))))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      for (const g of chart.grahas) {
        const group = groups[g.rasiIndex]!;
        const name = locale === 'en' ? `${g.graha}: ${g.rasi}` : `${GRAHA_NAMES[g.graha].name.hi}: ${RASI_NAMES[g.rasiIndex]!.hi}`;
        expect(group, `${g.graha} in sign ${g.rasiIndex + 1}`).toContain(name);
      }
      // The lagna's cell carries the outline and the bold number.
      expect(groups[chart.lagna.rasiIndex]).toContain('chart-lagna-mark');
      expect(html.match(/chart-lagna-mark/g)).toHaveLength(1);
    }
  });
});
