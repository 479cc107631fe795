/**
 * Known answers from the tz database (as shipped in ICU): historical offsets including war
 * time, and DST gaps/overlaps reported as such. Sources: tzdata `europe`, `asia`, `northamerica`.
 */
import { describe, expect, it } from 'vitest';
import { resolveWallTime, wallTimeAsUtcMs } from './local-time';
import type { CivilDateTime } from '../time/julian';
import { formatOffsetSeconds, zoneOffsetSecondsAt } from './offset';
import { isKnownZone } from './zone-formatter';
import { FieldError } from '../errors/field-error';

function wall(text: string): CivilDateTime {
  const [date = '', time = ''] = text.split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: 0 };
}
const offsetOf = (zone: string, text: string) => {
  const r = resolveWallTime(zone, wall(text));
  return r.kind === 'unique' ? formatOffsetSeconds(r.offsetSeconds) : r.kind;
};

describe('historical offsets', () => {
  it('New York 1990-07-01 is EDT −04:00', () => expect(offsetOf('America/New_York', '1990-07-01 12:00')).toBe('-04:00'));
  it('London 1941-06-01 is double summer time +02:00', () => expect(offsetOf('Europe/London', '1941-06-01 12:00')).toBe('+02:00'));
  it('Kolkata 1943-06-01 is war time +06:30', () => expect(offsetOf('Asia/Kolkata', '1943-06-01 12:00')).toBe('+06:30'));
  it("Kolkata 1960 is IST +05:30, also under ICU's canonical id", () => {
    expect(offsetOf('Asia/Kolkata', '1960-01-01 12:00')).toBe('+05:30');
    expect(offsetOf('Asia/Calcutta', '1960-01-01 12:00')).toBe('+05:30');
  });
  it('keeps the seconds of local mean time (Kolkata 1850 +05:53:28)', () =>
    expect(offsetOf('Asia/Kolkata', '1850-01-01 12:00')).toBe('+05:53:28'));
  it('New York winter 1990 is EST −05:00', () => expect(offsetOf('America/New_York', '1990-01-15 08:00')).toBe('-05:00'));
});

describe('gaps and overlaps', () => {
  it('Berlin 2021-03-28 02:30 never happened (clocks +01:00 → +02:00)', () => {
    expect(resolveWallTime('Europe/Berlin', wall('2021-03-28 02:30'))).toEqual({ kind: 'gap', offsetsSeconds: [3600, 7200] });
  });
  it('Berlin 2021-10-31 02:30 happened twice (+02:00 first, then +01:00)', () => {
    expect(resolveWallTime('Europe/Berlin', wall('2021-10-31 02:30'))).toEqual({ kind: 'ambiguous', offsetsSeconds: [7200, 3600] });
  });
  it('the minutes either side of a gap are unique', () => {
    expect(offsetOf('Europe/Berlin', '2021-03-28 01:59')).toBe('+01:00');
    expect(offsetOf('Europe/Berlin', '2021-03-28 03:00')).toBe('+02:00');
  });
  it('Samoa skipped 2011-12-30 entirely', () => {
    expect(resolveWallTime('Pacific/Apia', wall('2011-12-30 12:00')).kind).toBe('gap');
  });
});

describe('zones', () => {
  it('rejects unknown zones and raw offsets with the field name', () => {
    expect(isKnownZone('Asia/Kolkata')).toBe(true);
    expect(isKnownZone('UTC')).toBe(true);
    expect(isKnownZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownZone('+05:30')).toBe(false);
    expect(isKnownZone('')).toBe(false);
    expect(() => zoneOffsetSecondsAt('Nowhere/City', 0)).toThrow(FieldError);
    expect(() => zoneOffsetSecondsAt('Nowhere/City', 0)).toThrow(/^tz: /);
  });
  it('reads wall times of years 1–99 without the Date.UTC 19xx quirk', () => {
    expect(new Date(wallTimeAsUtcMs(wall('0050-06-01 00:00'))).getUTCFullYear()).toBe(50);
  });
  it('formats offsets', () => {
    expect(formatOffsetSeconds(19800)).toBe('+05:30');
    expect(formatOffsetSeconds(-12600)).toBe('-03:30');
    expect(formatOffsetSeconds(0)).toBe('+00:00');
    expect(formatOffsetSeconds(21208)).toBe('+05:53:28');
  });
});
