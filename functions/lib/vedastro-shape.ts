/**
 * ChartModel → the response shapes of the VedAstro-style API the earlier site called (spec §7),
 * so a client of that API can switch to ours. Booleans are the strings "True"/"False" as that
 * API sends them; angles are `{TotalDegrees, DegreeMinuteSecond}` with degrees as numbers.
 * Pure functions of the model: the same chart always gives the same bytes (and ETag).
 */
import type { ChartModel, GrahaPosition } from '../../shared/chart/model';
import { EXALTATION } from '../../shared/jyotish/classical';
import { SAPTA_GRAHAS } from '../../shared/vocabulary/graha';
import { RASIS, rasiIndexOf } from '../../shared/vocabulary/rasi';

/** Within this distance of the deep-exaltation degree a graha counts as "at its exalted degree" (the degree it occupies). */
export const EXALTED_DEGREE_ORB_DEG = 1;

const bool = (value: boolean): 'True' | 'False' => (value ? 'True' : 'False');
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** An angle as `{TotalDegrees, DegreeMinuteSecond}`; degrees rounded to 1e-6 (0.004″). */
export function angle(degrees: number): { TotalDegrees: number; DegreeMinuteSecond: string } {
  const totalSeconds = Math.round(degrees * 3600);
  const d = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  return { TotalDegrees: round6(degrees), DegreeMinuteSecond: `${d}° ${m}' ${s}"` };
}

/** `House1` … `House12`, VedAstro's house names. */
const houseName = (house: number) => `House${house}`;

/** The sign a graha's Sripati bhava falls in (the sign of the bhava madhya). */
function bhavaSign(chart: ChartModel, graha: GrahaPosition): string {
  const house = chart.houses[graha.bhava - 1];
  return house ? RASIS[rasiIndexOf(house.bhavaMadhyaDeg)]! : graha.rasi;
}

/** The fields of the spec's calculation endpoint for one graha. */
export function calculationRecord(chart: ChartModel, graha: GrahaPosition): Record<string, unknown> {
  const exaltation = EXALTATION[graha.graha];
  const debilitationRasi = (exaltation.rasiIndex + 6) % 12;
  return {
    PlanetZodiacSign: { Name: graha.rasi, DegreesIn: angle(graha.degreesInRasi) },
    PlanetZodiacSignBasedOnHouseLongitudes: { Name: bhavaSign(chart, graha) },
    IsPlanetBenefic: bool(graha.nature === 'benefic'),
    IsPlanetMalefic: bool(graha.nature === 'malefic'),
    IsPlanetExaltedDegree: bool(graha.deepExaltationDistanceDeg !== null && graha.deepExaltationDistanceDeg < EXALTED_DEGREE_ORB_DEG),
    IsPlanetExaltedSign: bool(graha.rasiIndex === exaltation.rasiIndex),
    IsPlanetDebilitated: bool(graha.rasiIndex === debilitationRasi),
    PlanetsAspectingPlanet: [...graha.aspectedBy],
    HousePlanetOccupiesBasedOnLongitudes: houseName(graha.bhava),
  };
}

/** `/api/Calculate/…`: a list of single-key objects, Sun … Ketu. */
export function calculationList(chart: ChartModel): Record<string, unknown>[] {
  return chart.grahas.map((graha) => ({ [graha.graha]: calculationRecord(chart, graha) }));
}

/** AllPlanetData: single-key objects Sun … Ketu with the calculation fields and more. */
export function allPlanetData(chart: ChartModel): Record<string, unknown>[] {
  return chart.grahas.map((graha) => ({
    [graha.graha]: {
      PlanetName: graha.graha,
      PlanetNirayanaLongitude: angle(graha.siderealLongitudeDeg),
      PlanetSayanaLongitude: angle(graha.tropicalLongitudeDeg),
      PlanetSpeed: round6(graha.speedDegPerDay),
      ...calculationRecord(chart, graha),
      PlanetRasiD1Sign: { Name: graha.rasi, DegreesIn: angle(graha.degreesInRasi) },
      PlanetNavamshaD9Sign: { Name: RASIS[graha.vargas[9]]! },
      PlanetConstellation: `${graha.nakshatra} - ${graha.pada}`,
      PlanetLordOfConstellation: graha.nakshatraLord,
      PlanetLordOfZodiacSign: graha.rasiLord,
      HousePlanetOccupiesBasedOnSign: houseName(graha.house),
      IsPlanetRetrograde: bool(graha.retrograde),
      IsPlanetCombust: bool(graha.combust),
      IsPlanetVargottama: bool(graha.vargottama),
      PlanetDignity: graha.dignity,
      PlanetRelationToSignLord: graha.relation,
      HousesPlanetAspects: graha.aspectsHouses.map(houseName),
    },
  }));
}

/** AllHouseData: single-key objects House1 … House12. */
export function allHouseData(chart: ChartModel): Record<string, unknown>[] {
  return chart.houses.map((house) => ({
    [houseName(house.house)]: {
      HouseName: houseName(house.house),
      HouseSignName: house.rasi,
      HouseLordPlanet: house.lord,
      PlanetsInHouseBasedOnSign: [...house.grahas],
      PlanetsInHouseBasedOnLongitudes: [...house.bhavaGrahas],
      PlanetsAspectingHouse: [...house.aspectedBy],
      HouseBeginLongitude: angle(house.bhavaStartDeg),
      HouseMiddleLongitude: angle(house.bhavaMadhyaDeg),
      HouseZodiacSignBasedOnLongitudes: { Name: RASIS[rasiIndexOf(house.bhavaMadhyaDeg)]! },
    },
  }));
}

/** Sign name → value, Aries first. */
const bySign = (values: readonly number[]) => Object.fromEntries(RASIS.map((rasi, i) => [rasi, values[i] ?? 0]));

/** SarvashtakavargaChart: bindus per sign plus the total (337). */
export function sarvashtakavargaChart(chart: ChartModel): Record<string, unknown> {
  return { ...bySign(chart.ashtakavarga.sarva), Total: chart.ashtakavarga.sarva.reduce((a, b) => a + b, 0) };
}

/** BhinnashtakavargaChart: for each of the seven grahas, bindus per sign. */
export function bhinnashtakavargaChart(chart: ChartModel): Record<string, unknown> {
  return Object.fromEntries(SAPTA_GRAHAS.map((graha) => [graha, bySign(chart.ashtakavarga.bhinna[graha])]));
}

/** PlanetShadbalaPinda: total shadbala per graha in rupas (the nodes have none). */
export function planetShadbalaPinda(chart: ChartModel): Record<string, number> {
  return Object.fromEntries(SAPTA_GRAHAS.map((graha) => [graha, round6(chart.shadbala[graha].totalRupas)]));
}

/** HouseStrength: bhava bala per house in rupas. */
export function houseStrength(chart: ChartModel): Record<string, number> {
  return Object.fromEntries(chart.bhavaBala.map((house) => [houseName(house.house), round6(house.totalRupas)]));
}

const NATURE = { good: 'Good', mixed: 'Neutral', challenging: 'Bad' } as const;

/** HoroscopePredictions: the rules that hold for this chart. */
export function horoscopePredictions(chart: ChartModel): Record<string, unknown>[] {
  return chart.predictions.map((p) => ({
    Name: p.name,
    Description: p.description,
    Nature: NATURE[p.nature],
    Kind: p.kind,
    RelatedBody: { Planets: [...p.relatedBody.grahas], Houses: p.relatedBody.houses.map(houseName), Signs: [...p.relatedBody.rasis] },
  }));
}
