/**
 * The life areas, defined once: a section of the Kundali page's "General Predictions" (and the
 * PDF) and a topic of the built-in reader are the same object, read from the same houses and
 * natural significators (karakas), and the chat prompt lists the same definition. The first
 * house of each area is its main house.
 *
 * Which houses (classical Parashari usage, counted whole-sign from the lagna):
 * - Career: the 10th (karma bhava: profession, status), with the other two houses of the artha
 *   trikona, the 6th (service, employment) and the 2nd (earnings), and the 11th (gains from work).
 *   The 3rd, which the page once used, is the house of effort and courage (an upachaya), not of
 *   livelihood. Karakas of the 10th: Sun (status), Mercury (trade), Saturn (labour).
 * - Relationships: the 7th (kalatra bhava: spouse, partners), the 2nd (kutumba: the family that
 *   marriage enlarges) and the 5th (romance). The 11th, which the page once used, is the house of
 *   gains and friends, and belongs to Finances. Karakas: Venus (spouse, love), Jupiter (husband).
 * - Health: the 1st (the body), 6th (disease) and 8th (longevity). Karakas: Sun (vitality), Moon (mind).
 * - Finances: the 2nd (wealth held), 11th (income, gains) and 9th (fortune). Karakas: Jupiter, Venus.
 * - Education: the 4th (schooling), 5th (intelligence) and 9th (higher learning). Karakas: Mercury, Jupiter.
 * - Children: the 5th (putra bhava) and the 9th (the 5th from the 5th). Karaka: Jupiter.
 * - Travel: the 12th (foreign lands), 9th (long journeys) and 3rd (short journeys). Karakas: Rahu, Moon.
 * - Property: the 4th (sukha bhava: land, house, vehicles) and the 11th (gains that buy them).
 *   Karakas: Mars (bhumi karaka, land and buildings), Venus (vehicles, comforts).
 * - Personal Growth: the 9th (dharma, teachers), 12th (moksha, release), 5th (mantra, merit) and
 *   4th (inner peace, the moksha trikona with the 12th). Karakas: Ketu (detachment), Jupiter (wisdom).
 */
import type { Prediction } from '../model/chart';
import type { Graha } from '../vocabulary/graha';

/** Identifiers of the life areas, in display order. */
export const LIFE_AREA_IDS = [
  'career',
  'relationships',
  'health',
  'finances',
  'property',
  'education',
  'children',
  'travel',
  'growth',
] as const;
/** One life area's identifier. */
export type LifeAreaId = (typeof LIFE_AREA_IDS)[number];

/** True when the text is a life area's id. */
export function isLifeAreaId(text: string): text is LifeAreaId {
  return (LIFE_AREA_IDS as readonly string[]).includes(text);
}

/** One life area: where in the chart it is read. */
export interface LifeArea {
  id: LifeAreaId;
  /** Heading on the page, in the PDF and in the reader's answer. */
  title: string;
  /** The area as the object of a sentence, e.g. `your career`. */
  subject: string;
  /** Houses (1–12) that signify the area; the first is the main house. */
  houses: readonly number[];
  /** Natural significators (karakas) of the area. */
  karakas: readonly Graha[];
}

/** Every life area by id (see the file comment for why these houses and karakas). */
export const LIFE_AREAS: Record<LifeAreaId, LifeArea> = {
  career: { id: 'career', title: 'Career', subject: 'your career', houses: [10, 6, 2, 11], karakas: ['Saturn', 'Sun', 'Mercury'] },
  relationships: {
    id: 'relationships',
    title: 'Relationships',
    subject: 'your relationships',
    houses: [7, 2, 5],
    karakas: ['Venus', 'Jupiter'],
  },
  health: { id: 'health', title: 'Health', subject: 'your health', houses: [1, 6, 8], karakas: ['Sun', 'Moon'] },
  finances: { id: 'finances', title: 'Finances', subject: 'your finances', houses: [2, 11, 9], karakas: ['Jupiter', 'Venus'] },
  property: { id: 'property', title: 'Property and home', subject: 'property and home', houses: [4, 11], karakas: ['Mars', 'Venus'] },
  education: { id: 'education', title: 'Education', subject: 'your education', houses: [4, 5, 9], karakas: ['Mercury', 'Jupiter'] },
  children: { id: 'children', title: 'Children', subject: 'children', houses: [5, 9], karakas: ['Jupiter'] },
  travel: { id: 'travel', title: 'Travel', subject: 'travel and foreign lands', houses: [12, 9, 3], karakas: ['Rahu', 'Moon'] },
  growth: { id: 'growth', title: 'Personal Growth', subject: 'your inner growth', houses: [9, 12, 5, 4], karakas: ['Ketu', 'Jupiter'] },
};

/** The areas the Kundali page and the PDF show under "General Predictions" (the spec's five), in order. */
export const PAGE_LIFE_AREAS: readonly LifeAreaId[] = ['career', 'relationships', 'health', 'finances', 'growth'];

/** True when a yoga or dosha speaks to the area: it involves one of the area's houses or karakas. */
export function speaksToArea(prediction: Prediction, area: LifeArea): boolean {
  if (prediction.kind !== 'yoga' && prediction.kind !== 'dosha') return false;
  return (
    prediction.relatedBody.houses.some((h) => area.houses.includes(h)) ||
    prediction.relatedBody.grahas.some((g) => area.karakas.includes(g))
  );
}

/** The yogas and doshas that speak to the area, in the predictions' own order. */
export function areaYogas(predictions: readonly Prediction[], area: LifeArea): Prediction[] {
  return predictions.filter((p) => speaksToArea(p, area));
}

/** The life areas' headings in Hindi (the English are `title` above; every language's: life-area-titles.ts). */
export const LIFE_AREA_TITLES_HI: Readonly<Record<LifeAreaId, string>> = {
  career: 'करियर',
  relationships: 'विवाह और संबंध',
  health: 'स्वास्थ्य',
  finances: 'धन',
  property: 'संपत्ति और घर',
  education: 'शिक्षा',
  children: 'संतान',
  travel: 'यात्रा और विदेश',
  growth: 'आत्मिक विकास',
};

/** The life areas' headings in English (their `title`), as a record like the other languages'. */
export const LIFE_AREA_TITLES_EN: Readonly<Record<LifeAreaId, string>> = Object.fromEntries(
  LIFE_AREA_IDS.map((id) => [id, LIFE_AREAS[id].title]),
) as Record<LifeAreaId, string>;
