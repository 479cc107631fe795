/**
 * Browser-side helpers of the /panchang page: the API calls, the URL (shareable: date and
 * place in the query), the remembered place, local-time labels, and the day timeline's
 * segments. Times arrive as local ISO strings of the place; they are shown as the place's
 * wall-clock time, never converted to the visitor's zone.
 */
import { ApiError, apiCall } from './api-client';
import type { ApiAnswer } from '../../shared/contracts/api-answers';
import type { DayPanchang } from '../../shared/panchang/day';
import type { MonthPanchang } from '../../shared/panchang/month';
import { PANCHANG_CONDITIONS, type PanchangCondition } from '../../shared/panchang/errors';
import type { PlaceChoice } from './place';
import { intlLocale, type Locale } from '../../shared/i18n/locale';
import { dateTimeFormat } from './intl-format';
import type { MuhurtaKey } from '../../shared/jyotish/panchang-names';
import type { PANCHANG_QUERY_FIELDS } from '../../shared/contracts/panchang-query';

/** The place shown when the visitor has not chosen one yet (its address in each language: site/i18n/panchang.ts). */
export const DEFAULT_PLACE: PlaceChoice = { address: 'New Delhi, NCT, India', lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata' };
/** localStorage key of the remembered place. */
export const PANCHANG_PLACE_KEY = 'kundali.panchangPlace';

/** The remembered place (the panchang, festival and rashifal pages share it), or null: no storage, nothing kept, or not a place. */
export function rememberedPlace(): PlaceChoice | null {
  try {
    const raw = localStorage.getItem(PANCHANG_PLACE_KEY);
    const p = raw ? (JSON.parse(raw) as PlaceChoice) : null;
    return p && typeof p.lat === 'number' && typeof p.lon === 'number' && typeof p.address === 'string' ? p : null;
  } catch {
    return null;
  }
}

/** Why a request failed when the page can say it in its own words: no answer at all, the Sun not rising or setting, or a date the zone skipped. */
export type PanchangFailure = 'unreachable' | PanchangCondition;

/** An API refusal: the message names the field (or states the polar condition); `failure` when it is one of the known kinds. */
export class PanchangApiError extends Error {
  constructor(
    message: string,
    readonly field: string | null,
    readonly failure: PanchangFailure | null = null,
    /** The API's error body as sent (`code` and `params` of a refused field); site/i18n/birth-refusal.ts checks and words them. */
    readonly body: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'PanchangApiError';
  }
}

/**
 * The options of /api/panchang a page URL may carry (`?ayanamsa=RAMAN&sunrise=…`). The page passes them
 * on as given, so the API uses each or refuses it by name: never the default in its place.
 */
export const PANCHANG_OPTIONS = ['ayanamsa', 'sunrise'] as const satisfies readonly (typeof PANCHANG_QUERY_FIELDS)[number][];
/** The options a URL gave (non-empty values, as written). */
export type PanchangOptions = Readonly<Partial<Record<(typeof PANCHANG_OPTIONS)[number], string>>>;

/** Query of the place (coordinates, and the zone when it is an IANA id). */
export function placeQuery(place: PlaceChoice): URLSearchParams {
  const q = new URLSearchParams({ lat: String(place.lat), lon: String(place.lon) });
  if (place.zone && !/^[+-]\d/.test(place.zone)) q.set('tz', place.zone);
  return q;
}

/** A panchang or calendar route's answer; a refusal becomes a PanchangApiError from the API client's one error parser. */
export async function getJson<N extends 'panchang' | 'panchangMonth' | 'festivals' | 'muhurta' | 'rashifal'>(
  name: N,
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<ApiAnswer<N, 'GET'>> {
  try {
    return await apiCall(
      name,
      { query, ...(signal ? { signal } : {}) },
      'Could not reach the panchang service. Check your connection and try again.',
    );
  } catch (caught) {
    if (signal?.aborted) throw caught;
    const error = ApiError.of(caught);
    if (error.status === 0) throw new PanchangApiError(error.message, null, 'unreachable');
    const condition = PANCHANG_CONDITIONS.find((known) => known === error.body.condition) ?? null;
    throw new PanchangApiError(error.message, error.field, condition, error.body);
  }
}

/** Sets the URL's options on an API or page query. */
function withOptions(q: URLSearchParams, options: PanchangOptions): URLSearchParams {
  for (const key of PANCHANG_OPTIONS) if (options[key]) q.set(key, options[key]);
  return q;
}

/** GET /api/panchang for a place and date (with the URL's options). */
export async function fetchDay(
  place: PlaceChoice,
  date: string,
  signal?: AbortSignal,
  options: PanchangOptions = {},
): Promise<DayPanchang> {
  const q = withOptions(placeQuery(place), options);
  q.set('date', date);
  return (await getJson('panchang', q, signal)).panchang;
}

/** GET /api/panchang/month for a place and month (with the URL's options). */
export async function fetchMonth(
  place: PlaceChoice,
  year: number,
  month: number,
  signal?: AbortSignal,
  options: PanchangOptions = {},
): Promise<MonthPanchang> {
  const q = withOptions(placeQuery(place), options);
  q.set('year', String(year));
  q.set('month', String(month));
  return (await getJson('panchangMonth', q, signal)).month;
}

/** Today's civil date (`YYYY-MM-DD`) in a zone (IANA id; offsets and null fall back to the browser's zone). */
export function todayIn(zone: string | null, now = new Date()): string {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
  if (zone && !/^[+-]\d/.test(zone)) options.timeZone = zone;
  try {
    return new Intl.DateTimeFormat('en-CA', options).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  }
}

/** Whether `date` is a `YYYY-MM-DD` day that exists (2026-02-30 does not; `Date` would roll it to 2 March). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const d = new Date(`${date}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

/** `YYYY-MM-DD` shifted by whole days; a date that does not exist (the API refuses it) stays as it is. */
export function shiftDate(date: string, days: number): string {
  if (!isCalendarDate(date)) return date;
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The `Intl` language of the page's dates: British day-month order on English pages (as before), Hindi as used in India. */
export function dateLocale(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : intlLocale(locale);
}

/** A civil date `YYYY-MM-DD` as the instant `Intl` formats in UTC (noon, so no zone shifts the day). */
const civilNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** `HH:MM` of a local ISO time, with the day ("Nov 24"; Hindi "24 नव॰") when it is not `date`. */
export function timeLabel(iso: string, date: string, locale: Locale = 'en'): string {
  const hm = iso.slice(11, 16);
  if (iso.slice(0, 10) === date) return hm;
  if (locale === 'en') return `${hm}, ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}`;
  const day = dateTimeFormat(dateLocale(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(civilNoon(iso.slice(0, 10)));
  return `${hm}, ${day}`;
}

/**
 * Long label of a civil date, e.g. "Saturday, 22 November 2025" (Hindi "शनिवार, 22 नवंबर 2025"); a date that
 * does not exist is shown as given, never as the day `Date` rolls it to.
 */
export function dateLabel(date: string, locale: Locale = 'en'): string {
  if (!isCalendarDate(date)) return date;
  return dateTimeFormat(dateLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(civilNoon(date));
}

/** "March 2026" (Hindi "मार्च 2026") of a month 1–12. */
export function monthLabel(year: number, month: number, locale: Locale = 'en'): string {
  return dateTimeFormat(dateLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );
}

/** Short weekday names, Sunday first ("Sun" …; Hindi "रवि" …). */
export function weekdayLabels(locale: Locale = 'en'): string[] {
  const format = new Intl.DateTimeFormat(dateLocale(locale), { weekday: 'short', timeZone: 'UTC' });
  // 2026-03-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => format.format(civilNoon(`2026-03-0${i + 1}`)));
}

/**
 * Reads date, place and options from the page URL (`?date=&place=&lat=&lon=&tz=&ayanamsa=&sunrise=`);
 * missing parts are null; a date and the options are returned as given (the API judges them).
 * `placeName` is a place named without coordinates (`?place=Mumbai`, as /api/panchang accepts),
 * for the page to have the API resolve (resolvePlaceName).
 */
export function readUrl(search: string): {
  date: string | null;
  place: PlaceChoice | null;
  placeName: string | null;
  options: PanchangOptions;
} {
  const q = new URLSearchParams(search);
  // Any date given is kept, even one that does not exist: the API refuses it by name, and today is never shown instead.
  const given = (q.get('date') ?? '').trim();
  const date = given === '' ? null : given;
  const lat = Number(q.get('lat'));
  const lon = Number(q.get('lon'));
  const hasCoords = q.get('lat') !== null && q.get('lon') !== null && Number.isFinite(lat) && Number.isFinite(lon);
  const place = hasCoords ? { address: q.get('place') || `${lat}, ${lon}`, lat, lon, zone: q.get('tz') || null } : null;
  const named = (q.get('place') ?? '').trim();
  const options = Object.fromEntries(PANCHANG_OPTIONS.flatMap((key) => (q.get(key)?.trim() ? [[key, q.get(key)!.trim()]] : [])));
  return { date, place, placeName: !place && named !== '' ? named : null, options };
}

/**
 * The place a URL names (readUrl's `placeName`) as /api/panchang resolves it, asked with the day it
 * is wanted for: its label, coordinates and zone; an unknown or ambiguous name throws the API's
 * refusal (PanchangApiError naming `place`).
 */
export async function resolvePlaceName(
  name: string,
  date: string,
  signal?: AbortSignal,
  options: PanchangOptions = {},
): Promise<PlaceChoice> {
  const q = withOptions(new URLSearchParams({ place: name, date }), options);
  const { place } = await getJson('panchang', q, signal);
  return { address: place.label ?? name, lat: place.lat, lon: place.lon, zone: place.zone };
}

/** The shareable query for a date and place (and the options the URL gave). */
export function writeUrl(date: string, place: PlaceChoice, options: PanchangOptions = {}): string {
  const q = new URLSearchParams({ date, place: place.address });
  for (const [key, value] of placeQuery(place)) q.set(key, value);
  return `?${withOptions(q, options)}`;
}

/** A stretch of the day timeline: where it sits (fractions 0–1 of sunrise→next sunrise), which period and its kind. */
export interface TimelineSegment {
  key: MuhurtaKey;
  kind: 'good' | 'bad';
  from: number;
  to: number;
  start: string;
  end: string;
}

/** Good and bad periods on the sunrise→next-sunrise line, clipped to it, in time order. */
export function timelineSegments(p: DayPanchang): TimelineSegment[] {
  const t0 = Date.parse(p.sunrise);
  const span = Date.parse(p.nextSunrise) - t0;
  const out: TimelineSegment[] = [];
  const add = (key: MuhurtaKey, kind: 'good' | 'bad', period: { start: string; end: string } | null) => {
    if (!period) return;
    const from = Math.max(0, (Date.parse(period.start) - t0) / span);
    const to = Math.min(1, (Date.parse(period.end) - t0) / span);
    if (to > from) out.push({ key, kind, from, to, start: period.start, end: period.end });
  };
  add('rahuKalam', 'bad', p.rahuKalam);
  add('yamaganda', 'bad', p.yamaganda);
  add('gulikaKalam', 'bad', p.gulikaKalam);
  p.durMuhurtam.forEach((d) => add('durMuhurtam', 'bad', d));
  p.varjyam.forEach((d) => add('varjyam', 'bad', d));
  add('abhijit', 'good', p.abhijit);
  p.amritKalam.forEach((d) => add('amritKalam', 'good', d));
  return out.sort((a, b) => a.from - b.from);
}
