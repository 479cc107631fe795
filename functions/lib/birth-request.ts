/**
 * Query parameters → ChartInput, shared by `/api/chart`, `/api/Calculate/…` and the VedAstro
 * routes: zod validation (shared/contracts), place resolution through the index, and the UTC
 * offset from the zone's history (shared/timezone). Nothing is guessed: an unknown or ambiguous
 * place and a time in a DST gap or overlap are refused with the field and the choices.
 */
import { birthQuerySchema, firstFieldIssue, type BirthQuery } from '../../shared/contracts/birth-query';
import type { ChartInput } from '../../shared/chart/model';
import { parseDate, parseTime } from '../../shared/time/julian';
import { resolveBirthOffset } from '../../shared/timezone/birth-offset';
import type { Place } from '../../shared/places/types';
import { failureFromFieldError, type InputFailure } from './field-error';
import { placeIndex } from './places';

/** The outcome: a chart input ready for computeChart, or the reason it cannot be made. */
export type BirthRequestResult = { ok: true; input: ChartInput; place: Place | null } | { ok: false; failure: InputFailure };

/** Longest raw parameter value looked at; longer values fail their field's own length check. */
const MAX_PARAM_LENGTH = 200;

/** First value of each parameter, cut to a bounded length so a 10 kB value cannot cost 10 kB of work per check. */
export function queryRecord(query: URLSearchParams): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, value] of query) if (!(key in record)) record[key] = value.length > MAX_PARAM_LENGTH ? value.slice(0, MAX_PARAM_LENGTH + 1) : value;
  return record;
}

/** Validates the raw parameters and builds the ChartInput (see module comment). */
export function birthRequestFrom(raw: Record<string, unknown>): BirthRequestResult {
  const parsed = birthQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = firstFieldIssue(parsed.error);
    return { ok: false, failure: { status: 400, field: issue.field, message: issue.message } };
  }
  try {
    return fromQuery(parsed.data);
  } catch (error) {
    const failure = failureFromFieldError(error);
    if (failure) return { ok: false, failure };
    throw error;
  }
}

function fromQuery(query: BirthQuery): BirthRequestResult {
  const hasCoordinates = query.lat !== undefined && query.lon !== undefined;
  const needsPlace = !hasCoordinates || (query.tz === undefined && query.utcOffset === undefined);
  let place: Place | null = null;
  if (needsPlace && query.place !== undefined) {
    const resolution = placeIndex().resolve(query.place);
    if (resolution.kind === 'not-found') {
      return fail('place', `place: no place named ${JSON.stringify(query.place.slice(0, 60))} in the index; pick one from /api/places or give lat, lon and tz`);
    }
    if (resolution.kind === 'ambiguous') {
      return fail('place', `place: ${JSON.stringify(query.place.slice(0, 60))} matches several places; add the region or country, e.g. "${resolution.candidates[0]!.label}"`, {
        candidates: resolution.candidates.map((p) => ({ id: p.id, label: p.label, lat: p.lat, lon: p.lon, zone: p.zone, population: p.population })),
      });
    }
    place = resolution.place;
  }
  const lat = hasCoordinates ? query.lat! : place!.lat;
  const lon = hasCoordinates ? query.lon! : place!.lon;
  const zone = query.tz ?? place?.zone;
  const date = parseDate(query.date);
  const time = query.time === undefined ? undefined : parseTime(query.time);
  const offset = resolveBirthOffset({
    date,
    ...(time ? { time } : {}),
    ...(zone ? { zone } : {}),
    ...(query.utcOffset !== undefined ? { utcOffsetMinutes: query.utcOffset } : {}),
    ...(place ? { countryCode: place.countryCode } : {}),
  });
  if (offset.kind === 'missing') return fail('tz', 'tz: give tz (an IANA zone such as Asia/Kolkata) or utcOffset (±HH:MM); the place did not give a zone');
  if (offset.kind !== 'resolved') {
    const [first, second] = offset.candidates;
    const message = offset.kind === 'gap'
      ? `time: ${query.time} did not exist in ${zone} on ${query.date} (clocks moved from ${first} to ${second}); check the time or give utcOffset`
      : `time: ${query.time} happened twice in ${zone} on ${query.date} (at ${offset.candidates.join(' and then ')}); choose one and give it as utcOffset`;
    return fail('time', message, { kind: offset.kind, candidates: offset.candidates.map((utcOffset) => ({ utcOffset })) });
  }
  const input: ChartInput = { date: query.date, utcOffset: offset.utcOffset, lat, lon, ayanamsa: query.ayanamsa, node: query.node, cautions: offset.cautions };
  if (query.name !== undefined) input.name = query.name;
  if (query.time !== undefined) input.time = query.time;
  const label = query.place ?? place?.label;
  if (label !== undefined) input.place = place && !hasCoordinates ? place.label : label;
  if (zone !== undefined) input.zone = zone;
  return { ok: true, input, place };
}

function fail(field: string, message: string, details?: Record<string, unknown>): BirthRequestResult {
  return { ok: false, failure: details ? { status: 400, field, message, details } : { status: 400, field, message } };
}
