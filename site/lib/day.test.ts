/** The visitor's today from a page URL: `today=` kept when it is a day that exists, refused by name otherwise. */
import { describe, expect, it } from 'vitest';
import { visitorToday } from './day';

const NOW = new Date(2026, 10, 27, 9, 30);

describe('visitorToday', () => {
  it('is the local date without today=, or with an empty one', () => {
    expect(visitorToday('', NOW)).toEqual({ day: '2026-11-27' });
    expect(visitorToday('?today=', NOW)).toEqual({ day: '2026-11-27' });
  });

  it('keeps a valid today=YYYY-MM-DD', () => {
    expect(visitorToday('?date=1990-05-15&today=2015-06-01', NOW)).toEqual({ day: '2015-06-01' });
    expect(visitorToday('?today=2024-02-29', NOW)).toEqual({ day: '2024-02-29' });
  });

  it.each([
    ['notadate', 'today: expected YYYY-MM-DD, got "notadate"'],
    ['2023-02-30', 'today: day 30 does not exist in 2023-02-30'],
    ['2023-13-01', 'today: month 13 does not exist in 2023-13-01'],
    ['2015-6-1', 'today: expected YYYY-MM-DD, got "2015-6-1"'],
  ])('refuses today=%s naming the field, never the real today', (text, message) => {
    expect(visitorToday(`?today=${text}`, NOW)).toEqual({ refused: { field: 'today', message, code: 'dateInvalid' } });
  });
});
