/**
 * Test support: builds ChartBase-shaped charts from sign placements (and optional degrees),
 * so strength, yoga and matching rules can be exercised on constructed charts ("rule holds /
 * does not hold") and on textbook charts given only as placements. Not used by the engine.
 * Fields the rules never read (dasha, panchang names, avakhada) get plain placeholders.
 */
import type { ChartBase, GrahaPosition, House, LagnaPosition, ZodiacPosition } from '../../model/chart';
import { GRAHAS, SAPTA_GRAHAS, type Graha, type SaptaGraha } from '../../vocabulary/graha';
import { NAKSHATRAS, NAKSHATRA_SPAN_DEG } from '../../vocabulary/nakshatra';
import { nakshatraLordOf } from '../../jyotish/classical';
import { RASIS } from '../../vocabulary/rasi';
import { RASI_LORD } from '../../jyotish/classical';
import { VARGAS, type Varga } from '../../vocabulary/settings';
import { houseFrom } from '../../jyotish/classical';
import { isWaxing, naturesOf } from '../../jyotish/nature';

/** One body's placement: sign index (0 = Aries) and degrees within it (default 15). */
export interface Placement {
  rasiIndex: number;
  deg?: number;
  retrograde?: boolean;
  navamsaRasiIndex?: number;
  combust?: boolean;
  speedDegPerDay?: number;
}
/** A chart as placements: the lagna and any subset of the nine grahas (missing grahas are put far away in harmless defaults by the caller). */
export interface PlacementChart {
  lagna: Placement;
  grahas: Record<Graha, Placement>;
}

/** D9 sign of a sidereal longitude (Parashari navamsa: movable from itself, fixed from the 9th, dual from the 5th). */
export function navamsaRasiOf(longitudeDeg: number): number {
  return Math.floor((((longitudeDeg % 360) + 360) % 360) / (30 / 9)) % 12;
}

function position(p: Placement): ZodiacPosition {
  const deg = p.deg ?? 15;
  const lon = p.rasiIndex * 30 + deg;
  const nak = Math.floor(lon / NAKSHATRA_SPAN_DEG) % 27;
  const vargas = {} as Record<Varga, number>;
  for (const v of VARGAS) vargas[v] = p.rasiIndex;
  vargas[9] = p.navamsaRasiIndex ?? navamsaRasiOf(lon);
  return {
    siderealLongitudeDeg: lon,
    tropicalLongitudeDeg: (lon + 24) % 360,
    rasiIndex: p.rasiIndex,
    rasi: RASIS[p.rasiIndex]!,
    degreesInRasi: deg,
    nakshatraIndex: nak,
    nakshatra: NAKSHATRAS[nak]!,
    pada: Math.floor((lon % NAKSHATRA_SPAN_DEG) / (NAKSHATRA_SPAN_DEG / 4)) + 1,
    nakshatraLord: nakshatraLordOf(nak),
    rasiLord: RASI_LORD[p.rasiIndex]!,
    vargas,
    vargottama: vargas[9] === p.rasiIndex,
  };
}

/** A ChartBase from placements; houses are whole-sign from the lagna. */
export function buildChart(chart: PlacementChart): ChartBase {
  const lagna: LagnaPosition = position(chart.lagna);
  const rasiOf = Object.fromEntries(GRAHAS.map((g) => [g, chart.grahas[g].rasiIndex])) as Record<Graha, number>;
  const lonOf = (g: Graha) => position(chart.grahas[g]).siderealLongitudeDeg;
  const natures = naturesOf(rasiOf, isWaxing(lonOf('Moon'), lonOf('Sun')));
  const grahas: GrahaPosition[] = GRAHAS.map((graha) => {
    const p = chart.grahas[graha];
    const node = graha === 'Rahu' || graha === 'Ketu';
    const retrograde = p.retrograde ?? node;
    return {
      ...position(p),
      graha,
      speedDegPerDay: p.speedDegPerDay ?? (retrograde ? -0.05 : 1),
      motion: retrograde ? 'retrograde' : 'direct',
      retrograde,
      combust: p.combust ?? false,
      house: houseFrom(lagna.rasiIndex, p.rasiIndex),
      bhava: houseFrom(lagna.rasiIndex, p.rasiIndex),
      dignity: 'neutral',
      deepExaltationDistanceDeg: null,
      relation: 'neutral',
      nature: natures[graha],
      aspectedBy: [],
      aspectsHouses: [],
    } satisfies GrahaPosition;
  });
  const houses: House[] = Array.from({ length: 12 }, (_, i) => {
    const rasiIndex = (lagna.rasiIndex + i) % 12;
    const inHouse = grahas.filter((g) => g.rasiIndex === rasiIndex).map((g) => g.graha);
    return {
      house: i + 1,
      rasiIndex,
      rasi: RASIS[rasiIndex]!,
      lord: RASI_LORD[rasiIndex]!,
      grahas: inHouse,
      bhavaGrahas: inHouse,
      bhavaMadhyaDeg: rasiIndex * 30 + 15,
      bhavaStartDeg: rasiIndex * 30,
      aspectedBy: [],
    };
  });
  const table = <T>(value: T) =>
    Object.fromEntries(SAPTA_GRAHAS.map((a) => [a, Object.fromEntries(SAPTA_GRAHAS.map((b) => [b, a === b ? 'self' : value]))])) as Record<
      SaptaGraha,
      Record<SaptaGraha, T | 'self'>
    >;
  const jd = 2451545;
  const period = {
    lord: 'Sun' as Graha,
    start: '2000-01-01T12:00:00+00:00',
    end: '2006-01-01T12:00:00+00:00',
    startJdUt: jd,
    endJdUt: jd + 2191.5,
  };
  return {
    version: 1,
    input: {
      name: 'constructed',
      date: '2000-01-01',
      time: '12:00:00',
      timeKnown: true,
      utcOffset: '+00:00',
      utcOffsetMinutes: 0,
      lat: 0,
      lon: 0,
      ayanamsa: 'LAHIRI',
      ayanamsaDeg: 23.85,
      node: 'mean',
      dashaYear: 'sidereal',
      dashaYearDays: 365.256364,
      jdUt: jd,
      deltaTSeconds: 64,
      instant: '2000-01-01T12:00:00+00:00',
      cautions: [],
    },
    grahas,
    lagna,
    mcSiderealDeg: (lagna.siderealLongitudeDeg + 270) % 360,
    houses,
    relationships: { natural: table('neutral'), temporal: table('friend'), compound: table('neutral') },
    dasha: {
      yearDays: 365.256364,
      birthLord: 'Sun',
      balanceYears: 6,
      mahadashas: [{ ...period, antardashas: [{ ...period, pratyantardashas: [period] }] }],
    },
    panchang: {
      tithi: { index: 1, name: 'Pratipada', paksha: 'Shukla' },
      vara: { index: 6, name: 'Saturday' },
      nakshatra: { index: 0, name: 'Ashwini', pada: 1 },
      yoga: { index: 1, name: 'Vishkambha' },
      karana: { index: 1, name: 'Kimstughna' },
      sunrise: '2000-01-01T06:00:00+00:00',
      sunset: '2000-01-01T18:00:00+00:00',
      sunriseJdUt: 2451544.75,
      sunsetJdUt: 2451545.25,
      sunriseConvention: 'upper-limb-refraction',
    },
    avakhada: { varna: '', vashya: '', yoni: '', gana: '', nadi: '', rasiLord: 'Mars', nakshatraPadaLetter: '' },
  };
}

/** Default placements: every graha in a chosen sign at 15°. Handy starting point for constructed charts. */
export function placements(
  lagnaRasiIndex: number,
  signs: Partial<Record<Graha, number | Placement>>,
  fallback: Record<Graha, number>,
): PlacementChart {
  const grahas = {} as Record<Graha, Placement>;
  for (const g of GRAHAS) {
    const s = signs[g] ?? fallback[g];
    grahas[g] = typeof s === 'number' ? { rasiIndex: s } : s;
  }
  return { lagna: { rasiIndex: lagnaRasiIndex }, grahas };
}

/**
 * Parses PyJHora's `chart_1d` notation: 12 strings indexed by sign, '/'-joined bodies
 * (L = lagna, 0–8 = Sun … Ketu). Bodies not listed are absent (returns null for them).
 */
export function parseChart1d(chart1d: readonly string[]): { lagna: number | null; grahas: Partial<Record<Graha, number>> } {
  let lagna: number | null = null;
  const grahas: Partial<Record<Graha, number>> = {};
  chart1d.forEach((cell, sign) => {
    for (const token of cell
      .split('/')
      .map((t) => t.trim())
      .filter(Boolean)) {
      if (token === 'L') lagna = sign;
      else grahas[GRAHAS[Number(token)]!] = sign;
    }
  });
  return { lagna, grahas };
}
