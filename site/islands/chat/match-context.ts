/**
 * "Ask about this match": the Kundali-matching page opens `/chat?<the /api/match query>&about=match`.
 * The chat then talks about the match: each request carries the prefixed query as `match` (the
 * server recomputes the match, as it does the chart) and the conversation opens with a question
 * about the match instead of the birth-chart reading.
 */
import type { Locale } from '../../../shared/i18n/locale';
import { chatSubjectMessages } from '../../i18n/chat-subjects';
import type { BirthDetails } from '../../stores/birth';
import { MATCH_SHARED_FIELDS } from '../../../shared/contracts/match-fields';
import { queryToMatch } from '../matching/match-query';

/** The match the chat is about. */
export interface MatchContext {
  /** The prefixed `/api/match` fields, sent with every chat request. */
  query: Record<string, string>;
  /** The bride's birth (the conversation is listed with it). */
  bride: BirthDetails;
  groom: BirthDetails;
}

/** Reads the match from the page URL; null unless it asks about a match with both births. */
export function readMatchContext(search: string): MatchContext | null {
  const params = new URLSearchParams(search);
  if (params.get('about') !== 'match') return null;
  // The births alone: the options go to the server as given (it refuses one it does not know, by name).
  const births = new URLSearchParams(params);
  for (const field of MATCH_SHARED_FIELDS) births.delete(field);
  const request = queryToMatch(births);
  if (!request) return null;
  // The prefixed fields and the shared ayanamsa/node, as the page sent them (the server validates them).
  const shared = MATCH_SHARED_FIELDS as readonly string[];
  const query = Object.fromEntries([...params].filter(([key]) => /^(bride|groom)[A-Z]/.test(key) || shared.includes(key)));
  return { query, bride: request.bride, groom: request.groom };
}

/** The message that starts the conversation about the match, in the page's language. */
export function matchFirstPrompt(context: MatchContext, locale: Locale = 'en'): string {
  return chatSubjectMessages[locale].matchPrompt(context.bride.name, context.groom.name);
}
