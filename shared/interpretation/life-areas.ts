/**
 * Groups predictions under the five life areas the Kundali page's "General Predictions" shows
 * (Career, Relationships, Health, Finances, Personal Growth), by the houses a prediction
 * relates to — the classical significations of the houses.
 */
import type { Prediction } from '../chart/model';

/** The life areas, in display order. */
export const LIFE_AREAS = ['Career', 'Relationships', 'Health', 'Finances', 'Personal Growth'] as const;
/** One life area. */
export type LifeArea = (typeof LIFE_AREAS)[number];

/** Houses (1–12) signifying each area: 10th/6th/3rd work, 7th/5th/11th people, 1st/6th/8th body, 2nd/11th/9th money, 9th/12th/4th/5th inner growth. */
export const AREA_HOUSES: Record<LifeArea, readonly number[]> = {
  Career: [10, 6, 3],
  Relationships: [7, 5, 11],
  Health: [1, 6, 8],
  Finances: [2, 11, 9],
  'Personal Growth': [9, 12, 4, 5],
};

/** Life areas a prediction speaks to (possibly none, e.g. a yoga relating only to the chart as a whole). */
export function lifeAreasOf(prediction: Prediction): LifeArea[] {
  return LIFE_AREAS.filter((area) => prediction.relatedBody.houses.some((h) => AREA_HOUSES[area].includes(h)));
}

/** Predictions grouped by life area, each list in the predictions' own order (yogas first). */
export function predictionsByArea(predictions: readonly Prediction[]): Record<LifeArea, Prediction[]> {
  const out = Object.fromEntries(LIFE_AREAS.map((a) => [a, [] as Prediction[]])) as Record<LifeArea, Prediction[]>;
  for (const p of predictions) for (const area of lifeAreasOf(p)) out[area].push(p);
  return out;
}
