/**
 * Fast ISO-8601 formatting of many Julian days at one UTC offset (a chart prints ~730 dasha
 * boundaries). Same result as `jdUtToIso` in ../time/julian (rounded to the whole second of
 * local time), checked by a test; this one validates the offset once and uses a table of
 * two-digit strings.
 */
import { formatUtcOffset, jdnToGregorian } from '../time/julian';

const SECONDS_PER_DAY = 86_400;
const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => (i < 10 ? `0${i}` : String(i)));

/** Formats Julian days (UT) as `YYYY-MM-DDTHH:MM:SS±HH:MM` at a fixed offset. */
export class IsoFormatter {
  private readonly suffix: string;
  private readonly offsetSeconds: number;

  /** `utcOffsetMinutes`: minutes east of Greenwich (validated here). */
  constructor(utcOffsetMinutes: number) {
    this.suffix = formatUtcOffset(utcOffsetMinutes);
    this.offsetSeconds = utcOffsetMinutes * 60;
  }

  /** ISO instant of a Julian day (UT), rounded to the second of local time. */
  format(jdUt: number): string {
    const t = Math.round((jdUt + 0.5) * SECONDS_PER_DAY + this.offsetSeconds);
    const jdn = Math.floor(t / SECONDS_PER_DAY);
    const s = t - jdn * SECONDS_PER_DAY;
    const { year, month, day } = jdnToGregorian(jdn);
    const hour = (s / 3600) | 0;
    const minute = ((s - hour * 3600) / 60) | 0;
    const second = s - hour * 3600 - minute * 60;
    const yyyy = year >= 1000 ? String(year) : String(year).padStart(4, '0');
    return `${yyyy}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}T${TWO_DIGITS[hour]}:${TWO_DIGITS[minute]}:${TWO_DIGITS[second]}${this.suffix}`;
  }
}
