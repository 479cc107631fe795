/**
 * "Planet in house" (9 × 12) and "planet in sign" (9 × 12) readings, written by us in plain
 * words. Each reading has its own sentence (placement-house-notes.ts, placement-sign-notes.ts)
 * plus composed parts; each reading is built from hand-written parts: what the graha stands for,
 * what the house (or sign) governs, and how that kind of graha fares in that kind of house
 * (or with that dignity), following the classical principles that natural benefics thrive in
 * kendras and trikonas, malefics in upachayas, and that dignity decides how well a graha
 * can deliver.
 */
import type { GrahaPosition, Prediction, PredictionNature } from '../chart/model';
import type { Graha } from '../vocabulary/graha';
import type { Nature } from '../jyotish/nature';
import { houseTone, SIGN_DIGNITY_NATURE, signDignity } from './placement-kinds';
import { REPORT_TEXT_EN, type ReportText } from './report/report-text';

export { houseTone, signDignity, type HouseTone, type SignDignity } from './placement-kinds';

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
 */
const readings = new WeakMap<ReportText, Map<string, Reading>>();

function remembered(text: ReportText, key: string, make: () => Reading): Reading {
  let byKey = readings.get(text);
  if (!byKey) readings.set(text, (byKey = new Map()));
  let reading = byKey.get(key);
  if (!reading) byKey.set(key, (reading = make()));
  return { name: reading.name, description: reading.description, nature: reading.nature };
}

/**
 * Reading for `graha`, of natural `grahaNature` in this chart (GrahaPosition.nature), in whole-sign
 * house `house` (1–12), in the language of `text` (English by default).
 */
export function houseReading(graha: Graha, grahaNature: Nature, house: number, text: ReportText = REPORT_TEXT_EN): Reading {
  const { tone, nature } = houseTone(grahaNature, house);
  return remembered(text, `${graha}|${house}|${tone}`, () => {
    const words = text.houseReading(graha, house, tone);
    return { name: words.name, description: words.description, nature };
  });
}

/** Reading for `graha` in sign `rasiIndex` (0 = Aries) at `degreesInRasi`, in the language of `text` (English by default). */
export function signReading(graha: Graha, rasiIndex: number, degreesInRasi: number, text: ReportText = REPORT_TEXT_EN): Reading {
  const dignity = signDignity(graha, rasiIndex, degreesInRasi);
  return remembered(text, `${graha}|${rasiIndex}|${dignity}`, () => {
    const words = text.signReading(graha, rasiIndex, dignity);
    return { name: words.name, description: words.description, nature: SIGN_DIGNITY_NATURE[dignity] };
  });
}

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
      id: `${p.graha.toLowerCase()}-in-house-${p.house}`,
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
      id: `${p.graha.toLowerCase()}-in-${p.rasi.toLowerCase()}`,
      kind: 'sign',
      name: reading.name,
      description: reading.description,
      nature: reading.nature,
      relatedBody: { grahas: [p.graha], houses: [p.house], rasis: [p.rasi] },
    });
  }
  return out;
}
