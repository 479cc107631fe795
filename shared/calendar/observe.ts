/**
 * Which civil day keeps a tithi: the day whose karmakala (the part of the day the rite belongs
 * to) the tithi touches, the rule of the Nirnayasindhu (I, "tithi-nirnaya") that Dharmasindhu
 * repeats and almanacs apply: a tithi is taken on the day it "pervades" (vyapini) at that part.
 * When it touches the part on both days, or on neither, each rule names the day to take; an
 * instant part (sunrise, sunset, moonrise) is touched when the tithi is in force at it. A tithi
 * that no sunrise falls in is kshaya; one that two sunrises fall in spans both (vriddhi).
 */
import type { DayPart } from './day-part-names';
import { partInterval } from './day-parts';
import { addDays, type PlaceDays } from './place-days';
import type { SkySpan } from './sky-span';

/** Which day to take when the tithi touches the part on both days: 'greater' = the day it covers more of the part. */
export type TieBreak = 'first' | 'second' | 'greater';

/** What the year's tithi did, in the words almanacs use. */
export const OBSERVATIONS = [
  /** the tithi touched the part on one day only */
  'one-day',
  /** it touched the part on two days; the rule's tie-break chose */
  'both-days',
  /** it touched the part on no day; the day it was in force at sunrise was taken */
  'neither-day',
] as const;
export type Observation = (typeof OBSERVATIONS)[number];

/** A tithi's interval, Julian days UT. */
export interface TithiInterval {
  startJd: number;
  endJd: number;
}

/** The chosen day and what decided it. */
export interface Observed {
  date: string;
  observation: Observation;
  /** The other day that touched (or, for 'neither-day', came closest), when there was one. */
  otherDate: string | null;
  /** Sunrises inside the tithi: 0 = kshaya (it began and ended between two sunrises), 2 = it spanned two sunrises. */
  sunrises: number;
  /** Minutes of the part the tithi covered on the chosen day (0 for an instant part). */
  coveredMinutes: number;
}

/**
 * The day keeping `tithi` at `part` (see the module comment). `minimumDays` is the least share
 * of the part a day must hold to count (Diwali's one ghati of pradosh on the second day).
 */
export function observeTithi(tithi: TithiInterval, part: DayPart, tie: TieBreak, days: PlaceDays, sky: SkySpan, minimumDays = 0): Observed {
  const firstDate = addDays(days.hinduDateOf(tithi.startJd), -1);
  const lastDate = addDays(days.hinduDateOf(tithi.endJd), 1);
  const touching: { date: string; coveredDays: number }[] = [];
  const sunriseDays: string[] = [];
  for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) {
    const day = days.day(date);
    if (day.sunriseJd >= tithi.startJd && day.sunriseJd < tithi.endJd) sunriseDays.push(date);
    const interval = partInterval(part, day, days, sky);
    if (!interval) continue;
    const [a, b] = interval;
    if (a === b) {
      if (a >= tithi.startJd && a < tithi.endJd) touching.push({ date, coveredDays: 0 });
      continue;
    }
    const covered = Math.min(b, tithi.endJd) - Math.max(a, tithi.startJd);
    if (covered > minimumDays) touching.push({ date, coveredDays: covered });
  }
  const sunrises = sunriseDays.length;
  const minutes = (d: number) => Math.round(d * 1440);
  if (touching.length === 1) {
    return {
      date: touching[0]!.date,
      observation: 'one-day',
      otherDate: null,
      sunrises,
      coveredMinutes: minutes(touching[0]!.coveredDays),
    };
  }
  if (touching.length >= 2) {
    const [a, b] = [touching[0]!, touching[1]!];
    const takeSecond = tie === 'second' || (tie === 'greater' && b.coveredDays > a.coveredDays);
    const [chosen, other] = takeSecond ? [b, a] : [a, b];
    return { date: chosen.date, observation: 'both-days', otherDate: other.date, sunrises, coveredMinutes: minutes(chosen.coveredDays) };
  }
  // Touching no day's part: the udaya day (first or second by the tie-break), or for a kshaya tithi the day it lies in.
  const udaya = sunriseDays.length === 0 ? days.hinduDateOf(tithi.startJd) : tie === 'second' ? sunriseDays.at(-1)! : sunriseDays[0]!;
  return { date: udaya, observation: 'neither-day', otherDate: null, sunrises, coveredMinutes: 0 };
}
