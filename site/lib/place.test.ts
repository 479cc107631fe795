import { describe, expect, it } from 'vitest';
import { birthFieldLabel, wordProblem } from '../i18n/field-problems';
import { hitsFromBody, isUtcOffset, placeFromHit } from './place';
import { placeFromCoordinates, PlaceInputError } from './place-coordinates';

describe('placeFromCoordinates', () => {
  it('accepts decimal degrees with an IANA zone or an offset', () => {
    expect(placeFromCoordinates('Pune', '18.52', '73.8567', 'Asia/Kolkata')).toEqual({
      address: 'Pune',
      lat: 18.52,
      lon: 73.8567,
      zone: 'Asia/Kolkata',
    });
    expect(placeFromCoordinates('', '-33.9', '18.4', '+02:00')).toEqual({
      address: '-33.9000, 18.4000',
      lat: -33.9,
      lon: 18.4,
      zone: '+02:00',
    });
    expect(() => placeFromCoordinates('X', '0', '0', '')).toThrow(/Zone/);
  });
  it('names the bad field', () => {
    expect(() => placeFromCoordinates('X', '91', '0', '+05:30')).toThrow(/Latitude/);
    expect(() => placeFromCoordinates('X', '10', 'abc', '+05:30')).toThrow(/Longitude/);
    expect(() => placeFromCoordinates('X', '', '0', '')).toThrow(PlaceInputError);
    expect(() => placeFromCoordinates('X', '10', '10', '5:30')).toThrow(/Zone/);
  });
  it('gives each refusal a code and its numbers, which a Hindi page words naming the field (no Latin but the example zone)', () => {
    const refusal = (lat: string, lon: string, zone: string) => {
      try {
        placeFromCoordinates('X', lat, lon, zone);
      } catch (error) {
        if (error instanceof PlaceInputError) return error;
      }
      throw new Error('not refused');
    };
    const hindi = (e: PlaceInputError) => wordProblem('hi', e.problem, birthFieldLabel('hi', e.field === 'zone' ? 'tz' : e.field));
    const lat = refusal('95', '0', '+05:30');
    expect(lat.message).toBe('Latitude must be a number from -90 to 90 (got "95").');
    expect(hindi(lat)).toBe('अक्षांश: -90 से 90 के बीच की संख्या होनी चाहिए।');
    expect(hindi(refusal('10', 'abc', '+05:30'))).toBe('देशांतर: -180 से 180 के बीच की संख्या होनी चाहिए।');
    expect(hindi(refusal('10', '10', ''))).toBe('समय क्षेत्र: यह भरना आवश्यक है।');
    const zone = refusal('10', '10', '5:30');
    expect(zone.message).toBe('Zone must be a name like Asia/Kolkata or an offset like +05:30 (got "5:30").');
    expect(hindi(zone).replace('Asia/Kolkata', '')).not.toMatch(/[A-Za-z]/);
  });
});

describe('place hits', () => {
  it('labels hits and reads several body shapes', () => {
    const hit = { name: 'Pune', admin: 'Maharashtra', country: 'India', lat: 18.5, lon: 73.8, zone: 'Asia/Kolkata' };
    expect(placeFromHit(hit).address).toBe('Pune, Maharashtra, India');
    expect(placeFromHit({ ...hit, label: 'Pune (MH)' }).address).toBe('Pune (MH)');
    expect(hitsFromBody([hit])).toHaveLength(1);
    expect(hitsFromBody({ places: [hit, { name: 'bad' }] })).toHaveLength(1);
    expect(hitsFromBody({ status: 'ok' })).toEqual([]);
  });
  it('tells offsets from zone names', () => {
    expect(isUtcOffset('+05:30')).toBe(true);
    expect(isUtcOffset('Asia/Kolkata')).toBe(false);
  });
});
