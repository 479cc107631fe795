/**
 * "Planet in house" (9 × 12) and "planet in sign" (9 × 12) readings, written by us in plain
 * words. Each reading has its own sentence (placement-house-notes.ts, placement-sign-notes.ts)
 * plus composed parts; each reading is built from hand-written parts: what the graha stands for,
 * what the house (or sign) governs, and how that kind of graha fares in that kind of house
 * (or with that dignity), following the classical principles that natural benefics thrive in
 * kendras and trikonas, malefics in upachayas, and that dignity decides how well a graha
 * can deliver.
 */
import type { ChartBase, Prediction, PredictionNature } from '../chart/model';
import type { Graha } from '../vocabulary/graha';
import { houseTone, SIGN_DIGNITY_NATURE, signDignity } from './placement-kinds';
import { REPORT_TEXT_EN, type ReportText } from './report/report-text';

export { houseTone, signDignity, type HouseTone, type SignDignity } from './placement-kinds';

/** Reading for `graha` in whole-sign house `house` (1–12), in the language of `text` (English by default). */
export function houseReading(
  graha: Graha,
  house: number,
  text: ReportText = REPORT_TEXT_EN,
): { name: string; description: string; nature: PredictionNature } {
  const { tone, nature } = houseTone(graha, house);
  return { ...text.houseReading(graha, house, tone), nature };
}

/** Reading for `graha` in sign `rasiIndex` (0 = Aries) at `degreesInRasi`, in the language of `text` (English by default). */
export function signReading(
  graha: Graha,
  rasiIndex: number,
  degreesInRasi: number,
  text: ReportText = REPORT_TEXT_EN,
): { name: string; description: string; nature: PredictionNature } {
  const dignity = signDignity(graha, rasiIndex, degreesInRasi);
  return { ...text.signReading(graha, rasiIndex, dignity), nature: SIGN_DIGNITY_NATURE[dignity] };
}

/**
 * The planet-in-house then planet-in-sign readings for a chart's actual placements (one of each
 * per graha), as predictions of kind 'placement' and 'sign' following the engine's yogas.
 */
export function placementPredictions(chart: Pick<ChartBase, 'grahas'>): Prediction[] {
  const out: Prediction[] = [];
  for (const p of chart.grahas) {
    out.push({
      id: `${p.graha.toLowerCase()}-in-house-${p.house}`,
      kind: 'placement',
      ...houseReading(p.graha, p.house),
      relatedBody: { grahas: [p.graha], houses: [p.house], rasis: [p.rasi] },
    });
  }
  for (const p of chart.grahas) {
    out.push({
      id: `${p.graha.toLowerCase()}-in-${p.rasi.toLowerCase()}`,
      kind: 'sign',
      ...signReading(p.graha, p.rasiIndex, p.degreesInRasi),
      relatedBody: { grahas: [p.graha], houses: [p.house], rasis: [p.rasi] },
    });
  }
  return out;
}
