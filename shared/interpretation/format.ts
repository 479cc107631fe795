/**
 * Text formatting for everything that shows a chart in words: the Kundali page, the PDF, the
 * built-in reader and the chat system prompt. Each name says what it returns. Pure; no locale
 * lookups, so every runtime prints the same text.
 */
import { formatUtcOffset } from '../time/julian';

export { formatDegreesDecimal } from './degrees-decimal';

/** Degrees as `d° mm′ ss″`, rounded to the arcsecond with carries (`29.999999` → `30° 00′ 00″`); finite input. */
export function formatDegreesDms(degrees: number): string {
  if (!Number.isFinite(degrees)) throw new RangeError(`formatDegreesDms: degrees must be finite (got ${degrees})`);
  const totalArcsec = Math.round(Math.abs(degrees) * 3600);
  const d = Math.floor(totalArcsec / 3600);
  const m = Math.floor((totalArcsec % 3600) / 60);
  const s = totalArcsec % 60;
  return `${degrees < 0 ? '-' : ''}${d}° ${String(m).padStart(2, '0')}′ ${String(s).padStart(2, '0')}″`;
}

/** Degrees as `d° mm′`, rounded to the whole arcminute (compact chart labels); sign dropped. */
export function formatDegreesDm(degrees: number): string {
  const totalArcmin = Math.round(Math.abs(degrees) * 60);
  return `${Math.floor(totalArcmin / 60)}° ${String(totalArcmin % 60).padStart(2, '0')}′`;
}

/** A UTC offset in minutes east → `UTC+05:30` (the engine's `+05:30` with a `UTC` prefix, for people). */
export function formatUtcOffsetLabel(utcOffsetMinutes: number): string {
  return `UTC${formatUtcOffset(utcOffsetMinutes)}`;
}

/** English ordinal of a whole number: 1 → `1st`, 2 → `2nd`, 11 → `11th`, 22 → `22nd`. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** The civil date part `YYYY-MM-DD` of an ISO-8601 instant (which carries the birth's offset). */
export function isoDatePart(iso: string): string {
  return iso.slice(0, 10);
}

/** `YYYY-MM-DD` → `dd/mm/yyyy` (the spec's display and input format); other text is returned unchanged. */
export function formatDateDmy(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

/** The Gregorian months' English names, January first. */
export const MONTH_NAMES_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** `YYYY-MM-DD` (or the date part of an ISO instant) → `5 March 1990`; other text unchanged. */
export function formatDateLong(isoDate: string): string {
  const match = /^(-?\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  return `${Number(match[3])} ${MONTH_NAMES_EN[Number(match[2]) - 1] ?? match[2]} ${match[1]}`;
}

/** `HH:mm` or `HH:mm:ss` (24 h) → `h:mm AM/PM` (the spec's h:mm aa); other text (including '') unchanged. */
export function formatTime12(time24: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time24);
  if (!match) return time24;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${match[2]} ${suffix}`;
}

/** Joins a list as prose: `a`, `a and b`, `a, b and c`; `empty` (default `none`) when there is nothing. */
export function listProse(items: readonly string[], empty = 'none'): string {
  if (items.length === 0) return empty;
  if (items.length === 1) return items[0]!;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
