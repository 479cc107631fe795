/**
 * The Open Graph picture of a chart (1200 × 630 PNG, what link previews show): the page's own
 * drawing (site/render/chart-drawing.ts) painted with the page's own chart stylesheet
 * (site/components/chart/chart.css), with the name, birth and the lagna and Moon beside it,
 * rasterised by resvg (@resvg/resvg-js) from fonts the repository ships — Noto Sans Devanagari
 * (Latin and Devanagari) and the Kundali Symbols subset (℞) — never the machine's fonts, so the
 * same query gives the same bytes on every host. The assets are found beside the deployable
 * bundle (`dist-api/chart-image/`, scripts/build-api.ts copies them) or in the repository.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import type { ChartPositionsView } from '../../shared/chart/view';
import type { Locale } from '../../shared/i18n/locale';
import { PRODUCT_NAME } from '../../shared/product';
import { grahaName } from '../../shared/vocabulary/graha';
import { nakshatraNameOf } from '../../shared/vocabulary/nakshatra';
import { rasiNameOf } from '../../shared/vocabulary/rasi';
import type { ChartStyle } from '../../shared/vocabulary/settings';
import { chartLayout } from '../../site/components/chart/chart-data';
import { CHART_TEXT } from '../../site/components/chart/chart-text';
import { chartDrawing, svgMarkup } from '../../site/render/chart-drawing';
import { CHART_IMAGE_ASSET_DIR, CHART_IMAGE_ASSETS } from './chart-image-assets';

/** The picture's size, pixels: the 1.91 : 1 card Open Graph and X (summary_large_image) show. */
export const CHART_IMAGE_WIDTH_PX = 1200;
export const CHART_IMAGE_HEIGHT_PX = 630;
/** The chart's side on the card, pixels (its drawing is 400 units). */
const CHART_SIDE_PX = 560;
/** Left edge of the text column, pixels. */
const TEXT_X_PX = 640;
/** Longest line written (characters) before it is cut with an ellipsis: the column is 530 px wide. */
const MAX_LINE_CHARS = 34;

/** Where an asset is: beside the bundle, else walking up from this module to the repository's copy. */
function assetPath(repoPath: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  const beside = join(dir, CHART_IMAGE_ASSET_DIR, repoPath.slice(repoPath.lastIndexOf('/') + 1));
  if (existsSync(beside)) return beside;
  for (let depth = 0; depth < 6; depth++) {
    if (existsSync(join(dir, repoPath))) return join(dir, repoPath);
    dir = dirname(dir);
  }
  throw new Error(`chart image: ${repoPath} not found`);
}

/**
 * The page's chart rules resvg can apply: plain class and element selectors (no :hover or
 * :focus-visible, which a picture never has) and no declaration that reads a CSS variable (the
 * page's font stack; the picture names its faces itself).
 */
export function pictureStyles(css: string): string {
  const rules: string[] = [];
  for (const [, selector, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    if (selector!.includes(':')) continue;
    const declarations = body!
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d !== '' && !d.includes('var('));
    if (declarations.length > 0) rules.push(`${selector!.trim()}{${declarations.join(';')}}`);
  }
  return rules.join('\n');
}

let assets: { fontFiles: string[]; styles: string } | undefined;
function loadAssets() {
  if (!assets) {
    const [css, ...fonts] = CHART_IMAGE_ASSETS.map(assetPath);
    assets = { fontFiles: fonts, styles: pictureStyles(readFileSync(css!, 'utf8')) };
  }
  return assets;
}

/** The words beside the chart, by language (names of grahas, signs and nakshatras come from shared/vocabulary). */
const WORDS: Readonly<Record<Locale, { kundaliFor(name: string): string; kundali: string; moon: string; timeUnknown: string }>> = {
  en: { kundaliFor: (name) => `Kundali of ${name}`, kundali: 'Kundali', moon: 'Moon', timeUnknown: 'Birth time unknown' },
  hi: { kundaliFor: (name) => `${name} की कुंडली`, kundali: 'कुंडली', moon: 'चंद्र', timeUnknown: 'समय अज्ञात' },
};

/** What a shared chart says in words: the title and one line of facts (also the link preview's og:title and og:description). */
export function chartSummary(chart: ChartPositionsView, locale: Locale): { title: string; lagna: string; moon: string } {
  const words = WORDS[locale];
  const moon = chart.grahas.find((g) => g.graha === 'Moon')!;
  const name = chart.input.name.trim();
  return {
    title: name ? words.kundaliFor(name) : `${PRODUCT_NAME} · ${words.kundali}`,
    lagna: chart.input.timeKnown
      ? `${CHART_TEXT[locale].lagnaName}: ${rasiNameOf(chart.lagna.rasi, locale)}`
      : `${CHART_TEXT[locale].lagnaName}: ${words.timeUnknown}`,
    moon: `${grahaName('Moon', locale)}: ${rasiNameOf(moon.rasi, locale)}, ${nakshatraNameOf(moon.nakshatra, locale)}`,
  };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const cut = (text: string) => (text.length > MAX_LINE_CHARS ? `${text.slice(0, MAX_LINE_CHARS - 1)}…` : text);

/** The card as an SVG document: the chart on the left, the words on the right. */
export function chartCardSvg(chart: ChartPositionsView, style: ChartStyle, locale: Locale): string {
  const layout = chartLayout(chart, 1, locale);
  const summary = chartSummary(chart, locale);
  const input = chart.input;
  const birth = input.time ? `${input.date}  ${input.time.slice(0, 5)}` : input.date;
  // Each line is its own <text>: a run mixing scripts is shaped as its first script's.
  const lines: [string, number, string][] = [
    [summary.title, 110, 'card-title'],
    [birth, 175, 'card-line'],
    [input.place ?? '', 220, 'card-line'],
    [summary.lagna, 300, 'card-fact'],
    [summary.moon, 350, 'card-fact'],
    [PRODUCT_NAME, 585, 'card-brand'],
  ];
  const scale = CHART_SIDE_PX / 400;
  const top = (CHART_IMAGE_HEIGHT_PX - CHART_SIDE_PX) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CHART_IMAGE_WIDTH_PX}" height="${CHART_IMAGE_HEIGHT_PX}" viewBox="0 0 ${CHART_IMAGE_WIDTH_PX} ${CHART_IMAGE_HEIGHT_PX}" font-family="Noto Sans Devanagari, Kundali Symbols">`,
    `<style>${loadAssets().styles}
.card-title{fill:#7c2d12;font-size:44px;font-weight:700}
.card-line{fill:#1c1917;font-size:28px}
.card-fact{fill:#1e3a8a;font-size:30px;font-weight:700}
.card-brand{fill:#57534e;font-size:26px;font-weight:700}</style>`,
    `<rect width="${CHART_IMAGE_WIDTH_PX}" height="${CHART_IMAGE_HEIGHT_PX}" fill="#fffdf7"/>`,
    `<g transform="translate(${top} ${top}) scale(${scale})">${svgMarkup(chartDrawing(layout, style, locale))}</g>`,
    ...lines
      .filter(([text]) => text.trim() !== '')
      .map(([text, y, className]) => `<text x="${TEXT_X_PX}" y="${y}" class="${className}">${escapeXml(cut(text))}</text>`),
    '</svg>',
  ].join('\n');
}

/** The card as PNG bytes. */
export function chartImagePng(chart: ChartPositionsView, style: ChartStyle, locale: Locale): Buffer {
  const { fontFiles } = loadAssets();
  const resvg = new Resvg(chartCardSvg(chart, style, locale), {
    font: { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Noto Sans Devanagari' },
    shapeRendering: 2,
    textRendering: 1,
  });
  return resvg.render().asPng();
}
