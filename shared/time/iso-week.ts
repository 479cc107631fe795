/**
 * ISO 8601 week numbering: weeks start on Monday and belong to the year of their Thursday, so
 * 2026-12-31 (a Thursday) is in 2026-W53 and 2027-01-01 (a Friday) too; week 1 is the week with
 * the year's first Thursday. The digest mails once per person and ISO week.
 */
import { gregorianToJdn, jdnToGregorian, parseDate, weekdayOfJdn } from './julian';

/** The ISO week of a civil date (YYYY-MM-DD) as `YYYY-Www`, e.g. `2026-W50`. */
export function isoWeekOf(date: string): string {
  const { year, month, day } = parseDate(date);
  const jdn = gregorianToJdn(year, month, day);
  const mondayBased = (weekdayOfJdn(jdn) + 6) % 7; // Monday 0 … Sunday 6
  const thursday = jdn - mondayBased + 3;
  const weekYear = jdnToGregorian(thursday).year;
  const week = Math.floor((thursday - gregorianToJdn(weekYear, 1, 1)) / 7) + 1;
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}
