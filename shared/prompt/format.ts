/** Small text formatters shared by the system prompt and the built-in reader. */

/** Degrees to exactly 2 decimals with a degree sign, e.g. `7.05°` (the spec's display rule). */
export function formatDegrees(degrees: number): string {
  return `${degrees.toFixed(2)}°`;
}

/** The civil date part `YYYY-MM-DD` of an ISO-8601 instant (which carries the birth's offset). */
export function isoDate(iso: string): string {
  return iso.slice(0, 10);
}

/** English ordinal of a house number: 1 → `1st`, 2 → `2nd`, 11 → `11th`. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** Joins a list as prose: `a`, `a and b`, `a, b and c`; `none` when empty. */
export function listProse(items: readonly string[], empty = 'none'): string {
  if (items.length === 0) return empty;
  if (items.length === 1) return items[0]!;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
