/**
 * Checks every route goes through on Azure and on the local host alike: `functions/routes.ts`
 * wraps each row with `guardRoute`, and both `functions/index.ts` (app.http) and the local host
 * serve those wrapped rows.
 *
 * - A query parameter given more than once is refused (400 naming it). Azure's Node worker reads
 *   the first value of a repeated key and other servers the last, so `?date=A&date=B` would mean
 *   one birth here and another there; refusing it keeps one meaning everywhere.
 * - A request that needs the places index while its file is missing or broken gets a 503 saying
 *   so (functions/lib/places.ts), not a 500 and not a 400 that blames the visitor.
 */
import type { HttpHandler } from '@azure/functions';
import { inputFailureResponse } from './field-error';
import { errorResponse } from './http';
import { PlacesUnavailableError } from './places';
import type { RouteDefinition } from './route';

/** Longest parameter name quoted back in a refusal. */
const MAX_QUOTED_NAME = 40;

/** The first query parameter name that appears more than once, with its count, or null. */
export function repeatedQueryParameter(query: URLSearchParams): { name: string; count: number } | null {
  const counts = new Map<string, number>();
  for (const key of query.keys()) counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const [name, count] of counts) if (count > 1) return { name, count };
  return null;
}

/** The row with its handler wrapped in the checks of the module comment. */
export function guardRoute(row: RouteDefinition): RouteDefinition {
  const handler: HttpHandler = async (request, context) => {
    const repeated = repeatedQueryParameter(request.query);
    if (repeated) {
      const field = repeated.name.slice(0, MAX_QUOTED_NAME);
      return inputFailureResponse({
        status: 400,
        field,
        message: `${field}: given ${repeated.count} times in the query; send each parameter once`,
      });
    }
    try {
      return await row.handler(request, context);
    } catch (error) {
      if (!(error instanceof PlacesUnavailableError)) throw error;
      context.error(error.message);
      return errorResponse(
        503,
        `place: places cannot be looked up just now (the places index is unavailable); give lat, lon and tz (or utcOffset) instead, or try again later`,
        'place',
      );
    }
  };
  return { ...row, handler };
}
