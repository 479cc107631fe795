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
  emptyAsAbsent,
  latField,
  lonField,
  needsPlaceOrCoordinates,
  nodeField,
  textField,
  timeField,
  tzField,
  utcOffsetField,
} from './fields';
import { firstIssueInOrder } from './field-problem';
import type { FieldIssue } from './failure';

/** Field names of the birth query, in the order errors are reported. */
export const BIRTH_QUERY_FIELDS = ['name', 'date', 'time', 'lat', 'lon', 'tz', 'utcOffset', 'place', 'ayanamsa', 'node'] as const;

/** The birth fields `/api/Calculate/{HH:MM}/{DD}/{MM}/{YYYY}/{±HH:MM}` reads from its query (the path gives the moment). */
export const CALCULATE_QUERY_FIELDS = [
  'lat',
  'lon',
  'ayanamsa',
  'node',
  'place',
  'name',
] as const satisfies readonly (typeof BIRTH_QUERY_FIELDS)[number][];

/** The birth query (see module comment); `utcOffset` comes out as minutes east of Greenwich. */
export const birthQuerySchema = z
  .object({
    name: emptyAsAbsent(textField('name').meta({ description: `Display name, ≤ ${MAX_TEXT_LENGTH} characters.`, examples: ['Asha'] })),
    date: dateField,
    time: emptyAsAbsent(timeField),
    lat: emptyAsAbsent(latField),
    lon: emptyAsAbsent(lonField),
    tz: emptyAsAbsent(tzField),
    utcOffset: emptyAsAbsent(utcOffsetField()),
    place: emptyAsAbsent(
      textField('place')
        .pipe(z.string().min(1, { error: 'place: empty' }))
        .meta({
          description: 'Place label, name, former name or GeoNames id; gives lat/lon/zone when those are not given.',
          examples: ['Mumbai, Maharashtra, India'],
        }),
    ),
    ayanamsa: emptyAsAbsent(ayanamsaField).transform((value) => value ?? DEFAULT_AYANAMSA),
    node: emptyAsAbsent(nodeField).transform((value) => value ?? 'mean'),
  })
  // Coordinates come as a pair, or from a place.
  .superRefine(needsPlaceOrCoordinates('place: give a place, or lat and lon'));

/** A parsed birth query. */
export type BirthQuery = z.output<typeof birthQuerySchema>;

/** Turns a zod error into the first field issue (fields in BIRTH_QUERY_FIELDS order, then any). */
export function firstFieldIssue(error: z.ZodError): FieldIssue {
  return firstIssueInOrder(error, BIRTH_QUERY_FIELDS);
}
