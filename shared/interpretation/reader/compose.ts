/**
 * The built-in reader: answers a question about a chart without any language model, by
 * classifying the question and composing a point-wise Markdown answer from the chart's facts
 * (house lords, planets in houses, yogas, dasha periods and transits with dates). Pure.
 */
import type { ChartModel } from '../../model/chart';
import { DEFAULT_LOCALE, type EngineLocale } from '../../i18n/locale';
import { chartDigest, type ChartDigest } from '../chart-digest';
import { isLifeAreaId, LIFE_AREA_IDS, LIFE_AREAS, type LifeAreaId } from '../life-areas';
import { areaAnswer } from './areas';
import { houseAnswer, planetAnswer, remediesAnswer, timingAnswer, transitsAnswer } from './answers';
import { calendarReading } from './calendar-topic';
import { compareReading } from './compare-topic';
import { classifyQuestion, type Classification, type Topic } from './classify';
import { classifyInConversation, windowInConversation } from './conversation';
import { datedAnswer, datedTitle } from './dated-answer';
import { grahaLine, houseLines, runningDashaLine, yogaLines } from './sections';
import { deeperAnswer, isBullet } from './deeper';
import { gemstoneAnswer } from './gemstone-answer';
import { likelyWindow, type WindowFocus } from './likely-window';
import { grahaSignLine, moonAreaAnswer, moonOverview, moonPlanetAnswer, moonTransitsAnswer } from './moon-chart';
import { RASIS } from '../../vocabulary/rasi';
import { READER_TEXT_EN, readerText, type ReaderText } from './text';

/**
 * A topic the caller adds to the reader: the answer's lines (title first) when the question is
 * its own, else null. The astrologer systems (shared/compose/depth-reading.ts) come this way, as
 * they cast charts of their own, which this layer cannot.
 */
export type ReaderTopic = (chart: ChartModel, question: string, today: string, locale: EngineLocale) => string[] | null;

/** Options of one answer. */
export interface ReadingOptions {
  /** Topics tried after the calendar's and before the chart's own, in order. */
  extraTopics?: readonly ReaderTopic[];
  /** True for the conversation's first reply: only then does the reader introduce itself. */
  firstReply: boolean;
  /** The page's language; the answer is written in it (default English). */
  locale?: EngineLocale;
  /** The visitor's earlier questions, oldest first: a follow-up keeps their topic and time (conversation.ts). */
  earlierQuestions?: readonly string[];
  /** The reader's earlier answers, oldest first: no bullet line of theirs is said again on "tell me more". */
  earlierAnswers?: readonly string[];
  /** The visitor's today, `YYYY-MM-DD`, for "next March" and "after my Saturn period"; default the chart's transit date. */
  today?: string;
}

/** The one-line introduction in English (said once per conversation). */
export const BUILT_IN_NOTICE = READER_TEXT_EN.builtInNotice;

/** The overview: lagna, Moon, planet table, one line per life area, dasha and transit highlights. */
export function overviewAnswer(T: ReaderText, chart: ChartModel, facts: ChartDigest): string[] {
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
  const yogas = yogaLines(T, chart, [...facts.yogas, ...facts.doshas], 4);
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

/** What a topic's answerer gets: the language, the chart, its digest, the question and every bullet line said before. */
export interface TopicContext {
  T: ReaderText;
  chart: ChartModel;
  facts: ChartDigest;
  c: Classification;
  /** The earlier answers' bullet lines (trimmed) and `area:<id>` for each area already discussed. */
  said: ReadonlySet<string>;
}

/** The focus a "when" window is read from: the area's main house (with a birth time) and its karakas. */
function windowFocus(chart: ChartModel, facts: ChartDigest, area: LifeAreaId): WindowFocus {
  const { houses, karakas } = LIFE_AREAS[area];
  if (!chart.input.timeKnown) return { house: null, houseRasiIndex: null, lord: null, occupants: [], karakas };
  const h = facts.houses[houses[0]! - 1]!;
  return { house: h.house, houseRasiIndex: RASIS.indexOf(h.sign), lord: h.lord, occupants: h.occupants, karakas };
}

/** A life area: with "when", the likely window first, then the evidence (areas.ts, or moon-chart.ts without a birth time). */
function lifeAreaTopic({ T, chart, facts, c }: TopicContext): string[] {
  const area = c.topic as LifeAreaId;
  const body = chart.input.timeKnown ? areaAnswer(T, chart, facts, LIFE_AREAS[area]) : moonAreaAnswer(T, chart, facts, area);
  if (!c.asksWhen) return body;
  const w = likelyWindow(chart, windowFocus(chart, facts, area));
  return [w ? T.windowFirst(w, area) : T.noWindow(area), '', ...body];
}

const areaTopic = (x: TopicContext) => lifeAreaTopic(x);
const known = (x: TopicContext) => x.chart.input.timeKnown;

/**
 * One answerer per topic: a table, so a new topic is one entry here and one in classify.ts's
 * TOPICS and patterns (the calendar's festival topic joins the same way).
 */
const TOPIC_ANSWERS: Readonly<Record<Topic, (x: TopicContext) => string[]>> = {
  ...(Object.fromEntries(LIFE_AREA_IDS.map((id) => [id, areaTopic])) as Record<LifeAreaId, (x: TopicContext) => string[]>),
  timing: ({ T, chart, facts, c }) => timingAnswer(T, chart, facts, c.graha),
  planet: (x) =>
    known(x)
      ? planetAnswer(x.T, x.chart, x.facts, x.c.graha ?? 'Sun', x.c.house)
      : moonPlanetAnswer(x.T, x.chart, x.facts, x.c.graha ?? 'Sun'),
  house: (x) => (known(x) ? houseAnswer(x.T, x.chart, x.facts, x.c.house ?? 1) : moonOverview(x.T, x.chart, x.facts)),
  transits: (x) => (known(x) ? transitsAnswer(x.T, x.facts) : moonTransitsAnswer(x.T, x.facts)),
  gemstone: ({ T, chart, facts, c }) => [...gemstoneAnswer(T, chart, facts), '', ...remediesAnswer(T, facts, c.graha).slice(0, -1)],
  remedies: ({ T, facts, c }) => remediesAnswer(T, facts, c.graha),
  general: (x) => (known(x) ? overviewAnswer(x.T, x.chart, x.facts) : moonOverview(x.T, x.chart, x.facts)),
  offTopic: ({ T }) => [T.offTopic],
};

/** The answer's lines for a classified question (see TOPIC_ANSWERS). */
export function answerLines(
  T: ReaderText,
  chart: ChartModel,
  facts: ChartDigest,
  c: Classification,
  said: ReadonlySet<string> = new Set(),
): string[] {
  return TOPIC_ANSWERS[c.topic]({ T, chart, facts, c, said });
}

/** The answer's headline for a classified question. */
function titleOf(T: ReaderText, c: Classification): string {
  if (c.topic === 'planet') return T.titlePlanet(c.graha, c.house);
  if (c.topic === 'house') return T.titleHouse(c.house ?? 1);
  if (c.topic === 'timing' && c.graha) return T.titleGrahaPeriods(c.graha);
  return isLifeAreaId(c.topic) ? T.areaTitle(c.topic) : T.otherTitle(c.topic);
}

/** The earlier answers' bullet lines and the areas the earlier questions were about (what "never repeats" checks against). */
function saidBefore(earlierAnswers: readonly string[], earlierQuestions: readonly string[]): Set<string> {
  const said = new Set<string>();
  for (const answer of earlierAnswers) for (const line of answer.split('\n')) if (isBullet(line)) said.add(line.trim());
  for (const q of earlierQuestions) {
    const topic = classifyQuestion(q).topic;
    if (isLifeAreaId(topic)) said.add(`area:${topic}`);
  }
  return said;
}

/** Composes the Markdown answer to `question` for `chart` in the options' language (see the file comment). */
export function composeReading(chart: ChartModel, question: string, options: ReadingOptions): string {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const T = readerText(locale);
  const facts = chartDigest(chart);
  const earlier = options.earlierQuestions ?? [];
  const c = classifyInConversation(question, earlier);
  const said = saidBefore(options.earlierAnswers ?? [], earlier);
  const noTime = chart.input.timeKnown ? [] : [T.noBirthTime(facts.moonSign), ''];
  const head = [...(options.firstReply ? [T.builtInNotice, ''] : []), ...noTime];
  // Festival dates and muhurtas come from the calendar (calendar-topic.ts), before the chart's topics.
  const today = options.today ?? facts.transits?.at.slice(0, 10) ?? chart.input.date;
  const calendar = calendarReading(chart, question, today, locale);
  if (calendar) return [...head, ...calendar].join('\n') + '\n';
  // "Why does AstroSage show a different nakshatra?": the chart under that program's settings (compare-topic.ts).
  const programs = compareReading(chart, question, locale);
  if (programs) return [...head, ...programs].join('\n') + '\n';
  for (const topic of options.extraTopics ?? []) {
    const lines = topic(chart, question, today, locale);
    if (lines) return [...head, ...lines].join('\n') + '\n';
  }
  const who = facts.name ? `, ${facts.name}` : '';
  if (c.topic === 'offTopic') return [...head, T.offTopic].join('\n') + '\n';
  const areaOf = (area: LifeAreaId) => answerLines(T, chart, facts, { topic: area, graha: null, house: null }, said);
  const deeper = () => deeperAnswer(T, chart, facts, c.topic, said, areaOf);
  if (c.more) return [...head, `### ${titleOf(T, c)}${who}`, '', ...deeper()].join('\n') + '\n';
  const window = windowInConversation(question, earlier, chart, options.today ?? facts.transits?.at.slice(0, 10) ?? null);
  if (window) {
    // "After my Saturn period" names Saturn only to say when: the title keeps to the topic asked about.
    const graha = c.graha && c.graha !== window.period?.namedBy ? c.graha : null;
    const about =
      isLifeAreaId(c.topic) || graha || c.house
        ? ` — ${titleOf(T, { ...c, graha, topic: isLifeAreaId(c.topic) ? c.topic : graha ? 'planet' : 'house' })}`
        : '';
    // A life area asked about a time also gets its houses and karakas, the evidence the periods and transits act on.
    const evidence = isLifeAreaId(c.topic) ? ['', ...areaEvidence(T, chart, facts, c.topic)] : [];
    return (
      [...head, `### ${datedTitle(window, locale)}${about}${who}`, '', ...datedAnswer(chart, facts, window, c, locale), ...evidence].join(
        '\n',
      ) + '\n'
    );
  }
  const lines = answerLines(T, chart, facts, c, said);
  // Asked again, an answer would repeat itself word for word: go one layer deeper instead.
  const bullets = lines.filter(isBullet);
  const repeats = bullets.length > 0 && bullets.every((l) => said.has(l.trim()));
  return [...head, `### ${titleOf(T, c)}${who}`, '', ...(repeats ? deeper() : lines)].join('\n') + '\n';
}

/** An area's main house and karakas (or, without a birth time, its karakas by sign): the evidence under a dated answer. */
function areaEvidence(T: ReaderText, chart: ChartModel, facts: ChartDigest, area: LifeAreaId): string[] {
  const { houses, karakas } = LIFE_AREAS[area];
  if (!chart.input.timeKnown)
    return [T.headings.significators, ...karakas.map((g) => grahaSignLine(T, facts, g, T.naturalSignificatorOf(g)))];
  const main = facts.houses[houses[0]! - 1]!;
  return [
    T.headings.houses,
    ...houseLines(T, chart, facts, main.house, true),
    grahaLine(T, facts, main.lord, T.houseLord(main.house)),
    '',
    T.headings.significators,
    ...karakas.filter((g) => g !== main.lord).map((g) => grahaLine(T, facts, g, T.naturalSignificatorOf(g))),
  ];
}
