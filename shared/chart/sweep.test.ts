/**
 * Invariants over a matrix of ayanamsa × node × epoch (the whole supported 1800–2200 range) ×
 * latitude (including ±66° and beyond the polar circles) × longitude × unknown time.
 */
import { describe, expect, it } from 'vitest';
import { GRAHAS } from '../vocabulary/graha';
import { AYANAMSAS, NODE_TYPES } from '../vocabulary/settings';
import { computeChart } from '../compose/chart';
import type { ChartModel } from '../model/chart';

const DATES = ['1800-01-01', '1899-12-31', '1947-08-15', '2000-02-29', '2050-01-01', '2100-06-30', '2200-12-31'];
const PLACES: [number, number, string][] = [
  [0, 0, '+00:00'],
  [13.08, 80.27, '+05:30'],
  [66, 25, '+02:00'],
  [-66, -70, '-04:00'],
  [78.2, 15.6, '+01:00'],
  [-54.8, -68.3, '-03:00'],
  [40.7, -74, '-05:00'],
  [27.7, 85.3, '+05:45'],
];

function checkInvariants(c: ChartModel, label: string): void {
  const finite = (x: number, what: string) => expect(Number.isFinite(x), `${label} ${what}`).toBe(true);
  finite(c.lagna.siderealLongitudeDeg, 'lagna');
  finite(c.mcSiderealDeg, 'mc');
  finite(c.input.ayanamsaDeg, 'ayanamsa');
  // Every graha in exactly one whole-sign house and one bhava.
  expect(c.houses.flatMap((h) => h.grahas).sort(), label).toEqual([...GRAHAS].sort());
  expect(c.houses.flatMap((h) => h.bhavaGrahas).sort(), label).toEqual([...GRAHAS].sort());
  // Bhava arcs tile the circle.
  let arcs = 0;
  for (let i = 0; i < 12; i++) arcs += (c.houses[(i + 1) % 12]!.bhavaStartDeg - c.houses[i]!.bhavaStartDeg + 360) % 360;
  expect(arcs, label).toBeCloseTo(360, 6);
  for (const g of c.grahas) {
    finite(g.siderealLongitudeDeg, g.graha);
    finite(g.speedDegPerDay, `${g.graha} speed`);
    expect(g.pada >= 1 && g.pada <= 4 && g.house >= 1 && g.house <= 12 && g.bhava >= 1 && g.bhava <= 12, `${label} ${g.graha}`).toBe(true);
    expect(
      Object.values(g.vargas).every((r) => Number.isInteger(r) && r >= 0 && r < 12),
      `${label} ${g.graha} vargas`,
    ).toBe(true);
  }
  // Dasha: nine mahadashas, 120 years, the first running at birth.
  const md = c.dasha.mahadashas;
  expect(md).toHaveLength(9);
  expect((md[8]!.endJdUt - md[0]!.startJdUt) / c.dasha.yearDays, label).toBeCloseTo(120, 9);
  expect(md[0]!.startJdUt <= c.input.jdUt && c.input.jdUt < md[0]!.endJdUt, label).toBe(true);
  // Panchang ranges; sunrise before sunset on the same civil day when both exist.
  const p = c.panchang;
  expect(
    p.tithi.index >= 1 && p.tithi.index <= 30 && p.yoga.index >= 1 && p.yoga.index <= 27 && p.karana.index >= 1 && p.karana.index <= 60,
    label,
  ).toBe(true);
  if (p.sunrise !== null && p.sunset !== null) expect(p.sunrise < p.sunset, `${label} ${p.sunrise} ${p.sunset}`).toBe(true);
  expect(p.sunrise === null || p.sunrise.slice(0, 10) === c.input.date, `${label} sunrise ${p.sunrise}`).toBe(true);
}

describe('chart invariants over ayanamsa × node × epoch × latitude', () => {
  it(`${DATES.length * PLACES.length * AYANAMSAS.length * NODE_TYPES.length} charts hold every invariant`, () => {
    const timeKnown = new Set<boolean>();
    const sunriseKnown = new Set<boolean>();
    /** Per date and place: the ayanamsa values seen, and per ayanamsa the Rahu longitudes of the node types. */
    const ayanamsaDegs = new Map<string, Set<number>>();
    const rahuDegs = new Map<string, Set<number>>();
    // One birth time per date and place (every fifth unknown), so its charts differ only by their settings.
    let birth = 0;
    for (const date of DATES) {
      for (const [lat, lon, utcOffset] of PLACES) {
        const k = birth++;
        const time = k % 5 === 4 ? undefined : `${String((k * 7) % 24).padStart(2, '0')}:${String((k * 13) % 60).padStart(2, '0')}`;
        for (const ayanamsa of AYANAMSAS) {
          for (const node of NODE_TYPES) {
            const label = `${date} ${time ?? 'unknown'} ${lat},${lon} ${ayanamsa} ${node}`;
            const chart = computeChart({ date, time, utcOffset, lat, lon, ayanamsa, node });
            checkInvariants(chart, label);
            timeKnown.add(chart.input.timeKnown);
            sunriseKnown.add(chart.panchang.sunrise !== null);
            const at = `${date} ${lat},${lon}`;
            if (!ayanamsaDegs.has(at)) ayanamsaDegs.set(at, new Set());
            ayanamsaDegs.get(at)!.add(chart.input.ayanamsaDeg);
            const key = `${at} ${ayanamsa}`;
            if (!rahuDegs.has(key)) rahuDegs.set(key, new Set());
            rahuDegs.get(key)!.add(chart.grahas.find((g) => g.graha === 'Rahu')!.siderealLongitudeDeg);
          }
        }
      }
    }
    // The matrix is what it says: both known and unknown times, places with and without a sunrise
    // that day (beyond the polar circles), and each setting takes effect — every ayanamsa gives its
    // own value, every node type its own Rahu.
    expect([...timeKnown].sort()).toEqual([false, true]);
    expect([...sunriseKnown].sort()).toEqual([false, true]);
    for (const [at, degs] of ayanamsaDegs) expect(degs.size, at).toBe(AYANAMSAS.length);
    for (const [key, degs] of rahuDegs) expect(degs.size, key).toBe(NODE_TYPES.length);
  });
});
