/**
 * Panchang at an instant from the Sun's and Moon's longitudes:
 * - tithi 1–30 = floor(elongation / 12°) + 1 (elongation = Moon − Sun, frame-free), 1–15 Shukla;
 * - karana 1–60 = floor(elongation / 6°) + 1, named by `karanaName`;
 * - yoga 1–27 = floor((Sun + Moon sidereal) / 13°20′) + 1;
 * - nakshatra = the Moon's;
 * - vara: the weekday of the civil date, but a moment before that day's sunrise at the place
 *   belongs to the previous day's vara (the Hindu day runs sunrise to sunrise). Where the Sun
 *   does not rise (polar night/day) the civil weekday is used.
 */
import type { Panchang } from '../model/chart';
import { NAKSHATRAS } from '../vocabulary/nakshatra';
import { karanaName, tithiName, VARA_NAMES, YOGA_NAMES } from './panchang-names';
import { normalizeDeg } from '../math/angles';
import { weekdayOfJdn } from '../time/julian';

/** A tithi's span of Moon − Sun elongation, degrees (30 per synodic month). */
export const TITHI_SPAN_DEG = 12;
/** A karana's span of the same elongation, degrees: half a tithi (60 per synodic month). */
export const KARANA_SPAN_DEG = 6;

/** Tithi, paksha, karana and yoga from sidereal (or both tropical, for tithi/karana) longitudes in degrees. */
export function lunarDay(sunSiderealDeg: number, moonSiderealDeg: number): Pick<Panchang, 'tithi' | 'yoga' | 'karana'> {
  const elongation = normalizeDeg(moonSiderealDeg - sunSiderealDeg);
  const tithi = Math.min(30, Math.floor(elongation / TITHI_SPAN_DEG) + 1);
  const karana = Math.min(60, Math.floor(elongation / KARANA_SPAN_DEG) + 1);
  const yoga = Math.min(27, Math.floor((normalizeDeg(sunSiderealDeg + moonSiderealDeg) * 27) / 360) + 1);
  return {
    tithi: { index: tithi, name: tithiName(tithi), paksha: tithi <= 15 ? 'Shukla' : 'Krishna' },
    yoga: { index: yoga, name: YOGA_NAMES[yoga - 1]! },
    karana: { index: karana, name: karanaName(karana) },
  };
}

/** Civil weekday (0 = Sunday) of the local calendar day containing local Julian day `jdLocal` (JD shifted by the UTC offset). */
export function civilWeekday(jdLocal: number): number {
  return weekdayOfJdn(Math.floor(jdLocal + 0.5));
}

/**
 * Vara (0 = Sunday) of a birth: the civil weekday, or the one before when the birth precedes
 * that civil day's sunrise (`sunriseJdUt` null = no sunrise that day: civil weekday kept).
 */
export function varaOf(birthJdUt: number, utcOffsetMinutes: number, sunriseJdUt: number | null): { index: number; name: string } {
  const civil = civilWeekday(birthJdUt + utcOffsetMinutes / 1440);
  const index = sunriseJdUt !== null && birthJdUt < sunriseJdUt ? (civil + 6) % 7 : civil;
  return { index, name: VARA_NAMES[index]! };
}

/** The Moon's nakshatra entry of the panchang from its sidereal longitude in degrees. */
export function panchangNakshatra(moonSiderealDeg: number): Panchang['nakshatra'] {
  const lon = normalizeDeg(moonSiderealDeg);
  const index = Math.min(26, Math.floor((lon * 27) / 360));
  return { index, name: NAKSHATRAS[index]!, pada: (Math.min(107, Math.floor((lon * 108) / 360)) % 4) + 1 };
}
