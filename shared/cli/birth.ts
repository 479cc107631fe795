/**
 * Birth fields given on a command line (flags or a JSON object) → ChartInput, shared by
 * `npm run chart` (flags and `--batch` lines) and `npm run match`. The fields are ChartInput's
 * (date, time, utcOffset, lat, lon, ayanamsa, node, name, dashaYear) plus `place` and `tz` (IANA
 * zone; `zone`, the ChartInput echo's name, is accepted too). With `place` or `tz` the birth goes
 * through `GET /api/chart`'s pipeline (shared/contracts/chart-request.ts): the place's
 * coordinates and zone from the places index, the UTC offset in force from the zone's history,
 * failures naming the field. Without them the fields pass unchanged (computeChart validates).
 * This file is an edge: it reads the places index file, once, on first use.
 */
import { readFileSync } from 'node:fs';
import { ChartInputError } from '../chart/compute';
import type { ChartInput } from '../chart/model';
import { chartInputFromQuery } from '../contracts/chart-request';
import { createPlaceIndex, type PlaceIndex } from '../places/index';
import type { PlacesFile } from '../places/types';

let places: PlaceIndex | undefined;

function placeIndex(): PlaceIndex {
  places ??= createPlaceIndex(JSON.parse(readFileSync(new URL('../places/data/places.json', import.meta.url), 'utf8')) as PlacesFile);
  return places;
}

/**
 * The ChartInput for raw birth fields (see the module comment). Throws ChartInputError naming
 * the field when the place or zone cannot be settled (unknown or ambiguous place, a time in a
 * DST gap or overlap, ...).
 */
export function birthInput(fields: Readonly<Record<string, unknown>>): ChartInput {
  const { zone, tz, ...rest } = fields;
  if (zone !== undefined && tz !== undefined && zone !== tz) throw new ChartInputError('tz', `tz ${JSON.stringify(tz)} and zone ${JSON.stringify(zone)} disagree; give one`);
  const timeZone = tz ?? zone;
  if (rest.place === undefined && timeZone === undefined) return rest as unknown as ChartInput;
  // The query pipeline takes the form/query shape: coordinates as text, the zone as `tz`.
  const text = (value: unknown) => (typeof value === 'number' ? String(value) : value);
  const query = { ...rest, tz: timeZone, lat: text(rest.lat), lon: text(rest.lon) };
  const result = chartInputFromQuery(query, placeIndex());
  if (!result.ok) throw new ChartInputError(result.failure.field, result.failure.message.replace(/^[A-Za-z.]+: /, ''));
  // Settings the query shape does not carry pass through unchanged.
  return rest.dashaYear === undefined ? result.input : { ...result.input, dashaYear: rest.dashaYear as ChartInput['dashaYear'] };
}
