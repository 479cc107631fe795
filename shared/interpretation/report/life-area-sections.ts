/**
 * "General Predictions" of the page and the PDF: one section per life area of PAGE_LIFE_AREAS,
 * read from the area's own houses and karakas (life-areas.ts, the definition the built-in reader
 * answers from): the main house's lord and occupants, where the other houses' lords sit, the
 * karakas' dignity, the yogas and doshas that speak to the area, and the running dasha.
 */
import type { DashaPeriod, Prediction } from '../../model/chart';
import type { ChartView, GrahaView } from '../../chart/view';
import { DUSTHANA } from '../../jyotish/classical';
import type { Graha } from '../../vocabulary/graha';
import { areaYogas, LIFE_AREAS, PAGE_LIFE_AREAS, type LifeArea } from '../life-areas';
import { REPORT_TEXT_EN, type ReportText } from './report-text';

/** One life area's section: the area (its title is the English; the page and the PDF name it by id) and its points. */
export interface LifeAreaSection {
  area: LifeArea;
  points: string[];
}

function position(chart: ChartView, graha: Graha): GrahaView | undefined {
  return chart.grahas.find((g) => g.graha === graha);
}

/** "The 10th lord Saturn sits in Aries in your 4th house, weak (debilitated): ...". */
function lordLine(chart: ChartView, house: number, subject: string, t: ReportText): string {
  const lord = chart.houses[house - 1]!.lord;
  const at = position(chart, lord);
  if (!at) return '';
  // A lord in a dusthana (6, 8, 12) works through effort or obstacles.
  const link = at.house === house ? 'own house' : DUSTHANA.has(at.house) ? 'dusthana' : 'other house';
  return t.areaLord(house, lord, at, link, subject);
}

function occupantsLine(chart: ChartView, house: number, subject: string, t: ReportText): string {
  const h = chart.houses[house - 1]!;
  if (h.grahas.length === 0) return t.noOccupants(house, h.rasi, h.aspectedBy, subject);
  return t.occupants(house, h.rasi, h.grahas, subject);
}

/** "Your 6th, 2nd and 11th houses also bear on your career: the 6th lord Mars is in your 6th house, ...". */
function otherHousesLine(chart: ChartView, houses: readonly number[], subject: string, t: ReportText): string {
  if (houses.length === 0) return '';
  const seats = houses.flatMap((h) => {
    const lord = chart.houses[h - 1]!.lord;
    const at = position(chart, lord);
    return at ? [{ house: h, lord, lordHouse: at.house }] : [];
  });
  return t.otherHouses(houses, seats, subject);
}

function karakaLine(chart: ChartView, graha: Graha, subject: string, t: ReportText): string {
  const at = position(chart, graha);
  return at ? t.karaka(at, subject) : '';
}

function yogaLines(predictions: readonly Prediction[], area: LifeArea, t: ReportText): string[] {
  return areaYogas(predictions, area)
    .slice(0, 2)
    .map((p) => t.areaYoga(p));
}

function dashaLine(
  chart: ChartView,
  running: { mahadasha: DashaPeriod; antardasha: DashaPeriod | null } | null,
  area: LifeArea,
  t: ReportText,
): string {
  if (!running) return '';
  const lord = running.mahadasha.lord;
  const at = position(chart, lord);
  const rules = chart.houses.filter((h) => h.lord === lord).map((h) => h.house);
  const touches = area.houses.filter((h) => rules.includes(h) || at?.house === h);
  if (touches.length === 0) return '';
  return t.areaDasha(lord, running.mahadasha.end, touches, t.areaSubject(area.id));
}

/** The page's life-area sections, worded by `t` (English by default). `running` is the running dasha, or null when not known. */
export function lifeAreaSections(
  chart: ChartView,
  running: { mahadasha: DashaPeriod; antardasha: DashaPeriod | null } | null,
  t: ReportText = REPORT_TEXT_EN,
): LifeAreaSection[] {
  const moonNote = chart.input.timeKnown ? [] : [t.moonChartNote];
  return PAGE_LIFE_AREAS.map((id) => {
    const area = LIFE_AREAS[id];
    const subject = t.areaSubject(id);
    const [main, ...others] = area.houses as [number, ...number[]];
    const points = [
      lordLine(chart, main, subject, t),
      occupantsLine(chart, main, subject, t),
      otherHousesLine(chart, others, subject, t),
      ...area.karakas.map((k) => karakaLine(chart, k, subject, t)),
      ...yogaLines(chart.predictions, area, t),
      dashaLine(chart, running, area, t),
    ];
    return { area, points: [...moonNote, ...points.filter((p) => p.length > 0)] };
  });
}
