/**
 * Whether the chat's URL asks about a match: a module of its own, so the chat's first JavaScript can
 * decide which way to open without the match code (match-context.ts, loaded only on that path).
 */

/** Whether the page URL asks about a match (`about=match`), whether or not its births can be read. */
export function asksAboutMatch(search: string): boolean {
  return new URLSearchParams(search).get('about') === 'match';
}
