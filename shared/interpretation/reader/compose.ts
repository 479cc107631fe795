/**
 * The built-in reader: answers a question about a chart without any language model, by
 * classifying the question and composing a point-wise Markdown answer from the chart's facts
 * (house lords, planets in houses, yogas, dasha periods and transits with dates). Pure.
 */
import type { ChartModel } from '../../model/chart';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale';
import { chartDigest, type ChartDigest } from '../chart-digest';
import { isLifeAreaId, LIFE_AREA_IDS, LIFE_AREAS } from '../life-areas';
import { areaAnswer } from './areas';
import { houseAnswer, planetAnswer, remediesAnswer, timingAnswer, transitsAnswer } from './answers';
import { type Classification } from './classify';
import { classifyInConversation, windowInConversation } from './conversation';
import { datedAnswer, datedTitle } from './dated-answer';
import { runningDashaLine, yogaLines } from './sections';
import { READER_TEXT_EN, readerText, type ReaderText } from './text';

/** Options of one answer. */
export interface ReadingOptions {
  /** True for the conversation's first reply: only then does the reader introduce itself. */
  firstReply: boolean;
  /** The page's language; the answer is written in it (default English). */
  locale?: Locale;
  /** The visitor's earlier questions, oldest first: a follow-up keeps their topic and time (conversation.ts). */
  earlierQuestions?: readonly string[];
  /** The visitor's today, `YYYY-MM-DD`, for "next March" and "after my Saturn period"; default the chart's transit date. */
  today?: string;
}

/** The one-line introduction in English (said once per conversation). */
export const BUILT_IN_NOTICE = READER_TEXT_EN.builtInNotice;

/** The overview: lagna, Moon, planet table, one line per life area, dasha and transit highlights. */
export function overviewAnswer(T: ReaderText, facts: ChartDigest): string[] {
  const lines = [
    T.lagnaLine(
      facts.lagna.sign,
      facts.lagna.degree,
      facts.lagna.lord,
      facts.planets.find((p) => p.planet === facts.lagna.lord)?.house ?? 1,
    ),
    T.moonLine(facts.moonSign, facts.moonNakshatra),
    '',
    ...T.planetTable(facts.planets),
    '',
    T.headings.lifeAreas,
  ];
  // One line per life area, from its main house (the same definition the areas' answers use).
  for (const id of LIFE_AREA_IDS) lines.push(T.areaLine(id, facts.houses[LIFE_AREAS[id].houses[0]! - 1]!));
  const yogas = yogaLines(T, [...facts.yogas, ...facts.doshas], 4);
  if (yogas.length) lines.push('', T.headings.yogas, ...yogas);
  lines.push('', T.headings.dashaAndTransits, runningDashaLine(T, facts));
  const t = facts.transits;
  if (t) {
    for (const p of t.positions.filter((x) => x.planet === 'Jupiter' || x.planet === 'Saturn')) {
      lines.push(T.transitOverview(p.planet, p.houseFromLagna, t.year, p.sign, p.degree));
    }
    lines.push(T.sadeSatiOverview(t.sadeSati.active, t.sadeSati.phase));
  }
  lines.push('', T.askAbout);
  return lines;
}

/** The answer's lines for a classified question. */
export function answerLines(T: ReaderText, chart: ChartModel, facts: ChartDigest, c: Classification): string[] {
  if (isLifeAreaId(c.topic)) return areaAnswer(T, chart, facts, LIFE_AREAS[c.topic]);
  switch (c.topic) {
    case 'timing':
      return timingAnswer(T, chart, facts, c.graha);
    case 'planet':
      return planetAnswer(T, chart, facts, c.graha ?? 'Sun', c.house);
    case 'house':
      return houseAnswer(T, chart, facts, c.house ?? 1);
    case 'transits':
      return transitsAnswer(T, facts);
    case 'remedies':
      return remediesAnswer(T, facts, c.graha);
    default:
      return overviewAnswer(T, facts);
  }
}

/** The answer's headline for a classified question. */
function titleOf(T: ReaderText, c: Classification): string {
  if (c.topic === 'planet') return T.titlePlanet(c.graha, c.house);
  if (c.topic === 'house') return T.titleHouse(c.house ?? 1);
  if (c.topic === 'timing' && c.graha) return T.titleGrahaPeriods(c.graha);
  return isLifeAreaId(c.topic) ? T.areaTitle(c.topic) : T.otherTitle(c.topic);
}

/** Composes the Markdown answer to `question` for `chart` in the options' language (see the file comment). */
export function composeReading(chart: ChartModel, question: string, options: ReadingOptions): string {
  const T = readerText(options.locale ?? DEFAULT_LOCALE);
  const facts = chartDigest(chart);
  const earlier = options.earlierQuestions ?? [];
  const c = classifyInConversation(question, earlier);
  const head = options.firstReply ? [T.builtInNotice, ''] : [];
  const who = facts.name ? `, ${facts.name}` : '';
  const window = windowInConversation(question, earlier, chart, options.today ?? facts.transits?.at.slice(0, 10) ?? null);
  if (window) {
    // "After my Saturn period" names Saturn only to say when: the title keeps to the topic asked about.
    const graha = c.graha && c.graha !== window.period?.namedBy ? c.graha : null;
    const about =
      isLifeAreaId(c.topic) || graha || c.house
        ? ` — ${titleOf(T, { ...c, graha, topic: isLifeAreaId(c.topic) ? c.topic : graha ? 'planet' : 'house' })}`
        : '';
    return (
      [
        ...head,
        `### ${datedTitle(window, options.locale ?? DEFAULT_LOCALE)}${about}${who}`,
        '',
        ...datedAnswer(chart, facts, window, c, options.locale ?? DEFAULT_LOCALE),
      ].join('\n') + '\n'
    );
  }
  return [...head, `### ${titleOf(T, c)}${who}`, '', ...answerLines(T, chart, facts, c)].join('\n') + '\n';
}
