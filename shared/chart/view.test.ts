/**
 * The lean body leaves the dasha periods out and the site rebuilds them (withDashaPeriods): after
 * the JSON round trip a browser does, the rebuilt mahadashas and antardashas must equal, to the
 * bit and the ISO string, the ones the server computed (include=dasha), for births across dates,
 * offsets (negative, half- and quarter-hour), ayanamsas, node models and unknown times. The whole
 * view with the readings too: shared/compose/chart-view.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { births } from '../../tests/support/chart-births';
import { computeChart } from '../compose/chart';
import { isReading, leanChart, positionsView, withDashaPeriods, type LeanChart } from './view';

const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

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
      const rebuilt = withDashaPeriods(lean);
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

  it('sends the varga signs only with include=vargas; positionsView rebuilds the same signs from the longitudes', () => {
    for (const input of births(60)) {
      const model = computeChart(input);
      const lean = roundTrip(leanChart(model));
      for (const p of [...lean.grahas, lean.lagna]) expect(p).not.toHaveProperty('vargas');
      const server = roundTrip(leanChart(model, ['dasha', 'vargas']));
      expect(server.grahas.map((g) => g.vargas)).toEqual(model.grahas.map((g) => g.vargas));
      expect(server.lagna.vargas).toEqual(model.lagna.vargas);
      const rebuilt = positionsView(lean);
      expect(rebuilt).toEqual(server);
      expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(server));
    }
    const carrying = roundTrip(leanChart(computeChart(births(1)[0]!), ['dasha', 'vargas']));
    expect(positionsView(carrying)).toBe(carrying);
  });

  it('leaves a body that has its periods as it is, and refuses one without a Moon', () => {
    const model = computeChart({ date: '1990-08-16', time: '14:31', utcOffset: '+05:30', lat: 19.07, lon: 72.88 });
    const withPeriods = roundTrip(leanChart(model, ['dasha']));
    expect(withDashaPeriods(withPeriods)).toBe(withPeriods);
    const noMoon: LeanChart = { ...roundTrip(leanChart(model)), grahas: [] };
    expect(() => withDashaPeriods(noMoon)).toThrow(/no Moon/);
  });

  it('leaves out the planet-in-house and planet-in-sign readings unless include=readings, keeping the rest in order', () => {
    const model = computeChart({ date: '1990-08-16', time: '14:31', utcOffset: '+05:30', lat: 19.07, lon: 72.88 });
    expect(model.predictions.filter(isReading)).toHaveLength(18);
    expect(leanChart(model).predictions).toEqual(model.predictions.filter((p) => !isReading(p)));
    expect(leanChart(model, ['readings']).predictions).toBe(model.predictions);
  });
});
