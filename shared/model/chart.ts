/**
 * The ChartModel: the one plain, serialisable result of `computeChart`. Everything the API
 * serves, the pages draw and the chat reads comes from here. Angles are degrees, sidereal
 * unless the name says tropical; instants are ISO-8601 strings carrying the birth's UTC offset.
 */
import type { Graha, SaptaGraha } from '../vocabulary/graha';
import type { Nakshatra } from '../vocabulary/nakshatra';
import type { Rasi } from '../vocabulary/rasi';
import type { Dignity } from '../vocabulary/dignity';
import type { Ayanamsa, DashaYear, NodeType, Varga } from '../vocabulary/settings';
import type { SunriseConvention } from '../astronomy/rise-set';
import type { TimeCaution } from '../timezone/cautions';
import type { LagnaCaution } from './lagna-caution';

/** A coded caution of the chart's input: the tz database's (API layer) or the lagna's (engine). */
export type BirthCaution = TimeCaution | LagnaCaution;

/** Bumped whenever a field changes meaning or disappears. */
export const CHART_MODEL_VERSION = 1;

/** What `computeChart` needs: a civil birth moment with its UTC offset and a place. */
export interface ChartInput {
  /** Display name; optional, echoed only. */
  name?: string;
  /** Civil date `YYYY-MM-DD` (proleptic Gregorian). */
  date: string;
  /** Civil time `HH:MM` or `HH:MM:SS` (24 h). Omit when unknown: the chart is then cast for local noon with houses from the Moon. */
  time?: string;
  /** UTC offset in force at the birth, `±HH:MM`. */
  utcOffset: string;
  /** Geographic latitude, degrees north positive, [-90, 90]. */
  lat: number;
  /** Geographic longitude, degrees east positive, [-180, 180]. */
  lon: number;
  /** Ayanamsa; default RAMAN. */
  ayanamsa?: Ayanamsa;
  /** Node model; default mean. */
  node?: NodeType;
  /** Vimshottari year length by name (DASHA_YEAR_DAYS): `sidereal` 365.256364 d (default, as JHora/PyJHora), `julian` 365.25 d, `savana` 360 d. */
  dashaYear?: DashaYear;
  /** Place label and IANA zone, echoed only (resolved by the API layer). */
  place?: string;
  zone?: string;
  /** Cautions the API layer attaches (e.g. pre-1955 Indian local time). */
  cautions?: string[];
  /** The same cautions' codes and figures (shared/timezone/cautions.ts, shared/chart/lagna-cautions.ts), for wording them in other languages. */
  cautionCodes?: BirthCaution[];
}

/** Options that are not part of the birth. */
export interface ChartOptions {
  /** Julian day (UT) of "now" for transits; omit for no transits (the engine has no clock). */
  transitJdUt?: number;
  /** Sunrise definition for the panchang and vara; default `upper-limb-refraction` (almanacs, Jagannatha Hora). */
  sunriseConvention?: SunriseConvention;
}

/** The input, normalised, with the derived time scale values. */
export interface ChartInputEcho {
  name: string;
  date: string;
  /** `HH:MM:SS`, or null when the birth time is unknown. */
  time: string | null;
  timeKnown: boolean;
  utcOffset: string;
  utcOffsetMinutes: number;
  lat: number;
  lon: number;
  ayanamsa: Ayanamsa;
  /** True ayanamsa (with nutation) at the birth, degrees. */
  ayanamsaDeg: number;
  node: NodeType;
  dashaYear: DashaYear;
  /** Days in the dasha year named by `dashaYear`. */
  dashaYearDays: number;
  /** Julian day, Universal Time. */
  jdUt: number;
  /** ΔT = TT − UT in seconds. */
  deltaTSeconds: number;
  /** Birth instant, ISO-8601 with the birth offset. */
  instant: string;
  place?: string;
  zone?: string;
  cautions: string[];
  /** Codes and figures of the tz-database and lagna cautions among `cautions` (their `text` is the English there). */
  cautionCodes?: BirthCaution[];
}

/** Position fields shared by grahas and the lagna. */
export interface ZodiacPosition {
  /** Sidereal longitude, degrees in [0, 360). */
  siderealLongitudeDeg: number;
  /** Tropical apparent longitude of date, degrees in [0, 360). */
  tropicalLongitudeDeg: number;
  rasiIndex: number;
  rasi: Rasi;
  /** Degrees within the rasi, [0, 30). */
  degreesInRasi: number;
  nakshatraIndex: number;
  nakshatra: Nakshatra;
  /** 1–4. */
  pada: number;
  nakshatraLord: Graha;
  rasiLord: Graha;
  /** D-number → rasi index (0 = Aries) of the Shodasavarga. */
  vargas: Record<Varga, number>;
  /** True when D1 and D9 signs coincide. */
  vargottama: boolean;
}

/** Natural (naisargika), temporal (tatkalika) and compound (panchadha) relationship words. */
export type NaturalRelation = 'friend' | 'neutral' | 'enemy';
export type TemporalRelation = 'friend' | 'enemy';
export type CompoundRelation = 'great friend' | 'friend' | 'neutral' | 'enemy' | 'great enemy';

export type Motion = 'direct' | 'retrograde' | 'stationary';

/** One graha's place in the chart. */
export interface GrahaPosition extends ZodiacPosition {
  graha: Graha;
  /** Daily motion in sidereal longitude, degrees per day (negative when retrograde). */
  speedDegPerDay: number;
  motion: Motion;
  retrograde: boolean;
  combust: boolean;
  /** Whole-sign house from the lagna (from the Moon when the time is unknown), 1–12. */
  house: number;
  /** Sripati bhava (1–12) by longitude. */
  bhava: number;
  dignity: Dignity;
  /** Angular distance from the deep-exaltation degree, degrees in [0, 180]; null for nodes. */
  deepExaltationDistanceDeg: number | null;
  /**
   * The spec's "Relation" column: compound (panchadha) relation of this graha to the lord of its
   * sign, or 'own' when it is that lord. Nodes relate through their proxies (Rahu as Saturn, Ketu
   * as Mars), so e.g. Rahu in Aquarius is 'neutral' to Saturn though its `dignity` is 'own'.
   */
  relation: CompoundRelation | 'own';
  nature: 'benefic' | 'malefic';
  /** Grahas whose Parashari drishti falls on this graha's sign. */
  aspectedBy: Graha[];
  /** Houses (1–12, whole sign) this graha aspects. */
  aspectsHouses: number[];
}

/** The ascendant. */
export interface LagnaPosition extends ZodiacPosition {}

/** One whole-sign house with its Sripati bhava figures. */
export interface House {
  /** 1–12. */
  house: number;
  rasiIndex: number;
  rasi: Rasi;
  lord: Graha;
  /** Grahas in this house (whole sign). */
  grahas: Graha[];
  /** Grahas in this bhava by longitude (Sripati). */
  bhavaGrahas: Graha[];
  /** Sripati bhava madhya (middle), sidereal degrees. */
  bhavaMadhyaDeg: number;
  /** Sripati bhava start (sandhi), sidereal degrees. */
  bhavaStartDeg: number;
  /** Grahas aspecting this house. */
  aspectedBy: Graha[];
}

/** A dasha period; instants ISO-8601 with the birth's offset. */
export interface DashaPeriod {
  lord: Graha;
  start: string;
  end: string;
  /** Julian days (UT) of the same instants, for arithmetic. */
  startJdUt: number;
  endJdUt: number;
}
export interface Pratyantardasha extends DashaPeriod {}
export interface Antardasha extends DashaPeriod {
  pratyantardashas: Pratyantardasha[];
}
export interface Mahadasha extends DashaPeriod {
  antardashas: Antardasha[];
}

/** The Vimshottari dasha tree from birth (maha → antar → pratyantar). */
export interface VimshottariDasha {
  yearDays: number;
  /** Lord of the Moon's nakshatra. */
  birthLord: Graha;
  /** Remaining part of the birth mahadasha, years (of `yearDays`). */
  balanceYears: number;
  /** `mahadashas[0]` runs at birth (its start precedes the birth); 9 or 10 periods covering 120 years from its start. */
  mahadashas: Mahadasha[];
}

/** The five limbs at the birth moment, plus the day's sunrise/sunset at the place. */
export interface Panchang {
  tithi: { index: number; name: string; paksha: 'Shukla' | 'Krishna' };
  vara: { index: number; name: string };
  /** The Moon's nakshatra; `index` 0 = Ashwini (as `nakshatraIndex`), pada 1–4. */
  nakshatra: { index: number; name: Nakshatra; pada: number };
  yoga: { index: number; name: string };
  karana: { index: number; name: string };
  /** ISO instants with the birth offset, or null (polar day/night). */
  sunrise: string | null;
  sunset: string | null;
  /** The same instants as Julian days (UT), for arithmetic (shadbala's day/night frame); null likewise. */
  sunriseJdUt: number | null;
  sunsetJdUt: number | null;
  /** Which sunrise definition `sunrise`, `sunset` and `vara` use. */
  sunriseConvention: SunriseConvention;
}

/** Avakhada chakra: the Moon-based classification used in matching and naming. */
export interface Avakhada {
  varna: string;
  vashya: string;
  yoni: string;
  gana: string;
  nadi: string;
  rasiLord: Graha;
  nakshatraPadaLetter: string;
}

/** Ashtakavarga bindus (Parashari tables). */
export interface Ashtakavarga {
  /** Graha → 12 bindus, Aries first. */
  bhinna: Record<SaptaGraha, number[]>;
  /** 12 totals, Aries first; sums to 337. */
  sarva: number[];
  /** The lagna's own row where the source defines one (kept out of `sarva`). */
  lagna?: number[];
}

/**
 * The fourteen sub-components of sthana and kala bala (B.V. Raman), all in **virupas**
 * (60 virupas = 1 rupa): uccha … drekkana make sthana bala, nathonnatha … ayana and yuddha make kala bala.
 */
export interface ShadbalaComponents {
  uccha: number;
  saptavargaja: number;
  ojayugma: number;
  kendra: number;
  drekkana: number;
  nathonnatha: number;
  paksha: number;
  tribhaga: number;
  abda: number;
  masa: number;
  vara: number;
  hora: number;
  ayana: number;
  yuddha: number;
}
/**
 * Six-fold strength of one of the seven grahas. The six balas (`sthana` … `drik`) and
 * `totalVirupas` are in **virupas**; `totalRupas` and `requiredRupas` (Raman's minimum) in
 * **rupas** (= virupas / 60); `ratio` = totalRupas / requiredRupas (≥ 1: strong). `drik` may be negative.
 */
export interface Shadbala {
  sthana: number;
  dig: number;
  kala: number;
  cheshta: number;
  naisargika: number;
  drik: number;
  totalVirupas: number;
  totalRupas: number;
  requiredRupas: number;
  ratio: number;
  components: ShadbalaComponents;
}
/** Strength of one house (B.V. Raman): the three parts and `totalVirupas` in **virupas**, `totalRupas` in rupas. */
export interface BhavaBala {
  house: number;
  bhavadhipati: number;
  dig: number;
  drishti: number;
  totalVirupas: number;
  totalRupas: number;
}

export type PredictionNature = 'good' | 'mixed' | 'challenging';
/** One rule of the yoga/dosha/placement catalogue that holds for the chart. */
export interface Prediction {
  /** Stable id of the rule, e.g. `gajakesari`, `sun-in-house-10`. */
  id: string;
  name: string;
  /** Hindi name in Devanagari, for yogas and doshas (their catalogue carries it beside the English). */
  nameHi?: string;
  description: string;
  nature: PredictionNature;
  /** 'yoga' | 'dosha' | 'placement' (planet in house) | 'sign' (planet in sign). */
  kind: 'yoga' | 'dosha' | 'placement' | 'sign';
  relatedBody: { grahas: Graha[]; houses: number[]; rasis: Rasi[] };
}

/** One graha at the transit moment; longitudes in sidereal degrees, houses 1–12. */
export interface TransitPosition {
  graha: Graha;
  siderealLongitudeDeg: number;
  rasiIndex: number;
  rasi: Rasi;
  degreesInRasi: number;
  nakshatra: Nakshatra;
  retrograde: boolean;
  houseFromLagna: number;
  houseFromMoon: number;
}
export interface Ingress {
  graha: Graha;
  rasi: Rasi;
  rasiIndex: number;
  instant: string;
  jdUt: number;
  retrograde: boolean;
}
/** Transits (gochara) at one moment over the natal chart; present when `ChartOptions.transitJdUt` is given. */
export interface Transits {
  /** The moment, ISO with the birth offset. */
  at: string;
  jdUt: number;
  year: number;
  positions: TransitPosition[];
  running: { mahadasha: DashaPeriod; antardasha: DashaPeriod; pratyantardasha: DashaPeriod } | null;
  /** Sign changes of Saturn, Jupiter, Rahu and Ketu within the calendar year of `at`. */
  ingresses: Ingress[];
  sadeSati: { active: boolean; phase: 'rising' | 'peak' | 'setting' | null };
}

/**
 * The engine's one output, plain and serialisable: what `computeChart` returns and every layer
 * (API, site, PDF, reader, chat prompt) reads. Angles are sidereal degrees in [0, 360) unless a
 * name says otherwise; instants are ISO strings with the birth's offset plus `…JdUt` twins;
 * strengths are in virupas/rupas as their fields say. Conventions: ./CONVENTIONS.md.
 */
export interface ChartModel {
  version: number;
  input: ChartInputEcho;
  /** Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu. */
  grahas: GrahaPosition[];
  lagna: LagnaPosition;
  /** Midheaven, sidereal. */
  mcSiderealDeg: number;
  houses: House[];
  /** Among the seven grahas: row graha's view of column graha. */
  relationships: {
    natural: Record<SaptaGraha, Record<SaptaGraha, NaturalRelation | 'self'>>;
    temporal: Record<SaptaGraha, Record<SaptaGraha, TemporalRelation | 'self'>>;
    compound: Record<SaptaGraha, Record<SaptaGraha, CompoundRelation | 'self'>>;
  };
  dasha: VimshottariDasha;
  panchang: Panchang;
  avakhada: Avakhada;
  ashtakavarga: Ashtakavarga;
  shadbala: Record<SaptaGraha, Shadbala>;
  bhavaBala: BhavaBala[];
  predictions: Prediction[];
  transits?: Transits;
}

/**
 * The chart before the strength/yoga/transit layers ("Chart engine II") are added: what
 * `computeChartBase` returns and what those layers take as input.
 */
export type ChartBase = Omit<ChartModel, 'ashtakavarga' | 'shadbala' | 'bhavaBala' | 'predictions' | 'transits'>;
