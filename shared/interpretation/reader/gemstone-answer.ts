/**
 * "Which gemstone should I wear?": the stones of the chart's functional benefics (the lagna lord,
 * a yogakaraka, the trikona lords; remedies/gemstone-choice.ts decides which), set, finger and day
 * from the one gemstone table (jyotish/classical/gemstones.ts), the stones to avoid (those of the
 * 6th, 8th and 12th lords and the functional malefics) and the classical cautions, then the
 * mantra remedies (compose.ts adds them). Without a birth time there is no lagna, so no stone is named.
 */
import type { ChartModel } from '../../model/chart';
import { SAPTA_GRAHAS, type Graha, type SaptaGraha } from '../../vocabulary/graha';
import type { ChartDigest } from '../chart-digest';
import { gemstoneChoice, STONE_BARRED_HOUSES } from '../remedies/gemstone-choice';
import { housesRuledBy } from './sections';
import type { ReaderText } from './text';

const isSapta = (g: Graha): g is SaptaGraha => (SAPTA_GRAHAS as readonly Graha[]).includes(g);

/** Markdown lines answering a gemstone question. */
export function gemstoneAnswer(T: ReaderText, chart: ChartModel, facts: ChartDigest): string[] {
  if (!chart.input.timeKnown) return [T.gemNeedsTime];
  const lords = facts.houses.map((h) => h.lord).filter(isSapta);
  const choice = gemstoneChoice(lords);
  const lines: string[] = [];
  for (const o of choice.offered) lines.push(T.gemOffered(o.graha, o.role, o.houses));
  if (!choice.offered.length) lines.push(T.gemNone);
  for (const b of choice.barred) lines.push(T.gemBarred(b.graha, b.role, b.barredHouses));
  const shown = new Set<Graha>([...choice.offered, ...choice.barred].map((x) => x.graha));
  const avoid = SAPTA_GRAHAS.filter((g) => !shown.has(g))
    .map((graha) => ({ graha, houses: housesRuledBy(facts, graha).filter((h) => (STONE_BARRED_HOUSES as readonly number[]).includes(h)) }))
    .filter((a) => a.houses.length > 0);
  if (avoid.length) lines.push(T.gemAvoid(avoid));
  lines.push(...T.gemCautions);
  return lines;
}
