/**
 * Geometry of the East Indian (Bengal and Odisha) chart in a 400 × 400 unit square. Like the South
 * Indian chart it fixes the signs, not the houses: a 3 × 3 grid whose centre is left empty, Mesha
 * (Aries) in the top middle cell and the signs running anticlockwise (left along the top, down the
 * left side, along the bottom, up the right side). Each corner cell is cut by its diagonal from
 * the frame's corner to the centre square's, so it holds two signs: the triangle along the top or
 * bottom edge and the one along the side, each beside the middle cell of its own edge (Vrishabha
 * beside Mesha, Mithuna above Karka, and so on). Shared by the SVG chart and the PDF drawing.
 */
import type { ChartPoint } from './north-indian-geometry';

/** One sign's cell: its polygon, the centre of its label area, where its sign number sits, and how many labels fit in a column. */
export interface EastSignShape {
  polygon: readonly ChartPoint[];
  label: ChartPoint;
  signNumber: ChartPoint;
  maxPerColumn: number;
}

/** Side of the chart square in chart units. */
export const EAST_CHART_UNITS = 400;
/** One grid step: the centre square spans [GRID, 2·GRID] both ways. */
const GRID = EAST_CHART_UNITS / 3;
const FAR = EAST_CHART_UNITS;

type Flip = (p: ChartPoint) => ChartPoint;
const flipX: Flip = ([x, y]) => [FAR - x, y];
const flipY: Flip = ([x, y]) => [x, FAR - y];
const flipXY: Flip = (p) => flipX(flipY(p));
const swap: Flip = ([x, y]) => [y, x];
const moved = (shape: EastSignShape, f: Flip): EastSignShape => ({
  polygon: shape.polygon.map(f),
  label: f(shape.label),
  signNumber: f(shape.signNumber),
  maxPerColumn: shape.maxPerColumn,
});

/** The top-left corner's triangle along the top edge (Vrishabha); the other corners are its mirror images. */
const TOP_TRIANGLE: EastSignShape = {
  polygon: [
    [0, 0],
    [GRID, 0],
    [GRID, GRID],
  ],
  label: [96, 48],
  signNumber: [122, 14],
  maxPerColumn: 2,
};
/** The top-left corner's triangle along the left edge (Mithuna): the top one mirrored in the diagonal, with room for a taller column. */
const SIDE_TRIANGLE: EastSignShape = { ...moved(TOP_TRIANGLE, swap), maxPerColumn: 3 };

/** A middle cell of an edge: the square [x0, x0 + GRID] × [y0, y0 + GRID]. */
function middleCell(x0: number, y0: number, label: ChartPoint, signNumber: ChartPoint): EastSignShape {
  return {
    polygon: [
      [x0, y0],
      [x0 + GRID, y0],
      [x0 + GRID, y0 + GRID],
      [x0, y0 + GRID],
    ],
    label,
    signNumber,
    maxPerColumn: 4,
  };
}

/** Signs 0–11 (index 0 = Mesha), anticlockwise from the top middle. */
export const EAST_SIGNS: readonly EastSignShape[] = [
  middleCell(GRID, 0, [200, 74], [200, 16]),
  TOP_TRIANGLE,
  SIDE_TRIANGLE,
  middleCell(0, GRID, [72, 200], [16, 200]),
  moved(SIDE_TRIANGLE, flipY),
  moved(TOP_TRIANGLE, flipY),
  middleCell(GRID, 2 * GRID, [200, 326], [200, 384]),
  moved(TOP_TRIANGLE, flipXY),
  moved(SIDE_TRIANGLE, flipXY),
  middleCell(2 * GRID, GRID, [328, 200], [384, 200]),
  moved(SIDE_TRIANGLE, flipX),
  moved(TOP_TRIANGLE, flipX),
];

/** The chart's straight lines (frame, the two grid lines each way, the four corner diagonals) as [from, to] pairs. */
export const EAST_LINES: readonly (readonly [ChartPoint, ChartPoint])[] = [
  [
    [0, 0],
    [FAR, 0],
  ],
  [
    [FAR, 0],
    [FAR, FAR],
  ],
  [
    [FAR, FAR],
    [0, FAR],
  ],
  [
    [0, FAR],
    [0, 0],
  ],
  [
    [GRID, 0],
    [GRID, FAR],
  ],
  [
    [2 * GRID, 0],
    [2 * GRID, FAR],
  ],
  [
    [0, GRID],
    [FAR, GRID],
  ],
  [
    [0, 2 * GRID],
    [FAR, 2 * GRID],
  ],
  [
    [0, 0],
    [GRID, GRID],
  ],
  [
    [FAR, 0],
    [2 * GRID, GRID],
  ],
  [
    [0, FAR],
    [GRID, 2 * GRID],
  ],
  [
    [FAR, FAR],
    [2 * GRID, 2 * GRID],
  ],
];

/** The SVG path of the inner lines (the SVG draws the frame as its own rectangle, as the other charts do). */
export const EAST_PATH = EAST_LINES.slice(4)
  .map(([[x1, y1], [x2, y2]]) => `M${x1.toFixed(2)} ${y1.toFixed(2)}L${x2.toFixed(2)} ${y2.toFixed(2)}`)
  .join('');

/** A polygon as an SVG `points` attribute. */
export function svgPoints(polygon: readonly ChartPoint[]): string {
  return polygon.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(' ');
}
