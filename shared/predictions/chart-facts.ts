/**
 * ChartFacts: the per-chart values every yoga/dosha predicate reads, computed once
 * (signs, whole-sign houses from the lagna, lords, occupants, dignities, benefics, aspects).
 * Predicates stay one-liners over these, and the textbook harness can build the same facts
 * from bare sign placements.
 */
import type { ChartBase } from '../model/chart';
import { GRAHAS, SAPTA_GRAHAS, type Graha, type SaptaGraha } from '../vocabulary/graha';
import { RASI_LORD } from '../jyotish/classical';
import { perGraha } from '../vocabulary/graha-records';
import {
  isExaltedIn,
  aspectsRasi,
  debilitationRasi,
  houseFrom,
  inMoolatrikona,
  lordedRasis,
  naturalRelation,
  ownsRasi,
  signOfHouse,
} from '../jyotish/classical';
import { isWaxing } from '../jyotish/nature';

/** The seven grahas that form most yogas (nodes excluded, as in most classical definitions). */
export const SEVEN: readonly SaptaGraha[] = SAPTA_GRAHAS;
/** The five star-planets (tara grahas): the seven without the Sun and the Moon. */
export const STAR_PLANETS: readonly SaptaGraha[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/** Precomputed facts about one chart. */
export class ChartFacts {
  /** Sign (0 = Aries) of each graha. */
  readonly sign: Record<Graha, number>;
  /** Degrees within the sign. */
  readonly deg: Record<Graha, number>;
  /** Sidereal longitude, degrees. */
  readonly lon: Record<Graha, number>;
  /** Navamsa (D9) sign. */
  readonly navamsa: Record<Graha, number>;
  readonly retrograde: Record<Graha, boolean>;
  readonly combust: Record<Graha, boolean>;
  readonly lagnaSign: number;
  readonly lagnaNavamsa: number;
  /** Whole-sign house (1–12) of each graha from the lagna. */
  readonly house: Record<Graha, number>;
  /** True when the Moon is waxing (Sun → Moon elongation below 180°). */
  readonly moonWaxing: boolean;
  /** Houses (from the lagna) holding any of the seven, as a bit mask: bit h set for house h (the Nabhasa shapes compare it). */
  readonly sevenHouses: number;
  private readonly occupantsBySign: Graha[][];
  /** Lord of each house from the lagna, index = house (1–12; 0 unused): the rules ask `lord(h)` about a hundred times per chart. */
  private readonly lordOfHouse: SaptaGraha[];
  /** `benefic(g)` for each graha, decided once. */
  private readonly beneficOf: Record<Graha, boolean>;
  private sevenBySign: SaptaGraha[][] | undefined;
  private starsBySign: SaptaGraha[][] | undefined;
  private exchanges: (readonly [SaptaGraha, SaptaGraha])[] | undefined;
  private sevenSigns: readonly number[] | undefined;

  constructor(input: {
    lagnaSign: number;
    lagnaNavamsa?: number;
    grahas: Record<Graha, { sign: number; deg: number; navamsa: number; retrograde: boolean; combust: boolean }>;
  }) {
    const p = input.grahas;
    this.lagnaSign = input.lagnaSign;
    this.lagnaNavamsa = input.lagnaNavamsa ?? input.lagnaSign;
    this.sign = perGraha((g) => p[g].sign);
    this.deg = perGraha((g) => p[g].deg);
    this.lon = perGraha((g) => p[g].sign * 30 + p[g].deg);
    this.navamsa = perGraha((g) => p[g].navamsa);
    this.retrograde = perGraha((g) => p[g].retrograde);
    this.combust = perGraha((g) => p[g].combust);
    this.house = perGraha((g) => houseFrom(this.lagnaSign, p[g].sign));
    this.occupantsBySign = [[], [], [], [], [], [], [], [], [], [], [], []];
    for (const g of GRAHAS) this.occupantsBySign[this.sign[g]]!.push(g);
    this.lordOfHouse = [];
    for (let h = 0; h <= 12; h++) this.lordOfHouse.push(RASI_LORD[signOfHouse(this.lagnaSign, h)] as SaptaGraha);
    this.moonWaxing = isWaxing(this.lon.Moon, this.lon.Sun);
    let mask = 0;
    for (const g of SEVEN) mask |= 1 << this.house[g];
    this.sevenHouses = mask;
    const mercuryAfflicted = this.occupantsBySign[this.sign.Mercury]!.some(
      (o) => o === 'Sun' || o === 'Mars' || o === 'Saturn' || o === 'Rahu' || o === 'Ketu',
    );
    this.beneficOf = perGraha((g) =>
      g === 'Jupiter' || g === 'Venus' ? true : g === 'Moon' ? this.moonWaxing : g === 'Mercury' ? !mercuryAfflicted : false,
    );
  }

  /** Facts of a computed chart. */
  static fromChart(chart: ChartBase): ChartFacts {
    // Without a birth time the chart is read from the Moon (as the rest of the ChartModel does).
    const lagnaSign = chart.input.timeKnown ? chart.lagna.rasiIndex : chart.grahas[1]!.rasiIndex;
    return ChartFacts.withLagna(chart, lagnaSign, chart.lagna.vargas[9]);
  }

  /** Facts of a computed chart's grahas under another lagna sign (and lagna navamsa): what a rule would say for any birth time. */
  static withLagna(chart: ChartBase, lagnaSign: number, lagnaNavamsa: number): ChartFacts {
    const byGraha = perGraha((g) => chart.grahas.find((p) => p.graha === g)!);
    const grahas = perGraha((g) => {
      const p = byGraha[g];
      return { sign: p.rasiIndex, deg: p.degreesInRasi, navamsa: p.vargas[9], retrograde: p.retrograde, combust: p.combust };
    });
    return new ChartFacts({ lagnaSign, lagnaNavamsa, grahas });
  }

  /** Sign of house `house` (1–12) from the lagna, or from `fromSign` when given. */
  signOfHouse(house: number, fromSign = this.lagnaSign): number {
    return signOfHouse(fromSign, house);
  }
  /** Lord of house `house` from the lagna (or from `fromSign`). */
  lord(house: number, fromSign = this.lagnaSign): SaptaGraha {
    if (fromSign === this.lagnaSign && house >= 1 && house <= 12) return this.lordOfHouse[house]!;
    return RASI_LORD[this.signOfHouse(house, fromSign)] as SaptaGraha;
  }
  /** House (1–12) counted from `fromSign` in which graha `g` sits. */
  houseFrom(fromSign: number, g: Graha): number {
    return houseFrom(fromSign, this.sign[g]);
  }
  /** Grahas in house `house` from the lagna (or from `fromSign`). */
  occupants(house: number, fromSign = this.lagnaSign): Graha[] {
    return this.occupantsBySign[this.signOfHouse(house, fromSign)]!;
  }
  /** Grahas in sign `sign`. */
  inSign(sign: number): Graha[] {
    return this.occupantsBySign[sign]!;
  }
  /** Houses (1–12 from the lagna) ruled by `g` (sign lordship: the nodes rule none). */
  housesRuled(g: Graha): number[] {
    return lordedRasis(g).map((s) => houseFrom(this.lagnaSign, s));
  }

  exalted(g: Graha): boolean {
    return isExaltedIn(g, this.sign[g]);
  }
  debilitated(g: Graha): boolean {
    return this.sign[g] === debilitationRasi(g);
  }
  /** In an own sign (the classical core's ownership, nodes by its stated convention). */
  ownSign(g: Graha): boolean {
    return ownsRasi(g, this.sign[g]);
  }
  moolatrikona(g: Graha): boolean {
    return inMoolatrikona(g, this.sign[g], this.deg[g]);
  }
  /** Own sign, moolatrikona or exaltation. */
  dignified(g: Graha): boolean {
    return this.exalted(g) || this.ownSign(g) || this.moolatrikona(g);
  }
  /** In the sign of a natural friend (or own/exalted). */
  friendlySign(g: Graha): boolean {
    if (this.dignified(g)) return true;
    if (g === 'Rahu' || g === 'Ketu') return false;
    return naturalRelation(g, RASI_LORD[this.sign[g]]!) === 'friend';
  }

  /**
   * Natural benefic: Jupiter and Venus always; the Moon when waxing; Mercury unless it
   * shares its sign with a natural malefic (Sun, Mars, Saturn, Rahu, Ketu).
   */
  benefic(g: Graha): boolean {
    return this.beneficOf[g];
  }
  malefic(g: Graha): boolean {
    return !this.benefic(g);
  }

  /** True when `g` casts Parashari drishti on sign `sign`. */
  aspectsSign(g: Graha, sign: number): boolean {
    return aspectsRasi(g, this.sign[g], sign);
  }
  /** Conjunct (same sign). */
  together(a: Graha, b: Graha): boolean {
    return this.sign[a] === this.sign[b];
  }
  /** Conjunct, in mutual aspect, or in each other's signs (the three classical associations). */
  associated(a: Graha, b: Graha): boolean {
    if (a === b) return false;
    return this.together(a, b) || (this.aspectsSign(a, this.sign[b]) && this.aspectsSign(b, this.sign[a])) || this.exchange(a, b);
  }
  /** Parivartana: each sits in a sign the other rules. */
  exchange(a: Graha, b: Graha): boolean {
    return a !== b && RASI_LORD[this.sign[a]] === b && RASI_LORD[this.sign[b]] === a;
  }
  /** Seven grahas (Sun–Saturn) in house `house` counted from `fromSign`. */
  sevenIn(house: number, fromSign: number): readonly SaptaGraha[] {
    // Made once per chart (the Moon's, Sun's and Nabhasa rules ask it dozens of times).
    this.sevenBySign ??= this.occupantsBySign.map((o) => o.filter((g): g is SaptaGraha => g !== 'Rahu' && g !== 'Ketu'));
    return this.sevenBySign[this.signOfHouse(house, fromSign)]!;
  }
  /** The five star-planets (Mars–Saturn) in house `house` counted from `fromSign`, as the Moon's and the Sun's yogas count them (made once per chart). */
  starPlanetsIn(house: number, fromSign: number): readonly SaptaGraha[] {
    this.starsBySign ??= this.occupantsBySign.map((o) => o.filter((g): g is SaptaGraha => STAR_PLANETS.includes(g as SaptaGraha)));
    return this.starsBySign[this.signOfHouse(house, fromSign)]!;
  }
  /** Pairs of the seven in each other's signs (parivartana), each once in SEVEN order; made once per chart (three rules read them). */
  exchangePairs(): readonly (readonly [SaptaGraha, SaptaGraha])[] {
    if (this.exchanges === undefined) {
      this.exchanges = [];
      for (let i = 0; i < SEVEN.length; i++)
        for (let j = i + 1; j < SEVEN.length; j++) if (this.exchange(SEVEN[i]!, SEVEN[j]!)) this.exchanges.push([SEVEN[i]!, SEVEN[j]!]);
    }
    return this.exchanges;
  }
  /** Signs occupied by the seven grahas (distinct, sorted; made once, the seven Sankhya rules each read it). */
  occupiedSigns(): readonly number[] {
    return (this.sevenSigns ??= [...new Set(SEVEN.map((g) => this.sign[g]))].sort((a, b) => a - b));
  }
}
