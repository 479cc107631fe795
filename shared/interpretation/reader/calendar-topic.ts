/**
 * The reader's calendar topic: "when is Diwali this year?" and "a good date for griha pravesh in
 * March?", answered for the chart's birth place from the festival calendar and the muhurta finder
 * (shared/calendar), the same functions the model's `festivals` and `muhurta` tools call. Returns
 * null for any other question, so the router (compose.ts) goes on to the chart's topics.
 */
import { birthMoon } from '../../calendar/birth-moon';
import { computeFestivals, FESTIVAL_MAX_YEAR, FESTIVAL_MIN_YEAR } from '../../calendar/festivals';
import { computeMuhurta } from '../../calendar/muhurta';
import { addDays } from '../../calendar/place-days';
import { festivalKeysNamedIn, monthNamedIn, muhurtaEventNamedIn, yearNamedIn } from '../../calendar/questions';
import { traditionName, type FestivalEntry } from '../../calendar/festival-entry';
import { DAY_PART_HINDI } from '../../calendar/day-part-names';
import type { MuhurtaWindow } from '../../calendar/muhurta';
import { muhurtaEventName, muhurtaExclusionText } from '../../calendar/muhurta-rules';
import { regionalLocale, type EngineLocale as Locale, type RegionalLocale } from '../../i18n/locale';
import { lunarMonthName, muhurtaName, pakshaName, panchangName } from '../../jyotish/panchang-names';
import { festivalName } from '../../calendar/names/festival-name';
import { sanskritNameIn } from '../../vocabulary/localized';
import { nakshatraNameOf } from '../../vocabulary/nakshatra';
import { CALENDAR_TOPIC_BN } from './calendar-topic-bn';
import { CALENDAR_TOPIC_MR } from './calendar-topic-mr';
import { CALENDAR_TOPIC_TA } from './calendar-topic-ta';
import { CALENDAR_TOPIC_TE } from './calendar-topic-te';
// The reader runs on the server: the regional calendar sentences come with it.
import '../../calendar/calendar-words-books';
import type { ChartModel } from '../../model/chart';
import { daysInMonth } from '../../time/julian';

/** Asks when (English, romanised and Devanagari Hindi, Bengali, Marathi, Telugu, Tamil). */
const ASKS_WHEN =
  /\b(when|what date|which date|which day|date of|kab)\b|कब|तारीख़|तारीख|तिथि|কবে|কোন তারিখ|কোন দিন|कधी|कोणत्या तारखेला|ఎప్పుడు|ఏ తేదీ|ఏ రోజు|எப்போது|எந்தத் தேதி|எந்த நாள்|என்று வருகிறது/i;
/** Asks for a muhurta. */
const ASKS_MUHURTA =
  /\b(muhurat|muhurta|muhurtham|good (date|day)s?|best (date|day)s?|auspicious (date|day|time)s?|shubh)\b|मुहूर्त|शुभ (दिन|तिथि|तारीख़|तारीख|समय)|মুহূর্ত|শুভ (দিন|সময়|তারিখ)|शुभ (दिवस|वेळ)|ముహూర్త|మంచి రోజు|శుభ (దినం|సమయం)|முகூர்த்த|நல்ல நாள்|சுப நாள்/i;
/** Most windows listed in an answer. */
const MAX_WINDOWS = 6;

/** These answers' sentences in one language. */
export interface CalendarTopicWords {
  festivalTitle(name: string, year: number): string;
  forPlace(place: string): string;
  why: string;
  alsoKept(date: string, tradition: string): string;
  source: string;
  muhurtaTitle(event: string, from: string, to: string): string;
  none: string;
  barred: string;
  rules(nakshatras: string): string;
}

/**
 * A regional language's sentences, and the words its answers are built of: the English ones quote the
 * engine's rule sentence, source and labels; a regional answer says the rule from its facts (tithi,
 * month, part of the day, what the tithi did) and points to the page for the classical source.
 */
export interface RegionalCalendarWords extends CalendarTopicWords {
  sourceOnPage: string;
  /** What the deciding tithi did, by the rule's observation code (festival-entry.ts). */
  observations: Readonly<Record<string, string>>;
  window: string;
  parana: string;
  sankranti: string;
  adhika: string;
  overlaps(name: string, span: string): string;
}

const REGIONAL: Readonly<Record<RegionalLocale, RegionalCalendarWords>> = {
  bn: CALENDAR_TOPIC_BN,
  mr: CALENDAR_TOPIC_MR,
  te: CALENDAR_TOPIC_TE,
  ta: CALENDAR_TOPIC_TA,
};

const EN_HI: Record<'en' | 'hi', CalendarTopicWords> = {
  en: {
    festivalTitle: (name: string, year: number) => `${name} in ${year}`,
    forPlace: (place: string) => `For ${place} (your birth place); the Festivals page gives any city.`,
    why: 'Why this date',
    alsoKept: (date: string, tradition: string) => `Also kept on ${date} (${tradition})`,
    source: 'Source',
    muhurtaTitle: (event: string, from: string, to: string) => `Muhurta for ${event}, ${from} to ${to}`,
    none: 'No window in these dates passes the rules; try a longer range on the Muhurta page.',
    barred: 'Days barred',
    rules: (n: string) =>
      `Nakshatras allowed: ${n}. Every window avoids Rahu Kalam, Yamaganda and Bhadra, and counts your tara and chandra bala.`,
  },
  hi: {
    festivalTitle: (name: string, year: number) => `${year} में ${name}`,
    forPlace: (place: string) => `${place} (आपके जन्म स्थान) के लिए; त्योहार पृष्ठ किसी भी शहर के लिए बताता है।`,
    why: 'यह तारीख़ क्यों',
    alsoKept: (date: string, tradition: string) => `${date} को भी (${tradition})`,
    source: 'स्रोत',
    muhurtaTitle: (event: string, from: string, to: string) => `${event} का मुहूर्त, ${from} से ${to}`,
    none: 'इन तारीख़ों में कोई समय नियमों पर खरा नहीं उतरता; मुहूर्त पृष्ठ पर लंबी अवधि आज़माइए।',
    barred: 'वर्जित दिन',
    rules: (n: string) => `अनुमत नक्षत्र: ${n}। हर समय राहु काल, यमगंड और भद्रा से बचता है, और आपका तारा बल व चंद्र बल गिनता है।`,
  },
};

/** A muhurta window's facts in a regional language: the nakshatra, tithi and weekday named, the cautions said. */
function windowFacts(w: MuhurtaWindow, locale: RegionalLocale, R: RegionalCalendarWords): string {
  const [paksha, ...tithi] = w.tithi.split(' ');
  const cautions = w.cautions.map((c) => {
    const m = /^Overlaps (Gulika Kalam|Dur Muhurtam) (.+)$/.exec(c);
    return m ? R.overlaps(muhurtaName(m[1] === 'Gulika Kalam' ? 'gulikaKalam' : 'durMuhurtam', locale), m[2]!) : c;
  });
  const facts = `${nakshatraNameOf(w.nakshatra, locale)}, ${pakshaName(paksha!, locale)} ${panchangName(tithi.join(' '), locale)}, ${panchangName(w.weekday, locale)}`;
  return `${facts}${cautions.length ? ` (${cautions.join('; ')})` : ''}`;
}

/** The deciding rule of a festival in a regional language, worded from its facts (as the festivals page words it). */
function ruleFacts(f: FestivalEntry, locale: RegionalLocale, R: RegionalCalendarWords): string {
  const what = R.observations[f.rule.observation] ?? '';
  if (f.rule.element === 'sankranti') return `${R.sankranti} ${f.rule.sankranti?.at.slice(11, 16) ?? ''}${what ? `: ${what}` : ''}`;
  const tithi = f.rule.tithi ? `${pakshaName(f.rule.tithi.paksha, locale)} ${panchangName(f.rule.tithi.name, locale)}` : '';
  const month = f.month ? `, ${lunarMonthName(f.month.amanta, locale)}${f.month.adhika ? ` (${R.adhika})` : ''}` : '';
  const part = sanskritNameIn({ en: f.rule.part, hi: DAY_PART_HINDI[f.rule.part] }, locale);
  return `${tithi}${month} — ${part}${what ? `: ${what}` : ''}`;
}

const hhmm = (iso: string) => iso.slice(11, 16);

/** The calendar answer's lines (after the title line), or null when the question is not about the calendar. */
export function calendarReading(chart: ChartModel, question: string, today: string, locale: Locale): string[] | null {
  const input = chart.input;
  if (!input.zone) return null;
  const place = { lat: input.lat, lon: input.lon, zone: input.zone, ayanamsa: input.ayanamsa };
  const regional = regionalLocale(locale);
  const R = regional ? REGIONAL[regional] : null;
  const W: CalendarTopicWords = R ?? EN_HI[locale as 'en' | 'hi'];
  const where = input.place ?? `${input.lat.toFixed(2)}, ${input.lon.toFixed(2)}`;
  const thisYear = Number(today.slice(0, 4));
  const event = ASKS_MUHURTA.test(question) ? muhurtaEventNamedIn(question) : null;
  if (event) {
    const month = monthNamedIn(question);
    let from = today;
    let to = addDays(today, 30);
    if (month !== null) {
      const year = month < Number(today.slice(5, 7)) ? thisYear + 1 : thisYear;
      const first = `${year}-${String(month).padStart(2, '0')}-01`;
      from = first < today ? today : first;
      to = `${year}-${String(month).padStart(2, '0')}-${String(daysInMonth(year, month)).padStart(2, '0')}`;
    }
    if (Number(to.slice(0, 4)) > FESTIVAL_MAX_YEAR) return null;
    const answer = computeMuhurta({ event, from, to, place, births: [birthMoon(input.jdUt, input.ayanamsa)] });
    const lines = [`### ${W.muhurtaTitle(muhurtaEventName(event, locale), from, to)}`, '', W.forPlace(where), ''];
    if (answer.windows.length === 0) lines.push(`- ${W.none}`);
    for (const w of answer.windows.slice(0, MAX_WINDOWS)) {
      const facts =
        regional && R
          ? windowFacts(w, regional, R)
          : `${w.nakshatra}, ${w.tithi}, ${w.weekday}${w.cautions.length ? ` (${w.cautions.join('; ')})` : ''}`;
      lines.push(`- **${w.date}** ${hhmm(w.start)}–${hhmm(w.end)}: ${facts}`);
    }
    if (answer.excludedDays.length)
      lines.push(
        '',
        `${W.barred}: ${answer.excludedDays.map((d) => `${d.from}–${d.to} (${muhurtaExclusionText(d.reason, locale)})`).join('; ')}`,
      );
    lines.push('', W.rules(answer.rules.nakshatras.map((n) => (regional ? nakshatraNameOf(n, regional) : n)).join(', ')));
    return lines;
  }
  if (!ASKS_WHEN.test(question)) return null;
  const keys = festivalKeysNamedIn(question);
  if (keys.length === 0) return null;
  const year = yearNamedIn(question, thisYear) ?? thisYear;
  if (year < FESTIVAL_MIN_YEAR || year > FESTIVAL_MAX_YEAR) return null;
  const entries = computeFestivals(place, year).festivals.filter((f) => keys.includes(f.key));
  if (entries.length === 0) return null;
  const lines: string[] = [];
  for (const f of entries) {
    const label = R ? (f.kind === 'ekadashi' ? R.parana : R.window) : f.window?.label;
    lines.push(
      `### ${W.festivalTitle(festivalName(f, locale), year)}`,
      '',
      `- **${f.date}**${f.window ? ` — ${label}: ${hhmm(f.window.start)}–${hhmm(f.window.end)}` : ''}`,
    );
    lines.push(`- ${W.why}: ${regional && R ? ruleFacts(f, regional, R) : f.rule.text}`);
    for (const a of f.alternatives ?? []) lines.push(`- ${W.alsoKept(a.date, traditionName(a.code, locale))}`);
    lines.push(R ? `- ${R.sourceOnPage}` : `- ${W.source}: ${f.rule.source}`, '');
  }
  lines.push(W.forPlace(where));
  return lines;
}
