/**
 * The Sarvashtakavarga chart shows each sign's bindus once, in every chart style and language, coloured
 * by the report's own thresholds (28 and up strong, under 25 weak), and marks the Lagna's sign where
 * the style has no fixed first house.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RASIS } from '../../../shared/vocabulary/rasi';
import { CHART_STYLES } from '../../../shared/vocabulary/settings';
import SavChart from './SavChart';

/** Bindus per sign, Aries first: sums to 337 as every Sarvashtakavarga does; 28, 25 and 24 sit on the class edges. */
const SARVA = [28, 25, 31, 22, 30, 27, 33, 24, 29, 26, 35, 27];
const EXPECTED_CLASS = (bindus: number) => (bindus >= 28 ? 'sav-strong' : bindus < 25 ? 'sav-weak' : 'sav-mid');

describe('SavChart', () => {
  for (const chartStyle of CHART_STYLES) {
    for (const locale of ['en', 'hi'] as const) {
      it(`shows every sign's bindus once (${chartStyle}, ${locale})`, () => {
        const html = renderToStaticMarkup(createElement(SavChart, { sarva: SARVA, firstHouseSign: 4, chartStyle, locale }));
        RASIS.forEach((rasi, sign) => {
          const cells = [...html.matchAll(new RegExp(`class="sav-bindus ([a-z-]+)"[^>]*data-testid="sav-${rasi}"[^>]*>(\\d+)<`, 'g'))];
          expect(cells.map((m) => [m[1], Number(m[2])])).toEqual([[EXPECTED_CLASS(SARVA[sign]!), SARVA[sign]]]);
        });
        expect(html.match(/chart-lagna-mark/g)?.length ?? 0).toBe(chartStyle === 'north' ? 0 : 1);
        // North fixes house 1 at the top; the others mark the Lagna's sign (4 = Leo) inside its cell.
        if (chartStyle !== 'north') expect(html).toMatch(/<g>(?:(?!<\/g>).)*chart-lagna-mark(?:(?!<\/g>).)*data-testid="sav-Leo"/);
      });
    }
  }
});
