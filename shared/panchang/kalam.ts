/**
 * Rahu Kalam, Yamaganda and Gulika Kalam: the daytime (sunrise to sunset) cut into eight equal
 * parts, one part each by weekday. Parts are numbered 1–8 from sunrise; weekday 0 = Sunday.
 */

/** Part (1–8) of the daytime by weekday (Sunday first). */
export const KALAM_PART = {
  rahuKalam: [8, 2, 7, 5, 6, 4, 3],
  yamaganda: [5, 4, 3, 2, 1, 7, 6],
  gulikaKalam: [7, 6, 5, 4, 3, 2, 1],
} as const;

/** The named kalam periods of a weekday, as Julian-day pairs. */
export function kalams(sunrise: number, sunset: number, weekday: number): Record<keyof typeof KALAM_PART, [number, number]> {
  const part = (sunset - sunrise) / 8;
  const at = (n: number): [number, number] => [sunrise + (n - 1) * part, sunrise + n * part];
  return {
    rahuKalam: at(KALAM_PART.rahuKalam[weekday]!),
    yamaganda: at(KALAM_PART.yamaganda[weekday]!),
    gulikaKalam: at(KALAM_PART.gulikaKalam[weekday]!),
  };
}
