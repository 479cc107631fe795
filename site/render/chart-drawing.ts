/**
 * The North, South and East Indian chart drawings as plain data: a small tree of SVG elements (tag,
 * attributes, text) built from a labelled varga layout. The React charts (site/components/chart/)
 * render this tree with their focus and hover behaviour, and the API's Open Graph image
 * (functions/http/chart-image.ts) serialises the same tree with `svgMarkup` and rasterises it, so
 * a shared link's picture is the drawing the page shows. No React and no DOM here.
 */
import type { Locale } from '../../shared/i18n/locale';
import { signOfHouse } from '../../shared/jyotish/classical';
import { rasiName } from '../../shared/vocabulary/rasi';
import type { ChartStyle } from '../../shared/vocabulary/settings';
import { vargaTitle, type ChartBody, type ChartLayout } from '../components/chart/chart-data';
import { CHART_TEXT } from '../components/chart/chart-text';
import { NORTH_HOUSES } from './north-indian-geometry';
import { SIGN_CELLS, SIGN_SHORT } from './south-indian-geometry';
import { EAST_PATH, EAST_SIGNS } from './east-indian-geometry';

/** One SVG element: attributes by their SVG names (`class`, `text-anchor`), text content for `<text>`. */
export interface SvgNode {
  tag: 'g' | 'rect' | 'path' | 'text';
  attrs: Readonly<Record<string, string | number>>;
  children?: readonly SvgNode[];
  text?: string;
  /** Set on a body's group: the page makes it focusable and shows `body.description`. */
  body?: ChartBody;
}

/** Vertical distance between label lines, SVG units (viewBox 400). */
const LINE_UNITS = 19;
/** Horizontal distance between the two columns of a crowded cell, SVG units. */
const COLUMN_UNITS = 40;
/** Side of a South Indian cell, SVG units. */
const CELL = 100;

/** Labels for the bodies of one cell centred on (cx, cy); more than `maxPerColumn` go into two columns. */
export function bodyLabels(bodies: readonly ChartBody[], cx: number, cy: number, maxPerColumn: number): SvgNode[] {
  const columns = bodies.length > maxPerColumn ? 2 : 1;
  const rows = Math.ceil(bodies.length / columns);
  const top = cy - ((rows - 1) * LINE_UNITS) / 2;
  return bodies.map((body, index) => {
    const column = columns === 1 ? 0 : index % 2;
    const row = columns === 1 ? index : Math.floor(index / 2);
    const x = columns === 1 ? cx : cx + (column === 0 ? -COLUMN_UNITS / 2 : COLUMN_UNITS / 2);
    const y = top + row * LINE_UNITS;
    const className =
      body.key === 'Lagna' ? 'chart-body chart-body--lagna' : body.retrograde ? 'chart-body chart-body--retro' : 'chart-body';
    return {
      tag: 'g',
      attrs: { class: className },
      body,
      children: [{ tag: 'text', attrs: { x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, text: body.label }],
    };
  });
}

const houseClass = (first: boolean) => (first ? 'chart-house chart-house--first' : 'chart-house');

/** The diamond chart: houses fixed (house 1 the top diamond, anticlockwise), each with its sign number (1 = Aries) and bodies. */
export function northChartDrawing(layout: ChartLayout): SvgNode {
  return {
    tag: 'g',
    attrs: { class: 'chart-north' },
    children: [
      { tag: 'rect', attrs: { x: 1, y: 1, width: 398, height: 398, class: 'chart-frame' } },
      { tag: 'path', attrs: { d: 'M1 1L399 399M399 1L1 399M200 1L399 200L200 399L1 200Z', class: 'chart-line' } },
      ...NORTH_HOUSES.map((shape, index): SvgNode => {
        const house = index + 1;
        const sign = signOfHouse(layout.firstHouseSign, house);
        return {
          tag: 'g',
          attrs: { class: houseClass(house === 1) },
          children: [
            {
              tag: 'text',
              attrs: {
                x: shape.signNumber[0],
                y: shape.signNumber[1],
                class: 'chart-sign-number',
                'text-anchor': 'middle',
                'dominant-baseline': 'central',
                'aria-hidden': 'true',
              },
              text: String(sign + 1),
            },
            ...bodyLabels(layout.bySign[sign] ?? [], shape.label[0], shape.label[1], shape.maxPerColumn),
          ],
        };
      }),
    ],
  };
}

/** The grid chart: signs fixed in a 4 × 4 ring; the lagna's sign carries a diagonal stroke; the varga's name in the middle. */
export function southChartDrawing(layout: ChartLayout, locale: Locale = 'en'): SvgNode {
  const text = CHART_TEXT[locale];
  return {
    tag: 'g',
    attrs: { class: 'chart-south' },
    children: [
      { tag: 'rect', attrs: { x: 1, y: 1, width: 398, height: 398, class: 'chart-frame' } },
      {
        tag: 'path',
        attrs: { d: 'M100 1V399M300 1V399M1 100H399M1 300H399M200 1V100M200 300V399M1 200H100M300 200H399', class: 'chart-line' },
      },
      {
        tag: 'text',
        attrs: { x: 200, y: 190, 'text-anchor': 'middle', class: 'chart-center-title', 'aria-hidden': 'true' },
        text: vargaTitle(layout.varga, locale),
      },
      {
        tag: 'text',
        attrs: { x: 200, y: 214, 'text-anchor': 'middle', class: 'chart-center-sub', 'aria-hidden': 'true' },
        text: layout.lagnaKnown ? text.styleName.south : text.moonChart,
      },
      ...SIGN_CELLS.map(([column, row], sign): SvgNode => {
        const x = column * CELL;
        const y = row * CELL;
        const isFirst = sign === layout.firstHouseSign;
        const mark: SvgNode[] =
          isFirst && layout.lagnaKnown
            ? [{ tag: 'path', attrs: { d: `M${x + 1} ${y + 22}L${x + 22} ${y + 1}`, class: 'chart-lagna-mark' } }]
            : [];
        return {
          tag: 'g',
          attrs: { class: houseClass(isFirst) },
          children: [
            ...mark,
            {
              tag: 'text',
              attrs: { x: x + CELL - 6, y: y + 14, 'text-anchor': 'end', class: 'chart-sign-number', 'aria-hidden': 'true' },
              text: locale === 'en' ? SIGN_SHORT[sign] : rasiName(sign, locale),
            },
            ...bodyLabels(layout.bySign[sign] ?? [], x + CELL / 2, y + 56, 4),
          ],
        };
      }),
    ],
  };
}

/** The East Indian chart: signs fixed, Mesha in the top middle cell and the rest anticlockwise; the lagna's cell outlined. */
export function eastChartDrawing(layout: ChartLayout, locale: Locale = 'en'): SvgNode {
  return {
    tag: 'g',
    attrs: { class: 'chart-east' },
    children: [
      { tag: 'rect', attrs: { x: 1, y: 1, width: 398, height: 398, class: 'chart-frame' } },
      { tag: 'path', attrs: { d: EAST_PATH, class: 'chart-line' } },
      {
        tag: 'text',
        attrs: { x: 200, y: 190, 'text-anchor': 'middle', class: 'chart-center-title', 'aria-hidden': 'true' },
        text: vargaTitle(layout.varga, locale),
      },
      {
        tag: 'text',
        attrs: { x: 200, y: 214, 'text-anchor': 'middle', class: 'chart-center-sub', 'aria-hidden': 'true' },
        text: layout.lagnaKnown ? CHART_TEXT[locale].styleName.east : CHART_TEXT[locale].moonChart,
      },
      ...EAST_SIGNS.map((shape, sign): SvgNode => {
        const isFirst = sign === layout.firstHouseSign;
        const outline = shape.polygon.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(2)} ${y.toFixed(2)}`).join('') + 'Z';
        const mark: SvgNode[] = isFirst && layout.lagnaKnown ? [{ tag: 'path', attrs: { d: outline, class: 'chart-lagna-mark' } }] : [];
        return {
          tag: 'g',
          attrs: { class: houseClass(isFirst), 'data-sign': sign + 1 },
          children: [
            ...mark,
            {
              tag: 'text',
              attrs: {
                x: shape.signNumber[0],
                y: shape.signNumber[1],
                'text-anchor': 'middle',
                'dominant-baseline': 'central',
                class: 'chart-sign-number',
                'aria-hidden': 'true',
              },
              text: String(sign + 1),
            },
            ...bodyLabels(layout.bySign[sign] ?? [], shape.label[0], shape.label[1], shape.maxPerColumn),
          ],
        };
      }),
    ],
  };
}

/** The drawing of a chart style. */
export function chartDrawing(layout: ChartLayout, style: ChartStyle, locale: Locale = 'en'): SvgNode {
  if (style === 'north') return northChartDrawing(layout);
  return style === 'east' ? eastChartDrawing(layout, locale) : southChartDrawing(layout, locale);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Draws a `<text>` node another way (the API's picture outlines its glyphs); `ancestors` run from the root down. */
export type TextDrawer = (node: SvgNode, ancestors: readonly SvgNode[]) => string;

/** The tree as SVG markup (no `<svg>` element: the caller places it); `drawText`, when given, writes each `<text>`. */
export function svgMarkup(node: SvgNode, drawText?: TextDrawer, ancestors: readonly SvgNode[] = []): string {
  if (node.tag === 'text' && drawText) return drawText(node, ancestors);
  const attrs = Object.entries(node.attrs)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
  const inner =
    node.text !== undefined
      ? escapeXml(node.text)
      : (node.children ?? []).map((child) => svgMarkup(child, drawText, [...ancestors, node])).join('');
  return `<${node.tag}${attrs}>${inner}</${node.tag}>`;
}
