import { describe, expect, it } from 'vitest';
import { formatDateDmy } from '../../shared/interpretation/format';
import { hhmmToMinutes, minutesToHhmm, parseDmy, parseTimeText } from './date-input';

describe('parseDmy', () => {
  it('reads real dates typed as dd/mm/yyyy', () => {
    expect(parseDmy('15/08/1990')).toBe('1990-08-15');
    expect(parseDmy('1.2.2000')).toBe('2000-02-01');
    expect(parseDmy('29/02/2000')).toBe('2000-02-29');
  });
  it("rejects impossible dates (the supported years are the field schema's to judge)", () => {
    expect(parseDmy('15/08/1700')).toBe('1700-08-15');
    for (const text of ['29/02/1900', '31/04/1990', '00/01/1990', '12/13/1990', '1990-08-15', 'abc', '15/08/0000']) {
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

/**
 * Typed birth dates and times in the visitor's format (the forms' placeholders: dd/mm/yyyy, h:mm aa or 24-hour
 * HH:mm), each either kept as the value it plainly means or refused: never turned into another value. The expected
 * values are read off the typed text by hand, not produced by the parser.
 */
describe('typed birth inputs are kept or refused, never changed', () => {
  const times: [typed: string, kept: string | null][] = [
    ['1030a', null],
    ['10 30', null],
    ['1030', null],
    ['7.5', null],
    ['10.30', null],
    ['10:30 p', null],
    ['22:15', '22:15'],
    ['10:30 pm', '22:30'],
    ['10:30 PM', '22:30'],
    ['10:30am', '10:30'],
    ['10:30 a.m.', '10:30'],
    ['7:05', '07:05'],
    ['0:05', '00:05'],
    ['12:00 am', '00:00'],
    ['12:00 pm', '12:00'],
    ['13:00 pm', null],
    ['0:30 am', null],
    ['24:00', null],
    ['10:60', null],
    ['10:3', null],
  ];
  it.each(times)('time %j → %j', (typed, kept) => expect(parseTimeText(typed)).toBe(kept));

  const dates: [typed: string, kept: string | null][] = [
    ['01/07/1990', '1990-07-01'],
    ['1/7/1990', '1990-07-01'],
    ['01-07-1990', '1990-07-01'],
    ['01.07.1990', '1990-07-01'],
    ['29/02/2000', '2000-02-29'],
    ['31/02/1990', null],
    ['29/02/1900', null],
    ['1990-07-01', null],
    ['01071990', null],
    ['7.5', null],
    ['01/07/90', null],
    ['32/01/1990', null],
    ['01/13/1990', null],
    ['07/01/1990 ', '1990-01-07'],
  ];
  it.each(dates)('date %j → %j', (typed, kept) => expect(parseDmy(typed)).toBe(kept));
});
