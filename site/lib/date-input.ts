/**
 * Typed date and time input of the birth forms. Dates are typed as dd/mm/yyyy (the spec's
 * display format) and stored as ISO `YYYY-MM-DD`; times are typed as h:mm aa (or 24 h HH:mm)
 * and stored as `HH:mm`. Parsers return null for text that is not a real date/time.
 */
import { daysInMonth } from '../../shared/time/julian';

import { MAX_YEAR, MIN_YEAR } from '../../shared/time/supported-years';

/** Earliest and latest birth years the forms accept: the engine's range (shared/chart/input.ts). */
export const MIN_BIRTH_YEAR = MIN_YEAR;
/** See MIN_BIRTH_YEAR. */
export const MAX_BIRTH_YEAR = MAX_YEAR;

/** The message the spec gives for an invalid typed date. */
export const DATE_INVALID_MESSAGE = 'Date input not valid.';
/** The matching message for an invalid typed time. */
export const TIME_INVALID_MESSAGE = 'Time input not valid.';

/**
 * `dd/mm/yyyy` (also `-` or `.` separators, 1–2 digit day/month) → `YYYY-MM-DD`, or null if not a real
 * calendar date. The supported years are the API's field schema's to judge (the forms' validateBirthForm),
 * so a year out of range is refused with the range, not as unreadable.
 */
export function parseDmy(text: string): string | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** `h:mm aa` (`2:05 PM`, `2:05pm`, `2:05 p.m.`) or 24 h `14:05` → `HH:mm`, or null. */
export function parseTimeText(text: string): string | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*(?:([ap])\.?\s*m\.?)?\s*$/i.exec(text);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toLowerCase();
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'p' ? 12 : 0);
  } else if (hours > 23) {
    return null;
  }
  return `${pad2(hours)}:${pad2(minutes)}`;
}

/** Minutes after midnight (0–1439) → `HH:mm`. */
export function minutesToHhmm(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** `HH:mm` → minutes after midnight (0–1439). */
export function hhmmToMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
