/**
 * The built-in reader: answers a question about a chart without any language model, by
 * classifying the question and composing a point-wise Markdown answer from the chart's facts
 * (house lords, planets in houses, yogas, dasha periods and transits with dates). Pure.
 */
import type { ChartModel } from '../../chart/model';
import { chartDigest, type ChartDigest } from '../chart-digest';
import { ordinal } from '../format';
import { isLifeAreaId, LIFE_AREA_IDS, LIFE_AREAS } from '../life-areas';
import { areaAnswer } from './areas';
import { houseAnswer, planetAnswer, remediesAnswer, timingAnswer, transitsAnswer } from './answers';
import { classifyQuestion, topicTitle, type Classification } from './classify';
import { runningDashaLine, yogaLines } from './sections';

/** Options of one answer. */
export interface ReadingOptions {
  /** True for the conversation's first reply: only then does the reader introduce itself. */
  firstReply: boolean;
}

/** The one-line introduction (said once per conversation). */
export const BUILT_IN_NOTICE =
  '_Built-in reader: no AI model is configured, so this answer is composed directly from your computed chart._';

/** The overview: lagna, Moon, planet table, one line per life area, dasha and transit highlights. */
export function overviewAnswer(facts: ChartDigest): string[] {
  const lines = [
    `- **Lagna (ascendant)**: ${facts.lagna.sign} ${facts.lagna.degree}; lagna lord ${facts.lagna.lord} sits in your ${ordinal(facts.planets.find((p) => p.planet === facts.lagna.lord)?.house ?? 1)} house.`,
    `- **Moon sign**: ${facts.moonSign}, birth nakshatra ${facts.moonNakshatra}.`,
    '',
    '| Planet | Sign | Degree | House |',
    '|---|---|---|---|',
    ...facts.planets.map((p) => `| ${p.planet} | ${p.sign} | ${p.degree} | ${p.house} |`),
    '',
    '**Life areas**',
  ];
  // One line per life area, from its main house (the same definition the areas' answers use).
  for (const id of LIFE_AREA_IDS) {
    const { title, houses } = LIFE_AREAS[id];
    const h = facts.houses[houses[0]! - 1]!;
    lines.push(
      `- ${title}: ${ordinal(h.house)} house ${h.sign}, lord ${h.lord} in the ${ordinal(h.lordInHouse)} house${h.occupants.length ? `, with ${h.occupants.join(', ')}` : ''}.`,
    );
  }
  const yogas = yogaLines([...facts.yogas, ...facts.doshas], 4);
  if (yogas.length) lines.push('', '**Yogas**', ...yogas);
  lines.push('', '**Dasha and transits**', runningDashaLine(facts));
  const t = facts.transits;
  if (t) {
    for (const p of t.positions.filter((x) => x.planet === 'Jupiter' || x.planet === 'Saturn')) {
      lines.push(`- ${p.planet} transits your ${ordinal(p.houseFromLagna)} house in ${t.year} (${p.sign} ${p.degree}).`);
    }
    lines.push(`- Sade Sati: ${t.sadeSati.active ? `active (${t.sadeSati.phase ?? ''} phase)` : 'not active'}.`);
  }
  lines.push(
    '',
    'Ask about career, marriage, health, money, education, children, travel, personal and spiritual growth, dasha timing, transits, remedies, or any planet or house.',
  );
  return lines;
}

/** The answer's lines for a classified question. */
export function answerLines(chart: ChartModel, facts: ChartDigest, c: Classification): string[] {
  if (isLifeAreaId(c.topic)) return areaAnswer(chart, facts, LIFE_AREAS[c.topic]);
  switch (c.topic) {
    case 'timing':
      return timingAnswer(chart, facts, c.graha);
    case 'planet':
      return planetAnswer(chart, facts, c.graha ?? 'Sun', c.house);
    case 'house':
      return houseAnswer(chart, facts, c.house ?? 1);
    case 'transits':
      return transitsAnswer(facts);
    case 'remedies':
      return remediesAnswer(facts, c.graha);
    default:
      return overviewAnswer(facts);
  }
}

/** Composes the Markdown answer to `question` for `chart` (see the file comment). */
export function composeReading(chart: ChartModel, question: string, options: ReadingOptions): string {
  const facts = chartDigest(chart);
  const c = classifyQuestion(question);
  const title =
    c.topic === 'planet'
      ? `${c.graha ?? 'Planet'}${c.house ? ` and your ${ordinal(c.house)} house` : ''}`
      : c.topic === 'house'
        ? `Your ${ordinal(c.house ?? 1)} house`
        : c.topic === 'timing' && c.graha
          ? `${c.graha} periods`
          : topicTitle(c.topic);
  const head = options.firstReply ? [BUILT_IN_NOTICE, ''] : [];
  const who = facts.name ? `, ${facts.name}` : '';
  return [...head, `### ${title}${who}`, '', ...answerLines(chart, facts, c)].join('\n') + '\n';
}
