import { describe, expect, it } from 'vitest';
import { GRAHAS } from '../vocabulary/graha';
import { AYANAMSAS, VARGAS } from '../vocabulary/settings';
import { computeChart, computeChartBase } from './chart';
import { UNKNOWN_TIME_CAUTION } from '../chart/input';
import { CHART_MODEL_VERSION, type ChartInput } from '../model/chart';
import { FieldError } from '../errors/field-error';

const OWN: ChartInput = { date: '1996-12-07', time: '10:34', utcOffset: '+05:30', lat: 13.0878, lon: 80.2785 };

function errorOf(input: unknown): FieldError {
  try {
    computeChartBase(input as ChartInput);
  } catch (e) {
    if (e instanceof FieldError) return e;
    throw e;
  }
  throw new Error('expected a FieldError');
}

describe('computeChart', () => {
  const chart = computeChart(OWN);

  it('is plain JSON (round-trips through JSON unchanged) and versioned', () => {
    expect(JSON.parse(JSON.stringify(chart))).toEqual(chart);
    expect(chart.version).toBe(CHART_MODEL_VERSION);
    expect(chart.input).toMatchObject({
      ayanamsa: 'RAMAN',
      node: 'mean',
      timeKnown: true,
      time: '10:34:00',
      instant: '1996-12-07T10:34:00+05:30',
      dashaYear: 'sidereal',
      dashaYearDays: 365.256364,
    });
  });

  it('carries the nine grahas in order, each with all 16 vargas, and a consistent house table', () => {
    expect(chart.grahas.map((g) => g.graha)).toEqual([...GRAHAS]);
    for (const g of chart.grahas) {
      expect(
        Object.keys(g.vargas)
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual([...VARGAS]);
      expect(g.vargas[1]).toBe(g.rasiIndex);
      expect(chart.houses[g.house - 1]!.grahas).toContain(g.graha);
      expect(chart.houses[g.bhava - 1]!.bhavaGrahas).toContain(g.graha);
      expect(g.degreesInRasi).toBeGreaterThanOrEqual(0);
      expect(g.degreesInRasi).toBeLessThan(30);
    }
    expect(chart.houses[0]!.rasiIndex).toBe(chart.lagna.rasiIndex);
    expect(chart.houses[0]!.bhavaMadhyaDeg).toBeCloseTo(chart.lagna.siderealLongitudeDeg, 9);
    expect(chart.houses[9]!.bhavaMadhyaDeg).toBeCloseTo(chart.mcSiderealDeg, 9);
    const ketu = chart.grahas[8]!,
      rahu = chart.grahas[7]!;
    expect((ketu.siderealLongitudeDeg - rahu.siderealLongitudeDeg + 360) % 360).toBeCloseTo(180, 9);
    expect(rahu.retrograde && ketu.retrograde).toBe(true);
  });

  it('sidereal = tropical − ayanamsa for every body and the lagna, for every ayanamsa', () => {
    for (const ayanamsa of AYANAMSAS) {
      const c = computeChartBase({ ...OWN, ayanamsa });
      for (const p of [...c.grahas, c.lagna]) {
        const d = (p.tropicalLongitudeDeg - c.input.ayanamsaDeg - p.siderealLongitudeDeg + 720) % 360;
        expect(Math.min(d, 360 - d)).toBeLessThan(1e-9);
      }
    }
  });

  it('dasha: the first mahadasha runs at birth; ISO instants carry the birth offset', () => {
    const md = chart.dasha.mahadashas;
    expect(md).toHaveLength(9);
    expect(md[0]!.startJdUt).toBeLessThan(chart.input.jdUt);
    expect(md[0]!.endJdUt).toBeGreaterThan(chart.input.jdUt);
    expect(md[0]!.lord).toBe(chart.dasha.birthLord);
    expect(md[0]!.lord).toBe(chart.grahas[1]!.nakshatraLord);
    expect(md[0]!.start).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30$/);
    expect(md[0]!.antardashas[0]!.pratyantardashas[0]!.start).toBe(md[0]!.start);
    expect(md[8]!.antardashas[8]!.pratyantardashas[8]!.end).toBe(md[8]!.end);
  });

  it('strength and prediction layers are present; transits only when asked', () => {
    expect(chart.ashtakavarga.sarva.reduce((a, b) => a + b, 0)).toBe(337);
    expect(Object.keys(chart.shadbala)).toHaveLength(7);
    expect(chart.bhavaBala).toHaveLength(12);
    expect(Array.isArray(chart.predictions)).toBe(true);
    expect(chart.transits).toBeUndefined();
    const withTransits = computeChart(OWN, { transitJdUt: 2461000.5 });
    expect(withTransits.transits?.jdUt).toBe(2461000.5);
  });

  it('unknown birth time: cast for local noon, houses from the Moon, equal bhavas from the Moon', () => {
    const c = computeChartBase({ ...OWN, time: undefined });
    expect(c.input).toMatchObject({ time: null, timeKnown: false, instant: '1996-12-07T12:00:00+05:30' });
    expect(c.input.cautions).toEqual([UNKNOWN_TIME_CAUTION]);
    expect(computeChartBase(OWN).input.cautions).toEqual([]);
    const moon = c.grahas[1]!;
    expect(moon.house).toBe(1);
    expect(c.houses[0]!.rasiIndex).toBe(moon.rasiIndex);
    expect(c.houses[0]!.bhavaMadhyaDeg).toBeCloseTo(moon.siderealLongitudeDeg, 9);
  });

  it('the same input gives the same chart (pure)', () => {
    expect(computeChart(OWN)).toEqual(chart);
  });

  it('polar night: no sunrise, the civil weekday is the vara', () => {
    const c = computeChartBase({ date: '2020-12-21', time: '12:00', utcOffset: '+01:00', lat: 78.2, lon: 15.6 });
    expect(c.panchang.sunrise).toBeNull();
    expect(c.panchang.vara.name).toBe('Monday');
    expect(Number.isFinite(c.lagna.siderealLongitudeDeg)).toBe(true);
  });
});

describe('input validation: FieldError names the field, nothing is guessed', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['date', { date: '1996-13-07' }, /month 13/],
    ['date', { date: '1996-02-30' }, /day 30/],
    ['date', { date: '07/12/1996' }, /YYYY-MM-DD/],
    ['date', { date: '1700-01-01' }, /1800–2200/],
    ['date', { date: undefined }, /YYYY-MM-DD/],
    ['time', { time: '24:00' }, /hour 24/],
    ['time', { time: '10:34 PM' }, /HH:MM/],
    ['time', { time: 1034 }, /HH:MM/],
    ['utcOffset', { utcOffset: '+5:30' }, /±HH:MM/],
    ['utcOffset', { utcOffset: '+15:00' }, /./],
    ['utcOffset', { utcOffset: undefined }, /±HH:MM/],
    ['lat', { lat: 91 }, /out of range/],
    ['lat', { lat: '13.08' }, /expected a number/],
    ['lon', { lon: Number.NaN }, /expected a number/],
    ['lon', { lon: -180.5 }, /out of range/],
    ['ayanamsa', { ayanamsa: 'lahiri' }, /unknown ayanamsa/],
    ['node', { node: 'osculating' }, /mean or true/],
    ['dashaYear', { dashaYear: 'lunar' }, /unknown dasha year/],
    ['name', { name: 42 }, /string/],
  ];
  for (const [field, patch, message] of cases) {
    it(`${field}: ${JSON.stringify(patch)}`, () => {
      const e = errorOf({ ...OWN, ...patch });
      expect(e.field).toBe(field);
      expect(e.message).toMatch(new RegExp(`^${field}: `));
      expect(e.message).toMatch(message);
    });
  }

  it('a non-finite transit instant is rejected', () => {
    expect(() => computeChart(OWN, { transitJdUt: Number.NaN })).toThrow(/transitJdUt/);
  });

  it('seconds and every named dasha year are accepted', () => {
    expect(computeChartBase({ ...OWN, time: '10:34:27', dashaYear: 'savana' }).input).toMatchObject({
      time: '10:34:27',
      dashaYear: 'savana',
      dashaYearDays: 360,
    });
  });
});
