/**
 * Geometry of the North Indian (diamond) chart in a 400 × 400 unit square: the outer frame,
 * both diagonals and the inner diamond through the edge midpoints make 12 houses; house 1 is
 * the top diamond and houses run anticlockwise. Shared by the SVG chart and the PDF drawing.
 */

/** A point in chart units, [x, y] from the top-left, in [0, 400]. */
export type ChartPoint = readonly [number, number];

/** One house: its polygon, the centre of its label area, where its sign number sits, and how many labels fit in a column. */
export interface NorthHouseShape {
  polygon: readonly ChartPoint[];
  label: ChartPoint;
  signNumber: ChartPoint;
  maxPerColumn: number;
}

/** Side of the chart square in chart units. */
export const NORTH_CHART_UNITS = 400;

/** Houses 1–12 (index 0 = house 1). */
export const NORTH_HOUSES: readonly NorthHouseShape[] = [
  {
    polygon: [
      [200, 0],
      [300, 100],
      [200, 200],
      [100, 100],
    ],
    label: [200, 92],
    signNumber: [200, 180],
    maxPerColumn: 5,
  },
  {
    polygon: [
      [0, 0],
      [200, 0],
      [100, 100],
    ],
    label: [100, 34],
    signNumber: [100, 84],
    maxPerColumn: 2,
  },
  {
    polygon: [
      [0, 0],
      [100, 100],
      [0, 200],
    ],
    label: [34, 100],
    signNumber: [84, 100],
    maxPerColumn: 5,
  },
  {
    polygon: [
      [0, 200],
      [100, 100],
      [200, 200],
      [100, 300],
    ],
    label: [92, 200],
    signNumber: [180, 200],
    maxPerColumn: 5,
  },
  {
    polygon: [
      [0, 200],
      [100, 300],
      [0, 400],
    ],
    label: [34, 300],
    signNumber: [84, 300],
    maxPerColumn: 5,
  },
  {
    polygon: [
      [0, 400],
      [100, 300],
      [200, 400],
    ],
    label: [100, 366],
    signNumber: [100, 316],
    maxPerColumn: 2,
  },
  {
    polygon: [
      [200, 400],
      [100, 300],
      [200, 200],
      [300, 300],
    ],
    label: [200, 308],
    signNumber: [200, 220],
    maxPerColumn: 5,
  },
  {
    polygon: [
      [200, 400],
      [300, 300],
      [400, 400],
    ],
    label: [300, 366],
    signNumber: [300, 316],
    maxPerColumn: 2,
  },
  {
    polygon: [
      [400, 400],
      [300, 300],
      [400, 200],
    ],
    label: [366, 300],
    signNumber: [316, 300],
    maxPerColumn: 5,
  },
  {
    polygon: [
      [400, 200],
      [300, 300],
      [200, 200],
      [300, 100],
    ],
    label: [308, 200],
    signNumber: [220, 200],
    maxPerColumn: 5,
  },
  {
    polygon: [
      [400, 200],
      [300, 100],
      [400, 0],
    ],
    label: [366, 100],
    signNumber: [316, 100],
    maxPerColumn: 5,
  },
  {
    polygon: [
      [400, 0],
      [300, 100],
      [200, 0],
    ],
    label: [300, 34],
    signNumber: [300, 84],
    maxPerColumn: 2,
  },
];

/** The square frame every chart style draws around its 400-unit drawing, clockwise from the top edge, as [from, to] pairs. */
export const FRAME_LINES: readonly (readonly [ChartPoint, ChartPoint])[] = [
  [
    [0, 0],
    [400, 0],
  ],
  [
    [400, 0],
    [400, 400],
  ],
  [
    [400, 400],
    [0, 400],
  ],
  [
    [0, 400],
    [0, 0],
  ],
];

/** The chart's straight lines (frame edges, diagonals, diamond edges) as [from, to] pairs. */
export const NORTH_LINES: readonly (readonly [ChartPoint, ChartPoint])[] = [
  ...FRAME_LINES,
  [
    [0, 0],
    [400, 400],
  ],
  [
    [400, 0],
    [0, 400],
  ],
  [
    [200, 0],
    [400, 200],
  ],
  [
    [400, 200],
    [200, 400],
  ],
  [
    [200, 400],
    [0, 200],
  ],
  [
    [0, 200],
    [200, 0],
  ],
];
