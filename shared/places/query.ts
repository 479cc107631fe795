/** Query helpers of the place index: splitting "City, Region, Country" and matching at word starts. */
import { foldForSearch } from './fold';

/** Longest accepted query, characters (the API answers 400 above it). */
export const MAX_PLACE_QUERY_LENGTH = 100;

/** Splits "City, Region, Country" into the folded city and folded qualifiers (empty ones dropped). */
export function splitQuery(query: string): { city: string; qualifiers: string[] } {
  const [head = '', ...rest] = query.slice(0, MAX_PLACE_QUERY_LENGTH * 2).split(',');
  return { city: foldForSearch(head), qualifiers: rest.map(foldForSearch).filter((q) => q.length > 0) };
}

/** Suffixes of a folded name starting at each inner word ("new york city" → "york city", "city"). */
export function innerWords(key: string): string[] {
  const words: string[] = [];
  for (let i = key.indexOf(' '); i >= 0; i = key.indexOf(' ', i + 1)) words.push(key.slice(i + 1));
  return words;
}

/** True when `prefix` starts `text` or one of its words. */
export function startsAtWord(text: string, prefix: string): boolean {
  if (text.startsWith(prefix)) return true;
  const at = text.indexOf(` ${prefix}`);
  return at >= 0;
}
