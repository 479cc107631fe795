/**
 * The chart engine's one entry point: a birth (ChartInput) → the plain, serialisable ChartModel.
 * `computeChartBase` does the astronomy and the classical derivations (this file and
 * `../jyotish/*`); `computeChart` adds the strength, prediction and transit layers.
 */
import { ascendantMc } from '../astronomy/angles';
import { ayanamsaDeg } from '../astronomy/ayanamsa';
import { tropicalPositions } from '../astronomy/positions';
import { generalPrecessionRateDegPerDay } from '../astronomy/precession';
import { sunriseSunset } from '../astronomy/rise-set';
import { computeAshtakavarga } from '../jyotish/ashtakavarga';
import { avakhadaOf } from '../jyotish/avakhada';
import { isCombust } from '../jyotish/combustion';
import { bhavaOf, equalBhavas, sripatiBhavas } from '../jyotish/houses';
import { motionOf } from '../jyotish/motion';
import { isWaxing, naturesOf } from '../jyotish/nature';
import { lunarDay, panchangNakshatra, varaOf } from '../jyotish/panchang';
import {
  aspectedRasis,
  aspectsOnRasis,
  compoundRelationOf,
  houseFrom,
  deepExaltationDistanceDeg,
  dignityOf,
  relationshipTables,
} from '../jyotish/classical';
import { shadbalaFromContext } from '../jyotish/shadbala';
import { shadbalaContext, type ShadbalaContext } from '../jyotish/shadbala-context';
import { computeBhavaBala } from '../jyotish/bhava-bala';
import { computeTransits } from '../jyotish/transits';
import { shodasavarga } from '../jyotish/vargas';
import { vimshottari } from '../jyotish/vimshottari';
import { zodiacFields } from '../jyotish/zodiac';
import { normalizeDeg } from '../math/angles';
import { placementPredictions } from '../interpretation/placement-readings';
import { evaluatePredictions } from '../predictions/evaluate';
import { transitPredictions } from '../predictions/transit-rules';
import { deltaTSeconds } from '../time/delta-t';
import { GRAHAS } from '../vocabulary/graha';
import { perGraha, perSaptaGraha } from '../vocabulary/graha-records';
import { RASIS, rasiIndexOf } from '../vocabulary/rasi';
import { RASI_LORD } from '../jyotish/classical';
import { IsoFormatter } from '../chart/iso';
import { lagnaCautions } from '../chart/lagna-cautions';
import { type LagnaCaution } from '../model/lagna-caution';
import { normalizeChartInput } from '../chart/input';
import { FieldError } from '../errors/field-error';
import { lazyProperty } from '../lang/lazy-property';
import { PREDICTION_PARTS, type PredictionParts, type WithPredictionParts } from '../chart/prediction-parts';
import {
  CHART_MODEL_VERSION,
  type BirthCaution,
  type ChartBase,
  type ChartInput,
  type BhavaBala,
  type ChartModel,
  type ChartOptions,
  type GrahaPosition,
  type House,
  type LagnaPosition,
  type Prediction,
  type ZodiacPosition,
} from '../model/chart';

/**
 * The position fields of a graha or the lagna. Written out field by field (here and for the
 * grahas below) rather than spread: a spread followed by more fields builds each object through
 * the engine's slow property paths, a measurable share of a chart request; the order of the
 * fields is the order of the served JSON.
 */
function position(siderealLongitudeDeg: number, tropicalLongitudeDeg: number): ZodiacPosition {
  const z = zodiacFields(siderealLongitudeDeg);
  const vargas = shodasavarga(z.siderealLongitudeDeg);
  return {
    siderealLongitudeDeg: z.siderealLongitudeDeg,
    rasiIndex: z.rasiIndex,
    rasi: z.rasi,
    degreesInRasi: z.degreesInRasi,
    nakshatraIndex: z.nakshatraIndex,
    nakshatra: z.nakshatra,
    pada: z.pada,
    nakshatraLord: z.nakshatraLord,
    rasiLord: z.rasiLord,
    tropicalLongitudeDeg: normalizeDeg(tropicalLongitudeDeg),
    vargas,
    vargottama: vargas[1] === vargas[9],
  };
}

/**
 * The chart without the strength/prediction/transit layers. Throws `FieldError` (with
 * `field`) for any invalid input. Pure: same input, same output.
 */
export function computeChartBase(input: ChartInput, options: ChartOptions = {}): ChartBase {
  const n = normalizeChartInput(input);
  const { jdUt, lat, lon, utcOffsetMinutes } = n;
  const iso = new IsoFormatter(utcOffsetMinutes);
  const dT = deltaTSeconds(jdUt);
  const ayanamsa = ayanamsaDeg(jdUt, n.ayanamsa);
  const tropical = tropicalPositions(jdUt, n.node);
  const angles = ascendantMc(jdUt, lat, lon);
  // Sidereal speed = tropical speed − precession rate (the ayanamsa's own drift, ~3.8e-5°/day).
  const precessionRate = generalPrecessionRateDegPerDay(jdUt + dT / 86_400);

  const sid = perGraha((g) => normalizeDeg(tropical[g].tropicalLongitudeDeg - ayanamsa));
  const lagna: LagnaPosition = position(angles.ascendantTropicalDeg - ayanamsa, angles.ascendantTropicalDeg);
  const mcSiderealDeg = normalizeDeg(angles.mcTropicalDeg - ayanamsa);

  const rasiOf = perGraha((g) => rasiIndexOf(sid[g]));
  const referenceRasi = n.timeKnown ? lagna.rasiIndex : rasiOf.Moon;
  const bhavas = n.timeKnown ? sripatiBhavas(lagna.siderealLongitudeDeg, mcSiderealDeg) : equalBhavas(sid.Moon);
  const aspectsOn = aspectsOnRasis(rasiOf);
  const natures = naturesOf(rasiOf, isWaxing(sid.Moon, sid.Sun));

  const grahas: GrahaPosition[] = GRAHAS.map((graha) => {
    const t = tropical[graha];
    const p = position(sid[graha], t.tropicalLongitudeDeg);
    const speedDegPerDay = t.speedDegPerDay - precessionRate;
    const { motion, retrograde } = motionOf(graha, speedDegPerDay, n.node === 'mean');
    const lord = RASI_LORD[p.rasiIndex]!;
    const relationToLord = compoundRelationOf(graha, p.rasiIndex, lord, rasiOf[lord]);
    // A graha in a sign it lords has no relation to the lord but itself.
    const dignity = dignityOf(graha, p.rasiIndex, p.degreesInRasi, relationToLord);
    return {
      graha,
      siderealLongitudeDeg: p.siderealLongitudeDeg,
      rasiIndex: p.rasiIndex,
      rasi: p.rasi,
      degreesInRasi: p.degreesInRasi,
      nakshatraIndex: p.nakshatraIndex,
      nakshatra: p.nakshatra,
      pada: p.pada,
      nakshatraLord: p.nakshatraLord,
      rasiLord: p.rasiLord,
      tropicalLongitudeDeg: p.tropicalLongitudeDeg,
      vargas: p.vargas,
      vargottama: p.vargottama,
      speedDegPerDay,
      motion,
      retrograde,
      combust: isCombust(graha, sid[graha], sid.Sun, retrograde),
      house: houseFrom(referenceRasi, p.rasiIndex),
      bhava: bhavaOf(sid[graha], bhavas),
      dignity,
      deepExaltationDistanceDeg: deepExaltationDistanceDeg(graha, sid[graha]),
      relation: lord === graha ? 'own' : relationToLord,
      nature: natures[graha],
      aspectedBy: aspectsOn[p.rasiIndex]!.filter((g) => g !== graha),
      aspectsHouses: aspectedRasis(graha, p.rasiIndex).map((r) => houseFrom(referenceRasi, r)),
    };
  });

  // A loop, not Array.from({ length: 12 }, …), which V8 runs about ten times slower (generic iteration).
  const houses: House[] = [];
  for (let i = 0; i < 12; i++) {
    const rasiIndex = (referenceRasi + i) % 12;
    houses.push({
      house: i + 1,
      rasiIndex,
      rasi: RASIS[rasiIndex]!,
      lord: RASI_LORD[rasiIndex]!,
      grahas: GRAHAS.filter((g) => rasiOf[g] === rasiIndex),
      bhavaGrahas: grahas.filter((g) => g.bhava === i + 1).map((g) => g.graha),
      bhavaMadhyaDeg: bhavas.madhyaDeg[i]!,
      bhavaStartDeg: bhavas.startDeg[i]!,
      aspectedBy: aspectsOn[rasiIndex]!,
    });
  }

  const saptaRasi = perSaptaGraha((g) => rasiOf[g]);

  // Vara and sunrise: the civil day of the birth at the place, looked up around its local noon.
  const localNoonJdUt = Math.floor(jdUt + utcOffsetMinutes / 1440 + 0.5) - utcOffsetMinutes / 1440;
  const sunriseConvention = options.sunriseConvention ?? 'upper-limb-refraction';
  const sun = sunriseSunset(localNoonJdUt, lat, lon, sunriseConvention);
  const moon = grahas[1]!;

  return {
    version: CHART_MODEL_VERSION,
    input: {
      name: n.name,
      date: n.date,
      time: n.time,
      timeKnown: n.timeKnown,
      utcOffset: n.utcOffset,
      utcOffsetMinutes,
      lat,
      lon,
      ayanamsa: n.ayanamsa,
      ayanamsaDeg: ayanamsa,
      node: n.node,
      dashaYear: n.dashaYear,
      dashaYearDays: n.dashaYearDays,
      jdUt,
      deltaTSeconds: dT,
      instant: iso.format(jdUt),
      ...(n.place !== undefined ? { place: n.place } : {}),
      ...(n.zone !== undefined ? { zone: n.zone } : {}),
      ...withLagnaCautions(n.cautions, n.cautionCodes, n.timeKnown ? lagnaCautions(jdUt, lat, lon) : []),
    },
    grahas,
    lagna,
    mcSiderealDeg,
    houses,
    relationships: relationshipTables(saptaRasi),
    dasha: vimshottari(sid.Moon, jdUt, n.dashaYearDays, (jd) => iso.format(jd)),
    panchang: {
      ...lunarDay(sid.Sun, sid.Moon),
      vara: varaOf(jdUt, utcOffsetMinutes, sun.sunriseJdUt),
      nakshatra: panchangNakshatra(sid.Moon),
      sunrise: sun.sunriseJdUt === null ? null : iso.format(sun.sunriseJdUt),
      sunset: sun.sunsetJdUt === null ? null : iso.format(sun.sunsetJdUt),
      sunriseJdUt: sun.sunriseJdUt,
      sunsetJdUt: sun.sunsetJdUt,
      sunriseConvention,
    },
    avakhada: avakhadaOf(moon.rasiIndex, moon.degreesInRasi, moon.nakshatraIndex, moon.pada),
  };
}

/**
 * The full ChartModel: `computeChartBase` plus ashtakavarga, shadbala/bhava bala, predictions
 * and (when `options.transitJdUt` is given) transits. Throws `FieldError` for bad input.
 */
export function computeChart(input: ChartInput, options: ChartOptions = {}): ChartModel {
  checkTransitJdUt(options);
  return completeChart(computeChartBase(input, options), options);
}

function checkTransitJdUt(options: ChartOptions): void {
  if (options.transitJdUt !== undefined && !Number.isFinite(options.transitJdUt)) {
    throw new FieldError('transitJdUt', `expected a finite Julian day, got ${String(options.transitJdUt)}`);
  }
}

/**
 * The rest of `computeChart` for a base already cast (the API keeps bases of routes that need
 * no more, e.g. the planets' positions, and completes one when a later request wants the whole).
 */
export function completeChart(base: ChartBase, options: ChartOptions = {}): ChartModel {
  checkTransitJdUt(options);
  const ashtakavarga = computeAshtakavarga(base);
  const strengths = shadbalaContext(base);
  const shadbala = shadbalaFromContext(strengths);
  // Field by field (see `position`): the model's order, the full body's JSON order. Bhava bala and
  // the predictions follow as properties made on first read (see `bhavaBalaGetter`, `predictionsGetter`).
  const chart = {
    version: base.version,
    input: base.input,
    grahas: base.grahas,
    lagna: base.lagna,
    mcSiderealDeg: base.mcSiderealDeg,
    houses: base.houses,
    relationships: base.relationships,
    dasha: base.dasha,
    panchang: base.panchang,
    avakhada: base.avakhada,
    ashtakavarga,
    shadbala,
  } as ChartModel & LazyLayers;
  Object.defineProperty(chart, LAYERS, { value: { strengths } satisfies Layers });
  lazyProperty(chart, 'bhavaBala', bhavaBalaGetter);
  lazyProperty(chart, 'predictions', predictionsGetter);
  // The rules read the chart without its predictions.
  const natal = evaluatePredictions(chart);
  let transit: Prediction[] = [];
  if (options.transitJdUt !== undefined) {
    chart.transits = computeTransits(base, options.transitJdUt);
    // Sade Sati and Dhaiya need the transit moment, so they join the predictions here.
    transit = transitPredictions(base, chart.transits);
  }
  Object.defineProperty(chart, PREDICTION_PARTS, { value: { natal, transit } satisfies PredictionParts });
  return chart;
}

/**
 * What the lazy layers of a model made by `completeChart` are made from, and keep once made
 * (non-enumerable). They stay accessors rather than being settled into plain values: turning an
 * accessor into a data property makes V8 keep the model as a dictionary, and the routes that read
 * the predictions (the chat, HoroscopePredictions) then read every field of it more slowly.
 */
const LAYERS = Symbol('chart layers');
interface Layers {
  strengths: ShadbalaContext;
  bhavaBala?: BhavaBala[];
  predictions?: Prediction[];
}
type LazyLayers = WithPredictionParts & { readonly [LAYERS]: Layers };

/** Which lazy layers of a model made by `completeChart` have been made so far (for tests; a model without them: none). */
export function layersMade(model: ChartModel): { bhavaBala: boolean; predictions: boolean } {
  const layers = (model as Partial<LazyLayers>)[LAYERS];
  return { bhavaBala: layers?.bhavaBala !== undefined, predictions: layers?.predictions !== undefined };
}

/**
 * Bhava bala, made when first read: the lean API body leaves it out (`include=bhavaBala` adds it),
 * and most charts are served lean.
 */
function bhavaBalaGetter(this: ChartModel): BhavaBala[] {
  const layers = (this as ChartModel & LazyLayers)[LAYERS];
  return (layers.bhavaBala ??= computeBhavaBala(this, layers.strengths, this.shadbala));
}

/**
 * The predictions, made whole when first read: the natal yogas and doshas, the planet-in-house
 * and planet-in-sign readings (made here: the lean body leaves them out, and the pages rebuild them,
 * shared/compose/chart-view.ts), then the transit ones.
 */
function predictionsGetter(this: ChartModel): Prediction[] {
  const self = this as ChartModel & LazyLayers;
  const parts = self[PREDICTION_PARTS]!;
  return (self[LAYERS].predictions ??= [...parts.natal, ...placementPredictions(this), ...parts.transit]);
}

/**
 * The input's cautions with the lagna's added (texts and codes), each once: a chart recomputed
 * from its own input already carries them.
 */
function withLagnaCautions(
  cautions: string[],
  codes: BirthCaution[] | undefined,
  lagna: LagnaCaution[],
): { cautions: string[]; cautionCodes?: BirthCaution[] } {
  const added = lagna.filter((c) => !cautions.includes(c.text));
  if (added.length === 0) return { cautions, ...(codes ? { cautionCodes: codes } : {}) };
  return { cautions: [...cautions, ...added.map((c) => c.text)], cautionCodes: [...(codes ?? []), ...added] };
}
