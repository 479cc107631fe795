/**
 * The reader's calendar topic: "when is Diwali this year?" and "a good date for griha pravesh in
 * March?", answered for the chart's birth place from the festival calendar and the muhurta finder
 * (shared/calendar), the same functions the model's `festivals` and `muhurta` tools call. Returns
 * null for any other question, so the router (compose.ts) goes on to the chart's topics.
 */
import { birthMoon } from '../../calendar/birth-moon';
import { computeFestivals, FESTIVAL_MAX_YEAR, FESTIVAL_MIN_YEAR } from '../../calendar/festivals';
import { computeMuhurta } from '../../calendar/muhurta';
import { MUHURTA_EXCLUSIONS } from '../../calendar/muhurta-rules';
import { addDays } from '../../calendar/place-days';
import { festivalKeysNamedIn, monthNamedIn, muhurtaEventNamedIn, yearNamedIn } from '../../calendar/questions';
// Written in English and Hindi so far: a regional language reads these in English (proseLocale).
import type { InlineLocale as Locale } from '../../i18n/locale';
import type { ChartModel } from '../../model/chart';
import { daysInMonth } from '../../time/julian';

/** Asks when (English, romanised and Devanagari Hindi). */
const ASKS_WHEN = /\b(when|what date|which date|which day|date of|kab)\b|कब|तारीख़|तारीख|तिथि/i;
/** Asks for a muhurta. */
const ASKS_MUHURTA =
  /\b(muhurat|muhurta|muhurtham|good (date|day)s?|best (date|day)s?|auspicious (date|day|time)s?|shubh)\b|मुहूर्त|शुभ (दिन|तिथि|तारीख़|तारीख|समय)/i;
/** Most windows listed in an answer. */
const MAX_WINDOWS = 6;

const WORDS = {
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
} as const;

const hhmm = (iso: string) => iso.slice(11, 16);

/** The calendar answer's lines (after the title line), or null when the question is not about the calendar. */
export function calendarReading(chart: ChartModel, question: string, today: string, locale: Locale): string[] | null {
  const input = chart.input;
  if (!input.zone) return null;
  const place = { lat: input.lat, lon: input.lon, zone: input.zone, ayanamsa: input.ayanamsa };
  const W = WORDS[locale];
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
    const lines = [`### ${W.muhurtaTitle(event, from, to)}`, '', W.forPlace(where), ''];
    if (answer.windows.length === 0) lines.push(`- ${W.none}`);
    for (const w of answer.windows.slice(0, MAX_WINDOWS)) {
      lines.push(
        `- **${w.date}** ${hhmm(w.start)}–${hhmm(w.end)}: ${w.nakshatra}, ${w.tithi}, ${w.weekday}${w.cautions.length ? ` (${w.cautions.join('; ')})` : ''}`,
      );
    }
    if (answer.excludedDays.length)
      lines.push(
        '',
        `${W.barred}: ${answer.excludedDays.map((d) => `${d.from}–${d.to} (${MUHURTA_EXCLUSIONS[d.reason][locale]})`).join('; ')}`,
      );
    lines.push('', W.rules(answer.rules.nakshatras.join(', ')));
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
    lines.push(
      `### ${W.festivalTitle(f.name[locale], year)}`,
      '',
      `- **${f.date}**${f.window ? ` — ${f.window.label}: ${hhmm(f.window.start)}–${hhmm(f.window.end)}` : ''}`,
    );
    lines.push(`- ${W.why}: ${f.rule.text}`);
    for (const a of f.alternatives ?? []) lines.push(`- ${W.alsoKept(a.date, a.tradition)}`);
    lines.push(`- ${W.source}: ${f.rule.source}`, '');
  }
  lines.push(W.forPlace(where));
  return lines;
}
