/**
 * The chart as `/api/chart` serves it by default, and as the pages and the chat read it.
 *
 * The lean body (`LeanChart`, what `leanChart` makes) is the ChartModel without its bulky deep
 * layers, which are served on request:
 * - the dasha periods: the lean body carries the dasha's summary (`yearDays`, `birthLord`,
 *   `balanceYears`) and the client rebuilds the mahadashas and antardashas from the Moon, the
 *   birth instant and the offset already in the body (`withDashaPeriods`, the engine's own
 *   `vimshottari`, so every period and ISO string is the server's to the bit; ~13 kB of the
 *   ~40 kB body); `include=dasha` sends them;
 * - the 729 pratyantardashas (~105 kB of the ~150 kB full body): one antardasha's at a time from
 *   `GET /api/chart/pratyantardashas?…&mahadasha=i&antardasha=j` (`pratyantardashasOf`);
 * - each position's sixteen varga signs (~1.6 kB, and the costliest part to serialise: sixteen
 *   numbered keys per object): each a pure function of the sidereal longitude already in the
 *   body, so the client rebuilds them with the engine's own `shodasavarga` (`positionsView`);
 *   `include=vargas` sends them;
 * - position fields no page reads: each graha's tropical longitude, speed, deep-exaltation
 *   distance, nakshatra lord and vargottama flag (the lagna's tropical longitude and vargottama),
 *   the houses' Sripati bhava figures (madhya, start, grahas by bhava) and the MC
 *   (`include=details`; the compiler checks no page reads them: they are not in ChartView);
 * - the planet-in-house and planet-in-sign readings (18 of a chart's ~31 predictions, ~5.5 kB:
 *   each a pure function of the graha's house, sign and degree, already in the body): the client
 *   rebuilds them with the engine's own `placementPredictions` (shared/compose/chart-view.ts
 *   `chartViewOf`, which also rebuilds the dasha periods); `include=readings` sends them;
 * - shadbala's six balas and fourteen components: only the totals stay (`include=shadbala` for all);
 * - bhava bala and the three relationship tables (`include=bhavaBala`, `include=relationships`);
 * - why each yoga and dosha holds, with its family and classical source, and the Manglik and Kala
 *   Sarpa checks (`include=yogas`, ~6 kB: shared/chart/yoga-evidence.ts). The chart layer cannot
 *   evaluate rules, so the API handler adds it (functions/http/chart.ts: `explainYogas`);
 * - everything at once: `detail=full` is the whole ChartModel.
 * `ChartView` is what the pages read: a lean body with its dasha periods, varga signs and readings. A full
 * ChartModel is a ChartView too, so code written against ChartView takes either.
 */
import type {
  Antardasha,
  BhavaBala,
  ChartModel,
  DashaPeriod,
  GrahaPosition,
  House,
  LagnaPosition,
  Mahadasha,
  Pratyantardasha,
  Prediction,
  Shadbala,
  VimshottariDasha,
} from '../model/chart';
import type { SaptaGraha } from '../vocabulary/graha';
import type { YogaExplanation } from './yoga-evidence';
import { vimshottari } from '../jyotish/vimshottari';
import { shodasavarga } from '../jyotish/vargas';
import { IsoFormatter } from './iso';
import { PREDICTION_PARTS, type WithPredictionParts } from './prediction-parts';

/** Parts a lean body can add with `include=` (comma-separated). */
export const CHART_PARTS = ['dasha', 'readings', 'vargas', 'details', 'shadbala', 'bhavaBala', 'relationships', 'yogas'] as const;
export type ChartPart = (typeof CHART_PARTS)[number];

/** Answer sizes of `/api/chart`: `lean` (the default) or `full` (the whole ChartModel). */
export const CHART_DETAILS = ['lean', 'full'] as const;
export type ChartDetail = (typeof CHART_DETAILS)[number];

/** Shadbala totals kept in the lean body. */
export type ShadbalaSummary = Pick<Shadbala, 'totalRupas' | 'requiredRupas' | 'ratio'>;

/** A mahadasha with its antardashas, without their pratyantardashas. */
export interface MahadashaView extends DashaPeriod {
  antardashas: DashaPeriod[];
}

export interface DashaView extends Omit<VimshottariDasha, 'mahadashas'> {
  mahadashas: MahadashaView[];
}

/** The dasha in a lean body without `include=dasha`: what the periods are rebuilt from. */
export type DashaSummary = Omit<VimshottariDasha, 'mahadashas'>;

/** Position fields no page reads, sent with `include=details`. */
const GRAHA_DETAILS = ['tropicalLongitudeDeg', 'speedDegPerDay', 'deepExaltationDistanceDeg', 'nakshatraLord', 'vargottama'] as const;
const LAGNA_DETAILS = ['tropicalLongitudeDeg', 'vargottama'] as const;
/** House fields no page reads (the Sripati bhava figures), sent with `include=details`. */
const HOUSE_DETAILS = ['bhavaMadhyaDeg', 'bhavaStartDeg', 'bhavaGrahas'] as const;

export type GrahaView = Omit<GrahaPosition, (typeof GRAHA_DETAILS)[number]>;
export type LagnaView = Omit<LagnaPosition, (typeof LAGNA_DETAILS)[number]>;
export type HouseView = Omit<House, (typeof HOUSE_DETAILS)[number]>;

/** See the module comment. */
export interface ChartView extends Omit<
  ChartModel,
  'dasha' | 'shadbala' | 'bhavaBala' | 'relationships' | 'grahas' | 'lagna' | 'houses' | 'mcSiderealDeg'
> {
  grahas: GrahaView[];
  lagna: LagnaView;
  houses: HouseView[];
  dasha: DashaView;
  /** Totals per graha; the full breakdown with `include=shadbala`. */
  shadbala: Record<SaptaGraha, ShadbalaSummary | Shadbala>;
  /** With `include=details`. */
  mcSiderealDeg?: number;
  bhavaBala?: BhavaBala[];
  relationships?: ChartModel['relationships'];
  /** With `include=yogas`. */
  yogas?: YogaExplanation;
}

/** A graha as the lean body sends it: its varga signs only with `include=vargas` (or `details`). */
export type LeanGraha = Omit<GrahaView, 'vargas'> & Partial<Pick<GrahaView, 'vargas'>>;
/** The lagna as the lean body sends it: its varga signs only with `include=vargas` (or `details`). */
export type LeanLagna = Omit<LagnaView, 'vargas'> & Partial<Pick<LagnaView, 'vargas'>>;

/**
 * The lean body as sent: a ChartView whose dasha may be the summary alone, whose positions may
 * lack their varga signs and whose predictions may lack the readings (see the module comment).
 */
export interface LeanChart extends Omit<ChartView, 'dasha' | 'grahas' | 'lagna'> {
  dasha: DashaSummary | DashaView;
  grahas: LeanGraha[];
  lagna: LeanLagna;
}

/**
 * A ChartView without its predictions: what a page that shows positions, houses and periods but
 * no readings or yogas reads (the birth chart, matching), so it can take a lean body with only
 * its dasha periods rebuilt (`withDashaPeriods`) and ship none of the reading texts.
 */
export type ChartPositionsView = Omit<ChartView, 'predictions'>;

/** True for a planet-in-house or planet-in-sign reading (kinds 'placement' and 'sign'), as opposed to a yoga or dosha. */
export function isReading(prediction: Pick<Prediction, 'kind'>): boolean {
  return prediction.kind === 'placement' || prediction.kind === 'sign';
}

const period = (p: DashaPeriod): DashaPeriod => ({ lord: p.lord, start: p.start, end: p.end, startJdUt: p.startJdUt, endJdUt: p.endJdUt });

function dashaView(dasha: VimshottariDasha): DashaView {
  return {
    yearDays: dasha.yearDays,
    birthLord: dasha.birthLord,
    balanceYears: dasha.balanceYears,
    mahadashas: dasha.mahadashas.map((maha) => ({ ...period(maha), antardashas: maha.antardashas.map(period) })),
  };
}

/*
 * The lean copies below are written out field by field, in the model's order (which is the
 * served JSON's order; view.test.ts checks both): building them key by key made each a slow
 * dictionary object (past a dozen keyed stores), and a spread followed by more fields takes the
 * engine's slow property paths, both a measurable share of a chart request. The return types
 * make the compiler refuse a detail field or a missing one.
 */

/*
 * Without `include=vargas` the copies carry `vargas: undefined`, which JSON leaves out: one
 * object shape and one field order either way.
 */

/** A graha without GRAHA_DETAILS (and without its varga signs unless `vargas`). */
function leanGraha(g: GrahaPosition, vargas: boolean): LeanGraha {
  return {
    graha: g.graha,
    siderealLongitudeDeg: g.siderealLongitudeDeg,
    rasiIndex: g.rasiIndex,
    rasi: g.rasi,
    degreesInRasi: g.degreesInRasi,
    nakshatraIndex: g.nakshatraIndex,
    nakshatra: g.nakshatra,
    pada: g.pada,
    rasiLord: g.rasiLord,
    vargas: vargas ? g.vargas : undefined,
    motion: g.motion,
    retrograde: g.retrograde,
    combust: g.combust,
    house: g.house,
    bhava: g.bhava,
    dignity: g.dignity,
    relation: g.relation,
    nature: g.nature,
    aspectedBy: g.aspectedBy,
    aspectsHouses: g.aspectsHouses,
  };
}

/** The lagna without LAGNA_DETAILS (and without its varga signs unless `vargas`). */
function leanLagna(l: LagnaPosition, vargas: boolean): LeanLagna {
  return {
    siderealLongitudeDeg: l.siderealLongitudeDeg,
    rasiIndex: l.rasiIndex,
    rasi: l.rasi,
    degreesInRasi: l.degreesInRasi,
    nakshatraIndex: l.nakshatraIndex,
    nakshatra: l.nakshatra,
    pada: l.pada,
    nakshatraLord: l.nakshatraLord,
    rasiLord: l.rasiLord,
    vargas: vargas ? l.vargas : undefined,
  };
}

/** A house without HOUSE_DETAILS. */
function leanHouse(h: House): HouseView {
  return { house: h.house, rasiIndex: h.rasiIndex, rasi: h.rasi, lord: h.lord, grahas: h.grahas, aspectedBy: h.aspectedBy };
}

/**
 * The lean body of a model, plus the `include`d parts (built fresh: the model is not changed).
 * Field by field in the model's order: neither bhava bala nor the readings are read unless
 * included, since a model made by computeChart makes them on first read (prediction-parts.ts).
 * `transits` is undefined (so absent from the JSON) when the model has none.
 */
export function leanChart(model: ChartModel, include: readonly ChartPart[] = []): LeanChart {
  const { dasha, shadbala, grahas, lagna, houses } = model;
  const details = include.includes('details');
  const vargas = include.includes('vargas');
  const lean: LeanChart = {
    version: model.version,
    input: model.input,
    panchang: model.panchang,
    avakhada: model.avakhada,
    ashtakavarga: model.ashtakavarga,
    predictions: include.includes('readings') ? model.predictions : predictionsWithoutReadings(model),
    transits: model.transits,
    grahas: details ? grahas : grahas.map((g) => leanGraha(g, vargas)),
    lagna: details ? lagna : leanLagna(lagna, vargas),
    houses: details ? houses : houses.map(leanHouse),
    dasha: include.includes('dasha')
      ? dashaView(dasha)
      : { yearDays: dasha.yearDays, birthLord: dasha.birthLord, balanceYears: dasha.balanceYears },
    shadbala: include.includes('shadbala') ? shadbala : summariseShadbala(shadbala),
  };
  if (details) lean.mcSiderealDeg = model.mcSiderealDeg;
  if (include.includes('bhavaBala')) lean.bhavaBala = model.bhavaBala;
  if (include.includes('relationships')) lean.relationships = model.relationships;
  return lean;
}

/** The model's predictions without the planet-in-house and planet-in-sign readings, in order (see prediction-parts.ts). */
export function predictionsWithoutReadings(model: ChartModel): Prediction[] {
  const parts = (model as ChartModel & WithPredictionParts)[PREDICTION_PARTS];
  return parts ? [...parts.natal, ...parts.transit] : model.predictions.filter((p) => !isReading(p));
}

/** True when a lean body carries its dasha periods (`include=dasha`, or a ChartView/ChartModel). */
function hasPeriods(dasha: DashaSummary | DashaView): dasha is DashaView {
  return Array.isArray((dasha as Partial<DashaView>).mahadashas);
}

/**
 * A lean body as received (JSON) with its dasha periods rebuilt by the engine from the Moon's
 * sidereal longitude, the birth's Julian day and UTC offset, exactly as computeChart made them
 * (a body that carries its periods is returned as it is). The readings are rebuilt one layer up:
 * shared/compose/chart-view.ts `chartViewOf`, what the pages call.
 */
export function withDashaPeriods(lean: LeanChart): LeanChart & { dasha: DashaView } {
  if (hasPeriods(lean.dasha)) return lean as LeanChart & { dasha: DashaView };
  const moon = lean.grahas.find((g) => g.graha === 'Moon');
  if (!moon) throw new Error('chart body has no Moon: cannot rebuild its dasha');
  const iso = new IsoFormatter(lean.input.utcOffsetMinutes);
  const dasha = vimshottari(moon.siderealLongitudeDeg, lean.input.jdUt, lean.dasha.yearDays, (jd) => iso.format(jd));
  return { ...lean, dasha: dashaView(dasha) };
}

/** A lean body's positions (grahas and lagna) as the pages read them. */
export interface WithPositions {
  grahas: GrahaView[];
  lagna: LagnaView;
}

/**
 * A lean body as received (JSON) with every position's sixteen varga signs rebuilt from its
 * sidereal longitude by the engine's `shodasavarga`, exactly as computeChart made them (the
 * longitude survives JSON to the bit); positions that carry them are kept as they are.
 */
export function withVargas<T extends LeanChart>(lean: T): Omit<T, 'grahas' | 'lagna'> & WithPositions {
  if (lean.lagna.vargas && lean.grahas.every((g) => g.vargas)) return lean as Omit<T, 'grahas' | 'lagna'> & WithPositions;
  return { ...lean, grahas: lean.grahas.map(withSigns), lagna: withSigns(lean.lagna) };
}

/** A position with its varga signs, put where leanGraha and leanLagna put them (after rasiLord), so the view serialises as the server's would. */
function withSigns<P extends LeanGraha | LeanLagna>(p: P): P & { vargas: GrahaView['vargas'] } {
  if (p.vargas) return p as P & { vargas: GrahaView['vargas'] };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(p)) {
    if (key === 'vargas') continue;
    out[key] = value;
    if (key === 'rasiLord') out.vargas = shodasavarga(p.siderealLongitudeDeg);
  }
  return out as unknown as P & { vargas: GrahaView['vargas'] };
}

/**
 * What follows from a lean body's positions, rebuilt: its dasha periods (`withDashaPeriods`) and
 * varga signs (`withVargas`). The pages that read no predictions take this; the report's
 * `chartViewOf` (shared/compose/chart-view.ts) adds the readings.
 */
export function positionsView(lean: LeanChart): Omit<LeanChart, 'grahas' | 'lagna' | 'dasha'> & WithPositions & { dasha: DashaView } {
  return withVargas(withDashaPeriods(lean));
}

function summariseShadbala(shadbala: ChartModel['shadbala']): Record<SaptaGraha, ShadbalaSummary> {
  const out = {} as Record<SaptaGraha, ShadbalaSummary>;
  for (const [graha, bala] of Object.entries(shadbala) as [SaptaGraha, Shadbala][]) {
    out[graha] = { totalRupas: bala.totalRupas, requiredRupas: bala.requiredRupas, ratio: bala.ratio };
  }
  return out;
}

/** The pratyantardashas of one antardasha, by the indices of the mahadasha and antardasha in the model's lists. */
export function pratyantardashasOf(
  model: ChartModel,
  mahadashaIndex: number,
  antardashaIndex: number,
): { mahadasha: DashaPeriod; antardasha: DashaPeriod; pratyantardashas: Pratyantardasha[] } | null {
  const maha: Mahadasha | undefined = model.dasha.mahadashas[mahadashaIndex];
  const antar: Antardasha | undefined = maha?.antardashas[antardashaIndex];
  if (!maha || !antar) return null;
  return { mahadasha: period(maha), antardasha: period(antar), pratyantardashas: antar.pratyantardashas };
}
