/**
 * Query parameters → ChartInput for the HTTP routes: the shared pipeline
 * (shared/contracts/chart-request.ts) with the API's places index, failures as 400s.
 */
import { chartInputFromBirthQuery, chartInputFromQuery } from '../../shared/contracts/chart-request';
import type { BirthQuery } from '../../shared/contracts/birth-query';
import type { FieldFailure } from '../../shared/contracts/failure';
import type { ChartInput } from '../../shared/model/chart';
import type { Place } from '../../shared/places/types';
import { Refusal } from './http';
import { placeIndex } from './places';

/** The outcome: a chart input ready for computeChart, or the reason it cannot be made. */
export type BirthRequestResult = { ok: true; input: ChartInput; place: Place | null } | { ok: false; failure: FieldFailure };

/** Longest raw parameter value looked at; longer values fail their field's own length check. */
const MAX_PARAM_LENGTH = 200;

/** First value of each parameter, cut to a bounded length so a 10 kB value cannot cost 10 kB of work per check. */
export function queryRecord(query: URLSearchParams): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, value] of query)
    if (!(key in record)) record[key] = value.length > MAX_PARAM_LENGTH ? value.slice(0, MAX_PARAM_LENGTH + 1) : value;
  return record;
}

/** Validates the raw parameters and builds the ChartInput (see shared/contracts/chart-request.ts). */
export function birthRequestFrom(raw: Record<string, unknown>): BirthRequestResult {
  return chartInputFromQuery(raw, placeIndex());
}

/** The ChartInput of a birth query the request pipeline has parsed; a place or zone that does not settle is thrown as the route's 400. */
export function birthInputOf(query: BirthQuery): ChartInput {
  const result = chartInputFromBirthQuery(query, placeIndex());
  if (!result.ok) throw new Refusal(result.failure);
  return result.input;
}
