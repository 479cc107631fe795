/**
 * The queries of `GET /api/panchang` (one day) and `GET /api/panchang/month` (one month) and of
 * the /panchang page: a place (`place`, or `lat` + `lon` with optional `tz`), `ayanamsa`
 * (default LAHIRI, as almanacs use) and `sunrise` (the sunrise definition, default the upper
 * limb with refraction). Empty strings count as absent. Pure: the place index is handed in.
 */
import { z } from 'zod';
import { SUNRISE_CONVENTIONS, type SunriseConvention } from '../astronomy/rise-set';
import { MAX_YEAR, MIN_YEAR } from '../time/supported-years';
import type { PlaceIndex } from '../places/index';
import type { Place } from '../places/types';
import type { PanchangRequest } from '../panchang/types';
import { DEFAULT_SUNRISE_CONVENTION } from '../panchang/day';
import { AYANAMSAS, type Ayanamsa } from '../vocabulary/settings';
import { firstIssueInOrder, problem } from './field-problem';
import type { FieldFailure } from './failure';
import { ayanamsaField, dateField, emptyAsAbsent, latField, lonField, needsPlaceOrCoordinates, quote, textField, tzField } from './fields';

/** Default ayanamsa of the panchang (almanacs in India print Lahiri / Chitrapaksha). */
export const PANCHANG_DEFAULT_AYANAMSA: Ayanamsa = 'LAHIRI';

const sunriseField = z
  .string({ error: 'sunrise: expected a sunrise definition' })
  .transform((value, ctx): SunriseConvention => {
    if (!(SUNRISE_CONVENTIONS as readonly string[]).includes(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `sunrise: unknown sunrise definition ${quote(value)}; expected one of ${SUNRISE_CONVENTIONS.join(', ')}`,
        params: problem('notAllowed'),
      });
      return z.NEVER;
    }
    return value as SunriseConvention;
  })
  .meta({
    enum: [...SUNRISE_CONVENTIONS],
    default: SUNRISE_CONVENTIONS[0],
    description: 'Sunrise definition: upper limb with refraction (almanacs) or disc centre without refraction.',
  });

/** A whole number within [min, max] given as text (query parameters). */
export const wholeField = (field: string, min: number, max: number, what: string, example: number) =>
  z
    .union([z.number(), z.string()], { error: `${field}: required, ${what}` })
    .meta({
      type: 'integer',
      minimum: min,
      maximum: max,
      description: `${what.charAt(0).toUpperCase()}${what.slice(1)}.`,
      examples: [example],
    })
    .transform((value, ctx) => {
      const text = String(value).trim();
      if (!/^-?\d{1,5}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: `${field}: expected ${what}, got ${quote(value)}`, params: problem('notAWholeNumber') });
        return z.NEVER;
      }
      const n = Number(text);
      if (n < min || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${field}: ${n} is outside the supported range ${min}–${max}`,
          params: problem('outOfRange', { min, max }),
        });
        return z.NEVER;
      }
      return n;
    });

/** Place fields shared by the day and the month queries (and the other queries read at a place). */
export const PANCHANG_PLACE_SHAPE = {
  place: emptyAsAbsent(
    textField('place')
      .pipe(z.string().min(1, { error: 'place: empty' }))
      .meta({
        description: 'A place as /api/places finds it ("Pune, Maharashtra, India", "New Delhi"); or give lat and lon.',
        examples: ['New Delhi'],
      }),
  ),
  lat: emptyAsAbsent(latField),
  lon: emptyAsAbsent(lonField),
  tz: emptyAsAbsent(
    tzField.meta({ description: 'IANA zone for lat/lon (else the zone the nearby places agree on).', examples: ['Asia/Kolkata'] }),
  ),
  ayanamsa: emptyAsAbsent(
    ayanamsaField.meta({
      enum: [...AYANAMSAS],
      default: PANCHANG_DEFAULT_AYANAMSA,
      description: 'Ayanamsa (default Lahiri, as almanacs print); case and punctuation are ignored.',
    }),
  ).transform((value) => value ?? PANCHANG_DEFAULT_AYANAMSA),
  sunrise: emptyAsAbsent(sunriseField).transform((value) => value ?? ('upper-limb-refraction' as SunriseConvention)),
};

export const needsPlace = needsPlaceOrCoordinates('place: give a place, or lat, lon and tz');

/** `GET /api/panchang`: `date` plus the place fields. */
export const panchangDayQuerySchema = z.object({ date: dateField, ...PANCHANG_PLACE_SHAPE }).superRefine(needsPlace);
/** `GET /api/panchang/month`: `year`, `month` plus the place fields. */
export const panchangMonthQuerySchema = z
  .object({
    year: wholeField('year', MIN_YEAR, MAX_YEAR, `a year ${MIN_YEAR}–${MAX_YEAR}`, 2026),
    month: wholeField('month', 1, 12, 'a month 1–12', 2),
    ...PANCHANG_PLACE_SHAPE,
  })
  .superRefine(needsPlace);

/** Field names of both queries, in the order errors are reported. */
export const PANCHANG_QUERY_FIELDS = ['date', 'year', 'month', 'place', 'lat', 'lon', 'tz', 'ayanamsa', 'sunrise'] as const;

/** A resolved place for the panchang, without the date. */
export type PanchangPlace = Omit<PanchangRequest, 'date'> & { label: string | null; place: Place | null };

/** A validated and resolved query, or the failure naming its field. */
export type Result<T> = { ok: true; value: T } | { ok: false; failure: FieldFailure };

/** The first issue in PANCHANG_QUERY_FIELDS order, its message starting with the field. */
function firstIssue(error: z.ZodError): FieldFailure {
  const { params, ...first } = firstIssueInOrder(error, PANCHANG_QUERY_FIELDS);
  return { ...first, ...(Object.keys(params).length > 0 ? { params } : {}) };
}

/** Resolves the place fields (the query's `sunrise` may be absent: then the almanacs' default): coordinates with tz (or the zone the nearby places agree on), or a place from the index. Never guesses. */
export function resolvePanchangPlace(
  query: {
    place?: string | undefined;
    lat?: number | undefined;
    lon?: number | undefined;
    tz?: string | undefined;
    ayanamsa: Ayanamsa;
    sunrise?: SunriseConvention | undefined;
  },
  places: PlaceIndex,
): Result<PanchangPlace> {
  const common = { ayanamsa: query.ayanamsa, convention: query.sunrise ?? DEFAULT_SUNRISE_CONVENTION };
  if (query.lat !== undefined && query.lon !== undefined) {
    let zone = query.tz;
    if (zone === undefined) {
      const near = places.zoneAt(query.lat, query.lon);
      if (!near)
        return {
          ok: false,
          failure: {
            field: 'tz',
            message: 'tz: the places near these coordinates do not settle the time zone; give tz (an IANA zone such as Asia/Kolkata)',
            code: 'zoneNotSettled',
          },
        };
      zone = near.zone;
    }
    return { ok: true, value: { lat: query.lat, lon: query.lon, zone, label: query.place ?? null, place: null, ...common } };
  }
  const resolution = places.resolve(query.place!);
  if (resolution.kind === 'not-found') {
    return {
      ok: false,
      failure: {
        field: 'place',
        message: `place: no place named ${JSON.stringify(query.place!.slice(0, 60))} in the index; pick one from /api/places or give lat, lon and tz`,
        code: 'placeUnknown',
        params: { place: query.place!.slice(0, 60) },
      },
    };
  }
  if (resolution.kind === 'ambiguous') {
    return {
      ok: false,
      failure: {
        field: 'place',
        message: `place: ${JSON.stringify(query.place!.slice(0, 60))} matches several places; add the region or country, e.g. "${resolution.candidates[0]!.label}"`,
        code: 'placeAmbiguous',
        params: { place: query.place!.slice(0, 60), example: resolution.candidates[0]!.label },
        details: { candidates: resolution.candidates.map((p) => ({ id: p.id, label: p.label, lat: p.lat, lon: p.lon, zone: p.zone })) },
      },
    };
  }
  const p = resolution.place;
  return { ok: true, value: { lat: p.lat, lon: p.lon, zone: query.tz ?? p.zone, label: p.label, place: p, ...common } };
}

/** Validates a day query and resolves its place. */
export function panchangDayRequest(raw: Record<string, unknown>, places: PlaceIndex): Result<PanchangPlace & { date: string }> {
  const parsed = panchangDayQuerySchema.safeParse(raw);
  return parsed.success ? panchangDayOf(parsed.data, places) : { ok: false, failure: firstIssue(parsed.error) };
}

/** A parsed day query with its place resolved. */
export function panchangDayOf(
  query: z.output<typeof panchangDayQuerySchema>,
  places: PlaceIndex,
): Result<PanchangPlace & { date: string }> {
  const place = resolvePanchangPlace(query, places);
  return place.ok ? { ok: true, value: { ...place.value, date: query.date } } : place;
}

/** Validates a month query and resolves its place. */
export function panchangMonthRequest(
  raw: Record<string, unknown>,
  places: PlaceIndex,
): Result<PanchangPlace & { year: number; month: number }> {
  const parsed = panchangMonthQuerySchema.safeParse(raw);
  return parsed.success ? panchangMonthOf(parsed.data, places) : { ok: false, failure: firstIssue(parsed.error) };
}

/** A parsed month query with its place resolved. */
export function panchangMonthOf(
  query: z.output<typeof panchangMonthQuerySchema>,
  places: PlaceIndex,
): Result<PanchangPlace & { year: number; month: number }> {
  const place = resolvePanchangPlace(query, places);
  return place.ok ? { ok: true, value: { ...place.value, year: query.year, month: query.month } } : place;
}
