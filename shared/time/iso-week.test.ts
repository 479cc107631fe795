import { describe, expect, it } from 'vitest';
import { isoWeekOf } from './iso-week';

// Expected weeks from ISO 8601's rule as printed calendars show them (e.g. `date +%G-W%V` of GNU coreutils).
describe('isoWeekOf', () => {
  it.each([
    ['2026-12-07', '2026-W50'],
    ['2026-12-13', '2026-W50'],
    ['2026-12-14', '2026-W51'],
    ['2026-12-31', '2026-W53'],
    ['2027-01-03', '2026-W53'],
    ['2027-01-04', '2027-W01'],
    ['2024-12-30', '2025-W01'],
    ['2021-01-03', '2020-W53'],
    ['2020-01-01', '2020-W01'],
  ])('%s is in %s', (date, week) => expect(isoWeekOf(date)).toBe(week));
});
