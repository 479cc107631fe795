/**
 * The 16 Shodasavarga divisions by the Parashari rules (BPHS ch. 6), as used by the
 * "Traditional Parasara" options of Jagannatha Hora / PyJHora:
 *
 * - D1 rasi; D2 hora: odd sign first half Sun's hora (Leo), second half Moon's (Cancer), even
 *   signs the reverse; D3 drekkana: 0–10° the sign, 10–20° its 5th, 20–30° its 9th;
 *   D4: the sign, 4th, 7th, 10th; D7: odd signs count from the sign, even from its 7th;
 *   D9: counted continuously from Aries (movable from itself, fixed from 9th, dual from 5th);
 *   D10: odd from the sign, even from its 9th; D12: from the sign; D16: movable from Aries,
 *   fixed from Leo, dual from Sagittarius; D20: movable from Aries, fixed from Sagittarius, dual
 *   from Leo; D24: odd from Leo, even from Cancer; D27: fire from Aries, earth from Cancer,
 *   air from Libra, water from Capricorn (continuous from Aries); D30: odd 5/5/8/7/5° to Mars,
 *   Saturn, Jupiter, Mercury, Venus (Aries, Aquarius, Sagittarius, Gemini, Libra), even the
 *   reverse (Taurus, Virgo, Pisces, Capricorn, Scorpio for 5/7/8/5/5°); D40: odd from Aries,
 *   even from Libra; D45: movable from Aries, fixed from Leo, dual from Sagittarius; D60: from
 *   the sign.
 *
 * "Odd" signs are Aries, Gemini, … (rasi index even); movable = Aries, Cancer, Libra,
 * Capricorn; fixed = Taurus, Leo, Scorpio, Aquarius; dual = the rest.
 */
import type { Varga } from '../vocabulary/settings';
import { normalizeDeg } from '../math/angles';
import { rasiIndexOf } from '../vocabulary/rasi';

const ARIES = 0,
  TAURUS = 1,
  GEMINI = 2,
  CANCER = 3,
  LEO = 4,
  VIRGO = 5,
  LIBRA = 6,
  SCORPIO = 7;
const SAGITTARIUS = 8,
  CAPRICORN = 9,
  AQUARIUS = 10,
  PISCES = 11;

/** Trimsamsa: [end degree, sign] for odd and even signs. */
const TRIMSAMSA_ODD: readonly (readonly [number, number])[] = [
  [5, ARIES],
  [10, AQUARIUS],
  [18, SAGITTARIUS],
  [25, GEMINI],
  [30, LIBRA],
];
const TRIMSAMSA_EVEN: readonly (readonly [number, number])[] = [
  [5, TAURUS],
  [12, VIRGO],
  [20, PISCES],
  [25, CAPRICORN],
  [30, SCORPIO],
];

/** First sign of the count for movable / fixed / dual signs. */
function byModality(rasiIndex: number, movable: number, fixed: number, dual: number): number {
  const modality = rasiIndex % 3;
  return modality === 0 ? movable : modality === 1 ? fixed : dual;
}

/**
 * Rasi index (0 = Aries) that a sidereal longitude (degrees, any value) occupies in varga D`division`.
 * Part numbers come from `degreesInRasi × D / 30`, floored, so a longitude exactly on a part
 * boundary belongs to the later part.
 */
export function vargaRasiIndex(siderealLongitudeDeg: number, division: Varga): number {
  const lon = normalizeDeg(siderealLongitudeDeg);
  const sign = rasiIndexOf(lon);
  return vargaOfSign(lon, sign, lon - sign * 30, division);
}

/** `vargaRasiIndex` for a longitude already split: `lon` in [0, 360), its `sign` and `deg` (degrees in the sign). */
function vargaOfSign(lon: number, sign: number, deg: number, division: Varga): number {
  const part = Math.min(division - 1, Math.floor((deg * division) / 30));
  const odd = sign % 2 === 0;
  let start: number;
  switch (division) {
    case 1:
      return sign;
    case 2:
      return (part === 0) === odd ? LEO : CANCER;
    case 3:
      return (sign + part * 4) % 12;
    case 4:
      return (sign + part * 3) % 12;
    case 7:
      start = odd ? sign : sign + 6;
      break;
    case 9:
      return Math.floor((lon * 9) / 30) % 12;
    case 10:
      start = odd ? sign : sign + 8;
      break;
    case 12:
      start = sign;
      break;
    case 16:
      start = byModality(sign, ARIES, LEO, SAGITTARIUS);
      break;
    case 20:
      start = byModality(sign, ARIES, SAGITTARIUS, LEO);
      break;
    case 24:
      start = odd ? LEO : CANCER;
      break;
    case 27:
      return Math.floor((lon * 27) / 30) % 12;
    case 30: {
      const table = odd ? TRIMSAMSA_ODD : TRIMSAMSA_EVEN;
      for (const [endDeg, rasi] of table) if (deg < endDeg) return rasi;
      return table[table.length - 1]![1];
    }
    case 40:
      start = odd ? ARIES : LIBRA;
      break;
    case 45:
      start = byModality(sign, ARIES, LEO, SAGITTARIUS);
      break;
    case 60:
      start = sign;
      break;
  }
  return (start + part) % 12;
}

/** All 16 vargas of one sidereal longitude: D-number → rasi index (0 = Aries). */
export function shodasavarga(siderealLongitudeDeg: number): Record<Varga, number> {
  const lon = normalizeDeg(siderealLongitudeDeg);
  const sign = rasiIndexOf(lon);
  const deg = lon - sign * 30;
  // One literal with every key of VARGAS rather than sixteen stores into `{}`: V8 makes it from one
  // template instead of growing sparse elements key by key (measured ~4× faster, ~1/3 less memory;
  // ten per chart). Integer keys serialise in ascending order either way, so the JSON is the same.
  return {
    1: sign,
    2: vargaOfSign(lon, sign, deg, 2),
    3: vargaOfSign(lon, sign, deg, 3),
    4: vargaOfSign(lon, sign, deg, 4),
    7: vargaOfSign(lon, sign, deg, 7),
    9: vargaOfSign(lon, sign, deg, 9),
    10: vargaOfSign(lon, sign, deg, 10),
    12: vargaOfSign(lon, sign, deg, 12),
    16: vargaOfSign(lon, sign, deg, 16),
    20: vargaOfSign(lon, sign, deg, 20),
    24: vargaOfSign(lon, sign, deg, 24),
    27: vargaOfSign(lon, sign, deg, 27),
    30: vargaOfSign(lon, sign, deg, 30),
    40: vargaOfSign(lon, sign, deg, 40),
    45: vargaOfSign(lon, sign, deg, 45),
    60: vargaOfSign(lon, sign, deg, 60),
  };
}
