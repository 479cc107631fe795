/**
 * Dates, clock times and numbers in a regional language's prose, written by `Intl` for the
 * language as used in India (Bengali and Marathi digits where those locales use them). Inputs
 * are the engine's local ISO 8601 strings: the date and the clock time are read as written, in
 * the place's own time, never shifted.
 */
import { intlLocale, type RegionalLocale } from '../i18n/locale';

const dates = new Map<RegionalLocale, Intl.DateTimeFormat>();
const times = new Map<RegionalLocale, Intl.DateTimeFormat>();
const numbers = new Map<RegionalLocale, Intl.NumberFormat>();

function cached<F>(map: Map<RegionalLocale, F>, locale: RegionalLocale, make: () => F): F {
  let found = map.get(locale);
  if (!found) map.set(locale, (found = make()));
  return found;
}

/** The wall-clock instant written in `iso` (its date and time as written), as a UTC epoch for `Intl`. */
function wallClockMs(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(iso);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(match[4] ?? 0), Number(match[5] ?? 0));
}

/** `YYYY-MM-DD` (or an ISO instant's date) as the language writes a long date, e.g. `৮ ডিসেম্বর, ২০২৬`; other text unchanged. */
export function regionalDate(iso: string, locale: RegionalLocale): string {
  const ms = wallClockMs(iso);
  if (ms === null) return iso;
  return cached(
    dates,
    locale,
    () => new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ).format(ms);
}

/** An ISO instant's clock time (24 h, as written) in the language's digits, e.g. `১৪:৩০`. */
export function regionalTime(iso: string, locale: RegionalLocale): string {
  const ms = wallClockMs(iso);
  if (ms === null) return iso;
  return cached(
    times,
    locale,
    () => new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }),
  ).format(ms);
}

/** A whole number in the language's digits. */
export function regionalNumber(n: number, locale: RegionalLocale): string {
  return cached(numbers, locale, () => new Intl.NumberFormat(intlLocale(locale))).format(n);
}
