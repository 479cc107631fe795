/**
 * Per-chart values every shadbala component reads, computed once: sidereal longitudes,
 * sign placements, benefic/malefic classification, the day/night frame from sunrise and
 * sunset, and the temporal relationships in the rasi chart.
 */
import type { ChartBase } from '../chart/model';
import { SAPTA_GRAHAS, type Graha, type SaptaGraha } from '../vocabulary/graha';

/** What the shadbala components need, precomputed once per chart. */
export interface ShadbalaContext {
  /** Sidereal longitudes, degrees [0, 360). */
  lonDeg: Record<Graha, number>;
  /** Tropical longitudes of date, degrees [0, 360). */
  tropicalLonDeg: Record<SaptaGraha, number>;
  rasi: Record<Graha, number>;
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

/** Julian day (UT) of an ISO-8601 instant with offset; pure (parses the given string only). */
export function isoToJdUt(iso: string): number {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) throw new RangeError(`instant: not an ISO-8601 date-time: ${iso}`);
  return ms / 86_400_000 + 2_440_587.5;
}

const norm = (deg: number) => ((deg % 360) + 360) % 360;

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
  for (const p of base.grahas) {
    lonDeg[p.graha] = p.siderealLongitudeDeg;
    rasi[p.graha] = p.rasiIndex;
    if (p.graha === 'Rahu' || p.graha === 'Ketu') continue;
    tropicalLonDeg[p.graha] = p.tropicalLongitudeDeg;
  }
  for (const g of SAPTA_GRAHAS) if (lonDeg[g] === undefined) throw new RangeError(`grahas: ${g} missing from the chart`);
  const elongationDeg = norm(lonDeg.Moon - lonDeg.Sun);
  return {
    lonDeg, tropicalLonDeg, rasi,
    ascendantDeg: base.lagna.siderealLongitudeDeg, mcDeg: base.mcSiderealDeg,
    jdUt: base.input.jdUt, utcOffsetMinutes: base.input.utcOffsetMinutes, geoLonDeg: base.input.lon, elongationDeg,
    benefic: benefics(rasi, elongationDeg),
    sunriseJdUt: base.panchang.sunrise ? isoToJdUt(base.panchang.sunrise) : null,
    sunsetJdUt: base.panchang.sunset ? isoToJdUt(base.panchang.sunset) : null,
    varaIndex: base.panchang.vara.index,
  };
}
