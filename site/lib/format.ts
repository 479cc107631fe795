/** Display formatting for angles, dates and times on the Kundali pages. Pure; no locale lookups. */

/** Degrees as `d° m′ s″` (rounded to the arcsecond, with carries); the report's formatter, re-exported. */
export { formatDegrees as formatDms } from '../../shared/report/angles';

/** Degrees as `d° m′` (rounded to the whole arcminute); for compact chart labels. */
export function formatDm(degrees: number): string {
  const totalMinutes = Math.round(Math.abs(degrees) * 60);
  return `${Math.floor(totalMinutes / 60)}° ${String(totalMinutes % 60).padStart(2, '0')}′`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** `YYYY-MM-DD` → `dd/MM/yyyy` (the spec's display format); other text is returned unchanged. */
export function formatDateDmy(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

/** `YYYY-MM-DD` (or the date part of an ISO instant) → `5 March 1990`. */
export function formatDateLong(isoDate: string): string {
  const match = /^(-?\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1] ?? match[2]} ${match[1]}`;
}

/** `HH:mm` or `HH:mm:ss` (24 h) → `h:mm AM/PM` (the spec's h:mm aa); '' stays ''. */
export function formatTime12(time24: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time24);
  if (!match) return time24;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${match[2]} ${suffix}`;
}

/** A UTC offset in minutes → `UTC+05:30`. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The date part `YYYY-MM-DD` of an ISO instant, as `dd/MM/yyyy`. */
export function formatInstantDate(instant: string): string {
  return formatDateDmy(instant.slice(0, 10));
}
