/**
 * Every sentence the built-in reader writes, as one dictionary per site language. The English
 * and the Hindi (text-hi.ts) implement the same `ReaderText` interface, so the compiler refuses a
 * language that lacks a sentence; the composing code (sections, answers, areas, compose) only
 * chooses which facts to say and calls these. Chart facts arrive as the ChartDigest's values
 * (English names, `YYYY-MM-DD` dates, `15.00°` degrees); each dictionary names them in its language.
 */
import type { PredictionNature } from '../../model/chart';
import type { Dignity } from '../../vocabulary/dignity';
import type { EngineLocale } from '../../i18n/locale';
import type { Graha } from '../../vocabulary/graha';
import type { PeriodFact } from '../chart-digest';
import { dignityWords, GRAHA_REMEDIES, GRAHA_THEMES } from '../grahas';
import { houseThemes } from '../houses';
import { listProse, ordinal } from '../format';
import { LIFE_AREAS, type LifeAreaId } from '../life-areas';
import type { OTHER_TOPICS } from './classify';
import type { LikelyWindow } from './likely-window';
import { READER_TEXT_HI } from './text-hi';
import { READER_TEXT_BN } from './text-bn';
import { READER_TEXT_MR } from './text-mr';
import { READER_TEXT_TA } from './text-ta';
import { READER_TEXT_TE } from './text-te';
import { GEMSTONES } from '../../jyotish/classical';
import { VARA_TABLE } from '../../jyotish/panchang-names';
import type { SaptaGraha } from '../../vocabulary/graha';
import type { StoneRole } from '../remedies/gemstone-choice';

/** Topics other than a life area (classify.ts). */
export type OtherTopic = (typeof OTHER_TOPICS)[number];

/** A graha as a planet-table row names it. */
export interface PlanetRow {
  planet: Graha;
  sign: string;
  degree: string;
  house: number;
}

/** The reader's sentences in one language. Dates and degrees are passed through unchanged. */
export interface ReaderText {
  locale: EngineLocale;
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
  /** A yoga with its meaning and, when the evidence is at hand, why it holds here (conjunction or aspect as found). */
  yogaLine(y: {
    name: string;
    nameHi?: string;
    nature: PredictionNature;
    description: string;
    condition: string;
    reason: string | null;
  }): string;
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

  // likely-window.ts: the window a "when" question gets first.
  windowFirst(w: LikelyWindow, area: LifeAreaId): string;
  noWindow(area: LifeAreaId): string;

  // gemstone-answer.ts
  gemOffered(graha: SaptaGraha, role: StoneRole, houses: number[]): string;
  gemBarred(graha: SaptaGraha, role: StoneRole, barredHouses: number[]): string;
  gemAvoid(items: { graha: SaptaGraha; houses: number[] }[]): string;
  gemNone: string;
  gemCautions: readonly string[];
  gemNeedsTime: string;

  // deeper.ts: "tell me more"
  moreHeading(about: string): string;
  moreNext(done: string, next: string): string;
  navamsaLine(graha: Graha, role: string, navamsaSign: string, dignityInD9: string | null): string;
  nakshatraLordLine(graha: Graha, nakshatra: string, pada: number, lord: Graha): string;
  laterPeriods(about: string, periods: { label: string; start: string; end: string }[]): string;

  // Off-topic and unknown birth time.
  offTopic: string;
  noBirthTime(moonSign: string): string;
  lagnaUnknownLine: string;
  manglikNeedsTime: string;
  grahaSignLine(p: {
    graha: Graha;
    role: string;
    sign: string;
    degree: string;
    dignity: Dignity;
    retrograde: boolean;
    combust: boolean;
    nakshatra: string;
    pada: number;
  }): string;
  planetSignTable(rows: { planet: Graha; sign: string; degree: string; nakshatra: string }[]): string[];
  transitSign(planet: Graha, sign: string, degree: string): string;

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
  gemstone: 'Gemstones',
  remedies: 'Remedies',
  offTopic: 'About your chart',
  planet: 'Planet',
  house: 'House',
  general: 'Your chart at a glance',
};

const plural = (n: number, word: string) => `${word}${n > 1 ? 's' : ''}`;

/** The reader in English. */
export const READER_TEXT_EN: ReaderText = {
  locale: 'en',
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
  yogaLine: (y) => `- **${y.name}** (${y.nature}): ${y.description}${y.reason ? ` Here: ${y.reason}` : ''}`,
  noRunningDasha: "- The running dasha needs today's date, which this reading was not given.",
  runningDasha: (md, ad) =>
    `- Running now: **${md.lord} mahadasha** (${md.start} to ${md.end}), **${ad.lord} antardasha** (${ad.start} to ${ad.end}).`,
  transitOverHouse: (planet, sign, degree, house) =>
    `- ${planet} is transiting ${sign} ${degree}, your ${ordinal(house)} house (${houseThemes(house)}).`,
  ingress: (date, planet, sign, retrograde) => `- ${date}: ${planet} enters ${sign}${retrograde ? ' (retrograde)' : ''}.`,

  manglik: (state, description) =>
    state === 'absent'
      ? `- Manglik (Kuja) dosha: not found in your chart${description ? ` — ${description}` : '.'}`
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

  windowFirst: (w, area) => {
    const why =
      w.role.kind === 'rules'
        ? `${w.antardasha} rules your ${ordinal(w.role.house)} house`
        : w.role.kind === 'occupies'
          ? `${w.antardasha} sits in your ${ordinal(w.role.house)} house`
          : `${w.antardasha} is the natural significator of ${LIFE_AREAS[area].subject}`;
    const jupiter = w.jupiter
      ? w.role.kind === 'karaka'
        ? ''
        : ` and Jupiter transits ${w.jupiter.sign}, ${w.jupiter.how === 'occupies' ? 'through' : 'aspecting'} that house`
      : '';
    return (
      `**Most likely between ${w.first} and ${w.last}**, because the ${w.mahadasha}–${w.antardasha} period (${w.period.start} to ${w.period.end}) runs then — ${why} —${jupiter || ' the first period from today that brings it forward'}.` +
      ' The evidence follows.'
    );
  },
  noWindow: (area) =>
    `No period of the next decades is ruled by a graha that signifies ${LIFE_AREAS[area].subject}, so the chart names no clear window; the evidence follows.`,

  gemOffered: (g, role, houses) => {
    const stone = GEMSTONES[g];
    const why = role === 'lagna-lord' ? 'your lagna lord' : role === 'yogakaraka' ? 'your yogakaraka' : 'a trikona lord';
    return `- **${stone.stone.en}** (${stone.sanskrit}) for **${g}**, ${why} (it rules your ${listProse(houses.map(ordinal))} ${plural(houses.length, 'house')}): set in ${stone.metal.en}, worn on the ${stone.finger.en} of the right hand, first put on on a ${VARA_TABLE[stone.weekday]!.en}. A gentler substitute: ${stone.substitute.en.toLowerCase()}.`;
  },
  gemBarred: (g, role, barred) =>
    `- Not ${GEMSTONES[g].stone.en.toLowerCase()}: ${g} is ${role === 'lagna-lord' ? 'your lagna lord' : role === 'yogakaraka' ? 'a yogakaraka' : 'a trikona lord'} but also rules your ${listProse(barred.map(ordinal))} ${plural(barred.length, 'house')}, and its stone would strengthen ${barred.length > 1 ? 'those' : 'that house'} too.`,
  gemAvoid: (items) =>
    `- Avoid: ${listProse(items.map((i) => `${GEMSTONES[i.graha].stone.en.toLowerCase()} (${i.graha}, lord of your ${listProse(i.houses.map(ordinal))})`))} — the stones of the 6th, 8th and 12th lords and of the functional malefics.`,
  gemNone:
    '- None of your lagna lord, yogakaraka or trikona lords is free of a 6th, 8th or 12th lordship: no gemstone is advised; the mantras below are safer.',
  gemCautions: [
    '- Cautions: a gem strengthens its graha for good and ill, so wear one only after a qualified astrologer has checked the full chart, buy a natural, untreated stone, and try it for a few weeks before keeping it on.',
    '- Never wear the stones of enemy grahas together (ruby or red coral with blue sapphire or hessonite; diamond with ruby or pearl).',
  ],
  gemNeedsTime:
    '- A gemstone is chosen from the lagna and the house lords, which need the birth time; without it no stone can be advised safely. The remedies below do not depend on the birth time.',

  moreHeading: (about) => `Going one layer deeper into ${about}:`,
  moreNext: (done, next) => `That covers ${done}. Next, ${next}:`,
  navamsaLine: (g, role, navamsa, d9) =>
    `- In the navamsa (D9, the chart of inner strength and marriage) ${g} (${role}) stands in ${navamsa}${d9 ? `, ${d9}` : ''}.`,
  nakshatraLordLine: (g, nakshatra, pada, lord) =>
    `- ${g} is in the nakshatra ${nakshatra} (pada ${pada}), ruled by ${lord}: ${lord}'s periods colour what ${g} gives.`,
  laterPeriods: (about, periods) => `- Later periods for ${about}: ${periods.map((p) => `${p.label} ${p.start} to ${p.end}`).join('; ')}.`,

  offTopic:
    'I answer questions about your birth chart only, so I can’t help with that one. You could ask, for example: “When will I marry?”, “How is my career in 2027?”, “Which gemstone suits me?”, “Should I buy a house next year?” or “What does my Saturn period bring?”',
  noBirthTime: (moonSign) =>
    `_Your birth time is not known, so your lagna (ascendant) and houses cannot be known: they change every few minutes. This answer uses only what does not depend on the time: the planets' signs and nakshatras, the yogas between planets, the dasha periods and the transits over your Moon sign ${moonSign}._`,
  lagnaUnknownLine: '- **Lagna (ascendant)**: unknown — the birth time was not given.',
  manglikNeedsTime: '- Manglik (Kuja) dosha is judged from the lagna, which needs the birth time: it cannot be stated here.',
  grahaSignLine: (p) => {
    const flags = [p.retrograde ? 'retrograde' : '', p.combust ? 'combust (close to the Sun)' : ''].filter(Boolean);
    return `- **${p.graha}** (${p.role}) is in ${p.sign} ${p.degree}, ${dignityWords(p.dignity)}${flags.length ? `, ${flags.join(', ')}` : ''}; nakshatra ${p.nakshatra} (pada ${p.pada}).`;
  },
  planetSignTable: (rows) => [
    '| Planet | Sign | Degree | Nakshatra |',
    '|---|---|---|---|',
    ...rows.map((p) => `| ${p.planet} | ${p.sign} | ${p.degree} | ${p.nakshatra} |`),
  ],
  transitSign: (planet, sign, degree) => `- ${planet} transits ${sign} ${degree}.`,

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
export function readerText(locale: EngineLocale): ReaderText {
  return READER_TEXT[locale];
}

const READER_TEXT: Readonly<Record<EngineLocale, ReaderText>> = {
  en: READER_TEXT_EN,
  hi: READER_TEXT_HI,
  bn: READER_TEXT_BN,
  mr: READER_TEXT_MR,
  te: READER_TEXT_TE,
  ta: READER_TEXT_TA,
};
