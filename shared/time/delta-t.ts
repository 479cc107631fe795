/**
 * ΔT = TT − UT (seconds). Inside 1899–2101: linear interpolation of Swiss Ephemeris' own table
 * (good to 0.007 s against swe_deltat). Outside: the Espenak–Meeus polynomials (NASA Five
 * Millennium Canon of Solar Eclipses, 2006), which extend Morrison & Stephenson (2004); beyond
 * −500…+2150 the Morrison–Stephenson parabola −20 + 32·u², u = (year − 1820)/100. At each join
 * the polynomial is shifted to meet the table, with the shift fading out linearly over 100
 * years, so ΔT is continuous there and tends to the published formula far away.
 */
import { DELTA_T_TABLE } from './delta-t-table';

const FADE_YEARS = 100;
const N = DELTA_T_TABLE.length / 2;
const FIRST_JD = DELTA_T_TABLE[0] as number;
const FIRST_DT = DELTA_T_TABLE[1] as number;
const LAST_JD = DELTA_T_TABLE[2 * N - 2] as number;
const LAST_DT = DELTA_T_TABLE[2 * N - 1] as number;
const SHIFT_BEFORE = FIRST_DT - espenakMeeusSeconds(decimalYear(FIRST_JD));
const SHIFT_AFTER = LAST_DT - espenakMeeusSeconds(decimalYear(LAST_JD));

/** ΔT = TT − UT in seconds at a Julian day (UT); continuous, defined for any finite JD. */
export function deltaTSeconds(jdUt: number): number {
  if (jdUt < FIRST_JD) {
    const y = decimalYear(jdUt);
    const fade = Math.max(0, 1 - (decimalYear(FIRST_JD) - y) / FADE_YEARS);
    return espenakMeeusSeconds(y) + SHIFT_BEFORE * fade;
  }
  if (jdUt >= LAST_JD) {
    const y = decimalYear(jdUt);
    const fade = Math.max(0, 1 - (y - decimalYear(LAST_JD)) / FADE_YEARS);
    return espenakMeeusSeconds(y) + SHIFT_AFTER * fade;
  }
  // Rows are ~182.6 days apart: guess the index, then correct (at most a step or two).
  let i = Math.min(N - 2, Math.floor((jdUt - FIRST_JD) / 182.62));
  while (i > 0 && (DELTA_T_TABLE[2 * i] as number) > jdUt) i--;
  while (i < N - 2 && (DELTA_T_TABLE[2 * i + 2] as number) <= jdUt) i++;
  const jd0 = DELTA_T_TABLE[2 * i] as number;
  const dt0 = DELTA_T_TABLE[2 * i + 1] as number;
  const jd1 = DELTA_T_TABLE[2 * i + 2] as number;
  const dt1 = DELTA_T_TABLE[2 * i + 3] as number;
  return dt0 + ((dt1 - dt0) * (jdUt - jd0)) / (jd1 - jd0);
}

/** Julian day TT (terrestrial time) for a Julian day UT. */
export function jdUtToJdTt(jdUt: number): number {
  return jdUt + deltaTSeconds(jdUt) / 86_400;
}

/** Decimal Gregorian year of a JD (mean Gregorian year; adequate for ΔT polynomials). */
export function decimalYear(jd: number): number {
  return 2000 + (jd - 2_451_544.5) / 365.2425;
}

/** Espenak–Meeus (2006) ΔT polynomials in seconds for a decimal year `y`. */
export function espenakMeeusSeconds(y: number): number {
  if (y < -500 || y >= 2150) {
    const u = (y - 1820) / 100;
    return -20 + 32 * u * u;
  }
  if (y < 500) {
    const u = y / 100;
    return (
      10583.6 - 1014.41 * u + 33.78311 * u ** 2 - 5.952053 * u ** 3 - 0.1798452 * u ** 4 + 0.022174192 * u ** 5 + 0.0090316521 * u ** 6
    );
  }
  if (y < 1600) {
    const u = (y - 1000) / 100;
    return 1574.2 - 556.01 * u + 71.23472 * u ** 2 + 0.319781 * u ** 3 - 0.8503463 * u ** 4 - 0.005050998 * u ** 5 + 0.0083572073 * u ** 6;
  }
  if (y < 1700) {
    const t = y - 1600;
    return 120 - 0.9808 * t - 0.01532 * t ** 2 + t ** 3 / 7129;
  }
  if (y < 1800) {
    const t = y - 1700;
    return 8.83 + 0.1603 * t - 0.0059285 * t ** 2 + 0.00013336 * t ** 3 - t ** 4 / 1174000;
  }
  if (y < 1860) {
    const t = y - 1800;
    return (
      13.72 -
      0.332447 * t +
      0.0068612 * t ** 2 +
      0.0041116 * t ** 3 -
      0.00037436 * t ** 4 +
      0.0000121272 * t ** 5 -
      0.0000001699 * t ** 6 +
      0.000000000875 * t ** 7
    );
  }
  if (y < 1900) {
    const t = y - 1860;
    return 7.62 + 0.5737 * t - 0.251754 * t ** 2 + 0.01680668 * t ** 3 - 0.0004473624 * t ** 4 + t ** 5 / 233174;
  }
  if (y < 1920) {
    const t = y - 1900;
    return -2.79 + 1.494119 * t - 0.0598939 * t ** 2 + 0.0061966 * t ** 3 - 0.000197 * t ** 4;
  }
  if (y < 1941) {
    const t = y - 1920;
    return 21.2 + 0.84493 * t - 0.0761 * t ** 2 + 0.0020936 * t ** 3;
  }
  if (y < 1961) {
    const t = y - 1950;
    return 29.07 + 0.407 * t - t ** 2 / 233 + t ** 3 / 2547;
  }
  if (y < 1986) {
    const t = y - 1975;
    return 45.45 + 1.067 * t - t ** 2 / 260 - t ** 3 / 718;
  }
  if (y < 2005) {
    const t = y - 2000;
    return 63.86 + 0.3345 * t - 0.060374 * t ** 2 + 0.0017275 * t ** 3 + 0.000651814 * t ** 4 + 0.00002373599 * t ** 5;
  }
  if (y < 2050) {
    const t = y - 2000;
    return 62.92 + 0.32217 * t + 0.005589 * t ** 2;
  }
  const u = (y - 1820) / 100;
  return -20 + 32 * u * u - 0.5628 * (2150 - y);
}
