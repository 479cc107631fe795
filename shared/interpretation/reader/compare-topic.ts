/**
 * The reader's "why does AstroSage show a different nakshatra?" topic: the chart cast under the
 * named program's settings (or every profile when none is named) by shared/chart/compare, the same
 * function the model's `compare_programs` tool and the /compare page call, and the differences on
 * what the question is about (the nakshatra, the Moon sign, the lagna, the dasha, the panchang),
 * each with the setting that causes it and by how much. Returns null for any other question, so
 * the router (compose.ts) goes on to the chart's topics.
 */
import { compareProfiles, type Comparison } from '../../chart/compare/compare';
import type { Difference } from '../../chart/compare/differences';
import { COMPARED_SETTINGS, PROFILES, PROFILE_IDS, type ProfileId, programName } from '../../chart/profiles';
import { byLocale, type EngineLocale as Locale, type RegionalLocale } from '../../i18n/locale';
import type { ChartModel } from '../../model/chart';
import { NAKSHATRAS, NAKSHATRA_SPAN_DEG, nakshatraNameOf } from '../../vocabulary/nakshatra';
import { RASIS, RASI_SPAN_DEG, rasiNameOf } from '../../vocabulary/rasi';
import { causeText, kindName, pointName, profileSettingName, settingName, settingValueText, valueText, whatText } from '../compare-words';
// The reader runs on the server: the regional comparison words come with it.
import '../compare-words-books';
import { COMPARE_TOPIC_BN } from './compare-topic-bn';
import { COMPARE_TOPIC_MR } from './compare-topic-mr';
import { COMPARE_TOPIC_TA } from './compare-topic-ta';
import { COMPARE_TOPIC_TE } from './compare-topic-te';

/** Program names as people write them, most specific first (PyJHora before JHora). */
const PROGRAMS: readonly (readonly [ProfileId, RegExp])[] = [
  ['pyjhora', /py\s*-?\s*j\.?\s*hora|पाई-?जेहोरा/i],
  ['jhora', /\bj\.?\s*hora\b|jagann?ath(a)?\s+hora|जगन्नाथ होरा|जेहोरा/i],
  ['astrosage', /astro\s*-?\s*sage|एस्ट्रोसेज/i],
  ['drik', /drik\s*-?\s*panchang|\bdrik\b|द्रिक/i],
  ['vedastro', /ved\s*-?\s*astro|वेदएस्ट्रो|वेद एस्ट्रो/i],
  ['kp', /\bk\.?\s?p\.?\b|krishnamurt(h)?i|कृष्णमूर्ति|केपी/i],
  ['raman', /\b(b\.?\s?v\.?\s?)?raman\b|रमन/i],
];
/** A question about charts not matching, without naming a program. */
const ASKS_MISMATCH =
  /\b(other|another|different) (app|apps|software|site|website|program|programme|astrologer)s?\b|\bdoes(n'?t| not) match\b|\bmismatch\b|दूसरे? (ऐप|सॉफ़्टवेयर|वेबसाइट|ज्योतिषी)|मेल नहीं|মিলছে না|जुळत नाही|సరిపోలడం లేదు|பொருந்தவில்லை/i;
/** Asks why something differs (English, Hindi, Bengali, Marathi, Telugu, Tamil). */
const ASKS_WHY_DIFFERENT =
  /\b(differ|different|difference|shows?|gives?|says?|mismatch|match)\b|अलग|अंतर|फ़र्क|फर्क|दिखा|मेल|আলাদা|পার্থক্য|দেখা|वेगळ|फरक|दाखव|వేరు|తేడా|చూపి|வேறு|வித்தியாச|காட்டு/i;

/** What the question is about → the differences it wants, in order. */
const FOCUS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/nakshatra|\bstar\b|नक्षत्र|নক্ষত্র|నక్షత్ర|நட்சத்திர/i, ['Moon nakshatra', 'Mahadasha at birth']],
  [/moon sign|rashi|rasi|राशि|चंद्र|রাশি|চন্দ্র|राशी|రాశి|చంద్ర|ராசி|சந்திர/i, ['Moon sign', 'Moon nakshatra']],
  [/lagna|ascendant|लग्न|লগ্ন|లగ్న|லக்ன/i, ['Lagna sign', 'Lagna nakshatra']],
  [/dasha|dasa|दशा|দশা|దశ|தசை/i, ['Mahadasha at birth', 'Next mahadasha start', 'Last mahadasha start']],
  [/tithi|तिथि|তিথি|तिथी|తిథి|திதி/i, ['Tithi']],
  [/yoga|योग/i, ['Yoga']],
  [/karana|करण/i, ['Karana']],
  [/sunrise|सूर्योदय/i, ['Sunrise']],
];

/** This answer's sentences in one language (English and Hindi here, the regional ones in compare-topic-XX.ts). */
export interface CompareTopicWords {
  title(programs: string): string;
  settings(name: string, list: string): string;
  same(what: string, value: string): string;
  sameSettings: string;
  differs(what: string, values: string): string;
  fragile(what: string, value: string, becomes: string, minutes: string, direction: string): string;
  undocumented(name: string, list: string): string;
  more: string;
  none: string;
}

const EN_HI: Record<'en' | 'hi', CompareTopicWords> = {
  en: {
    title: (programs: string) => `Why ${programs} can differ from this chart`,
    settings: (name: string, list: string) => `${name}: ${list}.`,
    same: (what: string, value: string) => `${what}: the same in both (${value}).`,
    sameSettings:
      'With these settings both cast the same chart: a different result there would come from the birth data (the time, its zone or daylight saving, the place).',
    differs: (what: string, values: string) => `**${what}**: ${values}.`,
    fragile: (what: string, value: string, becomes: string, minutes: string, direction: string) =>
      `${what} is close to a boundary: a birth time ${minutes} minutes ${direction} makes it ${becomes} instead of ${value} in this chart.`,
    undocumented: (name: string, list: string) => `${name} does not document its ${list}: the comparison uses ours there.`,
    more: 'The Compare page (/compare) shows every value side by side.',
    none: 'For this birth they agree on the signs, nakshatras, dasha and panchang; only the degrees differ slightly.',
  },
  hi: {
    title: (programs: string) => `${programs} इस कुंडली से अलग क्यों दिख सकता है`,
    settings: (name: string, list: string) => `${name}: ${list}।`,
    same: (what: string, value: string) => `${what}: दोनों में एक ही (${value})।`,
    sameSettings: 'इन सेटिंग से दोनों एक ही कुंडली बनाते हैं: वहाँ अलग परिणाम जन्म विवरण (समय, उसका समय क्षेत्र या डेलाइट सेविंग, स्थान) से आएगा।',
    differs: (what: string, values: string) => `**${what}**: ${values}।`,
    fragile: (what: string, value: string, becomes: string, minutes: string, direction: string) =>
      `${what} सीमा के पास है: जन्म समय ${minutes} मिनट ${direction === 'earlier' ? 'पहले' : 'बाद'} होने पर इस कुंडली में ${value} की जगह ${becomes} होगा।`,
    undocumented: (name: string, list: string) => `${name} अपनी ${list} सेटिंग नहीं बताता: वहाँ तुलना हमारी सेटिंग लेती है।`,
    more: 'तुलना पृष्ठ (/hi/compare) हर मान साथ-साथ दिखाता है।',
    none: 'इस जन्म के लिए राशि, नक्षत्र, दशा और पंचांग पर दोनों सहमत हैं; केवल अंश थोड़े अलग हैं।',
  },
};
const REGIONAL: Readonly<Record<RegionalLocale, CompareTopicWords>> = {
  bn: COMPARE_TOPIC_BN,
  mr: COMPARE_TOPIC_MR,
  te: COMPARE_TOPIC_TE,
  ta: COMPARE_TOPIC_TA,
};
const wordsIn = (locale: Locale): CompareTopicWords =>
  byLocale(
    locale,
    (l) => EN_HI[l],
    (l) => REGIONAL[l],
  );

/** The programs a question names, in PROFILE_IDS order; empty when none. */
export function programsNamedIn(question: string): ProfileId[] {
  const named = new Set(PROGRAMS.filter(([, re]) => re.test(question)).map(([id]) => id));
  // "PyJHora" also reads as "JHora": keep JHora only when named apart from PyJHora.
  if (named.has('pyjhora') && !PROGRAMS[1]![1].test(question.replace(PROGRAMS[0]![1], ''))) named.delete('jhora');
  return PROFILE_IDS.filter((id) => named.has(id));
}

/** True when the question asks why this chart differs from another program's. */
export function asksAboutPrograms(question: string): boolean {
  return (programsNamedIn(question).length > 0 && ASKS_WHY_DIFFERENT.test(question)) || ASKS_MISMATCH.test(question);
}

function focusOf(question: string): string[] {
  return [...new Set(FOCUS.filter(([re]) => re.test(question)).flatMap(([, whats]) => whats))];
}

function settingsLine(c: Comparison, id: ProfileId, locale: Locale): string {
  const p = c.profiles.find((x) => x.id === id)!;
  const list = COMPARED_SETTINGS.map((k) => `${settingName(k, locale)} ${settingValueText(p.settings[k], locale)}`).join(', ');
  return wordsIn(locale).settings(programName(id, locale), list);
}

function valuesOf(c: Comparison, d: Difference, locale: Locale): string {
  return c.profiles
    .filter((p) => p.id in d.values)
    .map((p) => `${programName(p.id, locale)} ${valueText(d, d.values[p.id], locale)}`)
    .join(', ');
}

/** The answer's lines (title first), or null when the question is not about other programs. */
export function compareReading(chart: ChartModel, question: string, locale: Locale): string[] | null {
  if (!asksAboutPrograms(question)) return null;
  const named = programsNamedIn(question);
  const others = named.length > 0 ? named.filter((id) => id !== 'default') : PROFILE_IDS.filter((id) => id !== 'default');
  const { input } = chart;
  const birth = { jdUt: input.jdUt, lat: input.lat, lon: input.lon, utcOffsetMinutes: input.utcOffsetMinutes };
  const c = compareProfiles(birth, input.timeKnown, ['default', ...others], { ayanamsa: input.ayanamsa, node: input.node });
  const W = wordsIn(locale);
  const lines = [`### ${W.title(others.map((id) => programName(id, locale)).join(', '))}`, ''];
  for (const id of ['default', ...others] as ProfileId[]) lines.push(`- ${settingsLine(c, id, locale)}`);
  lines.push('');
  const focus = focusOf(question);
  const wanted = focus.length > 0 ? focus : c.differences.filter((d) => !d.what.endsWith(' longitude')).map((d) => d.what);
  if (wanted.length === 0) lines.push(`- ${W.none}`);
  for (const what of wanted) {
    const d = c.differences.find((x) => x.what === what);
    if (d) lines.push(`- ${W.differs(whatText(what, locale), valuesOf(c, d, locale))} ${causeText(d, locale)}`);
    else if (focus.length > 0) lines.push(`- ${W.same(whatText(what, locale), sameValue(c, what, locale))}`);
  }
  const same = (id: ProfileId) =>
    COMPARED_SETTINGS.every((k) => c.profiles.find((p) => p.id === id)!.settings[k] === c.profiles[0]!.settings[k]);
  if (others.some(same)) lines.push(`- ${W.sameSettings}`);
  for (const f of c.fragility.filter((x) => x.profile === 'default')) {
    const [point, kind] = f.what.split(' ') as [string, string];
    const name = (v: string) => (kind === 'sign' ? rasiNameOf(v, locale) : nakshatraNameOf(v, locale));
    lines.push(
      `- ${W.fragile(`${pointName(point, locale)} ${kindName(kind, locale)}`, name(f.value), name(f.becomes), String(f.minutes), f.direction)}`,
    );
  }
  for (const id of others) {
    const u = PROFILES[id].undocumented;
    if (u.length > 0)
      lines.push(`- ${W.undocumented(programName(id, locale), u.map((x) => profileSettingName(x.setting, locale)).join(', '))}`);
  }
  lines.push('', W.more);
  return lines;
}

/** The value all profiles share for a quantity without a difference (read off ours). */
function sameValue(c: Comparison, what: string, locale: Locale): string {
  const ours = c.profiles[0]!;
  const [point, kind] = what.split(' ') as [string, string | undefined];
  if (kind === 'sign' || kind === 'nakshatra') {
    const lon = ours.positions[point as keyof typeof ours.positions];
    return kind === 'sign'
      ? rasiNameOf(RASIS[Math.floor(lon / RASI_SPAN_DEG)]!, locale)
      : nakshatraNameOf(NAKSHATRAS[Math.min(26, Math.floor(lon / NAKSHATRA_SPAN_DEG))]!, locale);
  }
  if (what === 'Mahadasha at birth') return pointName(ours.dasha[0]?.md ?? '', locale);
  if (what === 'Tithi') return String(ours.panchang.tithi);
  if (what === 'Yoga') return String(ours.panchang.yoga);
  if (what === 'Karana') return String(ours.panchang.karana);
  if (what === 'Sunrise') return ours.panchang.sunrise?.slice(11, 19) ?? '—';
  return '—';
}
