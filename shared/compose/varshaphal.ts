/**
 * Varshaphal, the Tajika annual chart of a birth for `years` completed years: the sidereal solar
 * return (../tajika/solar-return.ts) cast as a chart at the birth place, its ascendant, the muntha
 * (natal lagna + years signs), the year lord from the five office-bearers with their
 * pancha-vargeeya bala, the Tajika aspects, the sahams and the mudda dasha. Day or night: the
 * Sun in the upper half of the annual chart (from the descendant through the MC to the ascendant,
 * along the ecliptic).
 */
import type { ChartBase } from '../model/chart';
import { IsoFormatter } from '../chart/iso';
import { normalizeDeg } from '../math/angles';
import { tajikaAspects, type TajikaAspect } from '../tajika/aspects';
import { muddaDasha, type MuddaPeriod } from '../tajika/mudda';
import { sahams, SAHAMS, type Saham } from '../tajika/sahams';
import { solarReturnJdUt } from '../tajika/solar-return';
import { yearLord, type YearLordCandidate } from '../tajika/year-lord';
import { jdUtToCivil } from '../time/julian';
import { SAPTA_GRAHAS, type SaptaGraha } from '../vocabulary/graha';
import { RASIS, type Rasi } from '../vocabulary/rasi';
import { computeChartBase } from './chart';

/** What GET /api/varshaphal serves. */
export interface Varshaphal {
  /** Completed years of life. */
  year: number;
  /** The solar return, ISO-8601 with the birth's offset, to the second. */
  moment: string;
  momentJdUt: number;
  /** True when the Sun is above the horizon at the return. */
  dayChart: boolean;
  ascendantSign: Rasi;
  ascendantDeg: number;
  munthaSign: Rasi;
  yearLord: SaptaGraha;
  candidates: YearLordCandidate[];
  /** The annual grahas: sidereal longitude and sign. */
  grahas: { graha: string; longitude: number; sign: Rasi }[];
  aspects: TajikaAspect[];
  sahams: { name: Saham; longitude: number; sign: Rasi }[];
  muddaDasha: MuddaPeriod[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The annual chart of `natal` (a computed chart with a known birth time) for `years` (0–120) completed years. */
export function computeVarshaphal(natal: ChartBase, years: number): Varshaphal {
  const { jdUt, utcOffsetMinutes, utcOffset, ayanamsa, node, lat, lon, dashaYearDays } = natal.input;
  const byName = new Map(natal.grahas.map((g) => [g.graha, g]));
  const returnJdUt = solarReturnJdUt(jdUt, byName.get('Sun')!.siderealLongitudeDeg, years, ayanamsa);
  const c = jdUtToCivil(returnJdUt, utcOffsetMinutes);
  const annual = computeChartBase({
    date: `${String(c.year).padStart(4, '0')}-${pad(c.month)}-${pad(c.day)}`,
    time: `${pad(c.hour)}:${pad(c.minute)}:${pad(Math.min(59, Math.round(c.second)))}`,
    utcOffset,
    lat,
    lon,
    ayanamsa,
    node,
  });
  const annualBy = new Map(annual.grahas.map((g) => [g.graha, g]));
  const lonDeg = Object.fromEntries(SAPTA_GRAHAS.map((g) => [g, annualBy.get(g)!.siderealLongitudeDeg])) as Record<SaptaGraha, number>;
  const ascendantDeg = annual.lagna.siderealLongitudeDeg;
  const dayChart = normalizeDeg(lonDeg.Sun - ascendantDeg) >= 180;
  const munthaRasi = (natal.lagna.rasiIndex + years) % 12;
  const lord = yearLord({
    munthaRasi,
    natalLagnaRasi: natal.lagna.rasiIndex,
    annualLagnaRasi: annual.lagna.rasiIndex,
    day: dayChart,
    lonDeg,
  });
  const points = sahams(lonDeg, ascendantDeg, dayChart);
  const iso = new IsoFormatter(utcOffsetMinutes);
  return {
    year: years,
    moment: iso.format(returnJdUt),
    momentJdUt: returnJdUt,
    dayChart,
    ascendantSign: annual.lagna.rasi,
    ascendantDeg,
    munthaSign: RASIS[munthaRasi]!,
    yearLord: lord.yearLord,
    candidates: lord.candidates,
    grahas: annual.grahas.map((g) => ({ graha: g.graha, longitude: g.siderealLongitudeDeg, sign: g.rasi })),
    aspects: tajikaAspects(lonDeg),
    sahams: SAHAMS.map((name) => ({ name, longitude: points[name], sign: RASIS[Math.floor(points[name] / 30) % 12]! })),
    muddaDasha: muddaDasha(byName.get('Moon')!.siderealLongitudeDeg, years, returnJdUt, dashaYearDays, (jd) => iso.format(jd)),
  };
}
