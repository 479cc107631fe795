/**
 * Display preferences kept in localStorage (they are not personal): the chart drawing style
 * and the ayanamsa. Both pages' selectors write here so the choice follows the visitor.
 */
import { atom } from 'nanostores';
import { AYANAMSAS, CHART_STYLES, SITE_DEFAULT_AYANAMSA, type Ayanamsa, type ChartStyle } from '../../shared/vocabulary/settings';

/** localStorage keys. */
export const CHART_STYLE_KEY = 'kundali.chartStyle';
export const AYANAMSA_KEY = 'kundali.ayanamsa';

function readLocal<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  if (typeof localStorage === 'undefined') return fallback;
  const value = localStorage.getItem(key);
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * The page language's chart style (Base.astro writes REGIONAL_CONVENTIONS' choice on <html data-chart-style>:
 * South Indian on Tamil and Telugu pages, East Indian on Bengali ones), North Indian elsewhere.
 */
function pageChartStyle(): ChartStyle {
  const style = typeof document === 'undefined' ? undefined : document.documentElement.dataset.chartStyle;
  return (CHART_STYLES as readonly (string | undefined)[]).includes(style) ? (style as ChartStyle) : 'north';
}

/** Chart drawing style; North Indian until hydration, then the visitor's choice or the page language's (loadPrefs). */
export const $chartStyle = atom<ChartStyle>('north');
/** Ayanamsa for new charts; Lahiri (the site default) until the visitor switches. */
export const $ayanamsa = atom<Ayanamsa>(SITE_DEFAULT_AYANAMSA);

/** Sets and remembers the chart style. */
export function setChartStyle(style: ChartStyle): void {
  $chartStyle.set(style);
  if (typeof localStorage !== 'undefined') localStorage.setItem(CHART_STYLE_KEY, style);
}

/** Sets and remembers the ayanamsa. */
export function setAyanamsa(ayanamsa: Ayanamsa): void {
  $ayanamsa.set(ayanamsa);
  if (typeof localStorage !== 'undefined') localStorage.setItem(AYANAMSA_KEY, ayanamsa);
}

/**
 * Reads localStorage after hydration (the atoms start at the defaults so server and client HTML agree); a visitor who
 * never chose a chart style gets their page language's.
 */
export function loadPrefs(): void {
  $chartStyle.set(readLocal(CHART_STYLE_KEY, CHART_STYLES, pageChartStyle()));
  $ayanamsa.set(readLocal(AYANAMSA_KEY, AYANAMSAS, $ayanamsa.get()));
}

/** The remembered ayanamsa, else the site default (for islands that do not show the selector). */
export function rememberedAyanamsa(): Ayanamsa {
  return readLocal(AYANAMSA_KEY, AYANAMSAS, SITE_DEFAULT_AYANAMSA);
}
