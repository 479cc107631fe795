/**
 * The chart style a visitor sees first: the one they chose (kept in the browser), else their page language's
 * (South Indian on Tamil and Telugu pages, East Indian on Bengali ones: REGIONAL_CONVENTIONS, written on <html> by
 * the layout), else North Indian.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGIONAL_CONVENTIONS } from '../../shared/vocabulary/regional-conventions';
import { $chartStyle, CHART_STYLE_KEY, loadPrefs, setChartStyle } from './prefs';

let stored: Map<string, string>;
function page(chartStyle: string | undefined) {
  vi.stubGlobal('document', { documentElement: { dataset: chartStyle === undefined ? {} : { chartStyle } } });
}
beforeEach(() => {
  stored = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  });
  $chartStyle.set('north');
});
afterEach(() => vi.unstubAllGlobals());

describe('the chart style after hydration', () => {
  it("is the page language's when the visitor never chose one", () => {
    for (const locale of ['ta', 'te', 'bn', 'mr'] as const) {
      page(REGIONAL_CONVENTIONS[locale].chartStyle);
      $chartStyle.set('north');
      loadPrefs();
      expect($chartStyle.get(), locale).toBe(REGIONAL_CONVENTIONS[locale].chartStyle);
    }
    expect(REGIONAL_CONVENTIONS.ta.chartStyle).toBe('south');
    expect(REGIONAL_CONVENTIONS.bn.chartStyle).toBe('east');
  });

  it('is the visitor’s own choice on any page', () => {
    page('south');
    setChartStyle('north');
    expect(stored.get(CHART_STYLE_KEY)).toBe('north');
    $chartStyle.set('east');
    loadPrefs();
    expect($chartStyle.get()).toBe('north');
  });

  it('is North Indian where the page names none or an unknown one', () => {
    page(undefined);
    loadPrefs();
    expect($chartStyle.get()).toBe('north');
    page('diamond');
    loadPrefs();
    expect($chartStyle.get()).toBe('north');
  });
});
