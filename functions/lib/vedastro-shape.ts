/**
 * ChartModel → response payloads. Two families:
 * - `calculationList`: the spec's calculation endpoint (`/api/Calculate/{HH:MM}/…`), booleans as
 *   "True"/"False", angles `{TotalDegrees: number, DegreeMinuteSecond}`.
 * - The VedAstro mount (`/api/Calculate/{Name}/…`), in the shapes VedAstro's own server sends and its
 *   clients read: numbers as strings (angles, speeds, strengths), lords as `{Name}` objects,
 *   lists of houses as one comma-joined string, strengths in shashtiamsas (1 rupa = 60), ashtakavarga
 *   rows `{Total, Rows[12]}` (Aries first), predictions `{Name, Description, RelatedBody}`.
 *   Where VedAstro's meaning of a field differs from ours, these follow VedAstro (see the OpenAPI
 *   description of the mount).
 * Pure functions of the model: the same chart always gives the same bytes (and ETag).
 */
import type { Ashtakavarga, BhavaBala, ChartBase, ChartModel, GrahaPosition, House, Prediction, Shadbala } from '../../shared/model/chart';
import { EXALTED_DEGREE_ORB_DEG, inDeepPointDegree, isExaltedIn } from '../../shared/jyotish/classical';
import { referenceSigns, sarvaByReference } from '../../shared/jyotish/ashtakavarga';
import { bhavaRasiIndex } from '../../shared/jyotish/houses';
import { zodiacFields } from '../../shared/jyotish/zodiac';
import { GRAHAS, SAPTA_GRAHAS, type Graha, type SaptaGraha } from '../../shared/vocabulary/graha';
import { RASIS } from '../../shared/vocabulary/rasi';
import { RASI_LORD } from '../../shared/jyotish/classical';

const bool = (value: boolean): 'True' | 'False' => (value ? 'True' : 'False');
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function dms(degrees: number): [number, number, number] {
  const totalSeconds = Math.round(degrees * 3600);
  return [Math.floor(totalSeconds / 3600), Math.floor((totalSeconds % 3600) / 60), totalSeconds % 60];
}

/** An angle as `{TotalDegrees, DegreeMinuteSecond}`; degrees rounded to 1e-6 (0.004″). */
export function angle(degrees: number): { TotalDegrees: number; DegreeMinuteSecond: string } {
  const [d, m, s] = dms(degrees);
  return { TotalDegrees: round6(degrees), DegreeMinuteSecond: `${d}° ${m}' ${s}"` };
}

/** `House1` … `House12`, VedAstro's house names. */
export const houseName = (house: number) => `House${house}`;

/** The sign a graha's Sripati bhava is read in (the sign of its bhava madhya). */
function bhavaSignOf(chart: Pick<ChartBase, 'houses'>, graha: GrahaPosition): string {
  const house = chart.houses[graha.bhava - 1];
  return house ? RASIS[bhavaRasiIndex(house.bhavaMadhyaDeg)]! : graha.rasi;
}

/** The fields of the spec's calculation endpoint for one graha (our meanings: debilitated by sign, exalted degree within the orb). */
export function calculationRecord(chart: ChartBase, graha: GrahaPosition): Record<string, unknown> {
  return {
    PlanetZodiacSign: { Name: graha.rasi, DegreesIn: angle(graha.degreesInRasi) },
    PlanetZodiacSignBasedOnHouseLongitudes: { Name: bhavaSignOf(chart, graha) },
    IsPlanetBenefic: bool(graha.nature === 'benefic'),
    IsPlanetMalefic: bool(graha.nature === 'malefic'),
    IsPlanetExaltedDegree: bool(graha.deepExaltationDistanceDeg !== null && graha.deepExaltationDistanceDeg < EXALTED_DEGREE_ORB_DEG),
    IsPlanetExaltedSign: bool(isExaltedIn(graha.graha, graha.rasiIndex)),
    IsPlanetDebilitated: bool(graha.dignity === 'debilitated'),
    PlanetsAspectingPlanet: [...graha.aspectedBy],
    HousePlanetOccupiesBasedOnLongitudes: houseName(graha.bhava),
  };
}

/** `/api/Calculate/{HH:MM}/…`: a list of single-key objects, Sun … Ketu. */
export function calculationList(chart: ChartBase): Record<string, unknown>[] {
  return chart.grahas.map((graha) => ({ [graha.graha]: calculationRecord(chart, graha) }));
}

// ---------------------------------------------------------------- VedAstro mount

/** VedAstro's Angle: `{DegreeMinuteSecond: "255° 50' 0", TotalDegrees: "255.833333"}` (a string, no seconds mark). */
export function vedAstroAngle(degrees: number): { DegreeMinuteSecond: string; TotalDegrees: string } {
  const [d, m, s] = dms(degrees);
  return { DegreeMinuteSecond: `${d}° ${m}' ${s}`, TotalDegrees: String(round6(degrees)) };
}

/** A sign with the degrees within it, VedAstro's ZodiacSign. */
const zodiacSign = (longitudeDeg: number) => {
  const z = zodiacFields(longitudeDeg);
  return { Name: z.rasi, DegreesIn: vedAstroAngle(z.degreesInRasi) };
};

/** A strength in shashtiamsas (virupas) as VedAstro's Shashtiamsa prints it, to 0.01. */
export const shashtiamsa = (virupas: number) => String(Math.round(virupas * 100) / 100);

/** AllPlanetData record of one graha (VedAstro's field names and JSON types). */
export function vedAstroPlanetRecord(chart: ChartBase, graha: GrahaPosition): Record<string, unknown> {
  const sign = { Name: graha.rasi, DegreesIn: vedAstroAngle(graha.degreesInRasi) };
  return {
    PlanetName: graha.graha,
    PlanetNirayanaLongitude: vedAstroAngle(graha.siderealLongitudeDeg),
    PlanetSayanaLongitude: vedAstroAngle(graha.tropicalLongitudeDeg),
    PlanetSpeed: String(round6(graha.speedDegPerDay)),
    PlanetZodiacSign: sign,
    PlanetRasiD1Sign: sign,
    PlanetZodiacSignBasedOnHouseLongitudes: { Name: bhavaSignOf(chart, graha) },
    PlanetNavamshaD9Sign: { Name: RASIS[graha.vargas[9]]! },
    PlanetConstellation: `${graha.nakshatra} - ${graha.pada}`,
    PlanetLordOfConstellation: { Name: graha.nakshatraLord },
    PlanetLordOfZodiacSign: { Name: graha.rasiLord },
    HousePlanetOccupiesBasedOnSign: houseName(graha.house),
    HousePlanetOccupiesBasedOnLongitudes: houseName(graha.bhava),
    HousesOwnedByPlanet: chart.houses
      .filter((h) => h.lord === graha.graha)
      .map((h) => houseName(h.house))
      .join(', '),
    IsPlanetBenefic: bool(graha.nature === 'benefic'),
    IsPlanetMalefic: bool(graha.nature === 'malefic'),
    IsPlanetExaltedSign: bool(isExaltedIn(graha.graha, graha.rasiIndex)),
    IsPlanetExaltedDegree: bool(inDeepPointDegree(graha.graha, graha.rasiIndex, graha.degreesInRasi, 'exaltation')),
    IsPlanetDebilitated: bool(inDeepPointDegree(graha.graha, graha.rasiIndex, graha.degreesInRasi, 'debilitation')),
    IsPlanetRetrograde: bool(graha.retrograde),
    IsPlanetCombust: bool(graha.combust),
    IsPlanetVargottama: bool(graha.vargottama),
    PlanetsAspectingPlanet: [...graha.aspectedBy],
    PlanetDignity: graha.dignity,
    PlanetRelationToSignLord: graha.relation,
    HousesPlanetAspects: graha.aspectsHouses.map(houseName),
  };
}

/** AllHouseData record of one house: VedAstro reads a house in the sign of its Sripati bhava madhya. */
export function vedAstroHouseRecord(house: House): Record<string, unknown> {
  const madhya = zodiacFields(house.bhavaMadhyaDeg);
  const signIndex = bhavaRasiIndex(house.bhavaMadhyaDeg);
  const sign = zodiacSign(house.bhavaMadhyaDeg);
  return {
    HouseName: houseName(house.house),
    HouseSignName: RASIS[signIndex]!,
    HouseZodiacSign: sign,
    HouseRasiSign: sign,
    HouseConstellation: `${madhya.nakshatra} - ${madhya.pada}`,
    HouseConstellationLord: { Name: madhya.nakshatraLord },
    LordOfHouse: { Name: RASI_LORD[signIndex]! },
    PlanetsInHouse: [...house.bhavaGrahas],
    PlanetsInHouseBasedOnLongitudes: [...house.bhavaGrahas],
    PlanetsInHouseBasedOnSign: [...house.grahas],
    PlanetsAspectingHouse: [...house.aspectedBy],
    HouseBeginLongitude: vedAstroAngle(house.bhavaStartDeg),
    HouseMiddleLongitude: vedAstroAngle(house.bhavaMadhyaDeg),
  };
}

/** A row of 12 bindus, Aries first, with its total. */
const row = (bindus: readonly number[]) => ({ Total: bindus.reduce((a, b) => a + b, 0), Rows: [...bindus] });

/** BhinnashtakavargaChart: Sun … Saturn → `{Total, Rows[12]}`. */
export function vedAstroBhinnashtakavarga(ashtakavarga: Ashtakavarga): Record<string, { Total: number; Rows: number[] }> {
  return Object.fromEntries(SAPTA_GRAHAS.map((graha) => [graha, row(ashtakavarga.bhinna[graha])]));
}

/**
 * SarvashtakavargaChart: one row per giver (Sun … Saturn, Ascendant) with the bindus it gives each
 * sign over the seven BAVs, then the `Sarvashtakavarga` row (their sum, the chart's SAV, 337).
 */
export function vedAstroSarvashtakavarga(chart: ChartBase, ashtakavarga: Ashtakavarga): Record<string, { Total: number; Rows: number[] }> {
  const byGiver = sarvaByReference(referenceSigns(chart));
  const rows: Record<string, { Total: number; Rows: number[] }> = {};
  for (const graha of SAPTA_GRAHAS) rows[graha] = row(byGiver[graha]);
  rows.Ascendant = row(byGiver.Lagna);
  rows.Sarvashtakavarga = row(ashtakavarga.sarva);
  return rows;
}

/** Shadbala in shashtiamsas; Rahu and Ketu take the value of their sign's lord (VedAstro's rule; classical shadbala has none for the nodes). */
export function planetShadbalaShashtiamsa(chart: ChartBase, shadbala: Record<SaptaGraha, Shadbala>, graha: Graha): string {
  const position = chart.grahas.find((g) => g.graha === graha)!;
  const source = graha === 'Rahu' || graha === 'Ketu' ? position.rasiLord : graha;
  return shashtiamsa(shadbala[source as SaptaGraha].totalVirupas);
}

/** PlanetShadbalaPinda, All form: `[{"Sun": "292.07"}, …]`, nine grahas. */
export function vedAstroPlanetStrengths(chart: ChartBase, shadbala: Record<SaptaGraha, Shadbala>): Record<string, string>[] {
  return GRAHAS.map((graha) => ({ [graha]: planetShadbalaShashtiamsa(chart, shadbala, graha) }));
}

/** HouseStrength, All form: `[{"House1": "389.73"}, …]`, bhava bala in shashtiamsas. */
export function vedAstroHouseStrengths(bhavaBala: readonly BhavaBala[]): Record<string, string>[] {
  return bhavaBala.map((h) => ({ [houseName(h.house)]: shashtiamsa(h.totalVirupas) }));
}

/**
 * Enum words already made: prediction names come from the rule and reading catalogues (a few
 * hundred), and making one (NFKD, two regular expressions) cost ~2.5 µs, ~75 µs per chart.
 */
const enumNames = new Map<string, string>();
const ENUM_NAMES_KEPT = 4096;

/** Our prediction name as a VedAstro-style enum word: "Hamsa yoga" → "HamsaYoga". */
export function predictionEnumName(name: string): string {
  let word = enumNames.get(name);
  if (word === undefined) {
    word = enumWordOf(name);
    if (enumNames.size < ENUM_NAMES_KEPT) enumNames.set(name, word);
  }
  return word;
}

function enumWordOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/** HoroscopePredictions: a bare array of `{Name, Description, RelatedBody: {Planets, Houses, Zodiacs}}`. */
export function vedAstroPredictions(chart: ChartModel): Record<string, unknown>[] {
  return chart.predictions.map((p: Prediction) => ({
    Name: predictionEnumName(p.name),
    Description: p.description,
    RelatedBody: { Planets: [...p.relatedBody.grahas], Houses: p.relatedBody.houses.map(houseName), Zodiacs: [...p.relatedBody.rasis] },
  }));
}
