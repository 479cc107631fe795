/**
 * "General Predictions" for Career, Relationships, Health, Finances and Personal Growth,
 * built from the chart: the lords of the relevant houses and where they sit, the occupants,
 * the engine's yogas and doshas on those houses, and the running dasha.
 */
import type { ChartModel, DashaPeriod, Dignity, GrahaPosition, Prediction } from '../../chart/model';
import { predictionsByArea, type LifeArea as EngineLifeArea } from '../life-areas';
import type { Graha } from '../../vocabulary/graha';
import { topic } from './insights';
import { ordinal } from '../format';

/** One life area (shared/interpretation/life-areas.ts) with its points. */
export interface LifeArea {
  area: EngineLifeArea;
  points: string[];
}

const STRONG: readonly Dignity[] = ['exalted', 'moolatrikona', 'own'];
const WEAK: readonly Dignity[] = ['debilitated', 'great enemy', 'enemy'];
/** Houses of difficulty (dusthana): a lord placed here works through effort or obstacles. */
const DUSTHANA = [6, 8, 12];

function position(chart: ChartModel, graha: Graha): GrahaPosition | undefined {
  return chart.grahas.find((g) => g.graha === graha);
}

function tone(dignity: Dignity): string {
  if (STRONG.includes(dignity)) return 'strong';
  if (WEAK.includes(dignity)) return 'under strain';
  return 'steady';
}

/** "The 10th lord Saturn sits in Aries in your 4th house (debilitated, under strain), linking ...". */
function lordLine(chart: ChartModel, house: number, subject: string): string {
  const lord = chart.houses[house - 1]!.lord;
  const at = position(chart, lord);
  if (!at) return '';
  const link = at.house === house
    ? `a self-reliant, prominent signature for ${subject}`
    : DUSTHANA.includes(at.house)
      ? `for ${subject}, gains come through effort and obstacles overcome, by way of ${topic(at.house)}`
      : `linking ${subject} with ${topic(at.house)}`;
  return `The ${ordinal(house)} lord ${lord} sits in ${at.rasi} in your ${ordinal(at.house)} house (${at.dignity}, ${tone(at.dignity)}): ${link}.`;
}

function occupantsLine(chart: ChartModel, house: number, subject: string): string {
  const grahas = chart.houses[house - 1]!.grahas;
  if (grahas.length === 0) return `No planet occupies your ${ordinal(house)} house (${chart.houses[house - 1]!.rasi}): its lord and the planets aspecting it${aspectText(chart, house)} set the tone for ${subject}.`;
  return `${grahas.join(', ')} in your ${ordinal(house)} house (${chart.houses[house - 1]!.rasi}) ${grahas.length === 1 ? 'shapes' : 'shape'} ${subject} directly.`;
}

function aspectText(chart: ChartModel, house: number): string {
  const by = chart.houses[house - 1]!.aspectedBy;
  return by.length > 0 ? ` (${by.join(', ')})` : '';
}

function karakaLine(chart: ChartModel, graha: Graha, role: string): string {
  const at = position(chart, graha);
  if (!at) return '';
  return `${graha}, the significator of ${role}, is ${at.dignity} in ${at.rasi} in your ${ordinal(at.house)} house (${tone(at.dignity)})${at.retrograde ? ', retrograde, so its results come after reflection' : ''}.`;
}

/** Up to two of the engine's yogas and doshas on the area's houses (grouped by the engine's AREA_HOUSES). */
function yogaLines(byArea: Record<EngineLifeArea, Prediction[]>, area: EngineLifeArea): string[] {
  return byArea[area]
    .filter((p) => p.kind === 'yoga' || p.kind === 'dosha')
    .slice(0, 2)
    .map((p) => `${p.name} (${p.nature}): ${p.description}`);
}

function dashaLine(chart: ChartModel, running: { mahadasha: DashaPeriod; antardasha: DashaPeriod | null } | null, houses: number[], subject: string): string {
  if (!running) return '';
  const lord = running.mahadasha.lord;
  const at = position(chart, lord);
  const rules = chart.houses.filter((h) => h.lord === lord).map((h) => h.house);
  const touches = houses.filter((h) => rules.includes(h) || at?.house === h);
  if (touches.length === 0) return '';
  return `Your running ${lord} mahadasha (until ${running.mahadasha.end.slice(0, 10)}) involves your ${touches.map(ordinal).join(' and ')} house, so ${subject} is in focus in this period.`;
}

/** The five life areas. `running` is the running dasha, or null when not known. */
export function lifeAreas(chart: ChartModel, running: { mahadasha: DashaPeriod; antardasha: DashaPeriod | null } | null): LifeArea[] {
  const moonNote = chart.input.timeKnown ? [] : ['Houses are counted from the Moon because the birth time is unknown; treat house-based points as indicative.'];
  const area = (name: LifeArea['area'], points: string[]): LifeArea => ({ area: name, points: [...moonNote, ...points.filter((p) => p.length > 0)] });
  const growthYogas = chart.predictions.filter((p) => p.kind === 'yoga').slice(0, 3).map((p) => p.name);
  const byArea = predictionsByArea(chart.predictions);
  return [
    area('Career', [lordLine(chart, 10, 'your career'), occupantsLine(chart, 10, 'your public work'), karakaLine(chart, 'Saturn', 'work and perseverance'), ...yogaLines(byArea, 'Career'), dashaLine(chart, running, [10], 'career')]),
    area('Relationships', [lordLine(chart, 7, 'partnership'), occupantsLine(chart, 7, 'close relationships'), karakaLine(chart, 'Venus', 'love and marriage'), ...yogaLines(byArea, 'Relationships'), dashaLine(chart, running, [7], 'relationships')]),
    area('Health', [lordLine(chart, 1, 'your vitality'), occupantsLine(chart, 6, 'daily health habits'), karakaLine(chart, 'Sun', 'vitality'), dashaLine(chart, running, [1, 6], 'health routines')]),
    area('Finances', [lordLine(chart, 2, 'savings'), lordLine(chart, 11, 'income and gains'), karakaLine(chart, 'Jupiter', 'wealth and wisdom'), ...yogaLines(byArea, 'Finances'), dashaLine(chart, running, [2, 11], 'money matters')]),
    area('Personal Growth', [lordLine(chart, 9, 'faith and learning'), occupantsLine(chart, 5, 'creativity and study'), karakaLine(chart, 'Ketu', 'detachment and insight'),
      growthYogas.length > 0 ? `Yogas found in your chart: ${growthYogas.join(', ')}.` : 'No classical yogas were found; growth comes from steady use of your strongest planets.',
      dashaLine(chart, running, [5, 9, 12], 'inner growth')]),
  ];
}
