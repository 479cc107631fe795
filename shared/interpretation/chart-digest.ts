/**
 * The chart facts the chat relies on, extracted once from a ChartModel: what the system prompt
 * lists for the language model and what the built-in reader quotes. Pure; no astrology is
 * recomputed here, only selected and formatted (degrees to 2 decimals, dates as `YYYY-MM-DD`).
 */
import type { ChartModel, DashaPeriod, Prediction } from '../model/chart';
import type { Dignity } from '../vocabulary/dignity';
import type { Graha } from '../vocabulary/graha';
import { RASIS, type Rasi } from '../vocabulary/rasi';
import { jdUtToIso } from '../time/julian';
import { formatDegreesDecimal, isoDatePart } from './format';

/** One row of the planet table: Planet / Sign / Degree / House, plus what a reading needs. */
export interface PlanetFact {
  planet: Graha;
  sign: Rasi;
  /** Degrees within the sign, 2 decimals, e.g. `7.05°`. */
  degree: string;
  /** Whole-sign house from the lagna, 1–12. */
  house: number;
  nakshatra: string;
  pada: number;
  dignity: Dignity;
  retrograde: boolean;
  combust: boolean;
  /** Navamsa (D9) sign. */
  navamsaSign: Rasi;
  /** Houses (1–12) this graha aspects by Parashari drishti. */
  aspectsHouses: number[];
}

/** One whole-sign house: sign, lord, where the lord sits, who is in it and who aspects it. */
export interface HouseFact {
  house: number;
  sign: Rasi;
  lord: Graha;
  /** House (1–12) occupied by this house's lord. */
  lordInHouse: number;
  occupants: Graha[];
  aspectedBy: Graha[];
}

/** A dasha period with plain dates. */
export interface PeriodFact {
  lord: Graha;
  start: string;
  end: string;
}

/** Everything the chat quotes about one chart. */
export interface ChartDigest {
  name: string;
  birth: { date: string; time: string | null; utcOffset: string; place: string | null; lat: number; lon: number; ayanamsa: string };
  lagna: { sign: Rasi; degree: string; nakshatra: string; lord: Graha };
  moonSign: Rasi;
  moonNakshatra: string;
  planets: PlanetFact[];
  houses: HouseFact[];
  yogas: Prediction[];
  doshas: Prediction[];
  dasha: {
    birthLord: Graha;
    mahadashas: PeriodFact[];
    running: { mahadasha: PeriodFact; antardasha: PeriodFact; pratyantardasha: PeriodFact } | null;
    /** Antardashas of the running mahadasha (empty when no "now" was given). */
    runningAntardashas: PeriodFact[];
  };
  transits: {
    at: string;
    year: number;
    positions: { planet: Graha; sign: Rasi; degree: string; houseFromLagna: number; houseFromMoon: number; retrograde: boolean }[];
    ingresses: { planet: Graha; sign: Rasi; date: string; retrograde: boolean }[];
    sadeSati: { active: boolean; phase: string | null };
  } | null;
}

/** A period with `YYYY-MM-DD` dates. */
export function periodFact(period: DashaPeriod): PeriodFact {
  return { lord: period.lord, start: isoDatePart(period.start), end: isoDatePart(period.end) };
}

/** Extracts the chart digest (see the file comment). */
export function chartDigest(chart: ChartModel): ChartDigest {
  const houseOf = new Map(chart.grahas.map((g) => [g.graha, g.house] as const));
  const planets: PlanetFact[] = chart.grahas.map((g) => ({
    planet: g.graha,
    sign: g.rasi,
    degree: formatDegreesDecimal(g.degreesInRasi),
    house: g.house,
    nakshatra: g.nakshatra,
    pada: g.pada,
    dignity: g.dignity,
    retrograde: g.retrograde,
    combust: g.combust,
    navamsaSign: RASIS[g.vargas[9]]!,
    aspectsHouses: [...g.aspectsHouses],
  }));
  const houses: HouseFact[] = chart.houses.map((h) => ({
    house: h.house,
    sign: h.rasi,
    lord: h.lord,
    lordInHouse: houseOf.get(h.lord) ?? 0,
    occupants: [...h.grahas],
    aspectedBy: [...h.aspectedBy],
  }));
  const moon = chart.grahas.find((g) => g.graha === 'Moon');
  const running = chart.transits?.running ?? null;
  const runningMd = running
    ? chart.dasha.mahadashas.find((m) => m.startJdUt === running.mahadasha.startJdUt && m.lord === running.mahadasha.lord)
    : undefined;
  return {
    name: chart.input.name,
    birth: {
      date: chart.input.date,
      time: chart.input.time,
      utcOffset: chart.input.utcOffset,
      place: chart.input.place ?? null,
      lat: chart.input.lat,
      lon: chart.input.lon,
      ayanamsa: chart.input.ayanamsa,
    },
    lagna: {
      sign: chart.lagna.rasi,
      degree: formatDegreesDecimal(chart.lagna.degreesInRasi),
      nakshatra: chart.lagna.nakshatra,
      lord: chart.lagna.rasiLord,
    },
    moonSign: moon?.rasi ?? chart.lagna.rasi,
    moonNakshatra: moon?.nakshatra ?? '',
    planets,
    houses,
    yogas: chart.predictions.filter((p) => p.kind === 'yoga'),
    doshas: chart.predictions.filter((p) => p.kind === 'dosha'),
    dasha: {
      birthLord: chart.dasha.birthLord,
      mahadashas: chart.dasha.mahadashas.map(periodFact),
      running: running
        ? {
            mahadasha: periodFact(running.mahadasha),
            antardasha: periodFact(running.antardasha),
            pratyantardasha: periodFact(running.pratyantardasha),
          }
        : null,
      runningAntardashas: runningMd ? runningMd.antardashas.map(periodFact) : [],
    },
    transits: chart.transits
      ? {
          // `at` is derived from jdUt when absent so "today" is always known when transits are.
          at: chart.transits.at || jdUtToIso(chart.transits.jdUt, chart.input.utcOffsetMinutes),
          year: chart.transits.year,
          positions: chart.transits.positions.map((p) => ({
            planet: p.graha,
            sign: p.rasi,
            degree: formatDegreesDecimal(p.degreesInRasi),
            houseFromLagna: p.houseFromLagna,
            houseFromMoon: p.houseFromMoon,
            retrograde: p.retrograde,
          })),
          ingresses: chart.transits.ingresses.map((i) => ({
            planet: i.graha,
            sign: i.rasi,
            date: isoDatePart(i.instant),
            retrograde: i.retrograde,
          })),
          sadeSati: { ...chart.transits.sadeSati },
        }
      : null,
  };
}
