/**
 * Per-chart values every shadbala component reads, computed once: sidereal longitudes,
 * sign placements, the chart's own vargas and compound relationships, benefic/malefic
 * classification, and the day/night frame from the panchang's sunrise and sunset.
 */
import type { ChartBase, ChartModel } from '../model/chart';
import { normalizeDeg } from '../math/angles';
import { SAPTA_GRAHAS, type Graha, type SaptaGraha } from '../vocabulary/graha';
import type { Varga } from '../vocabulary/settings';

/** What the shadbala components need, precomputed once per chart. */
export interface ShadbalaContext {
  /** Sidereal longitudes, degrees [0, 360). */
  lonDeg: Record<Graha, number>;
  /** Tropical longitudes of date, degrees [0, 360). */
  tropicalLonDeg: Record<SaptaGraha, number>;
  rasi: Record<Graha, number>;
  /** The chart's own varga signs (D-number → rasi index), as in `GrahaPosition.vargas`. */
  vargas: Record<SaptaGraha, Record<Varga, number>>;
  /** The chart's compound (panchadha) relationships among the seven grahas. */
  compound: ChartModel['relationships']['compound'];
  ascendantDeg: number;
  mcDeg: number;
  jdUt: number;
  utcOffsetMinutes: number;
  /** Geographic longitude, degrees east. */
  geoLonDeg: number;
  /** Sun → Moon elongation, degrees [0, 360). */
  elongationDeg: number;
  /** True for grahas treated as benefic in paksha and drik bala. */
  benefic: Record<SaptaGraha, boolean>;
  /** Sunrise and sunset bracketing the birth (JD UT); null in polar day/night. */
  sunriseJdUt: number | null;
  sunsetJdUt: number | null;
  /** 0 = Sunday; the weekday by sunrise at the place. */
  varaIndex: number;
}

/**
 * Benefics for strength purposes (Raman): Jupiter and Venus always; the Moon when waxing
 * (elongation from the Sun under 180°); Mercury unless it shares its sign with the Sun,
 * Mars or Saturn. Sun, Mars and Saturn are malefic.
 */
function benefics(rasi: Record<Graha, number>, elongationDeg: number): Record<SaptaGraha, boolean> {
  const mercuryAfflicted = (['Sun', 'Mars', 'Saturn'] as const).some((g) => rasi[g] === rasi.Mercury);
  return { Sun: false, Moon: elongationDeg < 180, Mars: false, Mercury: !mercuryAfflicted, Jupiter: true, Venus: true, Saturn: false };
}

/** Builds the context from a chart base. */
export function shadbalaContext(base: ChartBase): ShadbalaContext {
  const lonDeg = {} as Record<Graha, number>;
  const tropicalLonDeg = {} as Record<SaptaGraha, number>;
  const rasi = {} as Record<Graha, number>;
  const vargas = {} as Record<SaptaGraha, Record<Varga, number>>;
  for (const p of base.grahas) {
    lonDeg[p.graha] = p.siderealLongitudeDeg;
    rasi[p.graha] = p.rasiIndex;
    if (p.graha === 'Rahu' || p.graha === 'Ketu') continue;
    tropicalLonDeg[p.graha] = p.tropicalLongitudeDeg;
    vargas[p.graha] = p.vargas;
  }
  for (const g of SAPTA_GRAHAS) if (lonDeg[g] === undefined) throw new RangeError(`grahas: ${g} missing from the chart`);
  const elongationDeg = normalizeDeg(lonDeg.Moon - lonDeg.Sun);
  return {
    lonDeg,
    tropicalLonDeg,
    rasi,
    vargas,
    compound: base.relationships.compound,
    ascendantDeg: base.lagna.siderealLongitudeDeg,
    mcDeg: base.mcSiderealDeg,
    jdUt: base.input.jdUt,
    utcOffsetMinutes: base.input.utcOffsetMinutes,
    geoLonDeg: base.input.lon,
    elongationDeg,
    benefic: benefics(rasi, elongationDeg),
    sunriseJdUt: base.panchang.sunriseJdUt,
    sunsetJdUt: base.panchang.sunsetJdUt,
    varaIndex: base.panchang.vara.index,
  };
}
