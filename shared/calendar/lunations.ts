/**
 * The lunations (new moon to new moon) over a stretch, with their 30 tithi boundaries and their
 * names: amanta month by the panchang's rule (`amantaMonthOfLunation`: the Sun's sign at the
 * opening and closing new moons), adhika when no sankranti falls in the lunation, and the
 * swallowed month of a kshaya lunation (two sankrantis). Purnimanta naming follows from the
 * amanta one: the Krishna paksha belongs to the next month, except in an adhika month, which
 * both systems bound by new moons (its Krishna paksha is still adhika).
 */
import { LUNAR_MONTH_NAMES } from '../jyotish/panchang-names';
import { TITHI_SPAN_DEG } from '../jyotish/panchang';
import { amantaMonthOfLunation, LUNATION_0_JD, SYNODIC_MONTH_DAYS } from '../panchang/lunar-month';
import { solveWrapped, type SkySpan } from './sky-span';

/** One lunation. Month indices are 0 = Chaitra … 11 = Phalguna. */
export interface Lunation {
  /** Lunation number counted from the new moon of 2000-01-06. */
  number: number;
  /** tithiStartJd[n − 1] = start of tithi n (1–30), tithiStartJd[30] = the closing new moon (Julian days UT). */
  tithiStartJd: number[];
  /** Amanta month index. */
  month: number;
  adhika: boolean;
  /** The month a kshaya lunation also carries (its festivals fall in this lunation), or null. */
  kshayaMonth: number | null;
}

/** The lunations that overlap [fromJd, toJd]. */
export function lunations(sky: SkySpan, fromJd: number, toJd: number): Lunation[] {
  // The lunations whose mean span overlaps the stretch, one either side for the true moon's ±0.6 days.
  const first = Math.floor((fromJd - LUNATION_0_JD) / SYNODIC_MONTH_DAYS) - 1;
  const last = Math.floor((toJd - LUNATION_0_JD) / SYNODIC_MONTH_DAYS) + 1;
  const newMoon = new Map<number, number>();
  const newMoonOf = (k: number) => {
    let found = newMoon.get(k);
    if (found === undefined) newMoon.set(k, (found = solveWrapped(sky.elongationDeg, 0, LUNATION_0_JD + k * SYNODIC_MONTH_DAYS)));
    return found;
  };
  const signAt = (jd: number) => Math.floor(sky.siderealSunDeg(jd) / 30);
  const out: Lunation[] = [];
  for (let k = first; k <= last; k++) {
    const start = newMoonOf(k);
    const end = newMoonOf(k + 1);
    if (end <= fromJd || start >= toJd) continue;
    const tithiStartJd = [start];
    for (let n = 2; n <= 30; n++) {
      const guess = start + ((end - start) * (n - 1)) / 30;
      tithiStartJd.push(solveWrapped(sky.elongationDeg, (n - 1) * TITHI_SPAN_DEG, guess));
    }
    tithiStartJd.push(end);
    const named = amantaMonthOfLunation(signAt(start), signAt(end));
    out.push({ number: k, tithiStartJd, month: named.index, adhika: named.adhika, kshayaMonth: named.kshayaIndex });
  }
  return out;
}

/** Month names of a tithi of a lunation, amanta and purnimanta (English transliteration), with the adhika mark. */
export function monthNames(lunation: Lunation, tithi: number): { amanta: string; purnimanta: string; adhika: boolean } {
  const purnimanta = tithi > 15 && !lunation.adhika ? (lunation.month + 1) % 12 : lunation.month;
  return {
    amanta: LUNAR_MONTH_NAMES[lunation.month]!.en,
    purnimanta: LUNAR_MONTH_NAMES[purnimanta]!.en,
    adhika: lunation.adhika,
  };
}

/** True when the lunation is the (nija, not adhika) month `month`, or swallows it as a kshaya month. */
export function isNijaMonth(lunation: Lunation, month: number): boolean {
  return !lunation.adhika && (lunation.month === month || lunation.kshayaMonth === month);
}
