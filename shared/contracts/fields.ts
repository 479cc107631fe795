/**
 * zod schemas for single birth-input fields, shared by the site's forms and the API. Every
 * message starts with the field's name ("date: …") so a 400 tells the user what to fix.
 * Values arrive as strings (query parameters, form fields); numbers are parsed strictly.
 */
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locale';
import { LATITUDE_LIMIT_DEG, LONGITUDE_LIMIT_DEG } from './coordinate-limits';
import { MAX_YEAR, MIN_YEAR } from '../time/supported-years';
import { parseDate, parseTime, parseUtcOffset } from '../time/julian';
import { isKnownZone } from '../timezone/zone-formatter';
import { problem } from './field-problem';
import { AYANAMSAS, DEFAULT_AYANAMSA, NODE_TYPES, type Ayanamsa, type NodeType } from '../vocabulary/settings';

/** Longest free-text value (name, place) accepted, characters. */
export const MAX_TEXT_LENGTH = 100;

/** A decimal number as JavaScript's String(number) writes it (long fractions, `1e-7`); no hex, no Infinity. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d{1,3})?$/i;
const MAX_NUMBER_TEXT = 40;

/** Quotes a user value for a message, cut to 40 characters so a 10 kB input gives a short error. */
export function quote(value: unknown): string {
  const text = typeof value === 'string' ? value : String(value);
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

/** The message of a thrown error without its own `field: ` prefix. */
function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/^[A-Za-z]+: /, '');
}

/** Free text ≤ 100 characters, trimmed. */
export const textField = (field: string) =>
  z
    .string({ error: `${field}: expected text` })
    .trim()
    .max(MAX_TEXT_LENGTH, { error: `${field}: longer than ${MAX_TEXT_LENGTH} characters` });

// The `.meta()` of each field is what the OpenAPI document says about it (functions/lib/openapi.ts
// generates its parameter schemas from these zod schemas with z.toJSONSchema).

/** `YYYY-MM-DD`, a day that exists, year within the engine's range. */
export const dateField = z
  .string({ error: 'date: required, as YYYY-MM-DD' })
  .superRefine((value, ctx) => {
    try {
      const { year } = parseDate(value);
      if (year < MIN_YEAR || year > MAX_YEAR)
        ctx.addIssue({
          code: 'custom',
          message: `date: year ${year} is outside the supported range ${MIN_YEAR}–${MAX_YEAR}`,
          params: problem('yearOutOfRange', { year, min: MIN_YEAR, max: MAX_YEAR }),
        });
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `date: ${reason(error)}`.slice(0, 200), params: problem('dateInvalid') });
    }
  })
  .meta({ description: `Date YYYY-MM-DD, years ${MIN_YEAR}–${MAX_YEAR}.`, format: 'date', examples: ['1990-07-01'] });

/** `HH:MM` or `HH:MM:SS`, 24-hour clock. */
export const timeField = z
  .string({ error: 'time: expected HH:MM' })
  .superRefine((value, ctx) => {
    try {
      parseTime(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `time: ${reason(error)}`.slice(0, 200), params: problem('timeInvalid') });
    }
  })
  .meta({ description: 'Local time HH:MM or HH:MM:SS (24-hour clock).', pattern: '^\\d{1,2}:\\d{2}(:\\d{2})?$', examples: ['14:30'] });

/** `±HH:MM` within −12:00…+14:00, as minutes east of Greenwich. */
export const utcOffsetField = (field = 'utcOffset') =>
  z
    .string({ error: `${field}: expected ±HH:MM` })
    .transform((value, ctx) => {
      try {
        return parseUtcOffset(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `${field}: ${reason(error)}`.slice(0, 200), params: problem('offsetInvalid') });
        return z.NEVER;
      }
    })
    .meta({ description: 'UTC offset ±HH:MM within −12:00…+14:00.', pattern: '^[+-]\\d{2}:\\d{2}$', examples: ['+05:30'] });

/** A decimal number of degrees within [−limit, limit]. */
/** A decimal number of degrees within ±`limit`, refused with `field`'s name. */
export const degreesField = (field: string, limit: number, what: string) =>
  z
    .union([z.number(), z.string()], { error: `${field}: expected ${what} in degrees` })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value.trim();
      const number = typeof value === 'number' ? value : text.length <= MAX_NUMBER_TEXT && DECIMAL.test(text) ? Number(text) : Number.NaN;
      if (!Number.isFinite(number)) {
        ctx.addIssue({
          code: 'custom',
          message: `${field}: expected ${what} in decimal degrees, got ${quote(value)}`,
          params: problem('notANumber'),
        });
        return z.NEVER;
      }
      if (number < -limit || number > limit) {
        ctx.addIssue({
          code: 'custom',
          message: `${field}: ${number} is out of range −${limit}…${limit}`,
          params: problem('outOfRange', { min: -limit, max: limit }),
        });
        return z.NEVER;
      }
      return number;
    })
    .meta({
      type: 'number',
      minimum: -limit,
      maximum: limit,
      description: `${what[0]!.toUpperCase()}${what.slice(1)} in decimal degrees, −${limit}…${limit}.`,
    });

/** Latitude, degrees north positive, [−90, 90]. */
export const latField = degreesField('lat', LATITUDE_LIMIT_DEG, 'latitude');
/** Longitude, degrees east positive, [−180, 180]. */
export const lonField = degreesField('lon', LONGITUDE_LIMIT_DEG, 'longitude');

/** Letters only, upper case: `Lahiri`, `fagan-bradley` and `FAGAN_BRADLEY` compare equal. */
const ayanamsaKey = (text: string) => text.toUpperCase().replace(/[^A-Z]/g, '');
const AYANAMSA_BY_KEY = new Map<string, Ayanamsa>(AYANAMSAS.map((a) => [ayanamsaKey(a), a]));

/** One of the supported ayanamsas, case- and punctuation-insensitive (`Lahiri`, `TRUE_CITRA`). */
export const ayanamsaField = z
  .string({ error: 'ayanamsa: expected a name' })
  .transform((value, ctx): Ayanamsa => {
    const found = value.length <= 40 ? AYANAMSA_BY_KEY.get(ayanamsaKey(value)) : undefined;
    if (!found) {
      ctx.addIssue({
        code: 'custom',
        message: `ayanamsa: unknown ayanamsa ${quote(value)}; expected one of ${AYANAMSAS.join(', ')}`,
        params: problem('notAllowed'),
      });
      return z.NEVER;
    }
    return found;
  })
  .meta({ enum: [...AYANAMSAS], default: DEFAULT_AYANAMSA, description: 'Ayanamsa; case and punctuation are ignored (Lahiri = LAHIRI).' });

/** `mean` (default) or `true` lunar node. */
export const nodeField = z
  .string({ error: 'node: expected mean or true' })
  .transform((value, ctx): NodeType => {
    const lower = value.toLowerCase();
    if (!(NODE_TYPES as readonly string[]).includes(lower)) {
      ctx.addIssue({
        code: 'custom',
        message: `node: unknown node type ${quote(value)}; expected mean or true`,
        params: problem('notAllowed'),
      });
      return z.NEVER;
    }
    return lower as NodeType;
  })
  .meta({ enum: [...NODE_TYPES], default: 'mean', description: 'Lunar node: mean or true.' });

/** An IANA zone id this runtime knows (e.g. `Asia/Kolkata`) in the parameter `field`; raw offsets belong in utcOffset. */
export const zoneField = (field: string) =>
  z
    .string({ error: `${field}: expected an IANA zone such as Asia/Kolkata` })
    .superRefine((value, ctx) => {
      if (/^[+-]\d/.test(value))
        ctx.addIssue({
          code: 'custom',
          message: `${field}: ${quote(value)} is an offset, not a zone; send it as utcOffset`,
          params: problem('zoneUnknown'),
        });
      else if (!isKnownZone(value))
        ctx.addIssue({
          code: 'custom',
          message: `${field}: unknown time zone ${quote(value)}; expected an IANA id such as Asia/Kolkata`,
          params: problem('zoneUnknown'),
        });
    })
    .meta({
      description: 'IANA time zone; the offset in force at that local time is used (history included).',
      examples: ['Asia/Kolkata'],
    });

/** The birth's and the places' `tz`. */
export const tzField = zoneField('tz');

/** `schema`, optional, with an empty string or null counting as absent (an empty optional form field is the same as leaving it out). */
export const emptyAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/**
 * The rule of every query that needs a place: lat and lon come as a pair, or a place is named.
 * `placeMessage` is the refusal when neither is given (it says what else the query accepts).
 */
export const needsPlaceOrCoordinates =
  (placeMessage: string) =>
  (query: { lat?: number | undefined; lon?: number | undefined; place?: string | undefined }, ctx: z.RefinementCtx): void => {
    if (query.lat === undefined && query.lon !== undefined)
      ctx.addIssue({ code: 'custom', path: ['lat'], message: 'lat: required with lon', params: problem('pairRequired', { other: 'lon' }) });
    if (query.lon === undefined && query.lat !== undefined)
      ctx.addIssue({ code: 'custom', path: ['lon'], message: 'lon: required with lat', params: problem('pairRequired', { other: 'lat' }) });
    if (query.lat === undefined && query.lon === undefined && query.place === undefined)
      ctx.addIssue({ code: 'custom', path: ['place'], message: placeMessage, params: problem('placeOrCoordinates') });
  };

/** The language of a route's human-readable texts (`en` default, `hi`): the answer is written in it. */
export const localeField = z
  .enum(LOCALES, { error: `locale: expected one of ${LOCALES.join(', ')}` })
  .optional()
  .transform((value) => value ?? DEFAULT_LOCALE)
  .meta({ description: `Language of the texts (${LOCALES.join(', ')}; default ${DEFAULT_LOCALE}).` });
