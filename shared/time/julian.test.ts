import { describe, expect, it } from 'vitest';
import { civilToJdUt, formatUtcOffset, gregorianToJdn, isoToJdUt, jdUtToCivil, jdUtToIso, parseUtcOffset, weekdayOfJdn } from './julian';
import { FieldError } from '../errors/field-error';
import { mulberry32 } from '../../tests/support/rng';

function expectField(fn: () => unknown, field: string, text: string): void {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(FieldError);
    expect((e as FieldError).field).toBe(field);
    expect((e as Error).message).toContain(text);
    return;
  }
  throw new Error(`expected a FieldError on ${field}`);
}

describe('civilToJdUt', () => {
  it('matches known epochs', () => {
    expect(civilToJdUt('2000-01-01', '12:00', 0)).toBe(2_451_545.0);
    expect(civilToJdUt('1858-11-17', '00:00', 0)).toBe(2_400_000.5);
    expect(civilToJdUt('2000-01-01', '17:30', 330)).toBe(2_451_545.0);
    // Meeus, Astronomical Algorithms, ch. 7: 1600 January 1.0 is JD 2305447.5; 1600 was a leap year.
    expect(civilToJdUt('1600-01-01', '00:00', 0)).toBe(2_305_447.5);
    expect(civilToJdUt('1600-03-01', '00:00', 0)).toBe(2_305_507.5);
    // Proleptic Gregorian before 1582: 0001-01-01 is JD 1721425.5.
    expect(civilToJdUt('0001-01-01', '00:00', 0)).toBe(1_721_425.5);
  });

  it('round-trips date → JD → date over 1600–2400 with seconds and offsets', () => {
    const next = mulberry32(42);
    const offsets = [-720, -570, -300, 0, 330, 345, 570, 840];
    for (let i = 0; i < 5000; i++) {
      const jd = 2_305_447.5 + next() * 292_000;
      const off = offsets[i % offsets.length] as number;
      const c = jdUtToCivil(jd, off);
      const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
      const sec = Math.floor(c.second);
      const date = `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;
      const time = `${pad(c.hour)}:${pad(c.minute)}:${pad(sec)}`;
      const back = civilToJdUt(date, time, off);
      expect(Math.abs(back + (c.second - sec) / 86_400 - jd) * 86_400).toBeLessThan(0.002);
      expect(jdUtToCivil(back, off)).toMatchObject({ year: c.year, month: c.month, day: c.day, hour: c.hour, minute: c.minute });
    }
  });

  it('handles leap years (proleptic Gregorian)', () => {
    expect(civilToJdUt('2000-02-29', '00:00', 0) + 1).toBe(civilToJdUt('2000-03-01', '00:00', 0));
    expect(civilToJdUt('2024-02-29', '00:00', 0) + 1).toBe(civilToJdUt('2024-03-01', '00:00', 0));
    expectField(() => civilToJdUt('1900-02-29', '00:00', 0), 'date', 'day 29 does not exist');
  });

  it('rejects malformed or impossible input, naming the field', () => {
    expectField(() => civilToJdUt('2023-02-30', '10:00', 0), 'date', 'day 30 does not exist in 2023-02-30');
    expectField(() => civilToJdUt('2023-13-01', '10:00', 0), 'date', 'month 13');
    expectField(() => civilToJdUt('23-1-1', '10:00', 0), 'date', 'expected YYYY-MM-DD');
    expectField(() => civilToJdUt('2023-01-01', '25:61', 0), 'time', 'hour 25');
    expectField(() => civilToJdUt('2023-01-01', '23:61', 0), 'time', 'minute 61');
    expectField(() => civilToJdUt('2023-01-01', '23:59:60', 0), 'time', 'second 60');
    expectField(() => civilToJdUt('2023-01-01', '9:00', 0), 'time', 'expected HH:MM');
    expectField(() => civilToJdUt('2023-01-01', '09:00', 15 * 60), 'utcOffset', 'outside');
    expectField(() => civilToJdUt('2023-01-01', '09:00', 0.5), 'utcOffset', 'outside');
  });
});

describe('weekdayOfJdn', () => {
  it('names the weekdays of known dates (0 = Sunday)', () => {
    // Calendar facts: 1 Jan 2000 was a Saturday, 1 Jan 1970 a Thursday, 15 Aug 1947 a Friday,
    // 4 Jul 1776 a Thursday, 1 Jan 1800 a Wednesday, 31 Dec 2200 a Wednesday.
    const weekday = (y: number, m: number, d: number) => weekdayOfJdn(gregorianToJdn(y, m, d));
    expect(weekday(2000, 1, 1)).toBe(6);
    expect(weekday(1970, 1, 1)).toBe(4);
    expect(weekday(1947, 8, 15)).toBe(5);
    expect(weekday(1776, 7, 4)).toBe(4);
    expect(weekday(1800, 1, 1)).toBe(3);
    expect(weekday(2200, 12, 31)).toBe(3);
  });
});

describe('ISO instants', () => {
  it('formats with the offset, rounded to the second, carrying across midnight', () => {
    expect(jdUtToIso(2_451_545.0, 330)).toBe('2000-01-01T17:30:00+05:30');
    expect(jdUtToIso(2_451_545.0, -300)).toBe('2000-01-01T07:00:00-05:00');
    // 23:59:59.6 local rounds up to the next day.
    const jd = civilToJdUt('1999-12-31', '23:59:59', 0) + 0.6 / 86_400;
    expect(jdUtToIso(jd, 0)).toBe('2000-01-01T00:00:00+00:00');
  });

  it('parses back, with Z or an offset', () => {
    expect(isoToJdUt('2000-01-01T17:30:00+05:30')).toBe(2_451_545.0);
    expect(isoToJdUt('2000-01-01T12:00Z')).toBe(2_451_545.0);
    expect(isoToJdUt(jdUtToIso(2_448_000.123_456, 345))).toBeCloseTo(2_448_000.123_456, 5);
    expectField(() => isoToJdUt('2000-01-01 12:00'), 'iso', 'expected');
  });
});

describe('UTC offsets', () => {
  it('parse and format ±HH:MM within −12:00…+14:00', () => {
    expect(parseUtcOffset('+05:30')).toBe(330);
    expect(parseUtcOffset('-09:30')).toBe(-570);
    expect(parseUtcOffset('+14:00')).toBe(840);
    expect(parseUtcOffset('-12:00')).toBe(-720);
    expect(formatUtcOffset(345)).toBe('+05:45');
    expect(formatUtcOffset(-570)).toBe('-09:30');
    expect(formatUtcOffset(0)).toBe('+00:00');
    for (let m = -720; m <= 840; m += 15) expect(parseUtcOffset(formatUtcOffset(m))).toBe(m);
    expectField(() => parseUtcOffset('+14:30'), 'utcOffset', 'outside');
    expectField(() => parseUtcOffset('-12:15'), 'utcOffset', 'outside');
    expectField(() => parseUtcOffset('+5:30'), 'utcOffset', 'expected ±HH:MM');
    expectField(() => parseUtcOffset('+05:75'), 'utcOffset', 'minutes 75');
  });
});
