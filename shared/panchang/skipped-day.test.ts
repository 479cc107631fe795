/**
 * Dates a zone's clocks jumped over (the International Date Line moved): Samoa went from
 * 2011-12-29 straight to 2011-12-31 (tzdb Pacific/Apia: −10:00 → +14:00 at 2011-12-30 00:00 local),
 * and Kiritimati from 1994-12-30 to 1995-01-01 (Pacific/Kiritimati: −10:00 → +14:00). Such a date
 * has no panchang day; the days on either side keep their own sunrise. Every other day's row is
 * the day it is named after (its sunrise falls on its own civil date), DST changes included.
 */
import { describe, expect, it } from 'vitest';
import { computeDayPanchang } from './day';
import { PanchangConditionError } from './errors';
import { computeMonthPanchang } from './month';

const APIA = { lat: -13.83, lon: -171.76, zone: 'Pacific/Apia', ayanamsa: 'LAHIRI' as const };
const KIRITIMATI = { lat: 1.87, lon: -157.4, zone: 'Pacific/Kiritimati', ayanamsa: 'LAHIRI' as const };

const refusal = (run: () => unknown): PanchangConditionError => {
  try {
    run();
  } catch (error) {
    if (error instanceof PanchangConditionError) return error;
    throw error;
  }
  throw new Error('expected a PanchangConditionError');
};

describe('a date the clocks skipped', () => {
  it('is refused on the day route, naming the date and the zone', () => {
    const error = refusal(() => computeDayPanchang({ ...APIA, date: '2011-12-30' }));
    expect(error.field).toBe('date');
    expect(error.condition).toBe('skipped-day');
    expect(error.message).toBe(
      'date: 2011-12-30 did not exist in Pacific/Apia (its clocks went from -10:00 to +14:00 and skipped the whole day); choose the day before or after',
    );
    expect(refusal(() => computeDayPanchang({ ...KIRITIMATI, date: '1994-12-31' })).condition).toBe('skipped-day');
  });

  it('leaves the days on either side their own sunrise', () => {
    expect(computeDayPanchang({ ...APIA, date: '2011-12-29' }).sunrise).toMatch(/^2011-12-29T07:0\d:\d\d-10:00$/);
    expect(computeDayPanchang({ ...APIA, date: '2011-12-31' }).sunrise).toMatch(/^2011-12-31T07:0\d:\d\d\+14:00$/);
  });

  it('is a condition row in the month, and the rows after it are their own days', () => {
    const rows = computeMonthPanchang(2011, 12, APIA).days;
    expect(rows).toHaveLength(31);
    expect(rows[29]).toMatchObject({ date: '2011-12-30', condition: 'skipped-day' });
    expect(rows[30]).toMatchObject({ date: '2011-12-31', sunrise: expect.stringMatching(/^2011-12-31T/) });
    expect(rows[28]).toMatchObject({ date: '2011-12-29', sunrise: expect.stringMatching(/^2011-12-29T/) });
    const kiritimati = computeMonthPanchang(1994, 12, KIRITIMATI).days;
    expect(kiritimati[30]).toMatchObject({ date: '1994-12-31', condition: 'skipped-day' });
  });
});

describe('every other month row', () => {
  it.each([
    ['Pacific/Apia', -13.83, -171.76, 2012, 1],
    ['Europe/Berlin', 52.52, 13.405, 2021, 3],
    ['Europe/Berlin', 52.52, 13.405, 2021, 10],
    ['Australia/Lord_Howe', -31.55, 159.08, 2021, 10],
    ['America/New_York', 40.71, -74.01, 2021, 11],
  ] as const)('in %s %s-%s has its sunrise on its own date', (zone, lat, lon, year, month) => {
    const rows = computeMonthPanchang(year, month, { lat, lon, zone, ayanamsa: 'LAHIRI' }).days;
    for (const row of rows) expect(row.sunrise?.slice(0, 10)).toBe(row.date);
  });
});
