import { describe, expect, it } from 'vitest';
import {
  formatDateDmy,
  formatDateLong,
  formatDegreesDecimal,
  formatDegreesDm,
  formatDegreesDms,
  formatTime12,
  formatUtcOffsetLabel,
  listProse,
  ordinal,
} from './format';

describe('format', () => {
  it('formats d° m′ s″ with carries', () => {
    expect(formatDegreesDms(12.5)).toBe('12° 30′ 00″');
    expect(formatDegreesDms(29.999999)).toBe('30° 00′ 00″');
    expect(formatDegreesDms(0.0166667)).toBe('0° 01′ 00″');
    expect(() => formatDegreesDms(Number.NaN)).toThrow(/finite/);
  });
  it('formats dates, times and offsets', () => {
    expect(formatDateDmy('1990-03-05')).toBe('05/03/1990');
    expect(formatTime12('00:05')).toBe('12:05 AM');
    expect(formatTime12('13:45')).toBe('1:45 PM');
    expect(formatTime12('')).toBe('');
    expect(formatUtcOffsetLabel(330)).toBe('UTC+05:30');
    expect(formatUtcOffsetLabel(-210)).toBe('UTC-03:30');
  });
});

describe('format: names say what they return', () => {
  it('degrees as decimal, d° m′ and d° m′ s″', () => {
    expect(formatDegreesDecimal(7.0512)).toBe('7.05°');
    expect(formatDegreesDm(12.9999)).toBe('13° 00′');
    expect(formatDegreesDms(7.05)).toBe('7° 03′ 00″');
  });
  it('ordinals, long dates and prose lists', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']);
    expect(formatDateLong('1990-03-05T10:00:00+05:30')).toBe('5 March 1990');
    expect(formatDateDmy('not a date')).toBe('not a date');
    expect(listProse([])).toBe('none');
    expect(listProse(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
