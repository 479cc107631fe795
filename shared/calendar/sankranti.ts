/**
 * The twelve sankrantis: the instants the Sun's sidereal longitude crosses a multiple of 30°, and
 * the day their punya kala (the merit time for bathing and gifts) is kept. Dharmasindhu I
 * ("Sankranti-nirnaya"), after Nirnayasindhu I: a sankranti between sunrise and sunset is kept
 * that day; one at night is kept on the next day when it is Makara (Uttarayana begins), on the
 * day before when it is Karka (Dakshinayana begins), and for the others on the day before when
 * it falls before midnight, on the next day after it.
 */
import { RASI_NAMES } from '../vocabulary/rasi';
import type { Localized } from '../vocabulary/localized';
import { addDays, type PlaceDays } from './place-days';
import { solveWrapped, type SkySpan } from './sky-span';

const MAKARA = 9;
const KARKA = 3;

/** A sankranti with its kept day. */
export interface Sankranti {
  /** Sign entered, 0 = Mesha. */
  sign: number;
  key: string;
  name: Localized;
  instantJd: number;
  /** Day its punya kala is kept. */
  date: string;
  /** Civil date of the instant itself. */
  civilDate: string;
  /** When it falls: 'day' (sunrise to sunset), 'night-before-midnight', 'night-after-midnight'. */
  when: 'day' | 'night-before-midnight' | 'night-after-midnight';
}

const keyOf = (sign: number) => (sign === MAKARA ? 'makar-sankranti' : `${RASI_NAMES[sign]!.sanskrit.toLowerCase()}-sankranti`);

/** The sankrantis with instants in [fromJd, toJd]. */
export function sankrantis(sky: SkySpan, days: PlaceDays, fromJd: number, toJd: number): Sankranti[] {
  const out: Sankranti[] = [];
  // The Sun moves 0.95–1.02°/day: stepping five days never skips a sign.
  let sign = Math.floor(sky.siderealSunDeg(fromJd) / 30);
  for (let jd = fromJd; jd <= toJd + 5; jd += 5) {
    const next = Math.floor(sky.siderealSunDeg(Math.min(jd + 5, toJd)) / 30);
    if (next === sign) continue;
    sign = next;
    const instantJd = solveWrapped(sky.siderealSunDeg, next * 30, jd + 2.5);
    if (instantJd < fromJd || instantJd > toJd) continue;
    const hinduDate = days.hinduDateOf(instantJd);
    const day = days.day(hinduDate);
    const midnight = (day.sunsetJd + day.nextSunriseJd) / 2;
    const when = instantJd < day.sunsetJd ? 'day' : instantJd < midnight ? 'night-before-midnight' : 'night-after-midnight';
    let date = hinduDate;
    if (when !== 'day') {
      if (next === MAKARA) date = addDays(hinduDate, 1);
      else if (next !== KARKA && when === 'night-after-midnight') date = addDays(hinduDate, 1);
    }
    const rasi = RASI_NAMES[next]!;
    const label = next === MAKARA ? 'Makar' : rasi.sanskrit;
    out.push({
      sign: next,
      key: keyOf(next),
      name: { en: `${label} Sankranti`, hi: `${rasi.hi} संक्रांति` },
      instantJd,
      date,
      civilDate: days.civilDateOf(instantJd),
      when,
    });
  }
  return out;
}
