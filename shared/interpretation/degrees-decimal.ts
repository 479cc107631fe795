/**
 * The chat's degree display rule, apart from format.ts so the chat's first load does not carry that file's date and
 * offset helpers (and the calendar code they import); format.ts re-exports it, so it is written once.
 */

/** Degrees to exactly 2 decimals with a degree sign, e.g. `7.05°` (the spec's display rule for the chat). */
export function formatDegreesDecimal(degrees: number): string {
  return `${degrees.toFixed(2)}°`;
}
