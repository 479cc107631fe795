/**
 * `day` of `GET /api/chart/now`: the visitor's "today" as a civil date `YYYY-MM-DD` in their own
 * zone (the site sends the browser's local date). The route's query joins it to the birth query
 * (chart-query.ts `nowQuerySchema`), so the two routes cannot drift apart.
 */
import { z } from 'zod';
import { NOW_MAX_YEAR } from '../chart/input';
import { MIN_YEAR } from '../time/supported-years';
import { parseDate } from '../time/julian';
import { quote } from './fields';

/** `day`: `YYYY-MM-DD`, a day that exists, year MIN_YEAR…NOW_MAX_YEAR. */
export const dayField = z
  .string({ error: 'day: required, the visitor’s date as YYYY-MM-DD' })
  .superRefine((value, ctx) => {
    let year: number;
    try {
      year = parseDate(value).year;
    } catch {
      ctx.addIssue({ code: 'custom', message: `day: expected a date YYYY-MM-DD that exists, got ${quote(value)}` });
      return;
    }
    if (year < MIN_YEAR || year > NOW_MAX_YEAR)
      ctx.addIssue({ code: 'custom', message: `day: year ${year} is outside the supported range ${MIN_YEAR}–${NOW_MAX_YEAR}` });
  })
  .meta({
    description: `The visitor's today, YYYY-MM-DD in their own zone (years ${MIN_YEAR}–${NOW_MAX_YEAR}); transits are cast for its 12:00 at the birth's UTC offset and the year of events starts at its 00:00.`,
    format: 'date',
    examples: ['2026-11-26'],
  });
