/**
 * The Open Graph picture of a chart (1200 × 630 PNG, what link previews show): the page's own
 * drawing (site/render/chart-drawing.ts) painted with the page's own chart stylesheet
 * (site/components/chart/chart.css), with the name, birth and the lagna and Moon beside it,
 * rasterised by resvg (@resvg/resvg-js). Its text is drawn as glyph outlines (text-outlines.ts:
 * HarfBuzz shapes it with fonts the repository ships, Noto Sans Devanagari for Latin and Devanagari
 * and the Kundali Symbols subset for ℞), so resvg loads no font, never the machine's, and the same
 * query gives the same bytes on every host. The assets are found beside the deployable bundle
 * (`dist-api/chart-image/`, scripts/build-api.ts copies them) or in the repository.
 */
import { existsSync, readFileSync } from 'node:fs';
import { decompress } from 'wawoff2';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { createOutliner, type Outliner, type TextStyle } from './text-outlines';
import type { ChartPositionsView } from '../../shared/chart/view';
import type { EngineLocale, Locale } from '../../shared/i18n/locale';
import { PRODUCT_NAME } from '../../shared/product';
import { grahaName } from '../../shared/vocabulary/graha';
import { nakshatraNameOf } from '../../shared/vocabulary/nakshatra';
import { rasiNameOf } from '../../shared/vocabulary/rasi';
import type { ChartStyle } from '../../shared/vocabulary/settings';
import { chartLayout } from '../../site/components/chart/chart-data';
import { CHART_TEXT } from '../../site/components/chart/chart-text';
import { chartDrawing, svgMarkup, type SvgNode } from '../../site/render/chart-drawing';
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
 * :focus-visible, which a picture never has), the palette's variables at their light values (the
 * card is light), and no declaration that reads another variable (the page's font stack; the picture
 * names its faces itself).
 */
export function pictureStyles(css: string): string {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // The palette's custom properties, each at its light value (the picture is a light card): `light-dark(a, b)` → a.
  const palette = new Map<string, string>();
  for (const [, name, value] of plain.matchAll(/(--[\w-]+)\s*:\s*([^;}]+)/g))
    palette.set(name!, value!.trim().replace(/^light-dark\(\s*([^,]+?)\s*,[^)]*\)$/, '$1'));
  const resolved = (declaration: string) => declaration.replace(/var\((--[\w-]+)\)/g, (whole, name: string) => palette.get(name) ?? whole);
  const rules: string[] = [];
  for (const [, selector, body] of plain.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    if (selector!.includes(':')) continue;
    const declarations = body!
      .split(';')
      .map((d) => resolved(d.trim()))
      .filter((d) => d !== '' && !d.startsWith('--') && !d.includes('var(') && !d.includes('light-dark('));
    if (declarations.length > 0) rules.push(`${selector!.trim()}{${declarations.join(';')}}`);
  }
  return rules.join('\n');
}

/** One rule of the page's chart stylesheet: its selector as compound selectors (descendant combinators), specificity and declarations. */
interface StyleRule {
  compounds: { tag: string | null; classes: string[] }[];
  specificity: number;
  order: number;
  declarations: Record<string, string>;
}

/** The rules of `pictureStyles` output, for working out the style of each text (which resvg no longer draws). */
export function styleRules(css: string): StyleRule[] {
  const rules: StyleRule[] = [];
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const declarations = Object.fromEntries(body!.split(';').map((d) => d.split(':').map((part) => part.trim()) as [string, string]));
    for (const selector of selectors!.split(',')) {
      const compounds = selector
        .trim()
        .split(/\s+/)
        .map((compound) => ({
          tag: /^[a-z]+/.exec(compound)?.[0] ?? null,
          classes: [...compound.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!),
        }));
      const specificity = compounds.reduce((sum, c) => sum + c.classes.length * 10 + (c.tag ? 1 : 0), 0);
      rules.push({ compounds, specificity, order: rules.length, declarations });
    }
  }
  return rules.sort((a, b) => a.specificity - b.specificity || a.order - b.order);
}

const classesOf = (node: SvgNode) =>
  String(node.attrs.class ?? '')
    .split(/\s+/)
    .filter(Boolean);
const compoundMatches = (compound: StyleRule['compounds'][number], node: SvgNode) =>
  (compound.tag === null || compound.tag === node.tag) && compound.classes.every((c) => classesOf(node).includes(c));

/** Whether a rule selects the last node of `chain` (root first). */
function selects(rule: StyleRule, chain: readonly SvgNode[]): boolean {
  let at = chain.length - 1;
  if (!compoundMatches(rule.compounds.at(-1)!, chain[at]!)) return false;
  for (let i = rule.compounds.length - 2; i >= 0; i--) {
    do at--;
    while (at >= 0 && !compoundMatches(rule.compounds[i]!, chain[at]!));
    if (at < 0) return false;
  }
  return true;
}

/** The inherited text properties of the last node of `chain`: the nearest node that declares each. */
function textStyleOf(rules: readonly StyleRule[], chain: readonly SvgNode[], node: SvgNode): TextStyle {
  const declared = (property: string): string | undefined => {
    for (let i = chain.length; i > 0; i--) {
      let value: string | undefined;
      for (const rule of rules)
        if (rule.declarations[property] !== undefined && selects(rule, chain.slice(0, i))) value = rule.declarations[property];
      if (value !== undefined) return value;
    }
    return undefined;
  };
  const weight = declared('font-weight') ?? '400';
  const anchor = String(node.attrs['text-anchor'] ?? 'start');
  return {
    fontSizePx: Number.parseFloat(declared('font-size') ?? '16'),
    bold: weight === 'bold' || Number(weight) >= 600,
    fill: declared('fill') ?? '#000',
    anchor: anchor === 'middle' || anchor === 'end' ? anchor : 'start',
    central: node.attrs['dominant-baseline'] === 'central',
  };
}

let assets: Promise<{ styles: string; rules: StyleRule[]; outline: Outliner }> | undefined;
function loadAssets() {
  assets ??= (async () => {
    const [css, regular, bold, symbolsRegular, symbolsBold] = CHART_IMAGE_ASSETS.map(assetPath);
    const bytes = (path: string | undefined) => new Uint8Array(readFileSync(path!));
    // The symbol subsets are the pages' WOFF2 files; HarfBuzz reads TrueType, so they are unpacked once here.
    const unpacked = async (path: string | undefined) => new Uint8Array(await decompress(bytes(path)));
    const styles = pictureStyles(readFileSync(css!, 'utf8'));
    const [symbols400, symbols700] = await Promise.all([unpacked(symbolsRegular), unpacked(symbolsBold)]);
    const outline = await createOutliner({ regular: [bytes(regular), symbols400], bold: [bytes(bold), symbols700] });
    return { styles, rules: styleRules(styles), outline };
  })();
  return assets;
}

/** The words beside the chart, by language (names of grahas, signs and nakshatras come from shared/vocabulary). */
const WORDS: Readonly<Record<EngineLocale, { kundaliFor(name: string): string; kundali: string; moon: string; timeUnknown: string }>> = {
  en: { kundaliFor: (name) => `Kundali of ${name}`, kundali: 'Kundali', moon: 'Moon', timeUnknown: 'Birth time unknown' },
  hi: { kundaliFor: (name) => `${name} की कुंडली`, kundali: 'कुंडली', moon: 'चंद्र', timeUnknown: 'समय अज्ञात' },
  bn: { kundaliFor: (name) => `${name}-এর কোষ্ঠী`, kundali: 'কোষ্ঠী', moon: 'চন্দ্র', timeUnknown: 'জন্মসময় অজানা' },
  mr: { kundaliFor: (name) => `${name} यांची कुंडली`, kundali: 'कुंडली', moon: 'चंद्र', timeUnknown: 'जन्मवेळ अज्ञात' },
  te: { kundaliFor: (name) => `${name} జాతకం`, kundali: 'జాతకం', moon: 'చంద్రుడు', timeUnknown: 'జనన సమయం తెలియదు' },
  ta: { kundaliFor: (name) => `${name} ஜாதகம்`, kundali: 'ஜாதகம்', moon: 'சந்திரன்', timeUnknown: 'பிறந்த நேரம் தெரியவில்லை' },
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

const cut = (text: string) => (text.length > MAX_LINE_CHARS ? `${text.slice(0, MAX_LINE_CHARS - 1)}…` : text);

/** The words' styles beside the chart. */
const CARD_STYLES: Record<'title' | 'line' | 'fact' | 'brand', TextStyle> = {
  title: { fontSizePx: 44, bold: true, fill: '#7c2d12', anchor: 'start', central: false },
  line: { fontSizePx: 28, bold: false, fill: '#1c1917', anchor: 'start', central: false },
  fact: { fontSizePx: 30, bold: true, fill: '#1e3a8a', anchor: 'start', central: false },
  brand: { fontSizePx: 26, bold: true, fill: '#57534e', anchor: 'start', central: false },
};

/** The card as an SVG document: the chart on the left, the words on the right, every text as outlines. */
export async function chartCardSvg(chart: ChartPositionsView, style: ChartStyle, locale: Locale): Promise<string> {
  const { styles, rules, outline } = await loadAssets();
  const layout = chartLayout(chart, 1, locale);
  const summary = chartSummary(chart, locale);
  const input = chart.input;
  const birth = input.time ? `${input.date}  ${input.time.slice(0, 5)}` : input.date;
  const lines: [string, number, keyof typeof CARD_STYLES][] = [
    [summary.title, 110, 'title'],
    [birth, 175, 'line'],
    [input.place ?? '', 220, 'line'],
    [summary.lagna, 300, 'fact'],
    [summary.moon, 350, 'fact'],
    [PRODUCT_NAME, 585, 'brand'],
  ];
  const scale = CHART_SIDE_PX / 400;
  const top = (CHART_IMAGE_HEIGHT_PX - CHART_SIDE_PX) / 2;
  const drawing = svgMarkup(chartDrawing(layout, style, locale), (node, ancestors) =>
    outline(node.text ?? '', Number(node.attrs.x), Number(node.attrs.y), textStyleOf(rules, [...ancestors, node], node)),
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CHART_IMAGE_WIDTH_PX}" height="${CHART_IMAGE_HEIGHT_PX}" viewBox="0 0 ${CHART_IMAGE_WIDTH_PX} ${CHART_IMAGE_HEIGHT_PX}">`,
    `<style>${styles}</style>`,
    `<rect width="${CHART_IMAGE_WIDTH_PX}" height="${CHART_IMAGE_HEIGHT_PX}" fill="#fffdf7"/>`,
    `<g transform="translate(${top} ${top}) scale(${scale})">${drawing}</g>`,
    ...lines.filter(([text]) => text.trim() !== '').map(([text, y, kind]) => outline(cut(text), TEXT_X_PX, y, CARD_STYLES[kind])),
    '</svg>',
  ].join('\n');
}

/** The card as PNG bytes (resvg loads no font: every text is already outlines). */
export async function chartImagePng(chart: ChartPositionsView, style: ChartStyle, locale: Locale): Promise<Buffer> {
  const resvg = new Resvg(await chartCardSvg(chart, style, locale), { font: { loadSystemFonts: false }, shapeRendering: 2 });
  return resvg.render().asPng();
}
