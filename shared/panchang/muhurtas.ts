/**
 * Muhurtas: the daytime and the night each hold fifteen muhurtas of equal length.
 * - Abhijit: the 8th day muhurta (around local noon); not observed on Wednesdays (as almanacs print it).
 * - Brahma muhurta: the 14th muhurta of the night before sunrise (from 2 to 1 muhurta before sunrise).
 * - Dur muhurtam: by weekday, day muhurtas (and on Tuesday the 7th night muhurta):
 *   Sun 14; Mon 9, 12; Tue 4 and night 7; Wed 8; Thu 6, 12; Fri 4, 9; Sat 1, 2.
 */

/** Dur muhurtam by weekday (Sunday first): day muhurta numbers, and night muhurta numbers. */
export const DUR_MUHURTAM: readonly { day: readonly number[]; night: readonly number[] }[] = [
  { day: [14], night: [] },
  { day: [9, 12], night: [] },
  { day: [4], night: [7] },
  { day: [8], night: [] },
  { day: [6, 12], night: [] },
  { day: [4, 9], night: [] },
  { day: [1, 2], night: [] },
];
/** Weekday on which Abhijit is not taken (Wednesday). */
export const ABHIJIT_EXCLUDED_WEEKDAY = 3;

/** Julian-day pairs of the muhurta periods; `abhijit` null on Wednesday. */
export function muhurtas(frame: { previousSunset: number; sunrise: number; sunset: number; nextSunrise: number }, weekday: number) {
  const day = (frame.sunset - frame.sunrise) / 15;
  const night = (frame.nextSunrise - frame.sunset) / 15;
  const nightBefore = (frame.sunrise - frame.previousSunset) / 15;
  const dayMuhurta = (n: number): [number, number] => [frame.sunrise + (n - 1) * day, frame.sunrise + n * day];
  const nightMuhurta = (n: number): [number, number] => [frame.sunset + (n - 1) * night, frame.sunset + n * night];
  const dur = DUR_MUHURTAM[weekday]!;
  return {
    abhijit: weekday === ABHIJIT_EXCLUDED_WEEKDAY ? null : dayMuhurta(8),
    brahmaMuhurta: [frame.sunrise - 2 * nightBefore, frame.sunrise - nightBefore] as [number, number],
    durMuhurtam: [...dur.day.map(dayMuhurta), ...dur.night.map(nightMuhurta)],
  };
}
