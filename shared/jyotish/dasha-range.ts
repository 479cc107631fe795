/**
 * The Vimshottari periods of a chart that overlap a window of Julian days (UT), down to a chosen
 * level (1 mahadashas, 2 with their antardashas, 3 with pratyantardashas too). Periods are
 * taken from the chart's own dasha tree, so their dates are the chart's to the second.
 */
import type { ChartBase, DashaPeriod } from '../model/chart';

/** A period overlapping the window, with the sub-periods that overlap it (when asked for). */
export interface OverlappingPeriod {
  lord: DashaPeriod['lord'];
  start: string;
  end: string;
  startJdUt: number;
  endJdUt: number;
  sub?: OverlappingPeriod[];
}

/** How deep `dashaOverRange` goes: 1 maha, 2 antar, 3 pratyantar. */
export type DashaDepth = 1 | 2 | 3;

const overlaps = (p: DashaPeriod, startJdUt: number, endJdUt: number) => p.startJdUt < endJdUt && startJdUt < p.endJdUt;
const plain = (p: DashaPeriod): OverlappingPeriod => ({
  lord: p.lord,
  start: p.start,
  end: p.end,
  startJdUt: p.startJdUt,
  endJdUt: p.endJdUt,
});

/** Periods overlapping `[startJdUt, endJdUt)`, mahadashas first, to `depth` levels; empty outside the 120-year tree. */
export function dashaOverRange(base: ChartBase, startJdUt: number, endJdUt: number, depth: DashaDepth): OverlappingPeriod[] {
  if (!(endJdUt > startJdUt)) throw new RangeError(`endJdUt: expected a window end after startJdUt, got ${startJdUt}–${endJdUt}`);
  return base.dasha.mahadashas
    .filter((m) => overlaps(m, startJdUt, endJdUt))
    .map((m) => ({
      ...plain(m),
      ...(depth >= 2
        ? {
            sub: m.antardashas
              .filter((a) => overlaps(a, startJdUt, endJdUt))
              .map((a) => ({
                ...plain(a),
                ...(depth >= 3 ? { sub: a.pratyantardashas.filter((p) => overlaps(p, startJdUt, endJdUt)).map(plain) } : {}),
              })),
          }
        : {}),
    }));
}
