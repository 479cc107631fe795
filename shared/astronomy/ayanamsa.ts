/**
 * Ayanamsas: the longitude of the sidereal zero point measured from the true equinox of date.
 * Sidereal longitude = apparent tropical longitude − ayanamsaDeg(jdUt, name), for planets and
 * house cusps alike (Swiss Ephemeris' convention).
 *
 * Fixed-epoch ayanamsas: mean value at J2000 (TT) plus the IAU 2006 general precession in
 * longitude p_A(T), plus nutation in longitude Δψ ("true" ayanamsa). This simple form matches
 * Swiss Ephemeris 2.10 to < 0.001″ over 1900–2100 for LAHIRI, RAMAN and KRISHNAMURTI, whose
 * J2000 values were read off Swiss Ephemeris (shared reference README). The others follow Swiss
 * Ephemeris' definitions (epoch t0, value at t0), converted to J2000 as documented per entry.
 */
import type { Ayanamsa } from '../vocabulary/settings';
import { deltaTSeconds } from '../time/delta-t';
import { nutation } from './nutation';
import { eclipticPrecessionMatrix, generalPrecessionDeg } from './precession';
import { DELTA_CANCRI, spicaMeanLongitudeDeg, starMeanEclipticDeg } from './fixed-stars';

/**
 * Mean ayanamsa at J2000.0 TT, degrees, for the fixed-epoch ayanamsas.
 * - LAHIRI, RAMAN, KRISHNAMURTI: read off Swiss Ephemeris 2.10.03 (swe_get_ayanamsa_ex, mean).
 * - YUKTESHWAR: Swiss Ephemeris defines it as 360° − 338.917778° at J1900 (D. Cochrane), carried
 *   to J2000 with p_A. No extra offset: against Swiss Ephemeris' own value (tests/fixtures/ayanamsa,
 *   1996-12-07) this agrees to 0.001″, while the 0.827″ offset once borrowed from RAMAN/KP by
 *   analogy put it 0.83″ off.
 * - FAGAN_BRADLEY: Swiss Ephemeris' 24.042044444° at 2433282.42346 (B1950) carried to J2000 with
 *   p_A; measured +0.41″ from Swiss Ephemeris' value (same fixture), pinned there.
 */
export const AYANAMSA_J2000_DEG: Readonly<Record<Exclude<Ayanamsa, 'TRUE_CITRA' | 'TRUE_PUSHYA'>, number>> = {
  LAHIRI: 23.857092325,
  RAMAN: 22.410791012,
  KRISHNAMURTI: 23.760240012,
  YUKTESHWAR: 360 - 338.917778 - generalPrecessionDeg(2_415_020.0),
  FAGAN_BRADLEY: 24.042044444 - generalPrecessionDeg(2_433_282.42346),
};

/** Longitude Swiss Ephemeris' TRUE_CITRA assigns to Spica (α Vir): exactly 180° sidereal. */
const SPICA_SIDEREAL_DEG = 180;
/** Longitude Swiss Ephemeris' TRUE_PUSHYA assigns to Asellus Australis (δ Cnc): 106° sidereal (P.V.R. Narasimha Rao's Pushya-paksha). */
const PUSHYA_SIDEREAL_DEG = 106;

/**
 * Ayanamsa in degrees at a Julian day (UT): the true ayanamsa (with nutation in longitude, to
 * subtract from apparent positions) by default, or the mean one (`kind = 'mean'`, to subtract
 * from positions on the mean equinox, e.g. the `geometric-mean-equinox` reduction).
 * TRUE_CITRA puts Spica's mean-of-date position (catalogue place with proper motion, no
 * aberration, no nutation) at 180°, so it follows the star rather than a fixed rate. Swiss
 * Ephemeris' TRUE_CITRA uses Spica's apparent place instead (aberration, up to ~20″); ours is
 * measured 12.7″ larger on 1996-12-07 (tests/fixtures/ayanamsa), a stated convention, pinned.
 */
export function ayanamsaDeg(jdUt: number, ayanamsa: Ayanamsa, kind: 'true' | 'mean' = 'true'): number {
  const jdTt = jdUt + deltaTSeconds(jdUt) / 86_400;
  const mean = meanAyanamsaDeg(jdTt, ayanamsa);
  return kind === 'mean' ? mean : mean + nutation(jdTt).nutationLongitudeDeg;
}

/** The true ayanamsa from a Julian day TT and the nutation in longitude already computed for it: `ayanamsaDeg`'s value, without its nutation series. */
export function trueAyanamsaFromNutationDeg(jdTt: number, ayanamsa: Ayanamsa, nutationLongitudeDeg: number): number {
  return meanAyanamsaDeg(jdTt, ayanamsa) + nutationLongitudeDeg;
}

/** Mean ayanamsa (no nutation) in degrees at a Julian day TT. */
export function meanAyanamsaDeg(jdTt: number, ayanamsa: Ayanamsa): number {
  if (ayanamsa === 'TRUE_CITRA') return spicaMeanLongitudeDeg(jdTt, eclipticPrecessionMatrix(jdTt)) - SPICA_SIDEREAL_DEG;
  if (ayanamsa === 'TRUE_PUSHYA')
    return starMeanEclipticDeg(DELTA_CANCRI, jdTt, eclipticPrecessionMatrix(jdTt)).lonDeg - PUSHYA_SIDEREAL_DEG;
  const base = AYANAMSA_J2000_DEG[ayanamsa];
  if (base === undefined) throw new RangeError(`ayanamsa: unknown ${JSON.stringify(ayanamsa)}`);
  return base + generalPrecessionDeg(jdTt);
}
