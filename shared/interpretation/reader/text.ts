/**
 * Every sentence the built-in reader writes, as one dictionary per site language. The English
 * and the Hindi (text-hi.ts) implement the same `ReaderText` interface, so the compiler refuses a
 * language that lacks a sentence; the composing code (sections, answers, areas, compose) only
 * chooses which facts to say and calls these. Chart facts arrive as the ChartDigest's values
 * (English names, `YYYY-MM-DD` dates, `15.00°` degrees); each dictionary names them in its language.
 */
import type { PredictionNature } from '../../model/chart';
import type { Dignity } from '../../vocabulary/dignity';
import type { Locale } from '../../i18n/locale';
import type { Graha } from '../../vocabulary/graha';
import type { PeriodFact } from '../chart-digest';
import { dignityWords, GRAHA_REMEDIES, GRAHA_THEMES } from '../grahas';
import { houseThemes } from '../houses';
import { listProse, ordinal } from '../format';
import { LIFE_AREAS, type LifeAreaId } from '../life-areas';
import { READER_TEXT_HI } from './text-hi';

/** Topics other than a life area (classify.ts). */
export type OtherTopic = 'timing' | 'transits' | 'remedies' | 'planet' | 'house' | 'general';

/** A graha as a planet-table row names it. */
export interface PlanetRow {
  planet: Graha;
  sign: string;
  degree: string;
  house: number;
}

/** The reader's sentences in one language. Dates and degrees are passed through unchanged. */
export interface ReaderText {
  // Names and small words.
  graha(graha: Graha): string;
  sign(sign: string): string;
  nakshatra(nakshatra: string): string;
  /** A yoga or dosha's name (the catalogue's Hindi beside the English). */
  yogaName(prediction: { name: string; nameHi?: string }): string;
  nature(nature: PredictionNature): string;
  /** "10th" in running text. */
  ordinal(n: number): string;
  list(items: readonly string[]): string;
  dignity(dignity: Dignity): string;
  grahaThemes(graha: Graha): string;
  houseThemes(house: number): string;
  remedies(graha: Graha): string;
  areaTitle(area: LifeAreaId): string;
  otherTitle(topic: OtherTopic): string;
  period(p: PeriodFact): string;
  subPeriod(mahadashaLord: Graha, lord: Graha): string;

  // Headings and notices.
  builtInNotice: string;
  noChart: string;
  headings: { houses: string; significators: string; yogas: string; timing: string; lifeAreas: string; dashaAndTransits: string };
  transitsIn(year: number): string;
  signChangesIn(year: number): string;
  titlePlanet(graha: Graha | null, house: number | null): string;
  titleHouse(house: number): string;
  titleGrahaPeriods(graha: Graha): string;

  // Roles of a graha in a line.
  naturalSignificatorOf(graha: Graha): string;
  significatorOf(graha: Graha): string;
  houseLord(house: number): string;

  // sections.ts
  houseLine(h: { house: number; sign: string; lord: Graha; lordInHouse: number; occupants: Graha[]; aspectedBy: Graha[] }): string;
  lordInOwnHouse(house: number): string;
  lordLinks(house: number, lordInHouse: number): string;
  occupant(graha: Graha, house: number, engineText: string | null): string;
  grahaLine(p: {
    graha: Graha;
    role: string;
    sign: string;
    degree: string;
    house: number;
    dignity: Dignity;
    retrograde: boolean;
    combust: boolean;
    ruled: number[];
  }): string;
  yogaLine(y: { name: string; nameHi?: string; nature: PredictionNature; description: string; grahas: Graha[]; houses: number[] }): string;
  noRunningDasha: string;
  runningDasha(md: PeriodFact, ad: PeriodFact): string;
  transitOverHouse(planet: Graha, sign: string, degree: string, house: number): string;
  ingress(date: string, planet: Graha, sign: string, retrograde: boolean | null): string;

  // areas.ts
  manglik(state: 'absent' | 'present' | 'cancelled', description: string): string;
  periodsToWatch(house: number, lord: Graha, periods: { label: string; start: string; end: string }[]): string;
  lordOwnMahadasha(house: number, period: PeriodFact): string;

  // answers.ts
  mahadashaRunning(graha: Graha, md: PeriodFact, yearsLeft: string): string;
  mahadashaComing(graha: Graha, md: PeriodFact): string;
  mahadashaOver(graha: Graha, md: PeriodFact, todayKnown: boolean): string;
  antardashaWithin(mahadashaLord: Graha, graha: Graha, p: PeriodFact, past: boolean): string;
  sadeSatiTiming(moonSign: string, active: boolean, phase: string | null): string;
  pratyantardasha(p: PeriodFact): string;
  nextAntardashas(items: { label: string; start: string }[]): string;
  comingMahadashas(periods: PeriodFact[]): string;
  placementNote(graha: Graha, house: number, askedHouse: number): string;
  placementLine(graha: Graha, house: number, engineText: string | null): string;
  signLine(graha: Graha, sign: string, engineText: string): string;
  nakshatraLine(nakshatra: string, pada: number, navamsaSign: string): string;
  rulesInto(ruledHouse: number, house: number): string;
  aspects(houses: number[]): string;
  transitToday(graha: Graha, sign: string, degree: string, house: number): string;
  noTransits: string;
  positionsOn(date: string): string;
  transitPosition(p: {
    planet: Graha;
    sign: string;
    degree: string;
    retrograde: boolean;
    houseFromLagna: number;
    houseFromMoon: number;
  }): string;
  noSignChanges(year: number): string;
  sadeSatiTransits(active: boolean, phase: string | null): string;
  remedyReasonAsked: string;
  remedyReasonMahadasha(end: string): string;
  remedyReasonAntardasha(end: string): string;
  remedyReasonWeak(dignity: Dignity, combust: boolean, sign: string): string;
  remedyLine(graha: Graha, why: string): string;
  gemstones: string;

  // compose.ts (overview)
  lagnaLine(sign: string, degree: string, lord: Graha, lordHouse: number): string;
  moonLine(moonSign: string, nakshatra: string): string;
  planetTable(rows: PlanetRow[]): string[];
  areaLine(area: LifeAreaId, h: { house: number; sign: string; lord: Graha; lordInHouse: number; occupants: Graha[] }): string;
  transitOverview(planet: Graha, house: number, year: number, sign: string, degree: string): string;
  sadeSatiOverview(active: boolean, phase: string | null): string;
  askAbout: string;
}

const OTHER_TITLE: Record<OtherTopic, string> = {
  timing: 'Timing (Vimshottari dasha)',
  transits: 'Current transits',
  remedies: 'Remedies',
  planet: 'Planet',
  house: 'House',
  general: 'Your chart at a glance',
};

const plural = (n: number, word: string) => `${word}${n > 1 ? 's' : ''}`;

/** The reader in English. */
export const READER_TEXT_EN: ReaderText = {
  graha: (g) => g,
  sign: (s) => s,
  nakshatra: (n) => n,
  yogaName: (p) => p.name,
  nature: (n) => n,
  ordinal,
  list: (items) => listProse(items),
  dignity: dignityWords,
  grahaThemes: (g) => GRAHA_THEMES[g],
  houseThemes,
  remedies: (g) => GRAHA_REMEDIES[g],
  areaTitle: (a) => LIFE_AREAS[a].title,
  otherTitle: (t) => OTHER_TITLE[t],
  period: (p) => `${p.lord} (${p.start} to ${p.end})`,
  subPeriod: (md, ad) => `${md}–${ad}`,

  builtInNotice: '_Built-in reader: no AI model is configured, so this answer is composed directly from your computed chart._',
  noChart: 'I need your birth details (date, time and place of birth) to read your chart. Please enter them on the home page.\n',
  headings: {
    houses: '**Houses**',
    significators: '**Significators**',
    yogas: '**Yogas**',
    timing: '**Timing**',
    lifeAreas: '**Life areas**',
    dashaAndTransits: '**Dasha and transits**',
  },
  transitsIn: (year) => `**Transits in ${year}**`,
  signChangesIn: (year) => `**Sign changes in ${year}**`,
  titlePlanet: (graha, house) => `${graha ?? 'Planet'}${house ? ` and your ${ordinal(house)} house` : ''}`,
  titleHouse: (house) => `Your ${ordinal(house)} house`,
  titleGrahaPeriods: (graha) => `${graha} periods`,

  naturalSignificatorOf: (g) => `natural significator of ${GRAHA_THEMES[g]}`,
  significatorOf: (g) => `significator of ${GRAHA_THEMES[g]}`,
  houseLord: (house) => `${ordinal(house)} lord`,

  houseLine: (h) =>
    `- **${ordinal(h.house)} house** (${houseThemes(h.house)}): ${h.sign}, ruled by **${h.lord}**, which sits in your ${ordinal(h.lordInHouse)} house.` +
    ` Planets here: ${listProse(h.occupants)}.${h.aspectedBy.length ? ` Aspected by ${listProse(h.aspectedBy)}.` : ''}`,
  lordInOwnHouse: (house) =>
    `  - The ${ordinal(house)} lord in its own house keeps ${houseThemes(house)} in its own hands: a self-reliant, well-protected area of life.`,
  lordLinks: (house, lordIn) =>
    `  - The ${ordinal(house)} lord in the ${ordinal(lordIn)} house links ${houseThemes(house)} with ${houseThemes(lordIn)}.`,
  occupant: (graha, house, text) =>
    `  - ${graha} in the ${ordinal(house)} house: ${text ?? `brings ${GRAHA_THEMES[graha]} into this area of life.`}`,
  grahaLine: (p) => {
    const flags = [p.retrograde ? 'retrograde' : '', p.combust ? 'combust (close to the Sun)' : ''].filter(Boolean);
    return (
      `- **${p.graha}** (${p.role}) is in ${p.sign} ${p.degree}, your ${ordinal(p.house)} house, ${dignityWords(p.dignity)}${flags.length ? `, ${flags.join(', ')}` : ''}` +
      `${p.ruled.length ? `; it rules your ${listProse(p.ruled.map(ordinal))} ${plural(p.ruled.length, 'house')}` : ''}.`
    );
  },
  yogaLine: (y) => `- **${y.name}** (${y.nature}): ${y.description}`,
  noRunningDasha: "- The running dasha needs today's date, which this reading was not given.",
  runningDasha: (md, ad) =>
    `- Running now: **${md.lord} mahadasha** (${md.start} to ${md.end}), **${ad.lord} antardasha** (${ad.start} to ${ad.end}).`,
  transitOverHouse: (planet, sign, degree, house) =>
    `- ${planet} is transiting ${sign} ${degree}, your ${ordinal(house)} house (${houseThemes(house)}).`,
  ingress: (date, planet, sign, retrograde) => `- ${date}: ${planet} enters ${sign}${retrograde ? ' (retrograde)' : ''}.`,

  manglik: (state, description) =>
    state === 'absent'
      ? '- Manglik (Kuja) dosha: not found in your chart.'
      : `- Manglik (Kuja) dosha: ${state === 'cancelled' ? 'present but cancelled' : 'present'} — ${description}`,
  periodsToWatch: (house, lord, periods) =>
    `- Periods that bring your ${ordinal(house)} house forward (its lord ${lord}, its planets and significators): ` +
    periods.map((p) => `${p.label} ${p.start} to ${p.end}`).join('; ') +
    '.',
  lordOwnMahadasha: (house, period) => `- The ${ordinal(house)} lord's own mahadasha: ${READER_TEXT_EN.period(period)}.`,

  mahadashaRunning: (g, md, yearsLeft) =>
    `- Your **${g} mahadasha** is running now: it began on ${md.start} and **ends on ${md.end}** (about ${yearsLeft} years from today).`,
  mahadashaComing: (g, md) => `- Your **${g} mahadasha** has not begun yet: it runs from **${md.start} to ${md.end}**.`,
  mahadashaOver: (g, md, todayKnown) =>
    `- Your **${g} mahadasha** ran from ${md.start} to **${md.end}**${todayKnown ? ' (already over)' : ''}.`,
  antardashaWithin: (mdLord, g, p, past) =>
    `- Within your current ${mdLord} mahadasha, the **${mdLord}–${g} antardasha** ${past ? 'ran' : 'runs'} from ${p.start} to ${p.end}.`,
  sadeSatiTiming: (moonSign, active, phase) =>
    `- Sade Sati (Saturn's 7½-year transit over your Moon sign ${moonSign}): ${active ? `active now, ${phase ?? ''} phase` : 'not active now'}.`,
  pratyantardasha: (p) => `- Pratyantardasha: ${READER_TEXT_EN.period(p)}.`,
  nextAntardashas: (items) => `- Next antardashas: ${items.map((a) => `${a.label} from ${a.start}`).join('; ')}.`,
  comingMahadashas: (periods) => `- Coming mahadashas: ${periods.map(READER_TEXT_EN.period).join('; ')}.`,
  placementNote: (graha, house, asked) =>
    `- Note: in your chart ${graha} is in your **${ordinal(house)} house**, not the ${ordinal(asked)}. Here is what your actual placement means.`,
  placementLine: (graha, house, text) =>
    `- ${graha} in the ${ordinal(house)} house (${houseThemes(house)}): ${text ?? `brings ${GRAHA_THEMES[graha]} into this area of life.`}`,
  signLine: (graha, sign, text) => `- ${graha} in ${sign}: ${text}`,
  nakshatraLine: (nakshatra, pada, navamsa) => `- Nakshatra: ${nakshatra} (pada ${pada}); navamsa (D9) sign: ${navamsa}.`,
  rulesInto: (ruled, house) => `- As your ${ordinal(ruled)} lord it carries ${houseThemes(ruled)} into the ${ordinal(house)} house.`,
  aspects: (houses) =>
    `- It aspects your ${listProse(houses.map(ordinal))} ${plural(houses.length, 'house')}, colouring ${houses.length > 1 ? 'them' : 'it'} with its nature.`,
  transitToday: (graha, sign, degree, house) => `- Today ${graha} transits ${sign} ${degree}, your ${ordinal(house)} house.`,
  noTransits: "- Transits need today's date, which this reading was not given.",
  positionsOn: (date) => `Positions on ${date}:`,
  transitPosition: (p) =>
    `- **${p.planet}** in ${p.sign} ${p.degree}${p.retrograde ? ' (retrograde)' : ''}: your ${ordinal(p.houseFromLagna)} house (${houseThemes(p.houseFromLagna)}), ${ordinal(p.houseFromMoon)} from the Moon.`,
  noSignChanges: (year) => `- Saturn, Jupiter, Rahu and Ketu stay in their signs all of ${year}.`,
  sadeSatiTransits: (active, phase) =>
    `- Sade Sati: ${active ? `active (${phase ?? ''} phase) — patience and steady work pay off` : 'not active'}.`,
  remedyReasonAsked: 'you asked about it',
  remedyReasonMahadasha: (end) => `your running mahadasha lord (to ${end})`,
  remedyReasonAntardasha: (end) => `your running antardasha lord (to ${end})`,
  remedyReasonWeak: (dignity, combust, sign) => `${dignity}${combust ? ', combust' : ''} in ${sign}`,
  remedyLine: (graha, why) => `- **${graha}** (${why}): ${GRAHA_REMEDIES[graha]}.`,
  gemstones: '- Gemstones are strong remedies: wear one only after a qualified astrologer has checked the full chart.',

  lagnaLine: (sign, degree, lord, lordHouse) =>
    `- **Lagna (ascendant)**: ${sign} ${degree}; lagna lord ${lord} sits in your ${ordinal(lordHouse)} house.`,
  moonLine: (moonSign, nakshatra) => `- **Moon sign**: ${moonSign}, birth nakshatra ${nakshatra}.`,
  planetTable: (rows) => [
    '| Planet | Sign | Degree | House |',
    '|---|---|---|---|',
    ...rows.map((p) => `| ${p.planet} | ${p.sign} | ${p.degree} | ${p.house} |`),
  ],
  areaLine: (area, h) =>
    `- ${LIFE_AREAS[area].title}: ${ordinal(h.house)} house ${h.sign}, lord ${h.lord} in the ${ordinal(h.lordInHouse)} house${h.occupants.length ? `, with ${h.occupants.join(', ')}` : ''}.`,
  transitOverview: (planet, house, year, sign, degree) =>
    `- ${planet} transits your ${ordinal(house)} house in ${year} (${sign} ${degree}).`,
  sadeSatiOverview: (active, phase) => `- Sade Sati: ${active ? `active (${phase ?? ''} phase)` : 'not active'}.`,
  askAbout:
    'Ask about career, marriage, health, money, education, children, travel, personal and spiritual growth, dasha timing, transits, remedies, or any planet or house.',
};

/** The reader's sentences in `locale`. */
export function readerText(locale: Locale): ReaderText {
  return READER_TEXT[locale];
}

const READER_TEXT: Readonly<Record<Locale, ReaderText>> = { en: READER_TEXT_EN, hi: READER_TEXT_HI };
