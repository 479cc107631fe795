/**
 * The moment a chart's transits are cast for, from the clock's reading (which the caller takes:
 * the engine has no clock): the API (functions/lib/charts.ts) and the browser's offline chart
 * (site/lib/offline-chart.ts) use the same one, so a chart computed offline equals the API's.
 */
import { MS_PER_DAY, UNIX_EPOCH_JD } from '../time/julian';

/**
 * Julian day (UT) the transits are cast for: 12:00 UT of the UTC day of `nowMs` (ms since the Unix
 * epoch), so every request of a day shares one chart (the Moon moves ≤ 7.5° either side of it; slow
 * grahas far less).
 */
export function transitJdUtForDay(nowMs: number): number {
  return Math.floor(nowMs / MS_PER_DAY) + UNIX_EPOCH_JD + 0.5;
}
