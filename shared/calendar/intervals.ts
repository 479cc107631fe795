/** Sets of time as sorted, disjoint [start, end] pairs (Julian days): intersection and difference. */

/** An interval [start, end]. */
export type Interval = [number, number];

/** [a, b] minus the intervals (sorted, disjoint), as the pieces left, in order. */
export function subtractIntervals(a: number, b: number, cut: readonly Interval[]): Interval[] {
  let pieces: Interval[] = [[a, b]];
  for (const [c, d] of cut) {
    if (d <= a || c >= b) continue;
    pieces = pieces.flatMap(([x, y]): Interval[] => {
      if (d <= x || c >= y) return [[x, y]];
      const left: Interval[] = c > x ? [[x, c]] : [];
      const right: Interval[] = d < y ? [[d, y]] : [];
      return [...left, ...right];
    });
  }
  return pieces;
}

/** The common part of two sorted, disjoint lists. */
export function intersectIntervals(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i]![0], b[j]![0]);
    const end = Math.min(a[i]![1], b[j]![1]);
    if (end > start) out.push([start, end]);
    if (a[i]![1] < b[j]![1]) i++;
    else j++;
  }
  return out;
}

/** True when the intervals overlap (touching ends do not). */
export const overlaps = (a: Interval, b: Interval) => a[0] < b[1] && b[0] < a[1];
