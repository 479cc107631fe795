/**
 * Chart-level golden test against Swiss Ephemeris 2.10.03 (tests/fixtures/swisseph, owned and
 * documented by the astronomy layer; its raw-position test lives there). Here: for all 420
 * births × LAHIRI/RAMAN/KRISHNAMURTI × mean/true node, `computeChartBase` must put every graha
 * and the lagna in the same rasi, nakshatra and pada as Swiss Ephemeris' sidereal longitude,
 * unless that longitude lies within the tolerance of a pada boundary (every rasi and nakshatra
 * boundary is also a pada boundary); and every sidereal longitude, the lagna's and the MC's
 * must lie within the tolerance of Swiss Ephemeris' (so the input offset, ayanamsa and node
 * choices of the chart pipeline are checked, not only the astronomy layer).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Graha } from '../vocabulary/graha';
import type { Ayanamsa, NodeType } from '../vocabulary/settings';
import { computeChartBase } from '../compose/chart';
import type { ChartInput } from '../model/chart';

/** Bodies: measured worst 0.419″ (Jupiter) at chart level; tolerance 0.6″, ~40 % above it (issue-3 target 2″). */
const BODY_BOUNDARY_ARCSEC = 0.6;
/** Lagna and MC: measured worst 0.055″ (lagna before 2050), 0.015″ after 2050, MC 0.005″; tolerance 0.1″ at every date. */
const ASC_BOUNDARY_ARCSEC = (_year: number) => 0.1;

interface Row {
  id: string;
  birth: { date: string; time: string; utcOffsetHours: number; lat: number; lon: number };
  jdUt: number;
  deltaTSeconds: number;
  sidereal: Record<string, { ayanamsa: number; bodies: Record<string, number>; ascendant: number; mc: number }>;
}

const rows: Row[] = readFileSync(new URL('../../tests/fixtures/swisseph/swisseph-positions.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as Row);

function offsetString(hours: number): string {
  const minutes = Math.round(hours * 60);
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

const KEYS: Record<Graha, (node: NodeType) => string> = {
  Sun: () => 'sun',
  Moon: () => 'moon',
  Mars: () => 'mars',
  Mercury: () => 'mercury',
  Jupiter: () => 'jupiter',
  Venus: () => 'venus',
  Saturn: () => 'saturn',
  Rahu: (n) => `${n}_node`,
  Ketu: (n) => `ketu_${n}`,
};

const PADA_DEG = 360 / 108;
function padaOf(lonDeg: number): number {
  return Math.floor((((lonDeg % 360) + 360) % 360) / PADA_DEG);
}
function arcsecToPadaBoundary(lonDeg: number): number {
  const x = ((((lonDeg % 360) + 360) % 360) / PADA_DEG) % 1;
  return Math.min(x, 1 - x) * PADA_DEG * 3600;
}
function arcsecDiff(a: number, b: number): number {
  const d = ((((a - b) % 360) + 540) % 360) - 180;
  return Math.abs(d) * 3600;
}

describe('computeChartBase against Swiss Ephemeris (420 births × 3 ayanamsas × 2 node models)', () => {
  it('sidereal longitudes of every graha, the lagna and the MC within tolerance; rasi, nakshatra and pada agree except within it of a boundary', () => {
    const maxErr: Record<string, number> = {};
    let compared = 0;
    let excused = 0;
    const mismatches: string[] = [];
    for (const row of rows) {
      for (const node of ['mean', 'true'] as const) {
        for (const ayanamsa of ['LAHIRI', 'RAMAN', 'KRISHNAMURTI'] as Ayanamsa[]) {
          const input: ChartInput = {
            date: row.birth.date,
            time: row.birth.time,
            utcOffset: offsetString(row.birth.utcOffsetHours),
            lat: row.birth.lat,
            lon: row.birth.lon,
            ayanamsa,
            node,
          };
          const chart = computeChartBase(input);
          expect(Math.abs(chart.input.jdUt - row.jdUt) * 86400).toBeLessThan(0.001);
          const ref = row.sidereal[ayanamsa]!;
          const year = Number(row.birth.date.slice(0, 4));
          const check = (
            label: string,
            ours: { siderealLongitudeDeg: number; rasiIndex: number; nakshatraIndex: number; pada: number },
            theirs: number,
            tolArcsec: number,
          ) => {
            const err = arcsecDiff(ours.siderealLongitudeDeg, theirs);
            maxErr[label] = Math.max(maxErr[label] ?? 0, err);
            if (err > tolArcsec) mismatches.push(`${row.id} ${ayanamsa} ${node} ${label}: longitude off by ${err.toFixed(3)}″`);
            compared++;
            const p = padaOf(theirs);
            const same = ours.rasiIndex === Math.floor(p / 9) && ours.nakshatraIndex === Math.floor(p / 4) && ours.pada === (p % 4) + 1;
            if (same) return;
            if (arcsecToPadaBoundary(theirs) < tolArcsec) {
              excused++;
              return;
            }
            mismatches.push(`${row.id} ${ayanamsa} ${node} ${label}: ours ${ours.siderealLongitudeDeg.toFixed(6)} vs ${theirs}`);
          };
          for (const g of chart.grahas) {
            const key = KEYS[g.graha](node);
            check(g.graha === 'Rahu' || g.graha === 'Ketu' ? `${g.graha}(${node})` : g.graha, g, ref.bodies[key]!, BODY_BOUNDARY_ARCSEC);
          }
          check(year < 2050 ? 'Lagna<2050' : 'Lagna≥2050', chart.lagna, ref.ascendant, ASC_BOUNDARY_ARCSEC(year));
          const mcErr = arcsecDiff(chart.mcSiderealDeg, ref.mc);
          maxErr['MC'] = Math.max(maxErr['MC'] ?? 0, mcErr);
          if (mcErr > ASC_BOUNDARY_ARCSEC(year)) mismatches.push(`${row.id} ${ayanamsa} ${node} MC: off by ${mcErr.toFixed(3)}″`);
        }
      }
    }
    console.log(
      `chart-level sidereal longitude, max |ours − Swiss Ephemeris| in arcsec over ${compared} comparisons (${excused} boundary cases excused):`,
    );
    console.log(
      Object.entries(maxErr)
        .map(([k, v]) => `  ${k.padEnd(12)} ${v.toFixed(3)}″`)
        .join('\n'),
    );
    expect(mismatches).toEqual([]);
  });
});
