/**
 * Kala bala (temporal strength) after B.V. Raman, "Graha and Bhava Balas": nathonnatha,
 * paksha, tribhaga, abda, masa, vara, hora and ayana, in virupas. (Yuddha is added in
 * shadbala.ts because it needs the other balas first.)
 */
import type { ShadbalaComponents } from '../model/chart';
import { weekdayOfJdn } from '../time/julian';
import { SAPTA_GRAHAS, type SaptaGraha } from '../vocabulary/graha';
import type { ShadbalaContext } from './shadbala-context';
import { CHALDEAN_ORDER, WEEKDAY_LORDS } from './classical';

/** The kala components except yuddha, for one graha (virupas): the model's own fields. */
export type KalaComponents = Pick<ShadbalaComponents, 'nathonnatha' | 'paksha' | 'tribhaga' | 'abda' | 'masa' | 'vara' | 'hora' | 'ayana'>;

const zero = (): Record<SaptaGraha, number> => ({ Sun: 0, Moon: 0, Mars: 0, Mercury: 0, Jupiter: 0, Venus: 0, Saturn: 0 });
const DEG = Math.PI / 180;

/**
 * Day number of Raman's ahargana epoch. Raman's Table I counts days from an epoch such that
 * abda (360-day years) and masa (30-day months) begin on the weekday the table gives; we
 * use the continuous count from Wednesday 1951-07-11 (JDN 2433839), the day that makes his
 * table's count 1, so dates before and after 1951 are handled alike. Checked on the book's
 * 1918 example: year lord Saturn, month lord Mercury.
 */
export const RAMAN_AHARGANA_EPOCH_JDN = 2_433_839;

/** Weekday (0 = Sunday) of a Julian day number (integer, noon-based). */

/** Lords of the 360-day year and 30-day month running on the local civil day of the birth. */
export function abdaMasaLords(jdUt: number, utcOffsetMinutes: number): { abda: SaptaGraha; masa: SaptaGraha } {
  const jdn = Math.floor(jdUt + utcOffsetMinutes / 1440 + 0.5);
  const ahargana = jdn - RAMAN_AHARGANA_EPOCH_JDN;
  const yearStart = RAMAN_AHARGANA_EPOCH_JDN + 360 * Math.floor(ahargana / 360);
  const monthStart = RAMAN_AHARGANA_EPOCH_JDN + 30 * Math.floor(ahargana / 30);
  return { abda: WEEKDAY_LORDS[weekdayOfJdn(yearStart)]!, masa: WEEKDAY_LORDS[weekdayOfJdn(monthStart)]! };
}

/** Declination from a tropical ecliptic longitude (ecliptic latitude neglected, as Raman's tables do), degrees. */
export function declinationDeg(tropicalLonDeg: number, jdUt: number): number {
  const t = (jdUt - 2_451_545) / 36_525;
  const obliquityDeg = 23.439291 - 0.0130042 * t;
  return Math.asin(Math.sin(obliquityDeg * DEG) * Math.sin(tropicalLonDeg * DEG)) / DEG;
}

/** The day frame: sunrise, sunset and the birth's position in it (JD UT). */
function dayFrame(ctx: ShadbalaContext): { isDay: boolean; start: number; end: number; noon: number; sunriseBefore: number | null } {
  const t = ctx.jdUt;
  if (ctx.sunriseJdUt === null || ctx.sunsetJdUt === null) {
    // Polar day or night: fall back to local mean noon; tribhaga then uses equal 12-hour halves.
    const noon = Math.round(t + ctx.geoLonDeg / 360) - ctx.geoLonDeg / 360;
    const isDay = Math.abs(t - noon) <= 0.25;
    return {
      isDay,
      start: isDay ? noon - 0.25 : t < noon ? noon - 0.75 : noon + 0.25,
      end: isDay ? noon + 0.25 : t < noon ? noon - 0.25 : noon + 0.75,
      noon,
      sunriseBefore: null,
    };
  }
  const rise = ctx.sunriseJdUt;
  let set = ctx.sunsetJdUt;
  if (set < rise) set += 1;
  const noon = (rise + set) / 2;
  // The neighbouring day's sunrise/sunset are taken as one day away (an error of a few minutes at most).
  if (t < rise) return { isDay: false, start: set - 1, end: rise, noon, sunriseBefore: rise - 1 };
  if (t > set) return { isDay: false, start: set, end: rise + 1, noon, sunriseBefore: rise };
  return { isDay: true, start: rise, end: set, noon, sunriseBefore: rise };
}

/** Kala components (without yuddha) of every graha, virupas. */
export function kalaBala(ctx: ShadbalaContext): Record<SaptaGraha, KalaComponents> {
  const frame = dayFrame(ctx);
  const t = ctx.jdUt;
  // Nathonnatha: distance from the nearer apparent noon, 0 … 0.5 day.
  let fromNoon = Math.abs(t - frame.noon) % 1;
  if (fromNoon > 0.5) fromNoon = 1 - fromNoon;
  const divaBala = 60 * (1 - fromNoon / 0.5);
  const nathonnatha: Record<SaptaGraha, number> = {
    Sun: divaBala,
    Jupiter: divaBala,
    Venus: divaBala,
    Moon: 60 - divaBala,
    Mars: 60 - divaBala,
    Saturn: 60 - divaBala,
    Mercury: 60,
  };
  // Paksha: benefics gain as the Moon waxes, malefics as it wanes; the Moon's own value is doubled.
  const phaseDeg = ctx.elongationDeg > 180 ? 360 - ctx.elongationDeg : ctx.elongationDeg;
  const paksha = zero();
  for (const g of SAPTA_GRAHAS) paksha[g] = ctx.benefic[g] || g === 'Moon' ? phaseDeg / 3 : 60 - phaseDeg / 3;
  paksha.Moon *= 2;
  // Tribhaga: thirds of the day (Mercury, Sun, Saturn) or night (Moon, Venus, Mars); Jupiter always.
  const tribhaga = zero();
  const third = Math.min(2, Math.floor((3 * (t - frame.start)) / (frame.end - frame.start)));
  tribhaga[(frame.isDay ? ['Mercury', 'Sun', 'Saturn'] : ['Moon', 'Venus', 'Mars'])[third] as SaptaGraha] = 60;
  tribhaga.Jupiter = 60;
  const { abda: abdaLord, masa: masaLord } = abdaMasaLords(t, ctx.utcOffsetMinutes);
  const varaLord = WEEKDAY_LORDS[ctx.varaIndex]!;
  // Hora: equal 60-minute horas from sunrise, the first ruled by the weekday lord (Raman).
  // Without a sunrise (polar day or night) the day starts six hours before local mean noon.
  let sunrise = frame.sunriseBefore ?? frame.noon - 0.25;
  if (sunrise > t) sunrise -= 1;
  const horaIndex = Math.floor((t - sunrise) * 24) % 24;
  const horaLord = CHALDEAN_ORDER[(CHALDEAN_ORDER.indexOf(varaLord) + horaIndex) % 7]!;
  const out = {} as Record<SaptaGraha, KalaComponents>;
  for (const g of SAPTA_GRAHAS) {
    const delta = declinationDeg(ctx.tropicalLonDeg[g], t);
    // Ayana: (24° ± declination) × 60/48; north favours Sun, Mars, Jupiter, Venus; south the Moon and Saturn; Mercury either way.
    // Raman doubles the Sun's value (his example: 38.12 for a declination of −8.5°).
    const signed = g === 'Mercury' ? Math.abs(delta) : g === 'Moon' || g === 'Saturn' ? -delta : delta;
    const ayana = (((24 + signed) * 60) / 48) * (g === 'Sun' ? 2 : 1);
    out[g] = {
      nathonnatha: nathonnatha[g],
      paksha: paksha[g],
      tribhaga: tribhaga[g],
      abda: g === abdaLord ? 15 : 0,
      masa: g === masaLord ? 30 : 0,
      vara: g === varaLord ? 45 : 0,
      hora: g === horaLord ? 60 : 0,
      ayana,
    };
  }
  return out;
}
