/**
 * Lunar month and samvat years.
 * - Amanta month (new moon to new moon): named after the sidereal sign the Sun occupies at the
 *   new moon that opens it — Sun in Meena → Chaitra, Mesha → Vaishakha, …; when the next new
 *   moon finds the Sun still in the same sign (no sankranti in the month) it is an adhika month
 *   with the name of the month that follows.
 * - Purnimanta (full moon to full moon): the same as amanta in Shukla paksha, the next month in
 *   Krishna paksha.
 * - Vikram Samvat starts at Chaitra Shukla Pratipada: Gregorian year + 57 from Chaitra to the
 *   end of December, + 56 from January to Phalguna. Shaka Samvat = Vikram − 135.
 * Kshaya months (two sankrantis in one month, a few per century) are not marked here; the
 * festival calendar (shared/calendar/lunations.ts) reads them from `amantaMonthOfLunation`.
 */
import { ayanamsaDeg } from '../astronomy/ayanamsa';
import { grahaPosition } from '../astronomy/positions';
import { normalizeDeg, wrap180 } from '../math/angles';
import { newtonRoot } from '../math/search';
import type { Ayanamsa } from '../vocabulary/settings';
import type { LunarMonthName } from './types';
import { LUNAR_MONTHS } from '../jyotish/panchang-names';

/** Years between the Gregorian year and Vikram Samvat from Chaitra onwards. */
const VIKRAM_OFFSET = 57;
/** Vikram Samvat − Shaka Samvat. */
const SHAKA_FROM_VIKRAM = 135;

/** Mean new moon of lunation 0 (2000-01-06) and the mean synodic month, days (Meeus, ch. 49). */
export const LUNATION_0_JD = 2_451_550.097_66;
export const SYNODIC_MONTH_DAYS = 29.530_588_861;
/** True new moons already solved, by lunation number (deterministic, so a memo is safe); bounded. */
const newMoons = new Map<number, number>();
const MAX_MEMO = 5000;

/** Moon − Sun (tropical longitudes, degrees in [−180, 180)) and its rate (degrees per day) at one instant. */
interface Elongation {
  deg: number;
  rateDegPerDay: number;
}

function elongationAt(t: number): Elongation {
  const s = grahaPosition(t, 'Sun', 'mean');
  const m = grahaPosition(t, 'Moon', 'mean');
  return { deg: wrap180(m.tropicalLongitudeDeg - s.tropicalLongitudeDeg), rateDegPerDay: m.speedDegPerDay - s.speedDegPerDay };
}

/** Julian day (UT) of the true new moon of lunation `k`: the search kernel's Newton root of Moon − Sun from the mean one. */
export function newMoonJd(k: number): number {
  const known = newMoons.get(k);
  if (known !== undefined) return known;
  const problem = { sample: elongationAt, value: (e: Elongation) => e.deg, slope: (e: Elongation) => e.rateDegPerDay };
  // The true new moon lies within ~14 h of the mean one; the elongation increases through it.
  const t = newtonRoot(problem, -Infinity, -1, Infinity, 1, { start: LUNATION_0_JD + SYNODIC_MONTH_DAYS * k }).x;
  if (newMoons.size >= MAX_MEMO) newMoons.clear();
  newMoons.set(k, t);
  return t;
}

/** The new moons before and after `jd`. */
function newMoonsAround(jd: number): [number, number] {
  let k = Math.floor((jd - LUNATION_0_JD) / SYNODIC_MONTH_DAYS);
  if (newMoonJd(k) > jd) k -= 1;
  else if (newMoonJd(k + 1) <= jd) k += 1;
  return [newMoonJd(k), newMoonJd(k + 1)];
}

/**
 * The amanta month of a lunation from the sidereal signs (0 = Mesha) the Sun occupies at its
 * opening and closing new moons: index 0 = Chaitra; `adhika` when no sankranti falls in it;
 * `kshayaIndex` the month it swallows when two do (that month has no lunation of its own).
 */
export function amantaMonthOfLunation(
  sunSignAtStart: number,
  sunSignAtEnd: number,
): { index: number; adhika: boolean; kshayaIndex: number | null } {
  const sankrantis = (sunSignAtEnd - sunSignAtStart + 12) % 12;
  return { index: (sunSignAtStart + 1) % 12, adhika: sankrantis === 0, kshayaIndex: sankrantis === 2 ? (sunSignAtStart + 2) % 12 : null };
}

/** Lunar month facts for the instant `jd` (the day's sunrise), where the Moon − Sun elongation is `elongation` degrees [0, 360). */
export function lunarMonth(jd: number, elongation: number, ayanamsa: Ayanamsa, gregorianYear: number, gregorianMonth: number) {
  const [previous, next] = newMoonsAround(jd);
  const sunSign = (t: number) => {
    const lon = grahaPosition(t, 'Sun', 'mean').tropicalLongitudeDeg - ayanamsaDeg(t, ayanamsa);
    return Math.floor(normalizeDeg(lon) / 30);
  };
  const s1 = sunSign(previous);
  const s2 = sunSign(next);
  const { index: amantaIndex, adhika } = amantaMonthOfLunation(s1, s2);
  // Krishna paksha: past the full moon, half a lunation after the new moon (elongation ≥ 180°).
  const krishna = elongation >= 180;
  const purnimantaIndex = krishna ? (amantaIndex + 1) % 12 : amantaIndex;
  const name = (index: number): LunarMonthName => ({ number: index + 1, name: LUNAR_MONTHS[index]!, adhika });
  // Months Margashirsha…Phalguna falling in January–April belong to the previous Vikram year.
  const vikram = gregorianMonth <= 4 && amantaIndex >= 8 ? gregorianYear + VIKRAM_OFFSET - 1 : gregorianYear + VIKRAM_OFFSET;
  return {
    amanta: name(amantaIndex),
    purnimanta: { ...name(purnimantaIndex), adhika: adhika && !krishna },
    newMoonJd: previous,
    nextNewMoonJd: next,
    samvat: { vikram, shaka: vikram - SHAKA_FROM_VIKRAM },
  };
}
