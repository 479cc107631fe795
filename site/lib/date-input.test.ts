import { describe, expect, it } from 'vitest';
import { formatDateDmy } from '../../shared/interpretation/format';
import { hhmmToMinutes, minutesToHhmm, parseDmy, parseTimeText } from './date-input';

describe('parseDmy', () => {
  it('reads real dates typed as dd/mm/yyyy', () => {
    expect(parseDmy('15/08/1990')).toBe('1990-08-15');
    expect(parseDmy('1.2.2000')).toBe('2000-02-01');
    expect(parseDmy('29/02/2000')).toBe('2000-02-29');
  });
  it('rejects impossible or out-of-range dates', () => {
    for (const text of ['29/02/1900', '31/04/1990', '00/01/1990', '12/13/1990', '1990-08-15', 'abc', '15/08/1700']) {
      expect(parseDmy(text), text).toBeNull();
    }
  });
  it('formats back', () => expect(formatDateDmy('1990-08-15')).toBe('15/08/1990'));
});

describe('parseTimeText', () => {
  it('reads h:mm aa and 24 h', () => {
    expect(parseTimeText('2:05 PM')).toBe('14:05');
    expect(parseTimeText('12:00 am')).toBe('00:00');
    expect(parseTimeText('12:30 p.m.')).toBe('12:30');
    expect(parseTimeText('23:59')).toBe('23:59');
  });
  it('rejects nonsense', () => {
    for (const text of ['13:00 PM', '24:00', '9:60', 'noon', '']) expect(parseTimeText(text), text).toBeNull();
  });
  it('converts minutes', () => {
    expect(minutesToHhmm(871)).toBe('14:31');
    expect(hhmmToMinutes('14:31')).toBe(871);
  });
});
