import { describe, expect, it } from 'vitest';
import { birthToQuery, queryToBirth } from './birth-query';

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
});
