/**
 * GET and POST /api/match — Kundali matching (Ashtakoota, 36 gunas) of a bride and a groom.
 * POST `{"bride": {…}, "groom": {…}, "ayanamsa"?, "node"?}` where each person has exactly the
 * birth fields of `/api/chart`; GET takes the same fields prefixed (`brideDate`, `groomPlace`,
 * …) so a match can be shared by URL. Answers `{status: "ok", match}` (shared/compose/match.ts).
 * Bad input → 400 naming the person and field (`groom: time: …`, field `groom.time`), with
 * `errors` listing each person's first problem. `locale=hi` (GET) or `"locale": "hi"` (POST) writes
 * the answer's sentences and the match's own refusals in Hindi; English is the default.
 */
import type { HttpResponseInit } from '@azure/functions';
import {
  matchBodySchema,
  matchFieldsFromQuery,
  matchFieldsOfBody,
  matchInputsFrom,
  matchLocaleFromQuery,
  matchQuerySchema,
  type MatchFields,
} from '../../shared/contracts/match-request';
import { computeMatch } from '../../shared/compose/match';
import { ok, Refusal } from '../lib/http';
import { defineRoute } from '../lib/pipeline';
import { placeIndex } from '../lib/places';
import type { RouteContract } from '../lib/route';
import { MATCH_CONVENTIONS } from '../lib/openapi-match';

/** Largest accepted POST body, bytes (two births are a few hundred). */
export const MAX_MATCH_BODY_BYTES = 8 * 1024;

/** private: births and names are personal data. */
const CACHE_CONTROL = 'private, max-age=3600';

/** The contract (see module comment). */
export const matchContract = {
  name: 'match',
  route: 'match',
  methods: ['GET', 'POST'],
  summary: 'Kundali matching (Ashtakoota, 36 gunas) of a bride and a groom',
  description: MATCH_CONVENTIONS,
  // GET: each person's fields are checked as a birth of /api/chart, failures naming the person.
  query: matchQuerySchema,
  queryCheckedBy: 'handler',
  body: matchBodySchema,
  maxBodyBytes: MAX_MATCH_BODY_BYTES,
  cache: CACHE_CONTROL,
  responses: {
    200: { description: 'The match.' },
    400: "Bad input naming the person and field (groom.time), with errors listing each person's first problem.",
    413: 'Body larger than 8 KiB.',
  },
} satisfies RouteContract;

/** The answer for validated fields (shared with tests and the CLI's expectations). */
export function matchResponse(fields: MatchFields): HttpResponseInit {
  const inputs = matchInputsFrom(fields, placeIndex());
  if (!inputs.ok) throw new Refusal(inputs.failure);
  const result = computeMatch(inputs.inputs, fields.locale);
  if (!result.ok) throw new Refusal(result.failure);
  return ok({ status: 'ok', match: result.answer }, { 'cache-control': CACHE_CONTROL });
}

/** The route row; the handler is exported for tests. */
export const matchRoute = defineRoute(matchContract, ({ body, rawQuery }) => {
  if (body) return matchResponse(matchFieldsOfBody(body));
  const locale = matchLocaleFromQuery(rawQuery);
  if (!locale.ok) throw new Refusal(locale.failure);
  return matchResponse(matchFieldsFromQuery(rawQuery, locale.locale));
});
export const match = matchRoute.handler;
