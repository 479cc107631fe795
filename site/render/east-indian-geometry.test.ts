import { describe, expect, it } from 'vitest';
import { EAST_CHART_UNITS, EAST_LINES, EAST_SIGNS } from './east-indian-geometry';
import type { ChartPoint } from './north-indian-geometry';

/** Shoelace area, chart units². */
const area = (polygon: readonly ChartPoint[]) =>
  Math.abs(
    polygon.reduce((sum, [x1, y1], i) => sum + x1 * polygon[(i + 1) % polygon.length]![1] - polygon[(i + 1) % polygon.length]![0] * y1, 0),
  ) / 2;

/** Strictly inside a convex polygon (every edge turns the same way). */
function inside([px, py]: ChartPoint, polygon: readonly ChartPoint[]): boolean {
  const turns = polygon.map(([x1, y1], i) => {
    const [x2, y2] = polygon[(i + 1) % polygon.length]!;
    return (x2 - x1) * (py - y1) - (y2 - y1) * (px - x1);
  });
  return turns.every((t) => t > 0) || turns.every((t) => t < 0);
}

const centroid = (polygon: readonly ChartPoint[]): ChartPoint => [
  polygon.reduce((s, p) => s + p[0], 0) / polygon.length,
  polygon.reduce((s, p) => s + p[1], 0) / polygon.length,
];
const GRID = EAST_CHART_UNITS / 3;
/** The grid cell (column, row) a point lies in. */
const cellOf = ([x, y]: ChartPoint) => [Math.floor(x / GRID), Math.floor(y / GRID)];
const samePoint = (a: ChartPoint, b: ChartPoint) => Math.abs(a[0] - b[0]) < 1e-9 && Math.abs(a[1] - b[1]) < 1e-9;

describe('East Indian chart geometry', () => {
  it('places the signs as Bengal and Odisha draw them: Mesha top middle, anticlockwise, corners cut in two', () => {
    // Published layout (sign number → grid cell, column then row; the corner triangle along the top/bottom edge or the side).
    const expected: [number, number, 'top' | 'bottom' | 'side' | 'middle'][] = [
      [1, 0, 'middle'], // 1 Mesha
      [0, 0, 'top'], // 2 Vrishabha, beside Mesha
      [0, 0, 'side'], // 3 Mithuna, above Karka
      [0, 1, 'middle'], // 4 Karka
      [0, 2, 'side'], // 5 Simha, below Karka
      [0, 2, 'bottom'], // 6 Kanya, beside Tula
      [1, 2, 'middle'], // 7 Tula
      [2, 2, 'bottom'], // 8 Vrishchika
      [2, 2, 'side'], // 9 Dhanu
      [2, 1, 'middle'], // 10 Makara
      [2, 0, 'side'], // 11 Kumbha
      [2, 0, 'top'], // 12 Meena
    ];
    EAST_SIGNS.forEach((shape, sign) => {
      const [column, row, part] = expected[sign]!;
      const c = centroid(shape.polygon);
      expect(cellOf(c), `sign ${sign + 1}`).toEqual([column, row]);
      const onEdge = (edge: 'top' | 'bottom' | 'left' | 'right') =>
        shape.polygon.filter(([x, y]) =>
          edge === 'top' ? y === 0 : edge === 'bottom' ? y === EAST_CHART_UNITS : edge === 'left' ? x === 0 : x === EAST_CHART_UNITS,
        ).length === 2;
      if (part === 'middle') expect(shape.polygon).toHaveLength(4);
      else {
        expect(shape.polygon).toHaveLength(3);
        if (part === 'top') expect(onEdge('top'), `sign ${sign + 1} along the top`).toBe(true);
        if (part === 'bottom') expect(onEdge('bottom'), `sign ${sign + 1} along the bottom`).toBe(true);
        if (part === 'side') expect(onEdge(column === 0 ? 'left' : 'right'), `sign ${sign + 1} along its side`).toBe(true);
      }
    });
  });

  it('runs anticlockwise: each sign a step further round the centre, once round in all', () => {
    const angleOf = (sign: number) => {
      const [x, y] = centroid(EAST_SIGNS[sign]!.polygon);
      return (Math.atan2(-(y - 200), x - 200) * 180) / Math.PI; // y points down on the page
    };
    let turned = 0;
    for (let sign = 0; sign < 12; sign++) {
      const step = (((angleOf((sign + 1) % 12) - angleOf(sign)) % 360) + 360) % 360;
      expect(step, `sign ${sign + 1} → ${((sign + 1) % 12) + 1}`).toBeGreaterThan(0);
      expect(step).toBeLessThan(90);
      turned += step;
    }
    expect(turned).toBeCloseTo(360, 9);
    expect(angleOf(0)).toBeCloseTo(90, 9);
  });

  it('neighbouring signs share an edge, the cells tile the square round the empty centre, and every label sits in its own cell', () => {
    for (let sign = 0; sign < 12; sign++) {
      const a = EAST_SIGNS[sign]!.polygon;
      const b = EAST_SIGNS[(sign + 1) % 12]!.polygon;
      expect(a.filter((p) => b.some((q) => samePoint(p, q))).length, `signs ${sign + 1} and ${((sign + 1) % 12) + 1}`).toBe(2);
    }
    const total = EAST_SIGNS.reduce((s, shape) => s + area(shape.polygon), 0);
    expect(total).toBeCloseTo(EAST_CHART_UNITS ** 2 - GRID ** 2, 6);
    EAST_SIGNS.forEach((shape, sign) => {
      for (const point of [shape.label, shape.signNumber]) {
        const holders = EAST_SIGNS.flatMap((other, i) => (inside(point, other.polygon) ? [i] : []));
        expect(holders, `sign ${sign + 1} at ${point.join(',')}`).toEqual([sign]);
      }
    });
    // Frame, two grid lines each way, four corner diagonals.
    expect(EAST_LINES).toHaveLength(12);
  });
});
