import { describe, expect, it } from 'vitest';
import { ayanamsaFromQuery, birthToQuery, queryNamesPlace, queryToBirth } from './birth-query';

describe('birth query', () => {
  it('round-trips a birth with a zone and with an offset', () => {
    const birth = {
      name: 'Asha',
      birthDate: '1990-03-05',
      timeOfBirth: '14:30',
      place: { address: 'Pune, India', lat: 18.52, lon: 73.85, zone: 'Asia/Kolkata' },
    };
    const query = birthToQuery({ birth, ayanamsa: 'LAHIRI' });
    expect(query.get('tz')).toBe('Asia/Kolkata');
    expect(queryToBirth(query)).toEqual({ birth, ayanamsa: 'LAHIRI' });
    const offsetBirth = { ...birth, timeOfBirth: '', place: { ...birth.place, zone: '+05:30' } };
    const q2 = birthToQuery({ birth: offsetBirth, ayanamsa: 'RAMAN' });
    expect(q2.get('utcOffset')).toBe('+05:30');
    expect(q2.has('time')).toBe(false);
    expect(queryToBirth(q2)).toEqual({ birth: offsetBirth, ayanamsa: 'RAMAN' });
  });
  it('returns null without a usable date or coordinates', () => {
    expect(queryToBirth(new URLSearchParams('name=x'))).toBeNull();
    expect(queryToBirth(new URLSearchParams('date=1990-01-01&lat=abc&lon=2'))).toBeNull();
  });
  it('knows a query that names its place instead of giving coordinates', () => {
    const q = (text: string) => queryNamesPlace(new URLSearchParams(text));
    expect(q('name=Asha&date=1990-05-15&time=14:30&place=Delhi%2C%20India')).toBe(true);
    expect(q('date=1990-05-15&place=Delhi&lat=28.6')).toBe(true);
    // Coordinates given: an ordinary query; no date or no place name: no birth.
    expect(q('date=1990-05-15&place=Delhi&lat=28.6&lon=77.2')).toBe(false);
    expect(q('place=Delhi')).toBe(false);
    expect(q('date=1990-05-15&place=%20')).toBe(false);
    expect(q('date=%20&place=Delhi')).toBe(false);
  });
  it('reads the ayanamsa in any letter case, else the site default', () => {
    expect(ayanamsaFromQuery(new URLSearchParams('ayanamsa=raman'))).toBe('RAMAN');
    expect(ayanamsaFromQuery(new URLSearchParams('ayanamsa=nonsense'))).toBe('LAHIRI');
    expect(ayanamsaFromQuery(new URLSearchParams(''))).toBe('LAHIRI');
  });
});
