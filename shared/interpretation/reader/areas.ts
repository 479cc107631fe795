/**
 * Answers about one life area (career, relationships, health, finances, education, children,
 * travel, spirituality): the area's houses and their lords, its karakas, related yogas, the
 * dasha periods that activate it, and this year's transits over it.
 */
import type { ChartModel } from '../../chart/model';
import type { ChartDigest } from '../chart-digest';
import { ordinal } from '../format';
import type { Graha } from '../../vocabulary/graha';
import { GRAHA_THEMES } from './texts';
import {
  grahaLine,
  houseLines,
  periodsToWatch,
  periodText,
  relatedYogas,
  runningDashaLine,
  subPeriodLabel,
  transitLines,
  yogaLines,
} from './sections';

/** The life areas answered by `areaAnswer`. */
export const AREA_TOPICS = ['career', 'relationships', 'health', 'finances', 'education', 'children', 'travel', 'spirituality'] as const;
/** One life area. */
export type AreaTopic = (typeof AREA_TOPICS)[number];

/** Houses (first = main house) and natural significators (karakas) of each area. */
export const AREA_SIGNIFICATORS: Record<AreaTopic, { houses: number[]; karakas: Graha[] }> = {
  career: { houses: [10, 6, 2, 11], karakas: ['Saturn', 'Sun', 'Mercury'] },
  relationships: { houses: [7, 2, 5], karakas: ['Venus', 'Jupiter'] },
  health: { houses: [1, 6, 8], karakas: ['Sun', 'Moon'] },
  finances: { houses: [2, 11, 9], karakas: ['Jupiter', 'Venus'] },
  education: { houses: [4, 5, 9], karakas: ['Mercury', 'Jupiter'] },
  children: { houses: [5, 9], karakas: ['Jupiter'] },
  travel: { houses: [12, 9, 3], karakas: ['Rahu', 'Moon'] },
  spirituality: { houses: [9, 12, 5], karakas: ['Ketu', 'Jupiter'] },
};

/** Markdown lines answering a question about one area. */
export function areaAnswer(chart: ChartModel, facts: ChartDigest, topic: AreaTopic): string[] {
  const { houses, karakas } = AREA_SIGNIFICATORS[topic];
  const main = houses[0]!;
  const lines: string[] = ['**Houses**'];
  houses.forEach((house, i) => lines.push(...houseLines(chart, facts, house, i === 0)));
  lines.push('', '**Significators**');
  for (const graha of karakas) lines.push(grahaLine(facts, graha, `natural significator of ${GRAHA_THEMES[graha]}`));
  if (topic === 'relationships') {
    const manglik = facts.doshas.filter((d) => /mangal|manglik|kuja/i.test(`${d.id} ${d.name}`));
    const m = manglik[0];
    const state = !m ? '' : /cancel/i.test(`${m.id} ${m.name}`) ? 'present but cancelled' : 'present';
    lines.push(m ? `- Manglik (Kuja) dosha: ${state} — ${m.description}` : '- Manglik (Kuja) dosha: not found in your chart.');
  }
  const yogas = relatedYogas(facts, houses, karakas).filter(
    (y) => topic !== 'relationships' || !/mangal|manglik|kuja/i.test(`${y.id} ${y.name}`),
  );
  if (yogas.length) lines.push('', '**Yogas**', ...yogaLines(yogas));
  const mainLord = facts.houses[main - 1]!.lord;
  const lords = [...new Set<Graha>([mainLord, ...karakas, ...facts.houses[main - 1]!.occupants])];
  lines.push('', '**Timing**', runningDashaLine(facts));
  const watch = periodsToWatch(chart, lords, 4);
  if (watch.length) {
    lines.push(
      `- Periods that bring your ${ordinal(main)} house forward (its lord ${mainLord}, its planets and significators): ` +
        watch.map((p) => `${subPeriodLabel(chart, p)} ${p.start} to ${p.end}`).join('; ') +
        '.',
    );
  }
  const mainLordMd = facts.dasha.mahadashas.find(
    (m) => m.lord === mainLord && m.end >= (facts.transits?.at.slice(0, 10) ?? facts.birth.date),
  );
  if (mainLordMd) lines.push(`- The ${ordinal(main)} lord's own mahadasha: ${periodText(mainLordMd)}.`);
  const transits = transitLines(facts, houses);
  if (transits.length) lines.push('', `**Transits in ${facts.transits!.year}**`, ...transits);
  return lines;
}
