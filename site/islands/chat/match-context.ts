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
import { MATCH_PERSONS, type MatchPerson, matchPersonName } from '../../../shared/vocabulary/match-person';
import type { ChartApiError } from '../../lib/api';
import { localizePath } from '../../i18n/paths';
import { matchToQuery, personQuery, queryToMatch, readableBirth, resolveMatchQuery } from '../matching/match-query';

/** The match the chat is about. */
export interface MatchContext {
  /** The prefixed `/api/match` fields, sent with every chat request. */
  query: Record<string, string>;
  /** The bride's birth (the conversation is listed with it). */
  bride: BirthDetails;
  groom: BirthDetails;
}

/** Reads the match from the page URL; null unless it asks about a match with both births the page reads alone. */
export function readMatchContext(search: string): MatchContext | null {
  const params = new URLSearchParams(search);
  if (params.get('about') !== 'match') return null;
  // The births alone: the options go to the server as given (it refuses one it does not know, by name).
  const births = new URLSearchParams(params);
  for (const field of MATCH_SHARED_FIELDS) births.delete(field);
  const request = queryToMatch(births);
  // A date or time that does not exist (2023-02-30) is left for the chart API to refuse (resolveMatchContext).
  if (!request || MATCH_PERSONS.some((person) => !readableBirth(personQuery(births, person)))) return null;
  // The prefixed fields and the shared ayanamsa/node, as the page sent them (the server validates them).
  const shared = MATCH_SHARED_FIELDS as readonly string[];
  const query = Object.fromEntries([...params].filter(([key]) => /^(bride|groom)[A-Z]/.test(key) || shared.includes(key)));
  return { query, bride: request.bride, groom: request.groom };
}

/** A match the chat cannot talk about: each refusal (a shared option once, without a person) and the way back. */
export interface MatchRefusal {
  failures: { person: MatchPerson | null; error: ChartApiError }[];
  /** /kundali-matching with every value the URL held (it shows each refusal on its person's field). */
  editHref: string;
}

/**
 * The match of a URL asking about one (asksAboutMatch) whose births the page cannot read alone
 * (readMatchContext is null): read by the chart API as /kundali-matching reads it (resolveMatchQuery),
 * or refused, naming each person's field. Never the visitor's own birth in its place.
 */
export async function resolveMatchContext(search: string, locale: Locale): Promise<{ match: MatchContext } | { refused: MatchRefusal }> {
  const params = new URLSearchParams(search);
  const resolved = await resolveMatchQuery(params);
  if ('request' in resolved) {
    const query = Object.fromEntries(matchToQuery(resolved.request));
    return { match: { query, bride: resolved.request.bride, groom: resolved.request.groom } };
  }
  params.delete('about');
  const shared = MATCH_SHARED_FIELDS as readonly string[];
  return {
    refused: {
      failures: resolved.failures.map(({ person, error }) => ({ person: shared.includes(error.field ?? '') ? null : person, error })),
      editHref: localizePath(locale, `/kundali-matching?${params.toString()}`),
    },
  };
}

/**
 * One refusal of a match in the page's language, naming the person ("Bride: date: day 30 does not exist in
 * 2023-02-30", "वधू: जन्म तिथि …"); `worded` is the field's refusal (site/i18n/birth-refusal.ts).
 */
export function matchRefusalLine(person: MatchPerson | null, worded: string, locale: Locale): string {
  return person ? `${matchPersonName(person, locale)}: ${worded}` : worded;
}

/**
 * What the chat shows for a match link it cannot read, in the page's language: the refusals as the
 * matching page words them ("Error: …"), the heading and the link's text (their words loaded only here).
 */
export async function matchRefusalView(
  refused: MatchRefusal,
  locale: Locale,
): Promise<{ heading: string; lines: string[]; editText: string }> {
  const [{ wordBirthRefusal }, { kundaliText }, { chatMatchRefusalText }] = await Promise.all([
    import('../../i18n/birth-refusal'),
    import('../../i18n/kundali'),
    import('../../i18n/chat-match-refusal'),
  ]);
  const words = chatMatchRefusalText[locale];
  const lines = refused.failures.map(({ person, error }) =>
    kundaliText[locale].errorPrefix(matchRefusalLine(person, wordBirthRefusal(locale, error), locale)),
  );
  return { heading: words.matchRefused, lines, editText: words.editMatch };
}

/** The message that starts the conversation about the match, in the page's language. */
export function matchFirstPrompt(context: MatchContext, locale: Locale = 'en'): string {
  return chatSubjectMessages[locale].matchPrompt(context.bride.name, context.groom.name);
}
