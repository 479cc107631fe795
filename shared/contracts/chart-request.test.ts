/** The shared birth pipeline (API and CLI): place and zone resolution, explicit offsets, refusals with choices. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createPlaceIndex } from '../places/index';
import type { PlacesFile } from '../places/types';
import { chartInputFromQuery } from './chart-request';

const places = createPlaceIndex(JSON.parse(readFileSync(new URL('../places/data/places.json', import.meta.url), 'utf8')) as PlacesFile);

describe('chartInputFromQuery', () => {
  it('gives coordinates, zone, the offset then in force and cautions from a place', () => {
    const r = chartInputFromQuery({ date: '1941-06-01', time: '12:00', place: 'London' }, places);
    expect(r.ok && r.input).toMatchObject({
      place: 'London, England, United Kingdom',
      zone: 'Europe/London',
      utcOffset: '+02:00',
      ayanamsa: 'RAMAN',
      node: 'mean',
      cautions: [],
    });
  });

  it('takes the zone from a place when coordinates are typed without one', () => {
    const r = chartInputFromQuery({ date: '1990-07-01', time: '12:00', lat: '19.1', lon: '72.9', place: 'Mumbai' }, places);
    expect(r.ok && r.input).toMatchObject({ lat: 19.1, lon: 72.9, zone: 'Asia/Kolkata', utcOffset: '+05:30', place: 'Mumbai' });
  });

  it('takes the zone from nearby places when coordinates come alone and the places agree', () => {
    const mumbai = chartInputFromQuery({ date: '1950-07-01', time: '12:00', lat: '19.0', lon: '72.9' }, places);
    expect(mumbai.ok && mumbai.input).toMatchObject({ zone: 'Asia/Kolkata', utcOffset: '+05:30' });
    // India before 1955 (by the nearest place's country) plus the nearby-zone note.
    expect(mumbai.ok && mumbai.input.cautions!.join(' ')).toMatch(/nearest: .*India.*before 1955|before 1955.*nearest: .*India/s);
    const typedLabel = chartInputFromQuery(
      { date: '1990-07-01', time: '12:00', lat: '19.0', lon: '72.9', place: '19.0000, 72.9000' },
      places,
    );
    expect(typedLabel.ok && typedLabel.input).toMatchObject({ zone: 'Asia/Kolkata', place: '19.0000, 72.9000' });
  });

  it('asks for tz at sea and on a zone border instead of guessing', () => {
    expect(chartInputFromQuery({ date: '1990-07-01', lat: '0', lon: '-30' }, places)).toMatchObject({
      ok: false,
      failure: { field: 'tz' },
    });
    // Raxaul (India, +05:30) and Birgunj (Nepal, +05:45) face each other across the border.
    expect(chartInputFromQuery({ date: '1990-07-01', lat: '26.99', lon: '84.86' }, places)).toMatchObject({
      ok: false,
      failure: { field: 'tz' },
    });
    expect(chartInputFromQuery({ date: '1990-07-01', lat: '0', lon: '-30', place: 'My village' }, places)).toMatchObject({
      ok: false,
      failure: { field: 'tz' },
    });
  });

  it('checks an explicit offset against the zone at the coordinates', () => {
    const r = chartInputFromQuery({ date: '1943-06-01', time: '12:00', lat: '28.61', lon: '77.21', utcOffset: '+05:30' }, places);
    expect(r.ok && r.input).toMatchObject({ utcOffset: '+05:30', zone: 'Asia/Kolkata' });
    const cautions = r.ok ? r.input.cautions!.join(' ') : '';
    expect(cautions).toMatch(/before 1955/);
    expect(cautions).toMatch(/\+06:30/);
  });

  it('lets tz override the place zone, and utcOffset override both', () => {
    const tz = chartInputFromQuery({ date: '1990-07-01', time: '12:00', place: 'Mumbai', tz: 'Asia/Kathmandu' }, places);
    expect(tz.ok && tz.input.utcOffset).toBe('+05:45');
    const explicit = chartInputFromQuery(
      { date: '1990-07-01', time: '12:00', place: 'Mumbai', tz: 'Asia/Kathmandu', utcOffset: '+05:00' },
      places,
    );
    expect(explicit.ok && explicit.input.utcOffset).toBe('+05:00');
  });

  it('fails naming the field, with the choices to offer', () => {
    const gap = chartInputFromQuery({ date: '2021-03-28', time: '02:30', place: 'Berlin' }, places);
    expect(gap).toMatchObject({
      ok: false,
      failure: { field: 'time', details: { kind: 'gap', candidates: [{ utcOffset: '+01:00' }, { utcOffset: '+02:00' }] } },
    });
    const ambiguous = chartInputFromQuery({ date: '1990-07-01', place: 'Springfield' }, places);
    expect(ambiguous).toMatchObject({ ok: false, failure: { field: 'place' } });
    const unknown = chartInputFromQuery({ date: '1990-07-01', place: 'Nowhere at all' }, places);
    expect(unknown).toMatchObject({ ok: false, failure: { field: 'place' } });
  });
});

describe('each place and time refusal carries a stable code and the numbers a page words it from', () => {
  const failure = (q: Record<string, string>) => {
    const r = chartInputFromQuery(q, places);
    if (r.ok) throw new Error('expected a refusal');
    return r.failure;
  };
  it('a clock time skipped or repeated by a clock change', () => {
    expect(failure({ date: '2021-03-28', time: '02:30', place: 'Berlin' })).toMatchObject({
      code: 'timeGap',
      params: { time: '02:30', zone: 'Europe/Berlin', date: '2021-03-28', from: '+01:00', to: '+02:00' },
    });
    expect(failure({ date: '2021-10-31', time: '02:30', place: 'Berlin' })).toMatchObject({
      code: 'timeRepeated',
      params: { time: '02:30', zone: 'Europe/Berlin', date: '2021-10-31', first: '+02:00', second: '+01:00' },
    });
  });
  it('an unknown or ambiguous place, and coordinates that do not settle the zone', () => {
    expect(failure({ date: '1990-07-01', place: 'Nowhere at all' })).toEqual({
      field: 'place',
      code: 'placeUnknown',
      params: { place: 'Nowhere at all' },
      message: 'place: no place named "Nowhere at all" in the index; pick one from /api/places or give lat, lon and tz',
    });
    const ambiguous = failure({ date: '1990-07-01', place: 'Springfield' });
    expect(ambiguous).toMatchObject({ code: 'placeAmbiguous', params: { place: 'Springfield' } });
    expect(ambiguous.message).toContain(`e.g. "${String(ambiguous.params!.example)}"`);
    expect(failure({ date: '1990-07-01', lat: '0', lon: '-30' })).toMatchObject({ field: 'tz', code: 'zoneNotSettled' });
    expect(failure({ date: '1990-07-01', lat: '0', lon: '-30', place: 'My village' })).toMatchObject({
      field: 'tz',
      code: 'zoneNotSettled',
      params: { place: 'My village' },
    });
  });
  it('shape refusals keep the codes of the field schemas', () => {
    expect(failure({ date: '1990-02-30', place: 'Pune' })).toMatchObject({ field: 'date', code: 'dateInvalid' });
    expect(failure({ date: '1990-07-01', time: '25:00', place: 'Pune' })).toMatchObject({ field: 'time', code: 'timeInvalid' });
    expect(failure({ date: '1990-07-01', lat: '95', lon: '0' })).toMatchObject({
      field: 'lat',
      code: 'outOfRange',
      params: { min: -90, max: 90 },
    });
  });
});

describe('contradicting inputs are kept but said', () => {
  const ok = (q: Record<string, string>) => {
    const r = chartInputFromQuery(q, places);
    if (!r.ok) throw new Error(r.failure.message);
    return r.input;
  };
  it('a tz that keeps another offset than the places at the coordinates gets a caution', () => {
    const input = ok({ date: '1990-05-15', time: '14:30', lat: '19.076', lon: '72.8777', tz: 'America/New_York' });
    expect(input.utcOffset).toBe('-04:00');
    expect(input.cautions!.join(' ')).toMatch(/tz America\/New_York \(-04:00 at this birth\).*Asia\/Kolkata \(\+05:30\)/);
    expect(ok({ date: '1990-05-15', time: '14:30', lat: '19.076', lon: '72.8777', tz: 'Asia/Calcutta' }).cautions!.join(' ')).not.toMatch(
      /keep/,
    );
  });
  it('a place label far from the coordinates gets a caution; a nearby or free-text label does not', () => {
    const far = ok({ date: '1990-05-15', time: '14:30', lat: '40.71', lon: '-74', tz: 'America/New_York', place: 'Mumbai' });
    expect(far.place).toBe('Mumbai');
    expect(far.cautions!.join(' ')).toMatch(/"Mumbai" names Mumbai.* \d+ km from the coordinates/);
    expect(
      ok({ date: '1990-05-15', time: '14:30', lat: '19.1', lon: '72.9', tz: 'Asia/Kolkata', place: 'Mumbai' }).cautions!.join(' '),
    ).not.toMatch(/km from/);
    expect(
      ok({ date: '1990-05-15', time: '14:30', lat: '19.1', lon: '72.9', tz: 'Asia/Kolkata', place: '19.1, 72.9' }).cautions!.join(' '),
    ).not.toMatch(/km from/);
  });
});
