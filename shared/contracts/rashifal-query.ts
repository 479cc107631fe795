/**
 * The query of `GET /api/rashifal` and the rashifal pages: `sign` (1–12, or the sign's slug
 * `mesha` … `meena`), `period` (day, week, month, year), `date` (YYYY-MM-DD, 1900–2100; for a
 * week its first day), an optional place for the day's sunrise (`place`, or `lat` + `lon` with
 * optional `tz`; New Delhi when none is given) and `ayanamsa` (default Lahiri, as almanacs
 * print), `locale` (one of the six LOCALES) for the texts. Bad input names its field; empty strings count as absent.
 */
import { z } from 'zod';
import { RASHIFAL_PERIODS, type RashifalPeriod } from '../interpretation/rashifal/facts';
import type { PlaceIndex } from '../places/index';
import { NEW_DELHI } from '../places/new-delhi';
import { parseDate } from '../time/julian';
import { RASI_SLUGS } from '../vocabulary/rasi-slugs';
import { problem } from './field-problem';
import type { FieldFailure } from './failure';
import { dateField, localeField, quote } from './fields';
import { PANCHANG_PLACE_SHAPE, resolvePanchangPlace, type PanchangPlace } from './panchang-query';

/** The years a rashifal is computed for. */
export const RASHIFAL_MIN_YEAR = 1900;
export const RASHIFAL_MAX_YEAR = 2100;

/** The place a rashifal defaults to: New Delhi, as Indian almanacs do. */
const DEFAULT_PLACE_QUERY = { lat: NEW_DELHI.latDeg, lon: NEW_DELHI.lonDeg, tz: NEW_DELHI.zone };

const signField = z
  .union([z.string(), z.number()], { error: 'sign: required, 1–12 or a sign name (mesha … meena)' })
  .transform((value, ctx): number => {
    const text = String(value).trim().toLowerCase();
    const byNumber = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
    if (byNumber >= 1 && byNumber <= 12) return byNumber - 1;
    const bySlug = (RASI_SLUGS as readonly string[]).indexOf(text);
    if (bySlug >= 0) return bySlug;
    ctx.addIssue({
      code: 'custom',
      message: `sign: unknown sign ${quote(value)}; expected 1–12 or one of ${RASI_SLUGS.join(', ')}`,
      params: problem('notAllowed'),
    });
    return z.NEVER;
  })
  .meta({ description: 'The Moon sign: 1 (Mesha) … 12 (Meena), or its name as in the page address.', examples: ['mesha', 5] });

const periodField = z
  .string({ error: `period: required, one of ${RASHIFAL_PERIODS.join(', ')}` })
  .transform((value, ctx): RashifalPeriod => {
    if ((RASHIFAL_PERIODS as readonly string[]).includes(value)) return value as RashifalPeriod;
    ctx.addIssue({
      code: 'custom',
      message: `period: unknown period ${quote(value)}; expected one of ${RASHIFAL_PERIODS.join(', ')}`,
      params: problem('notAllowed'),
    });
    return z.NEVER;
  })
  .meta({
    enum: [...RASHIFAL_PERIODS],
    description: 'day (sunrise to sunrise), week (7 days from date), month or year (the civil one containing date).',
  });

const rashifalDateField = dateField.superRefine((value, ctx) => {
  const { year } = parseDate(value);
  if (year < RASHIFAL_MIN_YEAR || year > RASHIFAL_MAX_YEAR)
    ctx.addIssue({
      code: 'custom',
      message: `date: the year ${year} is outside ${RASHIFAL_MIN_YEAR}–${RASHIFAL_MAX_YEAR}`,
      params: problem('yearOutOfRange', { year, min: RASHIFAL_MIN_YEAR, max: RASHIFAL_MAX_YEAR }),
    });
});

const { place, lat, lon, tz, ayanamsa } = PANCHANG_PLACE_SHAPE;

/** `GET /api/rashifal`. */
export const rashifalQuerySchema = z.object({
  sign: signField,
  period: periodField,
  date: rashifalDateField,
  place,
  lat,
  lon,
  tz,
  ayanamsa,
  locale: localeField,
});

/** Field names in the order errors are reported. */
export const RASHIFAL_QUERY_FIELDS = ['sign', 'period', 'date', 'place', 'lat', 'lon', 'tz', 'ayanamsa', 'locale'] as const;

/** A parsed query with its place resolved (New Delhi when none was given). */
export type RashifalQuery = z.output<typeof rashifalQuerySchema> & { at: PanchangPlace };

/** Resolves the place of a parsed query: the one given, or New Delhi. */
export function rashifalQueryOf(
  query: z.output<typeof rashifalQuerySchema>,
  places: PlaceIndex,
): { ok: true; value: RashifalQuery } | { ok: false; failure: FieldFailure } {
  const none = query.place === undefined && query.lat === undefined && query.lon === undefined;
  if (!none && (query.lat === undefined) !== (query.lon === undefined)) {
    const missing = query.lat === undefined ? 'lat' : 'lon';
    return {
      ok: false,
      failure: {
        field: missing,
        message: `${missing}: give lat and lon together (or a place)`,
        code: 'pairRequired',
        params: { other: missing === 'lat' ? 'lon' : 'lat' },
      },
    };
  }
  const given = none ? { ...DEFAULT_PLACE_QUERY, ayanamsa: query.ayanamsa } : query;
  const resolved = resolvePanchangPlace(given, places);
  if (!resolved.ok) return resolved;
  return {
    ok: true,
    value: { ...query, at: { ...resolved.value, label: resolved.value.label ?? (none ? NEW_DELHI.label : null) } },
  };
}
