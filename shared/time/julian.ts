/**
 * Civil date/time with a fixed UTC offset <-> Julian day (UT), proleptic Gregorian calendar.
 * Pure integer arithmetic on the calendar (Fliegel–Van Flandern style day numbers), so any
 * year from -9999 to 9999 round-trips exactly; JD 0.5 fractions are kept in doubles.
 */
import { FieldError } from '../errors/field-error';

/** Civil calendar fields (also a wall-clock time in a zone, see ../timezone/local-time.ts), proleptic Gregorian; `second` may carry a fraction. */
export interface CivilDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Allowed UTC offsets: −12:00 … +14:00 (the range of real zones). */
export const MIN_UTC_OFFSET_MINUTES = -12 * 60;
/** Allowed UTC offsets: −12:00 … +14:00 (the range of real zones). */
export const MAX_UTC_OFFSET_MINUTES = 14 * 60;

const SECONDS_PER_DAY = 86_400;

/** True for Gregorian leap years (proleptic). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1–12) of a proleptic Gregorian year. */
export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** Weekday (0 = Sunday … 6 = Saturday) of the civil day with Julian day number `jdn` (JDN 0 was a Monday). */
export function weekdayOfJdn(jdn: number): number {
  return (((jdn + 1) % 7) + 7) % 7;
}

/** Julian day number (integer, the day starting at noon) of a proleptic Gregorian date. */
export function gregorianToJdn(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) - 32045;
}

/** Inverse of `gregorianToJdn`: proleptic Gregorian date of an integer Julian day number. */
export function jdnToGregorian(jdn: number): { year: number; month: number; day: number } {
  const a = jdn + 32044;
  const b = Math.floor((4 * a + 3) / 146097);
  const c = a - Math.floor((146097 * b) / 4);
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  return {
    day: e - Math.floor((153 * m + 2) / 5) + 1,
    month: m + 3 - 12 * Math.floor(m / 10),
    year: 100 * b + d - 4800 + Math.floor(m / 10),
  };
}

/** Parses `YYYY-MM-DD` (4-digit year 0001–9999) and checks that the day exists. */
export function parseDate(date: string): { year: number; month: number; day: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new FieldError('date', `expected YYYY-MM-DD, got ${JSON.stringify(date)}`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1) throw new FieldError('date', `year ${year} is out of range 0001–9999`);
  if (month < 1 || month > 12) throw new FieldError('date', `month ${month} does not exist in ${date}`);
  if (day < 1 || day > daysInMonth(year, month)) throw new FieldError('date', `day ${day} does not exist in ${date}`);
  return { year, month, day };
}

/** Parses `HH:MM` or `HH:MM:SS` (24 h clock, 00:00:00–23:59:59; seconds may have a fraction). */
export function parseTime(time: string): { hour: number; minute: number; second: number } {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}(?:\.\d+)?))?$/.exec(time);
  if (!m) throw new FieldError('time', `expected HH:MM or HH:MM:SS, got ${JSON.stringify(time)}`);
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  const second = m[3] === undefined ? 0 : Number(m[3]);
  if (hour > 23) throw new FieldError('time', `hour ${hour} is out of range 00–23 in ${time}`);
  if (minute > 59) throw new FieldError('time', `minute ${minute} is out of range 00–59 in ${time}`);
  if (second >= 60) throw new FieldError('time', `second ${second} is out of range 00–59 in ${time}`);
  return { hour, minute, second };
}

/** Parses a UTC offset `±HH:MM` (also `Z`) to minutes east of Greenwich, range −720…+840. */
export function parseUtcOffset(offset: string): number {
  if (offset === 'Z') return 0;
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!m) throw new FieldError('utcOffset', `expected ±HH:MM, got ${JSON.stringify(offset)}`);
  const minutesPart = Number(m[3]);
  if (minutesPart > 59) throw new FieldError('utcOffset', `minutes ${minutesPart} out of range 00–59 in ${offset}`);
  const minutes = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + minutesPart);
  checkOffset(minutes);
  return minutes;
}

/** Formats minutes east of Greenwich as `±HH:MM` (zero is `+00:00`). */
export function formatUtcOffset(utcOffsetMinutes: number): string {
  checkOffset(utcOffsetMinutes);
  const abs = Math.abs(utcOffsetMinutes);
  return `${utcOffsetMinutes < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** Julian day (UT) of a civil date (`YYYY-MM-DD`) and time (`HH:MM[:SS]`) at a UTC offset in minutes east. */
export function civilToJdUt(date: string, time: string, utcOffsetMinutes: number): number {
  const { year, month, day } = parseDate(date);
  const { hour, minute, second } = parseTime(time);
  checkOffset(utcOffsetMinutes);
  const secondsOfDay = hour * 3600 + minute * 60 + second - utcOffsetMinutes * 60;
  return gregorianToJdn(year, month, day) - 0.5 + secondsOfDay / SECONDS_PER_DAY;
}

/** Civil fields (local to the UTC offset) of a Julian day (UT); `second` is rounded to the millisecond. */
export function jdUtToCivil(jdUt: number, utcOffsetMinutes: number): CivilDateTime {
  if (!Number.isFinite(jdUt)) throw new FieldError('jdUt', `not a finite number: ${jdUt}`);
  checkOffset(utcOffsetMinutes);
  const local = jdUt + 0.5 + utcOffsetMinutes / 1440;
  let jdn = Math.floor(local);
  let ms = Math.round((local - jdn) * SECONDS_PER_DAY * 1000);
  if (ms >= SECONDS_PER_DAY * 1000) {
    jdn += 1;
    ms -= SECONDS_PER_DAY * 1000;
  }
  const { year, month, day } = jdnToGregorian(jdn);
  const hour = Math.floor(ms / 3_600_000);
  const minute = Math.floor((ms % 3_600_000) / 60_000);
  const second = (ms % 60_000) / 1000;
  return { year, month, day, hour, minute, second };
}

/** ISO-8601 instant with the given offset, rounded to the second, e.g. `1990-07-01T12:34:56+05:30`. */
export function jdUtToIso(jdUt: number, utcOffsetMinutes: number): string {
  const roundedJd = Math.round(jdUt * SECONDS_PER_DAY + utcOffsetMinutes * 60) / SECONDS_PER_DAY - utcOffsetMinutes / 1440;
  // Round on the whole-second grid of local time so 59.6 s never prints as 60.
  const c = jdUtToCivil(roundedJd, utcOffsetMinutes);
  const second = Math.round(c.second);
  return `${pad4(c.year)}-${pad2(c.month)}-${pad2(c.day)}T${pad2(c.hour)}:${pad2(c.minute)}:${pad2(second)}${formatUtcOffset(utcOffsetMinutes)}`;
}

/** Julian day (UT) of an ISO-8601 instant `YYYY-MM-DDTHH:MM[:SS[.fff]](±HH:MM|Z)`; the offset is required. */
export function isoToJdUt(iso: string): number {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:\d{2})$/.exec(iso);
  if (!m) throw new FieldError('iso', `expected YYYY-MM-DDTHH:MM[:SS]±HH:MM, got ${JSON.stringify(iso)}`);
  return civilToJdUt(m[1] as string, m[2] as string, parseUtcOffset(m[3] as string));
}

/** Julian day of the Unix epoch, 1970-01-01T00:00Z. */
export const UNIX_EPOCH_JD = 2_440_587.5;
/** Milliseconds in a day (UT days have no leap seconds in Unix time). */
export const MS_PER_DAY = 86_400_000;

/** Julian day (UT) of a Unix time in milliseconds (for edges that hold a clock reading). */
export function jdUtFromUnixMs(unixMs: number): number {
  return unixMs / MS_PER_DAY + UNIX_EPOCH_JD;
}

/** Unix time in milliseconds of a Julian day (UT); the inverse of `jdUtFromUnixMs`. */
export function unixMsFromJdUt(jdUt: number): number {
  return (jdUt - UNIX_EPOCH_JD) * MS_PER_DAY;
}

function checkOffset(minutes: number): void {
  if (!Number.isInteger(minutes) || minutes < MIN_UTC_OFFSET_MINUTES || minutes > MAX_UTC_OFFSET_MINUTES) {
    throw new FieldError('utcOffset', `${minutes} minutes is outside −12:00…+14:00`);
  }
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function pad4(n: number): string {
  return String(n).padStart(4, '0');
}
