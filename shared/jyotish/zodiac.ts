/**
 * Sign (rasi), nakshatra and pada of a sidereal longitude: the position fields every graha
 * and the lagna carry in the ChartModel.
 */
import type { ZodiacPosition } from '../model/chart';
import { NAKSHATRAS } from '../vocabulary/nakshatra';
import { nakshatraLordOf } from './classical';
import { RASIS, rasiIndexOf } from '../vocabulary/rasi';
import { RASI_LORD } from './classical';
import { normalizeDeg } from '../math/angles';

/** Rasi, nakshatra and pada of one sidereal longitude: the ChartModel's ZodiacPosition fields without the tropical longitude and vargas. */
export type ZodiacFields = Omit<ZodiacPosition, 'tropicalLongitudeDeg' | 'vargas' | 'vargottama'>;

/**
 * Zodiac fields of a sidereal longitude (degrees, any real value; folded into [0, 360)).
 * Indices come from one multiplication each (longitude × 27 / 360 and × 108 / 360) so that a
 * longitude exactly on a boundary always falls into the later division.
 */
export function zodiacFields(siderealLongitudeDeg: number): ZodiacFields {
  const lon = normalizeDeg(siderealLongitudeDeg);
  const rasiIndex = rasiIndexOf(lon);
  const nakshatraIndex = Math.min(26, Math.floor((lon * 27) / 360));
  const padaIndex = Math.min(107, Math.floor((lon * 108) / 360));
  return {
    siderealLongitudeDeg: lon,
    rasiIndex,
    rasi: RASIS[rasiIndex]!,
    degreesInRasi: lon - rasiIndex * 30,
    nakshatraIndex,
    nakshatra: NAKSHATRAS[nakshatraIndex]!,
    pada: (padaIndex % 4) + 1,
    nakshatraLord: nakshatraLordOf(nakshatraIndex),
    rasiLord: RASI_LORD[rasiIndex]!,
  };
}
