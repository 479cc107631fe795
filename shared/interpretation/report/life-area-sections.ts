/**
 * "General Predictions" of the page and the PDF: one section per life area of PAGE_LIFE_AREAS,
 * read from the area's own houses and karakas (life-areas.ts, the definition the built-in reader
 * answers from): the main house's lord and occupants, where the other houses' lords sit, the
 * karakas' dignity, the yogas and doshas that speak to the area, and the running dasha.
 */
import type { DashaPeriod, Prediction } from '../../chart/model';
import type { ChartView, GrahaView } from '../../chart/view';
import type { Graha } from '../../vocabulary/graha';
import { isoDatePart, listProse, ordinal } from '../format';
import { dignityWords } from '../grahas';
import { houseThemes } from '../houses';
import { areaYogas, LIFE_AREAS, PAGE_LIFE_AREAS, type LifeArea } from '../life-areas';

/** One life area's section: the area and its points. */
export interface LifeAreaSection {
  area: LifeArea;
  points: string[];
}

/** Houses of difficulty (dusthana): a lord placed here works through effort or obstacles. */
const DUSTHANA = [6, 8, 12];

function position(chart: ChartView, graha: Graha): GrahaView | undefined {
  return chart.grahas.find((g) => g.graha === graha);
}

/** "The 10th lord Saturn sits in Aries in your 4th house, weak (debilitated): ...". */
function lordLine(chart: ChartView, house: number, subject: string): string {
  const lord = chart.houses[house - 1]!.lord;
  const at = position(chart, lord);
  if (!at) return '';
  const link =
    at.house === house
      ? `a self-reliant, prominent signature for ${subject}`
      : DUSTHANA.includes(at.house)
        ? `for ${subject}, gains come through effort and obstacles overcome, by way of ${houseThemes(at.house)}`
        : `linking ${subject} with ${houseThemes(at.house)}`;
  return `The ${ordinal(house)} lord ${lord} sits in ${at.rasi} in your ${ordinal(at.house)} house, ${dignityWords(at.dignity)}: ${link}.`;
}

function occupantsLine(chart: ChartView, house: number, subject: string): string {
  const h = chart.houses[house - 1]!;
  if (h.grahas.length === 0) {
    const aspects = h.aspectedBy.length > 0 ? ` (${h.aspectedBy.join(', ')})` : '';
    return `No planet occupies your ${ordinal(house)} house (${h.rasi}): its lord and the planets aspecting it${aspects} set the tone for ${subject}.`;
  }
  return `${listProse(h.grahas)} in your ${ordinal(house)} house (${h.rasi}) ${h.grahas.length === 1 ? 'shapes' : 'shape'} ${subject} directly.`;
}

/** "Your 6th, 2nd and 11th houses also bear on your career: the 6th lord Mars is in your 6th house, ...". */
function otherHousesLine(chart: ChartView, houses: readonly number[], subject: string): string {
  if (houses.length === 0) return '';
  const seats = houses.map((h) => {
    const lord = chart.houses[h - 1]!.lord;
    const at = position(chart, lord);
    return at ? `the ${ordinal(h)} lord ${lord} is in your ${ordinal(at.house)} house` : '';
  });
  return `Your ${listProse(houses.map(ordinal))} house${houses.length > 1 ? 's' : ''} also bear${houses.length > 1 ? '' : 's'} on ${subject}: ${listProse(seats.filter((t) => t.length > 0))}.`;
}

function karakaLine(chart: ChartView, graha: Graha, subject: string): string {
  const at = position(chart, graha);
  if (!at) return '';
  return `${graha}, a significator of ${subject}, sits in ${at.rasi} in your ${ordinal(at.house)} house, ${dignityWords(at.dignity)}${at.retrograde ? ', retrograde, so its results come after reflection' : ''}.`;
}

function yogaLines(predictions: readonly Prediction[], area: LifeArea): string[] {
  return areaYogas(predictions, area)
    .slice(0, 2)
    .map((p) => `${p.name} (${p.nature}): ${p.description}`);
}

function dashaLine(chart: ChartView, running: { mahadasha: DashaPeriod; antardasha: DashaPeriod | null } | null, area: LifeArea): string {
  if (!running) return '';
  const lord = running.mahadasha.lord;
  const at = position(chart, lord);
  const rules = chart.houses.filter((h) => h.lord === lord).map((h) => h.house);
  const touches = area.houses.filter((h) => rules.includes(h) || at?.house === h);
  if (touches.length === 0) return '';
  return `Your running ${lord} mahadasha (until ${isoDatePart(running.mahadasha.end)}) involves your ${listProse(touches.map(ordinal))} house${touches.length > 1 ? 's' : ''}: this period brings ${area.subject} into focus.`;
}

/** The page's life-area sections. `running` is the running dasha, or null when not known. */
export function lifeAreaSections(
  chart: ChartView,
  running: { mahadasha: DashaPeriod; antardasha: DashaPeriod | null } | null,
): LifeAreaSection[] {
  const moonNote = chart.input.timeKnown
    ? []
    : ['Houses are counted from the Moon because the birth time is unknown; treat house-based points as indicative.'];
  return PAGE_LIFE_AREAS.map((id) => {
    const area = LIFE_AREAS[id];
    const [main, ...others] = area.houses as [number, ...number[]];
    const points = [
      lordLine(chart, main, area.subject),
      occupantsLine(chart, main, area.subject),
      otherHousesLine(chart, others, area.subject),
      ...area.karakas.map((k) => karakaLine(chart, k, area.subject)),
      ...yogaLines(chart.predictions, area),
      dashaLine(chart, running, area),
    ];
    return { area, points: [...moonNote, ...points.filter((p) => p.length > 0)] };
  });
}
