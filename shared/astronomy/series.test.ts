/**
 * Checks the generated truncated series against the full theories they came from (the MIT
 * `astronomia` data): the truncation error, converted to the geocentric angle at the body's
 * nearest approach, stays far below the 2″ budget, and the retained rates match.
 */
import { describe, expect, it } from 'vitest';
import { moonState, type ElpSeries } from './elpmpp02';
import { ELPMPP02 } from './series/elpmpp02';
import { EARTH_VSOP87B } from './series/vsop87b-earth';
import { JUPITER_VSOP87B } from './series/vsop87b-jupiter';
import { MARS_VSOP87B } from './series/vsop87b-mars';
import { MERCURY_VSOP87B } from './series/vsop87b-mercury';
import { SATURN_VSOP87B } from './series/vsop87b-saturn';
import { VENUS_VSOP87B } from './series/vsop87b-venus';
import { vsopState, type SeriesBlock, type VsopSeries } from './vsop87';

type RawSeries = Record<'L' | 'B' | 'R', Record<string, number[][]>>;

/** The full published series in the evaluator's format, every term with its derivative. */
function toBlocks(raw: RawSeries): VsopSeries {
  const blocks = (c: 'L' | 'B' | 'R'): SeriesBlock[] =>
    Object.keys(raw[c])
      .sort()
      .map((k) => ({ derivativeTerms: raw[c][k]!.length, rows: raw[c][k]!.flat() }));
  return { L: blocks('L'), B: blocks('B'), R: blocks('R') };
}

async function full(name: string): Promise<VsopSeries> {
  return toBlocks((await import(`astronomia/data/vsop87B${name}`)).default as RawSeries);
}

const ARCSEC_RAD = Math.PI / 180 / 3600;
/** Truncation budget (RSS 0.05″ per coordinate) allows peaks of a few times that; 0.3″ is still ≪ 2″. */
const TRUNCATION_LIMIT_ARCSEC = 0.3;
/** Rates: RSS 1e-5 °/day per coordinate for the skipped derivatives. */
const RATE_LIMIT_DEG_PER_DAY = 5e-5;

const BODIES: [string, VsopSeries, number][] = [
  ['earth', EARTH_VSOP87B, 0.26],
  ['mercury', MERCURY_VSOP87B, 0.54],
  ['venus', VENUS_VSOP87B, 0.26],
  ['mars', MARS_VSOP87B, 0.37],
  ['jupiter', JUPITER_VSOP87B, 3.9],
  ['saturn', SATURN_VSOP87B, 8.0],
];

describe('truncated series vs the full theories (1900–2100)', () => {
  it.each(BODIES)('VSOP87B %s', async (name, truncated, nearestAu) => {
    const reference = await full(name);
    let maxArcsec = 0;
    let maxRate = 0;
    for (let jd = 2_415_020.5; jd <= 2_488_069.5; jd += 365.25 * 2.03) {
      const a = vsopState(truncated, jd);
      const b = vsopState(reference, jd);
      maxArcsec = Math.max(maxArcsec, Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z) / nearestAu / ARCSEC_RAD);
      maxRate = Math.max(maxRate, (Math.hypot(a.vx - b.vx, a.vy - b.vy, a.vz - b.vz) / nearestAu) * (180 / Math.PI));
    }
    console.log(`${name}: truncation ≤ ${maxArcsec.toFixed(3)}″ at ${nearestAu} AU, rate ≤ ${maxRate.toExponential(1)} °/day`);
    expect(maxArcsec).toBeLessThan(TRUNCATION_LIMIT_ARCSEC);
    expect(maxRate).toBeLessThan(RATE_LIMIT_DEG_PER_DAY);
  });

  it('ELP/MPP02 Moon', async () => {
    // @ts-expect-error astronomia ships no type declarations for its data modules.
    const raw = (await import('astronomia/data/elpMppDeFull')).default as RawSeries & { W1: number[] };
    const reference: ElpSeries = { W1: raw.W1, ...toBlocks(raw) };
    let maxArcsec = 0;
    let maxKm = 0;
    for (let jd = 2_415_020.5; jd <= 2_488_069.5; jd += 211.37) {
      const a = moonState(ELPMPP02, jd);
      const b = moonState(reference, jd);
      const ra = Math.hypot(a.x, a.y, a.z);
      const rb = Math.hypot(b.x, b.y, b.z);
      // Direction error from the cross product of the unit vectors; distance separately.
      const cx = a.y * b.z - a.z * b.y,
        cy = a.z * b.x - a.x * b.z,
        cz = a.x * b.y - a.y * b.x;
      maxArcsec = Math.max(maxArcsec, Math.asin(Math.hypot(cx, cy, cz) / (ra * rb)) / ARCSEC_RAD);
      maxKm = Math.max(maxKm, Math.abs(ra - rb));
    }
    console.log(`moon: truncation ≤ ${maxArcsec.toFixed(3)}″ in direction, ≤ ${maxKm.toFixed(2)} km in distance`);
    expect(maxArcsec).toBeLessThan(TRUNCATION_LIMIT_ARCSEC);
    // Distance budget: RSS 1 km of dropped terms.
    expect(maxKm).toBeLessThan(4);
  });
});
