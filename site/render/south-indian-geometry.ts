/**
 * Geometry of the South Indian chart in a 400 × 400 unit square: a 4 × 4 ring of 100-unit cells
 * around an empty 2 × 2 centre, the signs fixed, Pisces top-left and Aries next, running
 * clockwise. Shared by the SVG chart and the PDF drawing.
 */
import type { ChartPoint } from './north-indian-geometry';

/** Grid cell (column, row) of each sign, index 0 = Aries. */
export const SIGN_CELLS: readonly (readonly [number, number])[] = [
  [1, 0],
  [2, 0],
  [3, 0],
  [3, 1],
  [3, 2],
  [3, 3],
  [2, 3],
  [1, 3],
  [0, 3],
  [0, 2],
  [0, 1],
  [0, 0],
];

/** Two-letter sign abbreviations, index 0 = Aries (English; Hindi cells carry the whole rasi name, as short as these). */
export const SIGN_SHORT = ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'] as const;

/** The chart's straight lines (frame and the cell edges around the centre) as [from, to] pairs. */
export const SOUTH_LINES: readonly (readonly [ChartPoint, ChartPoint])[] = [
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
  [
    [100, 0],
    [100, 400],
  ],
  [
    [300, 0],
    [300, 400],
  ],
  [
    [0, 100],
    [400, 100],
  ],
  [
    [0, 300],
    [400, 300],
  ],
  [
    [200, 0],
    [200, 100],
  ],
  [
    [200, 300],
    [200, 400],
  ],
  [
    [0, 200],
    [100, 200],
  ],
  [
    [300, 200],
    [400, 200],
  ],
];
