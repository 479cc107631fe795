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
 * Kshaya months (two sankrantis in one month, a few per century) are not marked.
 */
import { ayanamsaDeg } from '../astronomy/ayanamsa';
import { grahaPosition } from '../astronomy/positions';
import type { Ayanamsa } from '../vocabulary/settings';
import type { LunarMonthName } from './types';

/** Lunar months, Chaitra first. */
export const LUNAR_MONTHS = [
  'Chaitra',
  'Vaishakha',
  'Jyeshtha',
  'Ashadha',
  'Shravana',
  'Bhadrapada',
  'Ashwin',
  'Kartika',
  'Margashirsha',
  'Pausha',
  'Magha',
  'Phalguna',
] as const;
/** Years between the Gregorian year and Vikram Samvat from Chaitra onwards. */
const VIKRAM_OFFSET = 57;
/** Vikram Samvat − Shaka Samvat. */
const SHAKA_FROM_VIKRAM = 135;

/** The new moon (elongation a multiple of 360°) nearest to `guessJd` in the direction of its sign, by Newton on the engine's positions. */
function newMoonNear(targetElongation: number, guessJd: number, elongationAt: (jd: number) => { deg: number; rate: number }): number {
  let t = guessJd;
  for (let i = 0; i < 12; i++) {
    const { deg, rate } = elongationAt(t);
    let diff = (deg - targetElongation) % 360;
    if (diff > 180) diff -= 360;
    if (diff < -180) diff += 360;
    const dt = -diff / rate;
    t += dt;
    if (Math.abs(dt) < 1e-5) break;
  }
  return t;
}

/** Lunar month facts for the instant `jd` (the day's sunrise). */
export function lunarMonth(jd: number, ayanamsa: Ayanamsa, gregorianYear: number, gregorianMonth: number) {
  const elongationAt = (t: number) => {
    const s = grahaPosition(t, 'Sun', 'mean');
    const m = grahaPosition(t, 'Moon', 'mean');
    return { deg: m.tropicalLongitudeDeg - s.tropicalLongitudeDeg, rate: m.speedDegPerDay - s.speedDegPerDay };
  };
  const now = elongationAt(jd);
  const since = ((now.deg % 360) + 360) % 360;
  const previous = newMoonNear(0, jd - since / 12.19, elongationAt);
  const next = newMoonNear(0, previous + 29.53, elongationAt);
  const sunSign = (t: number) => {
    const lon = grahaPosition(t, 'Sun', 'mean').tropicalLongitudeDeg - ayanamsaDeg(t, ayanamsa);
    return Math.floor((((lon % 360) + 360) % 360) / 30);
  };
  const s1 = sunSign(previous);
  const s2 = sunSign(next);
  const amantaIndex = (s1 + 1) % 12;
  const krishna = since >= 180;
  const purnimantaIndex = krishna ? (amantaIndex + 1) % 12 : amantaIndex;
  const adhika = s1 === s2;
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
