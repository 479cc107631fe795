/**
 * The birth query of `GET /api/chart` and the site's birth forms: `name, date, time, lat, lon`
 * plus `tz` | `utcOffset` | `place`, `ayanamsa` (default RAMAN) and `node` (default mean).
 * Empty strings count as absent, so an empty optional form field is the same as leaving it out.
 * With lat/lon and no tz/utcOffset/place the zone comes from nearby places when they agree
 * (shared/places/nearby.ts); that check needs the index, so it lives in chart-request.ts.
 */
import { z } from 'zod';
import { DEFAULT_AYANAMSA } from '../vocabulary/settings';
import {
  MAX_TEXT_LENGTH,
  ayanamsaField,
  dateField,
  latField,
  lonField,
  nodeField,
  textField,
  timeField,
  tzField,
  utcOffsetField,
} from './fields';
import { problem, problemOfIssue, type FieldProblemCode, type FieldProblemParams } from './field-problem';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** Field names of the birth query, in the order errors are reported. */
export const BIRTH_QUERY_FIELDS = ['name', 'date', 'time', 'lat', 'lon', 'tz', 'utcOffset', 'place', 'ayanamsa', 'node'] as const;

/** The birth query (see module comment); `utcOffset` comes out as minutes east of Greenwich. */
export const birthQuerySchema = z
  .object({
    name: optional(textField('name').meta({ description: `Display name, ≤ ${MAX_TEXT_LENGTH} characters.`, examples: ['Asha'] })),
    date: dateField,
    time: optional(timeField),
    lat: optional(latField),
    lon: optional(lonField),
    tz: optional(tzField),
    utcOffset: optional(utcOffsetField()),
    place: optional(
      textField('place')
        .pipe(z.string().min(1, { error: 'place: empty' }))
        .meta({
          description: 'Place label, name, former name or GeoNames id; gives lat/lon/zone when those are not given.',
          examples: ['Mumbai, Maharashtra, India'],
        }),
    ),
    ayanamsa: optional(ayanamsaField).transform((value) => value ?? DEFAULT_AYANAMSA),
    node: optional(nodeField).transform((value) => value ?? 'mean'),
  })
  .superRefine((query, ctx) => {
    // Coordinates come as a pair, or from a place.
    if (query.lat === undefined && query.lon !== undefined)
      ctx.addIssue({ code: 'custom', path: ['lat'], message: 'lat: required with lon', params: problem('pairRequired', { other: 'lon' }) });
    if (query.lon === undefined && query.lat !== undefined)
      ctx.addIssue({ code: 'custom', path: ['lon'], message: 'lon: required with lat', params: problem('pairRequired', { other: 'lat' }) });
    if (query.lat === undefined && query.lon === undefined && query.place === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['place'],
        message: 'place: give a place, or lat and lon',
        params: problem('placeOrCoordinates'),
      });
    }
  });

/** A parsed birth query. */
export type BirthQuery = z.output<typeof birthQuerySchema>;

/** The first problem of a failed parse: the field to blame, an English message that names it, and its code for other languages. */
export interface FieldIssue {
  field: string;
  message: string;
  code: FieldProblemCode;
  params: FieldProblemParams;
}

/** Turns a zod error into the first field issue (fields in BIRTH_QUERY_FIELDS order, then any). */
export function firstFieldIssue(error: z.ZodError): FieldIssue {
  const issues = error.issues.map((issue) => {
    const field = String(issue.path[0] ?? 'input');
    const message = issue.message.startsWith(`${field}:`) ? issue.message : `${field}: ${issue.message}`;
    return { field, message, ...problemOfIssue(issue) };
  });
  const order = (field: string) => {
    const index = (BIRTH_QUERY_FIELDS as readonly string[]).indexOf(field);
    return index < 0 ? BIRTH_QUERY_FIELDS.length : index;
  };
  issues.sort((a, b) => order(a.field) - order(b.field));
  return issues[0] ?? { field: 'input', message: 'input: invalid', code: 'invalid', params: {} };
}
