/**
 * Both births ↔ the page URL and the `/api/match` query: each person's `/api/chart` parameters
 * (site/lib/birth-query.ts) prefixed with `bride` / `groom` (shared/contracts/match-request.ts),
 * the ayanamsa and node once. The page URL is the API query, so a shared link reloads the same match.
 */
import { MATCH_SHARED_FIELDS, prefixedField } from '../../../shared/contracts/match-fields';
import { MATCH_PERSONS, type MatchPerson } from '../../../shared/vocabulary/match-person';
import type { Ayanamsa, NodeType } from '../../../shared/vocabulary/settings';
import { ChartApiError } from '../../lib/api';
import { resolveBirthQuery } from '../../lib/report-api';
import { birthToQuery, queryAsksApi, queryToBirth, type BirthRequest } from '../../lib/birth-query';
import type { BirthDetails } from '../../stores/birth';
import { parseDate, parseTime } from '../../../shared/time/julian';

/** Both births, the ayanamsa and the lunar node (absent: the API's mean node). */
export interface MatchRequest {
  bride: BirthDetails;
  groom: BirthDetails;
  ayanamsa: Ayanamsa;
  node?: NodeType;
}

/** One person's chart request of a match (same ayanamsa and node). */
export function personRequest(request: MatchRequest, person: MatchPerson): BirthRequest {
  return { birth: request[person], ayanamsa: request.ayanamsa, ...(request.node ? { node: request.node } : {}) };
}

/** The prefixed query of a match request. */
export function matchToQuery(request: MatchRequest): URLSearchParams {
  const query = new URLSearchParams();
  const shared = MATCH_SHARED_FIELDS as readonly string[];
  for (const person of MATCH_PERSONS) {
    for (const [key, value] of birthToQuery(personRequest(request, person))) {
      if (!shared.includes(key)) query.set(prefixedField(person, key), value);
    }
  }
  for (const [key, value] of birthToQuery(personRequest(request, 'bride'))) if (shared.includes(key)) query.set(key, value);
  return query;
}

/** One person's unprefixed `/api/chart` parameters from a match query. */
export function personQuery(params: URLSearchParams, person: MatchPerson): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of params) {
    if (key.startsWith(person) && key.length > person.length)
      out.set(key.charAt(person.length).toLowerCase() + key.slice(person.length + 1), value);
  }
  // The shared options, as given: each person's query is then the one /api/chart would read (queryAsksApi).
  for (const field of MATCH_SHARED_FIELDS) {
    const value = params.get(field);
    if (value) out.set(field, value);
  }
  return out;
}

/** Reads a match from a page query; null unless both births are there and the page reads its options (matchAsksApi). */
export function queryToMatch(params: URLSearchParams): MatchRequest | null {
  const bride = queryToBirth(personQuery(params, 'bride'));
  const groom = queryToBirth(personQuery(params, 'groom'));
  if (!bride || !groom) return null;
  return { bride: bride.birth, groom: groom.birth, ayanamsa: bride.ayanamsa, ...(bride.node ? { node: bride.node } : {}) };
}

/**
 * One person's birth when the page reads it alone and its date and time exist (queryToBirth checks their
 * shape only: `2023-02-30` passes it); else null, and the chart API reads or refuses it (resolveMatchQuery).
 */
export function readableBirth(query: URLSearchParams): BirthRequest | null {
  const read = queryToBirth(query);
  if (!read) return null;
  try {
    parseDate(read.birth.birthDate);
    if (read.birth.timeOfBirth !== '') parseTime(read.birth.timeOfBirth);
    return read;
  } catch {
    return null;
  }
}

/**
 * True when both persons are in the query and the chart API must read it first (resolveMatchQuery): a
 * person's place is named without coordinates, or an option is not one the page reads (`ayanamsa=FOO`).
 */
export function matchAsksApi(params: URLSearchParams): boolean {
  const people = MATCH_PERSONS.map((person) => personQuery(params, person));
  return people.every((q) => queryToBirth(q) !== null || queryAsksApi(q)) && people.some(queryAsksApi);
}

/**
 * A match query the chart API must read first (matchAsksApi): each birth as the chart API reads it
 * (site/lib/api.ts resolveBirthQuery), or each person's refusal; a refused shared option (ayanamsa,
 * node) is the same for both, so it is reported once, under the bride.
 */
export async function resolveMatchQuery(
  params: URLSearchParams,
): Promise<{ request: MatchRequest } | { failures: { person: MatchPerson; error: ChartApiError }[] }> {
  const settled = await Promise.allSettled(
    MATCH_PERSONS.map((person) => {
      const query = personQuery(params, person);
      return Promise.resolve(readableBirth(query) ?? resolveBirthQuery(query));
    }),
  );
  const shared = MATCH_SHARED_FIELDS as readonly string[];
  const failures: { person: MatchPerson; error: ChartApiError }[] = [];
  settled.forEach((result, i) => {
    if (result.status !== 'rejected') return;
    const error = ChartApiError.of(result.reason);
    const said = shared.includes(error.field ?? '') && failures.some((f) => f.error.field === error.field);
    if (!said) failures.push({ person: MATCH_PERSONS[i]!, error });
  });
  if (failures.length > 0) return { failures };
  const [bride, groom] = settled.map((result) => (result as PromiseFulfilledResult<BirthRequest>).value) as [BirthRequest, BirthRequest];
  // The options as the API read them (the same query for both people).
  return { request: { bride: bride.birth, groom: groom.birth, ayanamsa: bride.ayanamsa, ...(bride.node ? { node: bride.node } : {}) } };
}
