/**
 * Mudda dasha: Vimshottari compressed into one year from the solar return (Tajika; as in
 * Jagannatha Hora). Each lord's share of the year is its Vimshottari years / 120 (Sun 18 days of a
 * 360-day year, … Venus 60), the year being the chart's dasha year. First lord: the remainder of
 * (natal nakshatra number from Ashwini + completed years − 2) / 9, counted from the Sun (1 = Sun,
 * 2 = Moon, … 0 = Venus), i.e. the lord of the nakshatra N places after the natal one (the Moon
 * progressed one nakshatra a year, P.V.R. Narasimha Rao, VAIA §30.3, Example 122: Rahu first);
 * the part of the natal Moon's nakshatra already passed at birth has passed of the first period
 * at the return, so it starts before the return as the natal Vimshottari does before birth.
 */
import { VIMSHOTTARI_ORDER, VIMSHOTTARI_YEARS } from '../jyotish/classical/vimshottari-lords';
import { NAKSHATRA_SPAN_DEG } from '../vocabulary/nakshatra';
import type { Graha } from '../vocabulary/graha';
import { normalizeDeg } from '../math/angles';

/** One mudda period. */
export interface MuddaPeriod {
  lord: Graha;
  start: string;
  startJdUt: number;
  days: number;
}

/** The nine mudda periods from the one running at the return (`returnJdUt`, Julian day UT), for `years` completed years. */
export function muddaDasha(
  natalMoonSiderealDeg: number,
  years: number,
  returnJdUt: number,
  yearDays: number,
  formatInstant: (jdUt: number) => string,
): MuddaPeriod[] {
  const units = normalizeDeg(natalMoonSiderealDeg) / NAKSHATRA_SPAN_DEG;
  const nakshatraIndex = Math.min(26, Math.floor(units));
  const first = (((nakshatraIndex + years) % 9) + 9) % 9;
  const daysOf = (lord: Graha) => (yearDays * VIMSHOTTARI_YEARS[lord]) / 120;
  const firstLord = VIMSHOTTARI_ORDER[first]!;
  let jd = returnJdUt - (units - nakshatraIndex) * daysOf(firstLord);
  return Array.from({ length: 9 }, (_, k) => {
    const lord = VIMSHOTTARI_ORDER[(first + k) % 9]!;
    const period = { lord, start: formatInstant(jd), startJdUt: jd, days: daysOf(lord) };
    jd += period.days;
    return period;
  });
}
