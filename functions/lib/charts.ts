/**
 * Chart computation for the HTTP edge: "now" for transits comes from the clock here (never in
 * shared/), and identical requests on the same UTC day are served from a small LRU of
 * ready-serialised, ETag-tagged bodies, so a popular chart costs two computeCharts per day (the
 * caches keep a chart from its second request on, see doorkeeper.ts).
 */
import { completeChart, computeChartBase } from '../../shared/compose/chart';
import type { ChartBase, ChartInput, ChartModel } from '../../shared/model/chart';
import { tagKeyed, type TaggedBody } from './etag';
import { LruCache } from './lru';

/** Serialised bodies kept: a lean chart body is ~40 kB (+ ~9 kB compressed), a full one ~150 kB. */
const BODY_ENTRIES = 256;
/**
 * Models kept (several routes' bodies derive from one model, e.g. the chart then its
 * pratyantardashas or the chat). Few: when every request is a new birth, each kept model is
 * promoted to the old generation and collected there, and the profile showed GC at a quarter of
 * the CPU with 64; the body cache above still answers repeats.
 */
const MODEL_ENTRIES = 16;
/** Bases kept (routes that read only positions, houses and the like: see `chartBaseBody`); as few, for the same reason. */
const BASE_ENTRIES = 16;

/** Julian day (UT) the transits are cast for (shared/chart/transit-day.ts: the browser's offline chart uses it too). */
export { transitJdUtForDay } from '../../shared/chart/transit-day';

// Both keep a chart on its second request only (doorkeeper.ts): a first answer cached would outlive its use.
const models = new LruCache<string, ChartModel>(MODEL_ENTRIES, 'on-second-request');
const bases = new LruCache<string, ChartBase>(BASE_ENTRIES, 'on-second-request');
const bodies = new LruCache<string, TaggedBody>(BODY_ENTRIES, 'on-second-request');

/** Cache key: the normalised input (property order fixed by the builder) plus the transit day. */
function keyOf(input: ChartInput, transitJdUt: number | undefined): string {
  return `${transitJdUt ?? '-'}|${JSON.stringify(input)}`;
}

/** The key of the same input's base (no transits): `keyOf(input, undefined)` from a key already made. */
const baseKeyOf = (key: string): string => `-|${key.slice(key.indexOf('|') + 1)}`;

/** The ChartModel for `input` with transits for `transitJdUt` (or none), memoised. */
export function chartModel(input: ChartInput, transitJdUt?: number): ChartModel {
  return modelFor(keyOf(input, transitJdUt), input, transitJdUt);
}

/** The base under `key` (`keyOf(input, undefined)`), memoised; a kept whole model without transits serves too. */
function baseFor(key: string, input: ChartInput): ChartBase {
  let base: ChartBase | undefined = bases.get(key) ?? models.get(key);
  if (!base) {
    base = computeChartBase(input);
    bases.set(key, base);
  }
  return base;
}

/** chartModel with its cache key already made (`keyOf` serialises the input); completes a kept base when there is one. */
function modelFor(key: string, input: ChartInput, transitJdUt: number | undefined): ChartModel {
  let model = models.get(key);
  if (!model) {
    const options = transitJdUt === undefined ? {} : { transitJdUt };
    model = completeChart(bases.get(baseKeyOf(key)) ?? computeChartBase(input, options), options);
    models.set(key, model);
  }
  return model;
}

/** The memoised body under `key`, else `make()`'s, tagged and kept (see `chartBody`). */
function bodyFor(key: string, make: () => unknown): TaggedBody {
  let tagged = bodies.get(key);
  if (!tagged) {
    tagged = tagKeyed(make(), key);
    bodies.set(key, tagged);
  }
  return tagged;
}

/**
 * A serialised, tagged response body derived from the chart (`shape` must be a pure function
 * of the model), memoised per route under `routeKey`; its ETag is derived from the same key
 * (etag.ts `tagKeyed`), so `routeKey` must name everything besides the input and transit day
 * that the body depends on.
 */
export function chartBody(
  routeKey: string,
  input: ChartInput,
  transitJdUt: number | undefined,
  shape: (model: ChartModel) => unknown,
): TaggedBody {
  const modelKey = keyOf(input, transitJdUt);
  return bodyFor(`${routeKey}|${modelKey}`, () => shape(modelFor(modelKey, input, transitJdUt)));
}

/**
 * `chartBody` for a route whose body needs only the chart's base (positions, houses, panchang,
 * dasha: shared/compose/chart.ts `computeChartBase`, ~60 % of a whole chart's cost; the whole adds
 * ashtakavarga, shadbala and ~30 predictions); a shape that wants one of those layers asks the
 * engine for it from the base.
 */
export function chartBaseBody(routeKey: string, input: ChartInput, shape: (base: ChartBase) => unknown): TaggedBody {
  const baseKey = keyOf(input, undefined);
  return bodyFor(`${routeKey}|${baseKey}`, () => shape(baseFor(baseKey, input)));
}
