/**
 * Birth fields given on a command line (flags or a JSON object) → ChartInput, shared by
 * `npm run chart` (flags and `--batch` lines) and `npm run match`. The fields are ChartInput's
 * (date, time, utcOffset, lat, lon, ayanamsa, node, name, dashaYear) plus `place` and `tz` (IANA
 * zone; `zone`, the ChartInput echo's name, is accepted too). With `place` or `tz` the birth goes
 * through `GET /api/chart`'s pipeline (shared/contracts/chart-request.ts): the place's
 * coordinates and zone from the places index, the UTC offset in force from the zone's history,
 * failures naming the field. Without them the fields pass unchanged (computeChart validates).
 * The places index is the API's (functions/lib/places.ts: read once, on first use, from the same
 * file and with the same checks, so a missing or broken file is named the same way).
 */
import type { ChartInput } from '../shared/model/chart';
import { chartInputFromQuery } from '../shared/contracts/chart-request';
import { FieldError } from '../shared/errors/field-error';
import { placeIndex } from '../functions/lib/places';

/** The birth fields a command line may give (ChartInput's, plus `place` and `tz`/`zone`). */
const BIRTH_FIELDS = new Set(['name', 'date', 'time', 'utcOffset', 'lat', 'lon', 'ayanamsa', 'node', 'dashaYear', 'place', 'tz', 'zone']);
/** The `time` value that asks for a chart without a birth time. */
export const UNKNOWN_TIME = 'unknown';

/**
 * The ChartInput for raw birth fields (see the module comment). Throws FieldError naming
 * the field when the place or zone cannot be settled (unknown or ambiguous place, a time in a
 * DST gap or overlap, ...).
 */
export function birthInput(fields: Readonly<Record<string, unknown>>): ChartInput {
  // A misspelt field ("ayanamsha") must not quietly yield a chart on the defaults.
  for (const key of Object.keys(fields)) {
    if (!BIRTH_FIELDS.has(key)) throw new FieldError(key, `unknown field; expected ${[...BIRTH_FIELDS].join(', ')}`);
  }
  // An unknown birth time is a choice the user states, never a default.
  if (fields.time === undefined || fields.time === null) {
    throw new FieldError('time', `missing; give HH:MM[:SS], or "${UNKNOWN_TIME}" for a chart without a birth time (houses from the Moon)`);
  }
  const { zone, tz, time, ...known } = fields;
  const rest: Record<string, unknown> = time === UNKNOWN_TIME ? known : { ...known, time };
  if (zone !== undefined && tz !== undefined && zone !== tz)
    throw new FieldError('tz', `tz ${JSON.stringify(tz)} and zone ${JSON.stringify(zone)} disagree; give one`);
  const timeZone = tz ?? zone;
  if (rest.place === undefined && timeZone === undefined) return rest as unknown as ChartInput;
  // The query pipeline takes the form/query shape: coordinates as text, the zone as `tz`.
  const text = (value: unknown) => (typeof value === 'number' ? String(value) : value);
  const query = { ...rest, tz: timeZone, lat: text(rest.lat), lon: text(rest.lon) };
  const result = chartInputFromQuery(query, placeIndex());
  if (!result.ok) throw new FieldError(result.failure.field, result.failure.message.replace(/^[A-Za-z.]+: /, ''));
  // Settings the query shape does not carry pass through unchanged.
  return rest.dashaYear === undefined ? result.input : { ...result.input, dashaYear: rest.dashaYear as ChartInput['dashaYear'] };
}
