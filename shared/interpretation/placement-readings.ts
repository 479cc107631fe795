/**
 * "Planet in house" (9 × 12) and "planet in sign" (9 × 12) readings, written by us in plain
 * words. Each reading has its own sentence (placement-house-notes.ts, placement-sign-notes.ts)
 * plus composed parts; each reading is built from hand-written parts: what the graha stands for,
 * what the house (or sign) governs, and how that kind of graha fares in that kind of house
 * (or with that dignity), following the classical principles that natural benefics thrive in
 * kendras and trikonas, malefics in upachayas, and that dignity decides how well a graha
 * can deliver.
 */
import type { GrahaPosition, Prediction, PredictionNature } from '../model/chart';
import { GRAHAS, type Graha } from '../vocabulary/graha';
import { RASIS } from '../vocabulary/rasi';
import type { Nature } from '../jyotish/nature';
import { houseTone, SIGN_DIGNITY_NATURE, signDignity } from './placement-kinds';
import { REPORT_TEXT_EN, type ReportText } from './report/report-text';

export { houseTone, signDignity } from './placement-kinds';

/** A reading's words and nature. */
interface Reading {
  name: string;
  description: string;
  nature: PredictionNature;
}

/**
 * Readings are pure functions of their key and the text, and few (9 × 12 × the tones or
 * dignities), yet every chart needs eighteen: each is composed once per text and process and its
 * strings reused, so a chart neither rebuilds the sentences nor has them flattened again when it
 * is serialised (both a measurable share of a chart request). Callers get fresh objects.
 * Looked up by a number for the graha and place (`slot`) and then by the tone or dignity, not by
 * one string key made per call: a freshly joined key must be flattened and hashed for every
 * lookup, which cost more than the rest of a chart's eighteen readings together.
 */
const readings = new WeakMap<ReportText, Map<string, Reading>[]>();

function remembered(text: ReportText, slot: number, kind: string, make: () => Reading): Reading {
  let slots = readings.get(text);
  if (!slots) readings.set(text, (slots = []));
  let byKind = slots[slot];
  if (!byKind) slots[slot] = byKind = new Map();
  let reading = byKind.get(kind);
  if (!reading) byKind.set(kind, (reading = make()));
  return { name: reading.name, description: reading.description, nature: reading.nature };
}

/** The cache slot of `graha` in house `house` (1–12), then of `graha` in sign `rasiIndex` (0–11) after all 108 of those. */
const houseSlot = (graha: Graha, house: number) => GRAHAS.indexOf(graha) * 12 + house - 1;
const signSlot = (graha: Graha, rasiIndex: number) => 108 + GRAHAS.indexOf(graha) * 12 + rasiIndex;

/**
 * Reading for `graha`, of natural `grahaNature` in this chart (GrahaPosition.nature), in whole-sign
 * house `house` (1–12), in the language of `text` (English by default).
 */
export function houseReading(graha: Graha, grahaNature: Nature, house: number, text: ReportText = REPORT_TEXT_EN): Reading {
  const { tone, nature } = houseTone(grahaNature, house);
  return remembered(text, houseSlot(graha, house), tone, () => {
    const words = text.houseReading(graha, house, tone);
    return { name: words.name, description: words.description, nature };
  });
}

/** Reading for `graha` in sign `rasiIndex` (0 = Aries) at `degreesInRasi`, in the language of `text` (English by default). */
export function signReading(graha: Graha, rasiIndex: number, degreesInRasi: number, text: ReportText = REPORT_TEXT_EN): Reading {
  const dignity = signDignity(graha, rasiIndex, degreesInRasi);
  return remembered(text, signSlot(graha, rasiIndex), dignity, () => {
    const words = text.signReading(graha, rasiIndex, dignity);
    return { name: words.name, description: words.description, nature: SIGN_DIGNITY_NATURE[dignity] };
  });
}

/** The readings' ids (`mars-in-house-7`, `mars-in-libra`), made once rather than per chart: [graha index][house − 1 or rasi index]. */
const HOUSE_READING_IDS = GRAHAS.map((g) => Array.from({ length: 12 }, (_, i) => `${g.toLowerCase()}-in-house-${i + 1}`));
const SIGN_READING_IDS = GRAHAS.map((g) => RASIS.map((r) => `${g.toLowerCase()}-in-${r.toLowerCase()}`));

/**
 * The planet-in-house then planet-in-sign readings for a chart's actual placements (one of each
 * per graha), as predictions of kind 'placement' and 'sign' following the engine's yogas. Written
 * field by field (a spread followed by fields takes the engine's slow paths); the order is the
 * served JSON's.
 */
export function placementPredictions(chart: {
  grahas: readonly Pick<GrahaPosition, 'graha' | 'nature' | 'house' | 'rasi' | 'rasiIndex' | 'degreesInRasi'>[];
}): Prediction[] {
  const out: Prediction[] = [];
  for (const p of chart.grahas) {
    const reading = houseReading(p.graha, p.nature, p.house);
    out.push({
      id: HOUSE_READING_IDS[GRAHAS.indexOf(p.graha)]![p.house - 1]!,
      kind: 'placement',
      name: reading.name,
      description: reading.description,
      nature: reading.nature,
      relatedBody: { grahas: [p.graha], houses: [p.house], rasis: [p.rasi] },
    });
  }
  for (const p of chart.grahas) {
    const reading = signReading(p.graha, p.rasiIndex, p.degreesInRasi);
    out.push({
      id: SIGN_READING_IDS[GRAHAS.indexOf(p.graha)]![RASIS.indexOf(p.rasi)]!,
      kind: 'sign',
      name: reading.name,
      description: reading.description,
      nature: reading.nature,
      relatedBody: { grahas: [p.graha], houses: [p.house], rasis: [p.rasi] },
    });
  }
  return out;
}
