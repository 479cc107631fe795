/**
 * "Key Insights" of the report: Sun sign (core personality), Moon sign (emotions and inner
 * self), ascendant (outward approach) and notable aspects (challenges and opportunities),
 * each with the chart's real value and a short original text, worded by a ReportText.
 */
import type { ChartView, GrahaView } from '../../chart/view';
import type { Graha } from '../../vocabulary/graha';
import { RASI_LORD } from '../../jyotish/classical';
import { REPORT_TEXT_EN, type ReportText } from './report-text';

/** One insight: a title (its id; the page and the PDF name it in their language), the computed value, and an explanation. */
export interface KeyInsight {
  title: 'Sun sign' | 'Moon sign' | 'Ascendant' | 'Notable aspects';
  value: string;
  text: string;
}

/** Most notable aspect and conjunction lines, strongest themes first; at most `limit`. */
export function notableAspects(chart: ChartView, limit = 4, t: ReportText = REPORT_TEXT_EN): string[] {
  const lines: string[] = [];
  const bySign = new Map<number, Graha[]>();
  for (const g of chart.grahas) bySign.set(g.rasiIndex, [...(bySign.get(g.rasiIndex) ?? []), g.graha]);
  for (const [, grahas] of bySign) {
    if (grahas.length < 2) continue;
    const first = chart.grahas.find((g) => g.graha === grahas[0])!;
    lines.push(t.conjunction(grahas, first.rasi, first.house));
  }
  const moon = find(chart, 'Moon');
  if (moon?.aspectedBy.includes('Jupiter')) lines.push(t.jupiterOnMoon);
  if (moon?.aspectedBy.includes('Saturn')) lines.push(t.saturnOnMoon);
  const lagnaHouse = chart.houses[0];
  if (chart.input.timeKnown && lagnaHouse) {
    if (lagnaHouse.aspectedBy.includes('Jupiter')) lines.push(t.jupiterOnLagna);
    if (lagnaHouse.aspectedBy.includes('Mars')) lines.push(t.marsOnLagna);
    if (lagnaHouse.aspectedBy.includes('Saturn')) lines.push(t.saturnOnLagna);
  }
  const seventh = chart.houses[6];
  if (seventh?.aspectedBy.includes('Mars')) lines.push(t.marsOnSeventh);
  if (lines.length === 0) lines.push(t.noNotableAspects);
  return lines.slice(0, limit);
}

/** The four key insights, worded by `t` (English by default). */
export function keyInsights(chart: ChartView, t: ReportText = REPORT_TEXT_EN): KeyInsight[] {
  const sun = find(chart, 'Sun');
  const moon = find(chart, 'Moon');
  const insights: KeyInsight[] = [];
  if (sun) insights.push({ title: 'Sun sign', ...t.sunInsight(sun) });
  if (moon) insights.push({ title: 'Moon sign', ...t.moonInsight(moon, chart.dasha.birthLord) });
  if (chart.input.timeKnown) {
    const lord = RASI_LORD[chart.lagna.rasiIndex]!;
    insights.push({ title: 'Ascendant', ...t.ascendantInsight(chart.lagna, lord, find(chart, lord)) });
  } else {
    insights.push({ title: 'Ascendant', ...t.ascendantUnknown });
  }
  insights.push({ title: 'Notable aspects', value: t.notableValue, text: notableAspects(chart, 4, t).join(' ') });
  return insights;
}

function find(chart: ChartView, graha: Graha): GrahaView | undefined {
  return chart.grahas.find((g) => g.graha === graha);
}
