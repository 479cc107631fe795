/**
 * Question classifier for the built-in reader: which life area a question is about, and any
 * graha or house it names. Keyword rules, checked from the most specific to the most general,
 * in English, in Hindi typed in Devanagari or romanised (hindi-keywords.ts), and in Bengali,
 * Marathi, Telugu and Tamil (keywords/).
 */
import { GRAHAS, GRAHA_SANSKRIT, type Graha } from '../../vocabulary/graha';
import { ORDINAL_WORDS } from '../claims/grammar';
import { LIFE_AREA_IDS } from '../life-areas';
import {
  HINDI_DASHA_WORDS,
  HINDI_GRAHA_PATTERNS,
  HINDI_MORE_WORDS,
  HINDI_PERSONAL_WORDS,
  HINDI_TIMING_WORDS,
  HINDI_WHEN_WORDS,
  HINDI_TOPIC_WORDS,
  hindiHouseNamedIn,
  normalizeHindi,
  wordsPattern,
} from './hindi-keywords';
import {
  foldIndicDigits,
  REGIONAL_DASHA,
  REGIONAL_GRAHA_PATTERNS,
  REGIONAL_MORE,
  REGIONAL_OVERVIEW,
  REGIONAL_PERSONAL,
  REGIONAL_TIMING,
  REGIONAL_TOPIC_PATTERNS,
  REGIONAL_WHEN,
  regionalHouseNamedIn,
} from './keywords';

/**
 * Topics other than a life area: timing, transits, gemstones, remedies, a named planet or house,
 * the whole chart, and `offTopic` for a question that is not about the chart at all.
 */
export const OTHER_TOPICS = ['timing', 'transits', 'gemstone', 'remedies', 'planet', 'house', 'general', 'offTopic'] as const;
/** The topics the reader can answer: the life areas (life-areas.ts), then the others. */
export const TOPICS = [...LIFE_AREA_IDS, ...OTHER_TOPICS] as const;
/** One topic. */
export type Topic = (typeof TOPICS)[number];

/** What a question is about. */
export interface Classification {
  topic: Topic;
  /** A graha named in the question, if any (the first one). */
  graha: Graha | null;
  /** A house number (1–12) named in the question, if any. */
  house: number | null;
  /** True when the question asks when something will happen ("When will I marry?"): the answer opens with a window. */
  asksWhen?: boolean;
  /** True for "tell me more": the answer goes one layer deeper on the conversation's topic. */
  more?: boolean;
}

/** Keyword patterns per area topic, most specific first (order matters for ties); each English pattern is joined by the topic's Hindi words. */
const ENGLISH_TOPIC_PATTERNS: [Topic, RegExp][] = [
  [
    'gemstone',
    /\b(gem ?stones?|gems?|stones?|ratna|rings?|ruby|pearl|coral|emerald|sapphire|diamond|hessonite|cat'?s ?eye|pukhraj|neelam|panna|gomed)\b/,
  ],
  ['remedies', /\b(remed(y|ies)|mantras?|upay|puja|what can i do|how (can|do) i (fix|improve|strengthen))\b/],
  ['transits', /\b(transits?|gochar|sade ?sati|ingress)\b/],
  [
    'relationships',
    /\b(marr(y|iage|ied)|spouse|wife|husband|partner|love|relationships?|wedding|divorce|romance|girlfriend|boyfriend|manglik)\b/,
  ],
  ['children', /\b(child(ren)?|kids?|son|daughter|pregnan\w*|baby|progeny)\b/],
  ['health', /\b(health|illness|disease|sick|medical|body|fitness|surgery|healthy|wellbeing|well-being)\b/],
  [
    'property',
    /\b(propert(y|ies)|real estate|land|plots?|flats?|apartments?|vehicles?|cars?|(buy|buying|build|building|own|new|my own) (a |an |my )?(house|home))\b/,
  ],
  ['finances', /\b(money|financ\w*|wealth|rich|income|salary|savings?|invest\w*|debts?|loans?|lottery)\b/],
  ['education', /\b(educat\w*|stud(y|ies|ying)|exams?|school|college|university|degree|learning|students?)\b/],
  ['travel', /\b(travel\w*|abroad|foreign|overseas|relocat\w*|settle|visa|immigrat\w*|journeys?)\b/],
  ['growth', /\b(spirit\w*|moksha|meditat\w*|god|religio\w*|dharma|karma|soul|enlighten\w*)\b/],
  ['career', /\b(careers?|jobs?|work|profession\w*|business|promotion|office|boss|employ\w*|occupation)\b/],
  // A time frame alone ("what does this year hold?") asks about transits; with a life area named, the
  // area's answer wins, since it carries that area's periods and this year's transits over its houses.
  ['transits', /\b(this year|next year|20\d\d|currently|right now)\b/],
];
const HINDI_TOPIC_PATTERNS: RegExp[] = ENGLISH_TOPIC_PATTERNS.map(([topic], i) =>
  wordsPattern(
    i === ENGLISH_TOPIC_PATTERNS.length - 1 ? HINDI_TOPIC_WORDS.timeFrame : HINDI_TOPIC_WORDS[topic as keyof typeof HINDI_TOPIC_WORDS],
  ),
);
const REGIONAL_PATTERNS: RegExp[] = ENGLISH_TOPIC_PATTERNS.map(([topic], i) =>
  i === ENGLISH_TOPIC_PATTERNS.length - 1
    ? REGIONAL_TOPIC_PATTERNS.timeFrame
    : REGIONAL_TOPIC_PATTERNS[topic as keyof typeof REGIONAL_TOPIC_PATTERNS],
);
const TOPIC_PATTERNS: [Topic, (text: string) => boolean][] = ENGLISH_TOPIC_PATTERNS.map(([topic, english], i) => [
  topic,
  (text) => english.test(text) || HINDI_TOPIC_PATTERNS[i]!.test(text) || REGIONAL_PATTERNS[i]!.test(text),
]);

/** Requests for a reading of the whole chart. */
const OVERVIEW =
  /\b(?:(?:short|full|complete|general|overall) )?reading of (?:my|the) (?:birth )?chart\b|\bread my (?:birth )?chart\b|\b(?:overview|summary) of my (?:birth )?chart\b|\btell me about my (?:birth )?chart\b/;

/** The Hindi pages' automatic first prompt and other requests for the whole chart ("…कुंडली का संक्षिप्त फल…"). */
const HINDI_OVERVIEW = wordsPattern(['संक्षिप्त फल', 'कुंडली पढ़*', 'kundli padh*', 'kundali padh*', 'पूरी कुंडली']);

const ENGLISH_TIMING =
  /\b(when|how long|dashas?|mahadashas?|antardashas?|bhuktis?|periods?|timing|end|ends|start|starts|begin|begins|until)\b/;
const HINDI_TIMING = wordsPattern([...HINDI_TIMING_WORDS, ...HINDI_DASHA_WORDS]);
const HINDI_DASHA = wordsPattern(HINDI_DASHA_WORDS);
const TIMING = { test: (text: string) => ENGLISH_TIMING.test(text) || HINDI_TIMING.test(text) || REGIONAL_TIMING.test(text) };
const ENGLISH_WHEN = /\b(when|what age|how soon|which year|by when|how long until)\b/;
const HINDI_WHEN = wordsPattern(HINDI_WHEN_WORDS);
/** True when the question asks when something comes. */
const asksWhen = (text: string) => ENGLISH_WHEN.test(text) || HINDI_WHEN.test(text) || REGIONAL_WHEN.test(text);
const ENGLISH_MORE =
  /^\W*(?:please |ok(?:ay)? |and )?(?:tell me more|more|go on|continue|go deeper|more details?|elaborate|explain more|say more|what else|anything else)\b/;
const HINDI_MORE = wordsPattern(HINDI_MORE_WORDS);
/** True for "tell me more" and its kin: the question asks for the next layer, not a new subject. */
const asksMore = (text: string) => ENGLISH_MORE.test(text) || HINDI_MORE.test(text) || REGIONAL_MORE.test(text);
/** Words that make a question about the visitor or the chart; a question without them (and without a topic) is off-topic. */
const ENGLISH_PERSONAL =
  /\b(i|me|my|mine|myself|we|our|chart|kundli|kundali|horoscope|astrolog\w*|jyotish|future|life|destiny|fate|luck|lucky|predict\w*|rashi|nakshatra|lagna|ascendant|zodiac|sign|hello|hi|hey|namaste|thanks?|thank you)\b/;
const HINDI_PERSONAL = wordsPattern(HINDI_PERSONAL_WORDS);
const namesDasha = (text: string) => /\bdasha|period\b/.test(text) || HINDI_DASHA.test(text) || REGIONAL_DASHA.test(text);

/** The house number named in the text ("10th house", "house 10", "tenth house", "दसवें भाव", "10 ghar"), or null. */
export function houseNamedIn(text: string): number | null {
  const numeric =
    /\b(1[0-2]|[1-9])(?:st|nd|rd|th)?\s+(?:house|bhava)\b/.exec(text) ?? /\b(?:house|bhava)\s*(?:no\.?\s*)?(1[0-2]|[1-9])\b/.exec(text);
  if (numeric) return Number(numeric[1]);
  const word = /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)\s+(?:house|bhava)\b/.exec(text);
  return word ? ORDINAL_WORDS[word[1]!]! : (hindiHouseNamedIn(text) ?? regionalHouseNamedIn(text));
}

/** The first graha named in the text by English, Sanskrit or Hindi name, or null. */
export function grahaNamedIn(text: string): Graha | null {
  let best: { graha: Graha; index: number } | null = null;
  for (const graha of GRAHAS) {
    const names = [
      graha.toLowerCase(),
      GRAHA_SANSKRIT[graha].toLowerCase(),
      ...(graha === 'Saturn' ? ['shani', 'sani'] : []),
      ...(graha === 'Jupiter' ? ['guru', 'brihaspati'] : []),
    ];
    for (const name of names) {
      const match = new RegExp(`\\b${name}\\b`).exec(text);
      if (match && (!best || match.index < best.index)) best = { graha, index: match.index };
    }
  }
  for (const [graha, pattern] of [...HINDI_GRAHA_PATTERNS, ...REGIONAL_GRAHA_PATTERNS]) {
    const match = pattern.exec(text);
    if (match && (!best || match.index < best.index)) best = { graha, index: match.index };
  }
  return best?.graha ?? null;
}

/**
 * The visitor's own words in a templated message: the text after a "Question:" / "My question:"
 * line (as /test sends, after the horoscope predictions), else the whole message.
 */
export function questionPart(message: string): string {
  const found = /(?:^|\n)\s*(?:my )?question:\s*([^\n]+)/i.exec(message);
  return found ? found[1]!.trim() : message;
}

/** True for a request to read the whole chart (the chat's automatic first prompt). */
export function isOverviewRequest(question: string): boolean {
  const text = questionPart(question);
  return OVERVIEW.test(text.toLowerCase()) || HINDI_OVERVIEW.test(normalizeHindi(text)) || REGIONAL_OVERVIEW.test(normalizeHindi(text));
}

/** Classifies one question (see the file comment). Case-insensitive; only `questionPart` is read. */
export function classifyQuestion(question: string): Classification {
  const text = foldIndicDigits(normalizeHindi(questionPart(question)));
  const c = classifyTopic(text);
  const when = asksWhen(text);
  const more = asksMore(text);
  return { ...c, ...(when ? { asksWhen: true } : {}), ...(more ? { more: true } : {}) };
}

/** The topic, graha and house of normalised question text. */
function classifyTopic(text: string): Classification {
  const graha = grahaNamedIn(text);
  const house = houseNamedIn(text);
  // A request for the whole chart (the chat's automatic first prompt) lists planets and houses itself.
  if (OVERVIEW.test(text) || HINDI_OVERVIEW.test(text) || REGIONAL_OVERVIEW.test(text)) return { topic: 'general', graha, house };
  // "When will my Saturn period end" is about timing even though it names a planet.
  if (TIMING.test(text) && (graha || namesDasha(text))) return { topic: 'timing', graha, house };
  if (graha && house) return { topic: 'planet', graha, house };
  for (const [topic, matches] of TOPIC_PATTERNS) {
    if (matches(text)) return { topic, graha, house };
  }
  if (TIMING.test(text) && /\b(good|best|favourable|favorable|time)\b/.test(text)) return { topic: 'timing', graha, house };
  if (graha) return { topic: 'planet', graha, house };
  if (house) return { topic: 'house', graha, house };
  const personal =
    ENGLISH_PERSONAL.test(text) || HINDI_PERSONAL.test(text) || REGIONAL_PERSONAL.test(text) || asksMore(text) || dateLike(text);
  return { topic: personal ? 'general' : 'offTopic', graha, house };
}

/** A year, a month or an age named: a dated question about the visitor's time, never off-topic. */
const dateLike = (text: string) =>
  /\b(1[89]\d\d|2[01]\d\d)\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(age|aged|years?|months?)\b|साल|महीन|वर्ष|उम्र|आयु/.test(
    text,
  );
