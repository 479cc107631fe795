/**
 * The KP (Krishnamurti Paddhati) view of a chart: sidereal Placidus cusps, the four lords of each
 * cusp and graha, the house significators and the ruling planets of the chart's moment and
 * place; with a horary number (1–249) the ascendant is the number's and the houses follow it.
 * The chart's own ayanamsa is used (the API defaults it to KRISHNAMURTI for /api/kp).
 */
import type { ChartBase, ChartInputEcho } from '../model/chart';
import { computeChartBase } from './chart';
import { ascendantMc, anglesFromArmc } from '../astronomy/angles';
import { WEEKDAY_LORDS } from '../jyotish/classical/weekday-lords';
import { armcForAscendant, horaryAscendantDeg } from '../kp/horary';
import { kpLords, type KpLords } from '../kp/lords';
import { placidusCusps } from '../kp/placidus';
import { houseSignificators, type HouseSignificators } from '../kp/significators';
import { normalizeDeg } from '../math/angles';
import type { Graha } from '../vocabulary/graha';
import type { Ayanamsa } from '../vocabulary/settings';

/** KP ruling planets of a moment and place (KP Reader VI). */
export interface RulingPlanets {
  dayLord: Graha;
  ascendantSignLord: Graha;
  ascendantStarLord: Graha;
  ascendantSubLord: Graha;
  moonSignLord: Graha;
  moonStarLord: Graha;
  moonSubLord: Graha;
}

/** The KP chart: what GET /api/kp serves. */
export interface KpChart {
  houseSystem: 'placidus' | 'porphyry';
  ayanamsa: Ayanamsa;
  /** Set when Placidus has no answer at this latitude and moment (the cusps are then Porphyry's). */
  caution: string | null;
  /** The horary number the houses were cast for, or null for the birth chart. */
  horaryNumber: number | null;
  /** Twelve cusps, sidereal degrees in [0, 360), house 1 first. */
  cusps: number[];
  cuspLords: ({ house: number } & KpLords)[];
  grahaLords: Record<Graha, { longitude: number } & KpLords>;
  significators: HouseSignificators[];
  rulingPlanets: RulingPlanets;
}

/** The KP chart of `chart` (its ayanamsa, moment and place), optionally for horary number `horaryNumber` (1–249). */
export function computeKp(chart: ChartBase, horaryNumber: number | null = null): KpChart {
  const { jdUt, lat, lon, ayanamsaDeg, ayanamsa } = chart.input;
  const sky = ascendantMc(jdUt, lat, lon);
  let { armcDeg } = sky;
  if (horaryNumber !== null)
    armcDeg = armcForAscendant(normalizeDeg(horaryAscendantDeg(horaryNumber) + ayanamsaDeg), lat, sky.trueObliquityDeg);
  const angles = horaryNumber === null ? sky : anglesFromArmc(armcDeg, lat, sky.trueObliquityDeg);
  const placidus = placidusCusps(armcDeg, lat, sky.trueObliquityDeg, angles.ascendantTropicalDeg, angles.mcTropicalDeg);
  const cusps = placidus.cuspsTropicalDeg.map((c) => normalizeDeg(c - ayanamsaDeg));
  if (horaryNumber !== null) cusps[0] = horaryAscendantDeg(horaryNumber);
  const cuspLords = cusps.map(kpLords);
  const grahaDeg = Object.fromEntries(chart.grahas.map((g) => [g.graha, g.siderealLongitudeDeg])) as Record<Graha, number>;
  const lordsOf = Object.fromEntries(chart.grahas.map((g) => [g.graha, kpLords(g.siderealLongitudeDeg)])) as Record<Graha, KpLords>;
  const grahaLords = Object.fromEntries(
    chart.grahas.map((g) => [g.graha, { longitude: g.siderealLongitudeDeg, ...lordsOf[g.graha] }]),
  ) as KpChart['grahaLords'];
  const asc = cuspLords[0]!;
  const moon = lordsOf.Moon;
  return {
    houseSystem: placidus.fallback ?? 'placidus',
    ayanamsa,
    caution: placidus.fallback
      ? `Placidus houses do not exist at latitude ${lat.toFixed(2)}° for this moment (some ecliptic points never rise or set); the cusps are Porphyry's, each quadrant divided in three.`
      : null,
    horaryNumber,
    cusps,
    cuspLords: cuspLords.map((l, i) => ({ house: i + 1, ...l })),
    grahaLords,
    significators: houseSignificators(cusps, cuspLords, grahaDeg, lordsOf),
    rulingPlanets: {
      dayLord: WEEKDAY_LORDS[chart.panchang.vara.index]!,
      ascendantSignLord: asc.signLord,
      ascendantStarLord: asc.starLord,
      ascendantSubLord: asc.subLord,
      moonSignLord: moon.signLord,
      moonStarLord: moon.starLord,
      moonSubLord: moon.subLord,
    },
  };
}

/** The KP chart of a birth as KP reads it: the same moment, place and nodes cast with the Krishnamurti ayanamsa (the chat's tool and the reader). */
export function kpChartOf(input: Pick<ChartInputEcho, 'date' | 'time' | 'utcOffset' | 'lat' | 'lon' | 'node'>): KpChart {
  const base = computeChartBase({
    date: input.date,
    time: input.time ?? undefined,
    utcOffset: input.utcOffset,
    lat: input.lat,
    lon: input.lon,
    node: input.node,
    ayanamsa: 'KRISHNAMURTI',
  });
  return computeKp(base);
}
