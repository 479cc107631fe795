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
import { apiRoute } from '../../shared/contracts/routes';
import { matchAnswerSchema } from '../../shared/contracts/responses/match';

/** How the engine counts where traditions differ (also in shared/chart/CONVENTIONS.md). */
const MATCH_CONVENTIONS =
  'The groom is the tradition\'s "boy", the bride its "girl"; varna, vashya and gana are direction-dependent. ' +
  'Tara: stars counted inclusively both ways, remainders 3, 5, 7 (mod 9) are bad, 1.5 points per good direction. ' +
  'Vashya: Sagittarius and Capricorn change group at 15°; a 5×5 table with ½ and 1 for partial control. ' +
  'Graha maitri: natural (Parashari) relationships of the Moon-sign lords (5, 4, 3, 1, ½, 0). Gana: 6/6/0, 5/6/0, 1/0/6 (groom row, bride column). ' +
  'Bhakoot: 2/12, 5/9 and 6/8 sign distances score 0; cancelled when the Moon-sign lords are the same or friendly (maitri ≥ 4). ' +
  'Nadi: same nadi scores 0; cancelled for the same sign with different stars, the same star in different signs, or the same star and sign in different padas. ' +
  "Gana dosha (gana ≤ 1): cancelled by friendly Moon-sign lords or the bride's star 14th or beyond from the groom's. " +
  'Manglik: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th from the lagna (from the Moon when the time is unknown), with the classical cancellations; houses from the Moon and Venus are reported too. ' +
  'Verdict: < 18 not recommended, 18–24 average, 25–32 good, > 32 excellent. ' +
  'A birth without a time matches on the Moon only when its nakshatra, sign and vashya group hold all that local day; otherwise 400 asking for the time.';

/** Largest accepted POST body, bytes (two births are a few hundred). */
export const MAX_MATCH_BODY_BYTES = 8 * 1024;

/** private: births and names are personal data. */
const CACHE_CONTROL = 'private, max-age=3600';

/** The contract (see module comment). */
export const matchContract = {
  ...apiRoute('match'),
  summary: 'Kundali matching (Ashtakoota, 36 gunas) of a bride and a groom',
  description: MATCH_CONVENTIONS,
  // GET: each person's fields are checked as a birth of /api/chart, failures naming the person.
  query: matchQuerySchema,
  queryCheckedBy: 'handler',
  body: matchBodySchema,
  maxBodyBytes: MAX_MATCH_BODY_BYTES,
  cache: CACHE_CONTROL,
  responses: {
    200: { description: 'The match.', json: matchAnswerSchema },
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
