/**
 * "Key Insights" of the report: Sun sign (core personality), Moon sign (emotions and inner
 * self), ascendant (outward approach) and notable aspects (challenges and opportunities),
 * each with the chart's real value and a short original text.
 */
import type { ChartView, GrahaView } from '../../chart/view';
import type { Graha } from '../../vocabulary/graha';
import { RASI_LORD } from '../../vocabulary/rasi';
import { formatDegreesDms, listProse, ordinal } from '../format';
import { houseThemes } from '../houses';
import { signNature } from '../signs';

/** One insight: a title, the computed value, and an explanation. */
export interface KeyInsight {
  title: 'Sun sign' | 'Moon sign' | 'Ascendant' | 'Notable aspects';
  value: string;
  text: string;
}

/** Most notable aspect and conjunction lines, strongest themes first; at most `limit`. */
export function notableAspects(chart: ChartView, limit = 4): string[] {
  const lines: string[] = [];
  const bySign = new Map<number, Graha[]>();
  for (const g of chart.grahas) bySign.set(g.rasiIndex, [...(bySign.get(g.rasiIndex) ?? []), g.graha]);
  for (const [, grahas] of bySign) {
    if (grahas.length < 2) continue;
    const first = chart.grahas.find((g) => g.graha === grahas[0])!;
    lines.push(`${listProse(grahas)} together in ${first.rasi} (${ordinal(first.house)} house): their themes blend, for better and worse.`);
  }
  const moon = find(chart, 'Moon');
  if (moon?.aspectedBy.includes('Jupiter')) lines.push('Jupiter aspects your Moon: a protective, hopeful influence on the mind.');
  if (moon?.aspectedBy.includes('Saturn')) lines.push('Saturn aspects your Moon: seriousness and endurance; moods improve with routine.');
  const lagnaHouse = chart.houses[0];
  if (chart.input.timeKnown && lagnaHouse) {
    if (lagnaHouse.aspectedBy.includes('Jupiter')) lines.push('Jupiter aspects your ascendant: good judgement and help from mentors.');
    if (lagnaHouse.aspectedBy.includes('Mars')) lines.push('Mars aspects your ascendant: energy and drive, with a need to manage haste.');
    if (lagnaHouse.aspectedBy.includes('Saturn'))
      lines.push('Saturn aspects your ascendant: responsibility early in life that builds resilience.');
  }
  const seventh = chart.houses[6];
  if (seventh?.aspectedBy.includes('Mars'))
    lines.push('Mars aspects your 7th house: passion in partnership; patience keeps it constructive.');
  if (lines.length === 0)
    lines.push("No close conjunctions or major aspects on the Moon or ascendant: the chart's influences are spread out.");
  return lines.slice(0, limit);
}

/** The four key insights. */
export function keyInsights(chart: ChartView): KeyInsight[] {
  const sun = find(chart, 'Sun');
  const moon = find(chart, 'Moon');
  const insights: KeyInsight[] = [];
  if (sun) {
    insights.push({
      title: 'Sun sign',
      value: `${sun.rasi} ${formatDegreesDms(sun.degreesInRasi)}`,
      text: `Core personality: ${signNature(sun.rasiIndex)}. The Sun in your ${ordinal(sun.house)} house puts your sense of purpose into ${houseThemes(sun.house)}.`,
    });
  }
  if (moon) {
    insights.push({
      title: 'Moon sign',
      value: `${moon.rasi}, ${moon.nakshatra} pada ${moon.pada}`,
      text: `Emotions and inner self: ${signNature(moon.rasiIndex)}. Your birth star ${moon.nakshatra} sets the Vimshottari dasha sequence, starting with ${chart.dasha.birthLord}.`,
    });
  }
  if (chart.input.timeKnown) {
    const lord = RASI_LORD[chart.lagna.rasiIndex]!;
    const lordPosition = find(chart, lord);
    insights.push({
      title: 'Ascendant',
      value: `${chart.lagna.rasi} ${formatDegreesDms(chart.lagna.degreesInRasi)}`,
      text: `Outward appearance and approach to life: ${signNature(chart.lagna.rasiIndex)}.${lordPosition ? ` Its lord ${lord} sits in your ${ordinal(lordPosition.house)} house (${lordPosition.rasi}).` : ''}`,
    });
  } else {
    insights.push({
      title: 'Ascendant',
      value: 'Unknown',
      text: 'Without a birth time the ascendant and houses cannot be known, so houses here are counted from the Moon (a Moon-based chart).',
    });
  }
  insights.push({ title: 'Notable aspects', value: 'Challenges and opportunities', text: notableAspects(chart).join(' ') });
  return insights;
}

function find(chart: ChartView, graha: Graha): GrahaView | undefined {
  return chart.grahas.find((g) => g.graha === graha);
}
