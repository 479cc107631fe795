/**
 * Answers about one life area (life-areas.ts, the same definition the Kundali page's sections
 * use): the area's houses and their lords, its karakas, the yogas that speak to it, the dasha
 * periods that activate it, and this year's transits over it.
 */
import type { ChartModel } from '../../model/chart';
import type { ChartDigest } from '../chart-digest';
import type { Graha } from '../../vocabulary/graha';
import { areaYogas, type LifeArea } from '../life-areas';
import {
  grahaLine,
  houseLines,
  manglikReason,
  yogaExplanation,
  periodsToWatch,
  runningDashaLine,
  subPeriodLabel,
  transitLines,
  yogaLines,
} from './sections';
import type { ReaderText } from './text';

/** Markdown lines answering a question about one area. */
export function areaAnswer(T: ReaderText, chart: ChartModel, facts: ChartDigest, area: LifeArea): string[] {
  const { houses, karakas } = area;
  const main = houses[0]!;
  const lines: string[] = [T.headings.houses];
  houses.forEach((house, i) => lines.push(...houseLines(T, chart, facts, house, i === 0)));
  lines.push('', T.headings.significators);
  for (const graha of karakas) lines.push(grahaLine(T, facts, graha, T.naturalSignificatorOf(graha)));
  if (area.id === 'relationships') {
    // The state and its reason from the same check (explainYogas), so the two cannot disagree.
    const m = yogaExplanation(chart).checks.manglik;
    lines.push(T.manglik(m.present ? (m.cancelled ? 'cancelled' : 'present') : 'absent', manglikReason(T, chart)));
  }
  const yogas = areaYogas(chart.predictions, area).filter(
    (y) => area.id !== 'relationships' || !/mangal|manglik|kuja/i.test(`${y.id} ${y.name}`),
  );
  if (yogas.length) lines.push('', T.headings.yogas, ...yogaLines(T, chart, yogas));
  const mainLord = facts.houses[main - 1]!.lord;
  const lords = [...new Set<Graha>([mainLord, ...karakas, ...facts.houses[main - 1]!.occupants])];
  lines.push('', T.headings.timing, runningDashaLine(T, facts));
  const watch = periodsToWatch(chart, lords, 4);
  if (watch.length)
    lines.push(
      T.periodsToWatch(
        main,
        mainLord,
        watch.map((p) => ({ ...p, label: subPeriodLabel(T, chart, p) })),
      ),
    );
  const mainLordMd = facts.dasha.mahadashas.find(
    (m) => m.lord === mainLord && m.end >= (facts.transits?.at.slice(0, 10) ?? facts.birth.date),
  );
  if (mainLordMd) lines.push(T.lordOwnMahadasha(main, mainLordMd));
  const transits = transitLines(T, facts, houses);
  if (transits.length) lines.push('', T.transitsIn(facts.transits!.year), ...transits);
  return lines;
}
