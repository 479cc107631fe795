/**
 * The two people of a match and how their fields are prefixed in a URL (`bride` + `date` →
 * `brideDate`). Free of zod, so the chat page can read a match URL without the validators.
 */

/** The two people, in the order their errors are reported. */
export const MATCH_PERSONS = ['bride', 'groom'] as const;
/** One of them. */
export type MatchPerson = (typeof MATCH_PERSONS)[number];

/** Fields given once for both people (unprefixed). */
export const MATCH_SHARED_FIELDS = ['ayanamsa', 'node'] as const;

/** `bride` + `date` → `brideDate`. */
export const prefixedField = (person: MatchPerson, field: string): string => `${person}${field.charAt(0).toUpperCase()}${field.slice(1)}`;
