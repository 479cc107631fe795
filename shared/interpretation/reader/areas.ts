/**
 * Answers about one life area (life-areas.ts, the same definition the Kundali page's sections
 * use): the area's houses and their lords, its karakas, the yogas that speak to it, the dasha
 * periods that activate it, and this year's transits over it.
 */
import type { ChartModel } from '../../chart/model';
import type { ChartDigest } from '../chart-digest';
import { ordinal } from '../format';
import type { Graha } from '../../vocabulary/graha';
import { GRAHA_THEMES } from '../grahas';
import { areaYogas, type LifeArea } from '../life-areas';
import { grahaLine, houseLines, periodsToWatch, periodText, runningDashaLine, subPeriodLabel, transitLines, yogaLines } from './sections';

/** Markdown lines answering a question about one area. */
export function areaAnswer(chart: ChartModel, facts: ChartDigest, area: LifeArea): string[] {
  const { houses, karakas } = area;
  const main = houses[0]!;
  const lines: string[] = ['**Houses**'];
  houses.forEach((house, i) => lines.push(...houseLines(chart, facts, house, i === 0)));
  lines.push('', '**Significators**');
  for (const graha of karakas) lines.push(grahaLine(facts, graha, `natural significator of ${GRAHA_THEMES[graha]}`));
  if (area.id === 'relationships') {
    const manglik = facts.doshas.filter((d) => /mangal|manglik|kuja/i.test(`${d.id} ${d.name}`));
    const m = manglik[0];
    const state = !m ? '' : /cancel/i.test(`${m.id} ${m.name}`) ? 'present but cancelled' : 'present';
    lines.push(m ? `- Manglik (Kuja) dosha: ${state} — ${m.description}` : '- Manglik (Kuja) dosha: not found in your chart.');
  }
  const yogas = areaYogas(chart.predictions, area).filter(
    (y) => area.id !== 'relationships' || !/mangal|manglik|kuja/i.test(`${y.id} ${y.name}`),
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
