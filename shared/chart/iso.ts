/**
 * Fast ISO-8601 formatting of many Julian days at one UTC offset (a chart prints ~750 dasha
 * boundaries). Same result as `jdUtToIso` in ../time/julian (rounded to the whole second of
 * local time), checked by a test; this one avoids re-validating the offset on every call.
 */
import { formatUtcOffset, jdnToGregorian } from '../time/julian';

const SECONDS_PER_DAY = 86_400;

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Formats Julian days (UT) as `YYYY-MM-DDTHH:MM:SS±HH:MM` at a fixed offset. */
export class IsoFormatter {
  private readonly suffix: string;
  private readonly offsetSeconds: number;

  /** `utcOffsetMinutes`: minutes east of Greenwich, already validated. */
  constructor(utcOffsetMinutes: number) {
    this.suffix = formatUtcOffset(utcOffsetMinutes);
    this.offsetSeconds = utcOffsetMinutes * 60;
  }

  /** ISO instant of a Julian day (UT), rounded to the second. */
  format(jdUt: number): string {
    const t = Math.round((jdUt + 0.5) * SECONDS_PER_DAY + this.offsetSeconds);
    const jdn = Math.floor(t / SECONDS_PER_DAY);
    let s = t - jdn * SECONDS_PER_DAY;
    const { year, month, day } = jdnToGregorian(jdn);
    const hour = Math.floor(s / 3600);
    s -= hour * 3600;
    const minute = Math.floor(s / 60);
    const yyyy = year >= 1000 ? String(year) : String(year).padStart(4, '0');
    return `${yyyy}-${pad2(month)}-${pad2(day)}T${pad2(hour)}:${pad2(minute)}:${pad2(s - minute * 60)}${this.suffix}`;
  }
}
