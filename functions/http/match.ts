/**
 * GET and POST /api/match — Kundali matching (Ashtakoota, 36 gunas) of a bride and a groom.
 * POST `{"bride": {…}, "groom": {…}, "ayanamsa"?, "node"?}` where each person has exactly the
 * birth fields of `/api/chart`; GET takes the same fields prefixed (`brideDate`, `groomPlace`,
 * …) so a match can be shared by URL. Answers `{status: "ok", match}` (shared/compose/match.ts).
 * Bad input → 400 naming the person and field (`groom: time: …`, field `groom.time`), with
 * `errors` listing each person's first problem. `locale=hi` (GET) or `"locale": "hi"` (POST) writes
 * the answer's sentences and the match's own refusals in Hindi; English is the default.
 */
import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import {
  matchFieldsFromBody,
  matchFieldsFromQuery,
  matchInputsFrom,
  matchLocaleFromQuery,
  type MatchFields,
} from '../../shared/contracts/match-request';
import { computeMatch } from '../../shared/compose/match';
import { queryRecord } from '../lib/birth-request';
import { inputFailureResponse } from '../lib/field-error';
import { badRequest, errorResponse, ok } from '../lib/http';
import { placeIndex } from '../lib/places';
import type { RouteDefinition } from '../lib/route';

/** Largest accepted POST body, bytes (two births are a few hundred). */
export const MAX_MATCH_BODY_BYTES = 8 * 1024;

/** The answer for validated fields (shared with tests and the CLI's expectations). */
export function matchResponse(fields: MatchFields): HttpResponseInit {
  const inputs = matchInputsFrom(fields, placeIndex());
  if (!inputs.ok) return inputFailureResponse({ status: 400, ...inputs.failure });
  const result = computeMatch(inputs.inputs, fields.locale);
  if (!result.ok) return inputFailureResponse({ status: 400, ...result.failure });
  // private: births and names are personal data.
  return ok({ status: 'ok', match: result.answer }, { 'cache-control': 'private, max-age=3600' });
}

/** The handler (see the module comment). */
export async function match(request: HttpRequest, _context: InvocationContext): Promise<HttpResponseInit> {
  if (request.method === 'GET') {
    const query = queryRecord(request.query);
    const locale = matchLocaleFromQuery(query);
    if (!locale.ok) return inputFailureResponse({ status: 400, ...locale.failure });
    return matchResponse(matchFieldsFromQuery(query, locale.locale));
  }
  const raw = await request.text();
  if (new TextEncoder().encode(raw).length > MAX_MATCH_BODY_BYTES)
    return errorResponse(413, `The match request is larger than ${MAX_MATCH_BODY_BYTES} bytes.`);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return badRequest('body: not valid JSON; send {"bride": {…}, "groom": {…}}', 'body');
  }
  const fields = matchFieldsFromBody(body);
  if (!fields.ok) return inputFailureResponse({ status: 400, ...fields.failure });
  return matchResponse(fields.fields);
}

/** Route row for functions/routes.ts. */
export const matchRoute: RouteDefinition = { name: 'match', route: 'match', methods: ['GET', 'POST'], handler: match };
