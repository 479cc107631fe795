/**
 * Both births ↔ the page URL and the `/api/match` query: each person's `/api/chart` parameters
 * (site/lib/birth-query.ts) prefixed with `bride` / `groom` (shared/contracts/match-request.ts),
 * the ayanamsa once. The page URL is the API query, so a shared link reloads the same match.
 */
import { MATCH_PERSONS, prefixedField, type MatchPerson } from '../../../shared/contracts/match-fields';
import type { Ayanamsa } from '../../../shared/vocabulary/settings';
import { ChartApiError, resolveBirthQuery } from '../../lib/api';
import { ayanamsaFromQuery, birthToQuery, queryNamesPlace, queryToBirth } from '../../lib/birth-query';
import type { BirthDetails } from '../../stores/birth';

/** Both births and the ayanamsa. */
export interface MatchRequest {
  bride: BirthDetails;
  groom: BirthDetails;
  ayanamsa: Ayanamsa;
}

/** The prefixed query of a match request. */
export function matchToQuery(request: MatchRequest): URLSearchParams {
  const query = new URLSearchParams();
  for (const person of MATCH_PERSONS) {
    for (const [key, value] of birthToQuery({ birth: request[person], ayanamsa: request.ayanamsa })) {
      if (key !== 'ayanamsa') query.set(prefixedField(person, key), value);
    }
  }
  query.set('ayanamsa', request.ayanamsa);
  return query;
}

/** One person's unprefixed `/api/chart` parameters from a match query. */
export function personQuery(params: URLSearchParams, person: MatchPerson): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of params) {
    if (key.startsWith(person) && key.length > person.length)
      out.set(key.charAt(person.length).toLowerCase() + key.slice(person.length + 1), value);
  }
  const ayanamsa = params.get('ayanamsa');
  if (ayanamsa) out.set('ayanamsa', ayanamsa);
  return out;
}

/** Reads a match from a page query; null unless both births are there. */
export function queryToMatch(params: URLSearchParams): MatchRequest | null {
  const bride = queryToBirth(personQuery(params, 'bride'));
  const groom = queryToBirth(personQuery(params, 'groom'));
  if (!bride || !groom) return null;
  return { bride: bride.birth, groom: groom.birth, ayanamsa: bride.ayanamsa };
}

/** True when both persons are in the query and at least one names the place without coordinates (resolveMatchQuery). */
export function matchNamesPlace(params: URLSearchParams): boolean {
  const people = MATCH_PERSONS.map((person) => personQuery(params, person));
  return people.every((q) => queryToBirth(q) !== null || queryNamesPlace(q)) && people.some(queryNamesPlace);
}

/**
 * A match query where a person's place is named, not given by coordinates (matchNamesPlace): each
 * such birth as the chart API resolves it (site/lib/api.ts resolveBirthQuery), or each person's
 * refusal.
 */
export async function resolveMatchQuery(
  params: URLSearchParams,
): Promise<{ request: MatchRequest } | { failures: { person: MatchPerson; error: ChartApiError }[] }> {
  const settled = await Promise.allSettled(
    MATCH_PERSONS.map((person) => {
      const query = personQuery(params, person);
      const given = queryToBirth(query);
      return given ? Promise.resolve(given.birth) : resolveBirthQuery(query).then((resolved) => resolved.birth);
    }),
  );
  const failures = settled.flatMap((result, i) =>
    result.status === 'rejected'
      ? [
          {
            person: MATCH_PERSONS[i]!,
            error: ChartApiError.of(result.reason),
          },
        ]
      : [],
  );
  if (failures.length > 0) return { failures };
  const [bride, groom] = settled.map((result) => (result as PromiseFulfilledResult<BirthDetails>).value) as [BirthDetails, BirthDetails];
  return { request: { bride, groom, ayanamsa: ayanamsaFromQuery(params) } };
}
