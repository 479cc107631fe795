/**
 * Birth query → ChartInput: the one path shared by the API (`/api/chart`, `/api/Calculate`,
 * the VedAstro routes) and the CLI's `--place`/`--tz`. zod validation (birth-query.ts), place
 * resolution through the index, and the UTC offset from the zone's history. Nothing is
 * guessed: an unknown or ambiguous place and a time in a DST gap or overlap come back as a
 * failure naming the field, with the choices. Pure: the caller hands in the place index.
 */
import type { ChartInput } from '../model/chart';
import { FieldError } from '../errors/field-error';
import type { PlaceIndex } from '../places/index';
import { distanceKm } from '../places/nearby';
import type { Place } from '../places/types';
import { parseDate, parseTime } from '../time/julian';
import { resolveBirthOffset } from '../timezone/birth-offset';
import { foreignPlaceLabelCaution, zoneContradictsPlaceCaution, zoneFromNearbyCaution, type TimeCaution } from '../timezone/cautions';
import { resolveWallTime } from '../timezone/local-time';
import { birthQuerySchema, firstFieldIssue, type BirthQuery } from './birth-query';
import type { FieldProblemCode, FieldProblemParams } from './field-problem';
import type { FieldFailure } from './failure';

/**
 * A chart input ready for computeChart (with the place it came from), or why none could be made:
 * the field, a message starting with it, and choices to offer in `details` (`{kind: 'gap',
 * candidates: [{utcOffset}]}` or `{candidates: [{id, label, …}]}`).
 */
export type ChartRequestResult = { ok: true; input: ChartInput; place: Place | null } | { ok: false; failure: FieldFailure };

/**
 * Validates raw birth fields (strings as in a query) and builds the ChartInput. Errors thrown
 * by shared modules (`FieldError`) become failures too.
 */
export function chartInputFromQuery(raw: Record<string, unknown>, places: PlaceIndex): ChartRequestResult {
  const parsed = birthQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = firstFieldIssue(parsed.error);
    return { ok: false, failure: issue };
  }
  return chartInputFromBirthQuery(parsed.data, places);
}

/** The ChartInput of a birth query already parsed with birthQuerySchema (or a schema extending it), or the failure. */
export function chartInputFromBirthQuery(query: BirthQuery, places: PlaceIndex): ChartRequestResult {
  try {
    return fromQuery(query, places);
  } catch (error) {
    if (error instanceof FieldError)
      return { ok: false, failure: { field: error.field, message: error.message.slice(0, 300), code: 'invalid' } };
    throw error;
  }
}

function fromQuery(query: BirthQuery, places: PlaceIndex): ChartRequestResult {
  const hasCoordinates = query.lat !== undefined && query.lon !== undefined;
  const hasZone = query.tz !== undefined || query.utcOffset !== undefined;
  const cautions: TimeCaution[] = [];
  // Coordinates are authoritative for the zone: the nearby places' zone when they agree. With an
  // explicit utcOffset it is still looked up, to caution when the tz database disagrees and for
  // the India caution; with tz it only supplies the country.
  let zone = query.tz;
  let countryCode: string | undefined;
  let nearZone: string | undefined;
  if (hasCoordinates) {
    const near = places.zoneAt(query.lat!, query.lon!);
    if (near) {
      countryCode = near.nearest.countryCode;
      nearZone = near.zone;
      if (zone === undefined) {
        zone = near.zone;
        if (query.utcOffset === undefined) {
          cautions.push(zoneFromNearbyCaution(near.zone, near.nearest.label, near.nearestKm));
        }
      }
    }
  }
  // Without coordinates, or with neither zone nor a settled nearby zone, the place must resolve.
  // With coordinates and a zone, `place` is only a label (it may be typed text like "19.07, 72.88").
  const needsPlace = !hasCoordinates || (!hasZone && zone === undefined);
  let place: Place | null = null;
  if (needsPlace && query.place !== undefined) {
    const resolution = places.resolve(query.place);
    if (resolution.kind === 'not-found') {
      const typed = query.place.slice(0, 60);
      return fail(
        hasCoordinates ? 'tz' : 'place',
        hasCoordinates
          ? `tz: the places near these coordinates do not settle the time zone and no place named ${JSON.stringify(typed)} is in the index; give tz (e.g. Asia/Kolkata) or utcOffset`
          : `place: no place named ${JSON.stringify(typed)} in the index; pick one from /api/places or give lat, lon and tz`,
        hasCoordinates ? { code: 'zoneNotSettled', params: { place: typed } } : { code: 'placeUnknown', params: { place: typed } },
      );
    }
    if (resolution.kind === 'ambiguous') {
      return fail(
        'place',
        `place: ${JSON.stringify(query.place.slice(0, 60))} matches several places; add the region or country, e.g. "${resolution.candidates[0]!.label}"`,
        { code: 'placeAmbiguous', params: { place: query.place.slice(0, 60), example: resolution.candidates[0]!.label } },
        {
          candidates: resolution.candidates.map((p) => ({
            id: p.id,
            label: p.label,
            lat: p.lat,
            lon: p.lon,
            zone: p.zone,
            population: p.population,
          })),
        },
      );
    }
    place = resolution.place;
    zone ??= place.zone;
    countryCode ??= place.countryCode;
  }
  const lat = hasCoordinates ? query.lat! : place!.lat;
  const lon = hasCoordinates ? query.lon! : place!.lon;
  const date = parseDate(query.date);
  const time = query.time === undefined ? undefined : parseTime(query.time);
  const offset = resolveBirthOffset({
    date,
    ...(time ? { time } : {}),
    ...(zone ? { zone } : {}),
    ...(query.utcOffset !== undefined ? { utcOffsetMinutes: query.utcOffset } : {}),
    ...(countryCode ? { countryCode } : place ? { countryCode: place.countryCode } : {}),
  });
  if (offset.kind === 'missing')
    return fail(
      'tz',
      'tz: the places near these coordinates do not settle the time zone (a zone border, or no town within 50 km); give tz (an IANA zone such as Asia/Kolkata) or utcOffset (±HH:MM)',
      { code: 'zoneNotSettled', params: {} },
    );
  if (offset.kind !== 'resolved') {
    const [first, second] = offset.candidates;
    const message =
      offset.kind === 'gap'
        ? `time: ${query.time} did not exist in ${zone} on ${query.date} (clocks moved from ${first} to ${second}); check the time or give utcOffset`
        : `time: ${query.time} happened twice in ${zone} on ${query.date} (at ${offset.candidates.join(' and then ')}); choose one and give it as utcOffset`;
    const at = { time: query.time ?? '', zone: zone ?? '', date: query.date };
    const problem: Problem =
      offset.kind === 'gap'
        ? { code: 'timeGap', params: { ...at, from: first!, to: second! } }
        : { code: 'timeRepeated', params: { ...at, first: first!, second: second! } };
    return fail('time', message, problem, { kind: offset.kind, candidates: offset.candidates.map((utcOffset) => ({ utcOffset })) });
  }
  // A zone or a place label that contradicts the coordinates is kept as given, but said.
  if (hasCoordinates && query.tz !== undefined && nearZone !== undefined && nearZone !== query.tz) {
    const wall = { ...date, ...(time ?? { hour: 12, minute: 0, second: 0 }) };
    const given = resolveWallTime(query.tz, wall);
    const local = resolveWallTime(nearZone, wall);
    if (given.kind === 'unique' && local.kind === 'unique' && given.offsetSeconds !== local.offsetSeconds) {
      cautions.push(zoneContradictsPlaceCaution(query.tz, given.offsetSeconds, nearZone, local.offsetSeconds));
    }
  }
  // An empty index (the API's when its places file is unavailable) has no label to compare.
  if (hasCoordinates && query.place !== undefined && place === null && places.size > 0) {
    const labelled = places.resolve(query.place);
    if (labelled.kind === 'found') {
      const km = distanceKm(lat, lon, labelled.place.lat, labelled.place.lon);
      if (km > FOREIGN_LABEL_KM) cautions.push(foreignPlaceLabelCaution(query.place, labelled.place.label, km));
    }
  }
  const input: ChartInput = {
    date: query.date,
    utcOffset: offset.utcOffset,
    lat,
    lon,
    ayanamsa: query.ayanamsa,
    node: query.node,
    cautions: [...cautions, ...offset.cautions].map((c) => c.text),
  };
  if (cautions.length + offset.cautions.length > 0) input.cautionCodes = [...cautions, ...offset.cautions];
  if (query.name !== undefined) input.name = query.name;
  if (query.time !== undefined) input.time = query.time;
  const label = place && !hasCoordinates ? place.label : (query.place ?? place?.label);
  if (label !== undefined) input.place = label;
  if (zone !== undefined) input.zone = zone;
  return { ok: true, input, place };
}

/** A place label whose named place lies farther than this from the given coordinates gets a caution. */
const FOREIGN_LABEL_KM = 100;

/** A failure's stable code and numbers (field-problem.ts), for pages in other languages than the English message. */
type Problem = { code: FieldProblemCode; params: FieldProblemParams };

function fail(field: string, message: string, problem: Problem, details?: Record<string, unknown>): ChartRequestResult {
  const failure: FieldFailure = { field, message, code: problem.code };
  if (Object.keys(problem.params).length > 0) failure.params = problem.params;
  if (details) failure.details = details;
  return { ok: false, failure };
}
