/**
 * The lean body leaves the dasha periods out and the site rebuilds them (chartViewOf): after the
 * JSON round trip a browser does, the rebuilt mahadashas and antardashas must equal, to the bit
 * and the ISO string, the ones the server computed (include=dasha), for births across dates,
 * offsets (negative, half- and quarter-hour), ayanamsas, node models and unknown times.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../tests/support/rng';
import { AYANAMSAS, NODE_TYPES } from '../vocabulary/settings';
import { computeChart } from '../compose/chart';
import type { ChartInput } from './model';
import { chartViewOf, leanChart, type LeanChart } from './view';

const OFFSETS = ['+05:30', '-03:30', '+05:45', '+00:00', '-08:00', '+13:00', '+09:30'];
const pad = (n: number) => String(n).padStart(2, '0');
const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function births(count: number): ChartInput[] {
  const rnd = mulberry32(20261124);
  return Array.from({ length: count }, (_, i) => {
    const input: ChartInput = {
      date: `${1900 + Math.floor(rnd() * 201)}-${pad(1 + Math.floor(rnd() * 12))}-${pad(1 + Math.floor(rnd() * 28))}`,
      utcOffset: OFFSETS[i % OFFSETS.length]!,
      lat: -60 + rnd() * 126,
      lon: -180 + rnd() * 360,
      ayanamsa: AYANAMSAS[i % AYANAMSAS.length]!,
      node: NODE_TYPES[i % 2]!,
    };
    if (i % 10 !== 0) input.time = `${pad(Math.floor(rnd() * 24))}:${pad(Math.floor(rnd() * 60))}:${pad(Math.floor(rnd() * 60))}`;
    return input;
  });
}

describe('lean chart body', () => {
  it('carries the dasha summary only; the site rebuilds the same periods the server computes', () => {
    for (const input of births(60)) {
      const model = computeChart(input);
      const lean = roundTrip(leanChart(model));
      expect(lean.dasha).toEqual({
        yearDays: model.dasha.yearDays,
        birthLord: model.dasha.birthLord,
        balanceYears: model.dasha.balanceYears,
      });
      const withPeriods = roundTrip(leanChart(model, ['dasha']));
      const rebuilt = chartViewOf(lean);
      expect(rebuilt).toEqual(withPeriods);
      // Same key order too, so the rebuilt view serialises as the server's would.
      expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(withPeriods));
      expect(rebuilt.dasha.mahadashas[0]!.antardashas[0]!.start).toBe(model.dasha.mahadashas[0]!.antardashas[0]!.start);
    }
  });

  it('leaves out the position and house fields no page reads unless include=details', () => {
    const model = computeChart({ date: '1990-08-16', time: '14:31', utcOffset: '+05:30', lat: 19.07, lon: 72.88 });
    const lean = leanChart(model);
    for (const g of lean.grahas) {
      for (const key of ['tropicalLongitudeDeg', 'speedDegPerDay', 'deepExaltationDistanceDeg', 'nakshatraLord', 'vargottama'])
        expect(g).not.toHaveProperty(key);
      expect(g).toEqual(
        expect.objectContaining({ siderealLongitudeDeg: model.grahas.find((m) => m.graha === g.graha)!.siderealLongitudeDeg }),
      );
    }
    for (const h of lean.houses) for (const key of ['bhavaMadhyaDeg', 'bhavaStartDeg', 'bhavaGrahas']) expect(h).not.toHaveProperty(key);
    expect(lean).not.toHaveProperty('mcSiderealDeg');
    const detailed = leanChart(model, ['details']);
    expect(detailed.grahas).toEqual(model.grahas);
    expect(detailed.lagna).toEqual(model.lagna);
    expect(detailed.houses).toEqual(model.houses);
    expect(detailed.mcSiderealDeg).toBe(model.mcSiderealDeg);
    // The model itself is not changed.
    expect(model.grahas[0]).toHaveProperty('speedDegPerDay');
    // The lean copies keep the model's field order (the served JSON's): each is the model's keys minus the details.
    const kept = (full: object, lean: object) => expect(Object.keys(lean)).toEqual(Object.keys(full).filter((k) => k in lean));
    lean.grahas.forEach((g, i) => kept(model.grahas[i]!, g));
    kept(model.lagna, lean.lagna);
    lean.houses.forEach((h, i) => kept(model.houses[i]!, h));
    expect(Object.keys(lean.lagna)).toEqual(Object.keys(model.lagna).filter((k) => !['tropicalLongitudeDeg', 'vargottama'].includes(k)));
    expect(Object.keys(lean.houses[0]!)).toEqual(
      Object.keys(model.houses[0]!).filter((k) => !['bhavaMadhyaDeg', 'bhavaStartDeg', 'bhavaGrahas'].includes(k)),
    );
  });

  it('leaves a body that has its periods as it is, and refuses one without a Moon', () => {
    const model = computeChart({ date: '1990-08-16', time: '14:31', utcOffset: '+05:30', lat: 19.07, lon: 72.88 });
    const withPeriods = roundTrip(leanChart(model, ['dasha']));
    expect(chartViewOf(withPeriods)).toBe(withPeriods);
    const noMoon: LeanChart = { ...roundTrip(leanChart(model)), grahas: [] };
    expect(() => chartViewOf(noMoon)).toThrow(/no Moon/);
  });
});
