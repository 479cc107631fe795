/**
 * The queries of `GET /api/festivals` (and `.ics`) and `GET /api/muhurta`, shared with the
 * /festivals and /muhurta pages: the panchang's place fields (place, or lat + lon [+ tz];
 * ayanamsa; sunrise) plus `year` (1900–2100), or `event`, `from`, `to` (at most 366 days), up
 * to two births (`birth1`, `birth2`: ISO local date-time with offset) and `chaturmas`
 * (observe | ignore). Pure: the place index is handed in.
 */
import { z } from 'zod';
import { FESTIVAL_MAX_YEAR, FESTIVAL_MIN_YEAR } from '../calendar/festivals';
import { MUHURTA_MAX_DAYS } from '../calendar/muhurta';
import { MUHURTA_EVENTS, type MuhurtaEvent } from '../calendar/muhurta-rules';
import { jdnOfDate } from '../calendar/place-days';
import type { PlaceIndex } from '../places/index';
import { parseDate } from '../time/julian';
import { firstIssueInOrder, problem } from './field-problem';
import type { FieldFailure as PanchangRequestFailure } from './failure';
import { emptyAsAbsent, quote } from './fields';
import { needsPlace, PANCHANG_PLACE_SHAPE, resolvePanchangPlace, wholeField, type PanchangPlace, type Result } from './panchang-query';

/** `YYYY-MM-DD` within the calendar's years, the message naming `field`. */
const calendarDate = (field: string) =>
  z
    .string({ error: `${field}: required, as YYYY-MM-DD` })
    .superRefine((value, ctx) => {
      try {
        const { year } = parseDate(value);
        if (year < FESTIVAL_MIN_YEAR || year > FESTIVAL_MAX_YEAR)
          ctx.addIssue({
            code: 'custom',
            message: `${field}: year ${year} is outside the supported range ${FESTIVAL_MIN_YEAR}–${FESTIVAL_MAX_YEAR}`,
            params: problem('yearOutOfRange', { year, min: FESTIVAL_MIN_YEAR, max: FESTIVAL_MAX_YEAR }),
          });
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: `${field}: expected a date YYYY-MM-DD that exists, got ${quote(value)}`,
          params: problem('dateInvalid'),
        });
      }
    })
    .meta({ format: 'date', description: `Date YYYY-MM-DD, years ${FESTIVAL_MIN_YEAR}–${FESTIVAL_MAX_YEAR}.`, examples: ['2027-03-01'] });

/** A birth instant: local date and time with its UTC offset, e.g. 1990-07-01T10:30+05:30. */
const BIRTH_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:\d{2})$/;
const birthField = (field: string) =>
  z
    .string()
    .superRefine((value, ctx) => {
      if (!BIRTH_PATTERN.test(value) || Number.isNaN(Date.parse(value)))
        ctx.addIssue({
          code: 'custom',
          message: `${field}: expected a birth date-time with its offset, e.g. 1990-07-01T10:30+05:30, got ${quote(value)}`,
          params: problem('invalid'),
        });
    })
    .meta({ description: 'A birth for tara and chandra bala: local date-time with UTC offset.', examples: ['1990-07-01T10:30+05:30'] });

/** `GET /api/festivals`: `year` plus the place fields. */
export const festivalsQuerySchema = z
  .object({
    year: wholeField('year', FESTIVAL_MIN_YEAR, FESTIVAL_MAX_YEAR, `a year ${FESTIVAL_MIN_YEAR}–${FESTIVAL_MAX_YEAR}`, 2026),
    ...PANCHANG_PLACE_SHAPE,
  })
  .superRefine(needsPlace);

/** `GET /api/muhurta`: event, range, place, optional births and Chaturmas custom. */
export const muhurtaQuerySchema = z
  .object({
    event: z
      .string({ error: `event: required, one of ${MUHURTA_EVENTS.join(', ')}` })
      .superRefine((value, ctx) => {
        if (!(MUHURTA_EVENTS as readonly string[]).includes(value))
          ctx.addIssue({
            code: 'custom',
            message: `event: unknown event ${quote(value)}; expected one of ${MUHURTA_EVENTS.join(', ')}`,
            params: problem('notAllowed'),
          });
      })
      .transform((value) => value as MuhurtaEvent)
      .meta({ enum: [...MUHURTA_EVENTS], description: 'The life event.' }),
    from: calendarDate('from'),
    to: calendarDate('to'),
    ...PANCHANG_PLACE_SHAPE,
    birth1: emptyAsAbsent(birthField('birth1')),
    birth2: emptyAsAbsent(birthField('birth2')),
    chaturmas: emptyAsAbsent(
      z
        .enum(['observe', 'ignore'], { error: 'chaturmas: expected observe or ignore' })
        .meta({ description: 'Whether Chaturmas bars the event (default observe).' }),
    ),
  })
  .superRefine(needsPlace)
  .superRefine((q, ctx) => {
    const ok = (d: string) => {
      try {
        parseDate(d);
        return true;
      } catch {
        return false;
      }
    };
    if (!ok(q.from) || !ok(q.to)) return;
    const days = jdnOfDate(q.to) - jdnOfDate(q.from) + 1;
    if (days < 1)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `to: ${q.to} is before from (${q.from})`, params: problem('invalid') });
    else if (days > MUHURTA_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `to: the range ${q.from} to ${q.to} is ${days} days; at most ${MUHURTA_MAX_DAYS}`,
        params: problem('outOfRange', { min: 1, max: MUHURTA_MAX_DAYS }),
      });
  });

/** Field names in the order errors are reported. */
export const CALENDAR_QUERY_FIELDS = [
  'year',
  'event',
  'from',
  'to',
  'place',
  'lat',
  'lon',
  'tz',
  'ayanamsa',
  'sunrise',
  'birth1',
  'birth2',
  'chaturmas',
] as const;

function firstIssue(error: z.ZodError): PanchangRequestFailure {
  const { params, ...first } = firstIssueInOrder(error, CALENDAR_QUERY_FIELDS);
  return {
    ...first,
    ...(Object.keys(params).length > 0 ? { params } : {}),
    ...(first.field === 'event' ? { details: { allowed: [...MUHURTA_EVENTS] } } : {}),
  };
}

/** Validates a festivals query and resolves its place. */
export function festivalsRequest(raw: Record<string, unknown>, places: PlaceIndex): Result<PanchangPlace & { year: number }> {
  const parsed = festivalsQuerySchema.safeParse(raw);
  return parsed.success ? festivalsOf(parsed.data, places) : { ok: false, failure: firstIssue(parsed.error) };
}

/** A parsed festivals query with its place resolved. */
export function festivalsOf(query: z.output<typeof festivalsQuerySchema>, places: PlaceIndex): Result<PanchangPlace & { year: number }> {
  const place = resolvePanchangPlace(query, places);
  return place.ok ? { ok: true, value: { ...place.value, year: query.year } } : place;
}

/** A validated muhurta query. */
export type MuhurtaQuery = PanchangPlace & { event: MuhurtaEvent; from: string; to: string; births: string[]; observeChaturmas: boolean };

/** Validates a muhurta query and resolves its place. */
export function muhurtaRequest(raw: Record<string, unknown>, places: PlaceIndex): Result<MuhurtaQuery> {
  const parsed = muhurtaQuerySchema.safeParse(raw);
  if (!parsed.success) return { ok: false, failure: firstIssue(parsed.error) };
  const q = parsed.data;
  const place = resolvePanchangPlace(q, places);
  if (!place.ok) return place;
  const births = [q.birth1, q.birth2].filter((b): b is string => b !== undefined);
  return {
    ok: true,
    value: { ...place.value, event: q.event, from: q.from, to: q.to, births, observeChaturmas: q.chaturmas !== 'ignore' },
  };
}
