/**
 * The two people of a match and how their fields are prefixed in a URL (`bride` + `date` →
 * `brideDate`). Free of zod, so the chat page can read a match URL without the validators.
 */
import type { MatchPerson } from '../vocabulary/match-person';

/** Fields given once for both people (unprefixed). */
export const MATCH_SHARED_FIELDS = ['ayanamsa', 'node'] as const;

/** `bride` + `date` → `brideDate`. */
export const prefixedField = (person: MatchPerson, field: string): string => `${person}${field.charAt(0).toUpperCase()}${field.slice(1)}`;
