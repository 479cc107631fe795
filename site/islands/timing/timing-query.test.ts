import { describe, expect, it } from 'vitest';
import { civilDay, outlookQuery, tokenOfFragment } from './timing-query';

describe('the outlook query of a saved person', () => {
  it('takes the birth fields, the day and the language, leaving the place name when coordinates are there', () => {
    const birth = { name: 'Asha', date: '1990-05-15', time: '14:30', lat: '19.076', lon: '72.8777', tz: 'Asia/Kolkata', place: 'Mumbai' };
    expect(outlookQuery(birth, '2026-12-07', 'hi', 'Europe/London')).toEqual({
      date: '1990-05-15',
      time: '14:30',
      lat: '19.076',
      lon: '72.8777',
      tz: 'Asia/Kolkata',
      day: '2026-12-07',
      locale: 'hi',
    });
  });

  it('reads the day in the visitor’s zone when the birth gave only a UTC offset', () => {
    const birth = { date: '1990-05-15', time: '14:30', lat: '19.076', lon: '72.8777', utcOffset: '+05:30' };
    expect(outlookQuery(birth, '2026-12-07', 'en', 'Europe/London')).toMatchObject({ utcOffset: '+05:30', dayTz: 'Europe/London' });
  });
});

describe('civilDay', () => {
  it('is the date at the zone, not in UTC', () => {
    const at = new Date('2026-12-07T20:00:00Z');
    expect(civilDay(at, 'Asia/Kolkata')).toBe('2026-12-08');
    expect(civilDay(at, 'America/New_York')).toBe('2026-12-07');
  });
});

describe('tokenOfFragment', () => {
  it('reads a 43-character token and refuses anything else', () => {
    const token = 'a'.repeat(43);
    expect(tokenOfFragment(`#token=${token}`)).toBe(token);
    expect(tokenOfFragment('#token=short')).toBeNull();
    expect(tokenOfFragment('')).toBeNull();
  });
});
