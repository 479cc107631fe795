/** The panchang queries' refusals: the field, the English message as before, and a stable code with its numbers. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createPlaceIndex } from '../places/index';
import type { PlacesFile } from '../places/types';
import { panchangDayRequest, panchangMonthRequest } from './panchang-query';

const places = createPlaceIndex(JSON.parse(readFileSync(new URL('../places/data/places.json', import.meta.url), 'utf8')) as PlacesFile);

const dayFailure = (q: Record<string, string>) => {
  const r = panchangDayRequest(q, places);
  if (r.ok) throw new Error('expected a refusal');
  return r.failure;
};
const monthFailure = (q: Record<string, string>) => {
  const r = panchangMonthRequest(q, places);
  if (r.ok) throw new Error('expected a refusal');
  return r.failure;
};

describe('panchang refusals carry a code', () => {
  it('the day: date, coordinates, zone, place, sunrise', () => {
    expect(dayFailure({ date: '2026-02-30', place: 'Pune' })).toMatchObject({ field: 'date', code: 'dateInvalid' });
    expect(dayFailure({ date: '1700-01-01', place: 'Pune' })).toMatchObject({
      field: 'date',
      code: 'yearOutOfRange',
      params: { year: 1700, min: 1800, max: 2200 },
    });
    expect(dayFailure({ date: '2026-02-01', lat: '95', lon: '77' })).toEqual({
      field: 'lat',
      code: 'outOfRange',
      params: { min: -90, max: 90 },
      message: 'lat: 95 is out of range −90…90',
    });
    expect(dayFailure({ date: '2026-02-01', lat: 'north', lon: '77' })).toMatchObject({ field: 'lat', code: 'notANumber' });
    expect(dayFailure({ date: '2026-02-01', lon: '77' })).toMatchObject({ field: 'lat', code: 'pairRequired', params: { other: 'lon' } });
    expect(dayFailure({ date: '2026-02-01' })).toMatchObject({ field: 'place', code: 'placeOrCoordinates' });
    expect(dayFailure({ date: '2026-02-01', lat: '28.6', lon: '77.2', tz: 'Mars/Olympus' })).toMatchObject({
      field: 'tz',
      code: 'zoneUnknown',
    });
    expect(dayFailure({ date: '2026-02-01', lat: '0', lon: '-30' })).toMatchObject({ field: 'tz', code: 'zoneNotSettled' });
    expect(dayFailure({ date: '2026-02-01', place: 'Nowhere at all' })).toEqual({
      field: 'place',
      code: 'placeUnknown',
      params: { place: 'Nowhere at all' },
      message: 'place: no place named "Nowhere at all" in the index; pick one from /api/places or give lat, lon and tz',
    });
    const ambiguous = dayFailure({ date: '2026-02-01', place: 'Springfield' });
    expect(ambiguous).toMatchObject({ field: 'place', code: 'placeAmbiguous', params: { place: 'Springfield' } });
    expect(ambiguous.message).toContain(`e.g. "${String(ambiguous.params!.example)}"`);
    expect(dayFailure({ date: '2026-02-01', place: 'Pune', sunrise: 'dawn' })).toMatchObject({ field: 'sunrise', code: 'notAllowed' });
  });

  it('the month: year and month as whole numbers within their ranges', () => {
    expect(monthFailure({ year: 'twenty', month: '2', place: 'Pune' })).toEqual({
      field: 'year',
      code: 'notAWholeNumber',
      message: 'year: expected a year 1800–2200, got "twenty"',
    });
    expect(monthFailure({ year: '2026', month: '13', place: 'Pune' })).toEqual({
      field: 'month',
      code: 'outOfRange',
      params: { min: 1, max: 12 },
      message: 'month: 13 is outside the supported range 1–12',
    });
  });
});
