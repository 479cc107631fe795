/**
 * "Now" in words: one plain line, in English and in Hindi (and in the asked regional language), for each event of the year ahead
 * (ingress, station, dasha change), each Sade Sati or Dhaiya spell and the running dasha, and
 * `buildNowReport`, the one function the API (`GET /api/chart/now`), the page and the PDF read.
 * Significations come from grahas.ts / houses.ts (and their Hindi in reader/text-hi.ts); names
 * from shared/vocabulary; the regional languages' lines are in now-bn.ts … Dates are not written into the lines: each reader formats them.
 */
import type { BirthCaution, ChartBase, Transits } from '../../model/chart';
import { computeNow, type NowData, type NowEvent } from '../../jyotish/now';
import type { SaturnSpell } from '../../jyotish/saturn-phases';
import { grahaName, type Graha } from '../../vocabulary/graha';
import { regionalLocale, type EngineLocale, type RegionalLocale } from '../../i18n/locale';
import type { NowReading } from './now-reading';
import { NOW_WORDS_BN } from './now-bn';
import { NOW_WORDS_MR } from './now-mr';
import { NOW_WORDS_TA } from './now-ta';
import { NOW_WORDS_TE } from './now-te';
import { rasiNameOf } from '../../vocabulary/rasi';
import { JYOTISH_TERMS, SADE_SATI_PHASE_NAMES, SATURN_SPELL_NAMES } from '../../vocabulary/terms';
import { ordinal } from '../format';
import { GRAHA_THEMES } from '../grahas';
import { houseThemes } from '../houses';
import { ordinalHi } from '../format-hi';
import { GRAHA_THEMES_HI } from '../grahas-hi';
import { houseThemesHi } from '../houses-hi';

const G = (g: Graha) => grahaName(g, 'hi');
const S = (rasi: string) => rasiNameOf(rasi, 'hi');
const ordHi = ordinalHi;
const nodes = (g: Graha) => g === 'Rahu' || g === 'Ketu';

/** The grahas whose ingresses the year's events list (shared/jyotish/now.ts). */
export type IngressGraha = 'Saturn' | 'Jupiter' | 'Rahu' | 'Ketu' | 'Mars';

/** An ingress as its line says it: `back` a retrograde return (never for the nodes), `note` Saturn's spell it starts, named. */
export interface IngressFacts {
  graha: Graha;
  rasi: string;
  houseFromLagna: number;
  houseFromMoon: number;
  back: boolean;
  note: string | null;
}

/**
 * The "now" lines in one language: English and Hindi below, Bengali, Marathi, Telugu and Tamil in
 * now-bn.ts … (typed by this interface, so no sentence can be missing). Graha and sign names
 * arrive in English and each language names them.
 */
export interface NowWords {
  /** Roughly how long a graha stays in a sign. */
  signStay: Readonly<Record<IngressGraha, string>>;
  /** Saturn entering the 12th, 1st or 2nd from the Moon: the Sade Sati and its phase. */
  sadeSatiPhase(phase: 'rising' | 'peak' | 'setting'): string;
  /** Saturn entering the 4th or 8th from the Moon: the Dhaiya's name. */
  dhaiya(kind: 'kantaka' | 'ashtama'): string;
  ingress(e: IngressFacts, stay: string): string;
  retrograde(graha: Graha, rasi: string, house: number): string;
  direct(graha: Graha, rasi: string, house: number): string;
  mahadashaBegins(lord: Graha): string;
  antardashaBegins(lord: Graha, mahadashaLord: Graha): string;
  spell: Readonly<Record<SaturnSpell['kind'], string>>;
  running(md: Graha, ad: Graha, pd: Graha): string;
}

const EN: NowWords = {
  signStay: {
    Saturn: 'about two and a half years',
    Jupiter: 'about a year',
    Rahu: 'about a year and a half',
    Ketu: 'about a year and a half',
    Mars: 'about six weeks',
  },
  sadeSatiPhase: (phase) => `${JYOTISH_TERMS.sadeSati.en}, ${SADE_SATI_PHASE_NAMES[phase].en} phase`,
  dhaiya: (kind) => SATURN_SPELL_NAMES[kind].en,
  ingress: ({ graha, rasi, houseFromLagna: h, houseFromMoon: m, back, note }, stay) =>
    `${graha} ${back ? 'steps back (retrograde) into' : 'enters'} ${rasi}, your ${ordinal(h)} house from the lagna and ${ordinal(m)} from the Moon: ` +
    `${back ? 'for a while it revisits' : `for ${stay} it turns attention to`} ${houseThemes(h)}.${note ? ` (${note}.)` : ''}`,
  retrograde: (graha, rasi, h) =>
    `${graha} turns retrograde in ${rasi} (your ${ordinal(h)} house): a time to review ${houseThemes(h)} rather than to start anew.`,
  direct: (graha, rasi, h) => `${graha} turns direct in ${rasi} (your ${ordinal(h)} house): ${houseThemes(h)} move forward again.`,
  mahadashaBegins: (lord) => `${lord} mahadasha begins: for years to come ${GRAHA_THEMES[lord]} set the tone of life.`,
  antardashaBegins: (lord, md) => `${lord} antardasha begins within the ${md} mahadasha: ${GRAHA_THEMES[lord]} come to the fore.`,
  spell: {
    sadeSati:
      'Saturn crosses the Moon’s sign and the signs on either side: a long test of patience that rewards steady work, simple living and care of health.',
    kantaka: 'Saturn in the 4th from the Moon: pressure on home, property and peace of mind; move house or buy land with care.',
    ashtama: 'Saturn in the 8th from the Moon: delays and sudden changes; guard health and avoid risky ventures.',
  },
  running: (md, ad, pd) =>
    `${md} mahadasha, ${ad} antardasha, ${pd} pratyantardasha: ${GRAHA_THEMES[md]} set the tone, coloured now by ${GRAHA_THEMES[ad]}.`,
};

const HI: NowWords = {
  signStay: { Saturn: 'लगभग ढाई वर्ष', Jupiter: 'लगभग एक वर्ष', Rahu: 'लगभग डेढ़ वर्ष', Ketu: 'लगभग डेढ़ वर्ष', Mars: 'लगभग छह सप्ताह' },
  sadeSatiPhase: (phase) => `${JYOTISH_TERMS.sadeSati.hi}, ${SADE_SATI_PHASE_NAMES[phase].hi} चरण`,
  dhaiya: (kind) => SATURN_SPELL_NAMES[kind].hi,
  ingress: ({ graha, rasi, houseFromLagna: h, houseFromMoon: m, back, note }, stay) =>
    `${G(graha)} ${back ? 'वक्री होकर' : ''} ${S(rasi)} राशि में ${back ? 'लौटता है' : 'प्रवेश करता है'}, जो लग्न से आपका ${ordHi(h)} और चंद्र से ${ordHi(m)} भाव है: ` +
    `${back ? 'कुछ समय के लिए' : stay} ${houseThemesHi(h)} पर ध्यान ${back ? 'फिर से' : ''} जाता है।${note ? ` (${note}।)` : ''}`.replace(
      /\s+/g,
      ' ',
    ),
  retrograde: (graha, rasi, h) =>
    `${G(graha)} ${S(rasi)} राशि (आपके ${ordHi(h)} भाव) में वक्री होता है: ${houseThemesHi(h)} में नई शुरुआत के बजाय पुनर्विचार का समय।`,
  direct: (graha, rasi, h) => `${G(graha)} ${S(rasi)} राशि (आपके ${ordHi(h)} भाव) में मार्गी होता है: ${houseThemesHi(h)} के काम फिर आगे बढ़ते हैं।`,
  mahadashaBegins: (lord) => `${G(lord)} की महादशा आरंभ: आने वाले वर्षों में ${GRAHA_THEMES_HI[lord]} जीवन की दिशा तय करते हैं।`,
  antardashaBegins: (lord, md) => `${G(md)} महादशा में ${G(lord)} की अंतर्दशा आरंभ: ${GRAHA_THEMES_HI[lord]} आगे आते हैं।`,
  spell: {
    sadeSati: 'शनि चंद्र राशि और उसके दोनों ओर की राशियों से गुज़रता है: धैर्य की लंबी परीक्षा, जो निरंतर परिश्रम, सादगी और स्वास्थ्य की देखभाल का फल देती है।',
    kantaka: 'शनि चंद्र से चौथे भाव में: घर, संपत्ति और मन की शांति पर दबाव; घर बदलने या भूमि खरीदने में सावधानी रखें।',
    ashtama: 'शनि चंद्र से आठवें भाव में: विलंब और अचानक बदलाव; स्वास्थ्य का ध्यान रखें और जोखिम भरे कामों से बचें।',
  },
  running: (md, ad, pd) =>
    `${G(md)} महादशा, ${G(ad)} अंतर्दशा, ${G(pd)} प्रत्यंतर दशा: ${GRAHA_THEMES_HI[md]} मुख्य स्वर हैं, अभी ${GRAHA_THEMES_HI[ad]} का रंग है।`,
};

const REGIONAL: Readonly<Record<RegionalLocale, NowWords>> = { bn: NOW_WORDS_BN, mr: NOW_WORDS_MR, te: NOW_WORDS_TE, ta: NOW_WORDS_TA };

/** Saturn's spell for a house from the Moon, named (for the Saturn ingress lines). */
function saturnSpellNote(W: NowWords, houseFromMoon: number): string | null {
  if (houseFromMoon === 12 || houseFromMoon === 1 || houseFromMoon === 2)
    return W.sadeSatiPhase(houseFromMoon === 12 ? 'rising' : houseFromMoon === 1 ? 'peak' : 'setting');
  if (houseFromMoon === 4) return W.dhaiya('kantaka');
  if (houseFromMoon === 8) return W.dhaiya('ashtama');
  return null;
}

/** One line on an event of the year ahead, in `locale`. */
function eventLine(W: NowWords, event: NowEvent): string {
  switch (event.kind) {
    case 'ingress': {
      const { graha, rasi, houseFromLagna, houseFromMoon } = event;
      const back = event.retrograde && !nodes(graha);
      const note = graha === 'Saturn' ? saturnSpellNote(W, houseFromMoon) : null;
      return W.ingress({ graha, rasi, houseFromLagna, houseFromMoon, back, note }, W.signStay[graha as IngressGraha]);
    }
    case 'station':
      return event.turns === 'retrograde'
        ? W.retrograde(event.graha, event.rasi, event.houseFromLagna)
        : W.direct(event.graha, event.rasi, event.houseFromLagna);
    case 'dasha':
      return event.level === 'mahadasha' ? W.mahadashaBegins(event.lord) : W.antardashaBegins(event.lord, event.mahadashaLord);
  }
}

/** A reading in English and Hindi, and in `locale` when that is a regional language. */
function reading(line: (W: NowWords) => string, locale: EngineLocale): NowReading {
  const r = regionalLocale(locale);
  return { en: line(EN), hi: line(HI), ...(r ? { [r]: line(REGIONAL[r]) } : {}) };
}

/** One line on an event of the year ahead. */
export const nowEventReading = (event: NowEvent, locale: EngineLocale = 'en'): NowReading => reading((W) => eventLine(W, event), locale);

/** One line on a Sade Sati or Dhaiya spell. */
export const saturnSpellReading = (spell: Pick<SaturnSpell, 'kind'>, locale: EngineLocale = 'en'): NowReading =>
  reading((W) => W.spell[spell.kind], locale);

/** One line on the running dasha. */
export function runningDashaReading(running: NonNullable<Transits['running']>, locale: EngineLocale = 'en'): NowReading {
  const { mahadasha: md, antardasha: ad, pratyantardasha: pd } = running;
  return reading((W) => W.running(md.lord, ad.lord, pd.lord), locale);
}

/** `NowData` with a reading on every event, spell and the running dasha: the body of `GET /api/chart/now`. */
export interface NowReport extends Omit<NowData, 'events' | 'saturn' | 'running'> {
  /** The natal chart's cautions (time zone, lagna) and their codes, as /api/chart's `input` gives them: the houses from the lagna rest on it. */
  cautions: string[];
  cautionCodes?: BirthCaution[];
  running: (NonNullable<NowData['running']> & { reading: NowReading }) | null;
  saturn: (SaturnSpell & { reading: NowReading })[];
  events: { from: string; to: string; list: (NowEvent & { reading: NowReading })[] };
}

/**
 * The "now" of `base` on civil day `day` (`YYYY-MM-DD`, validated by the caller) with its
 * readings in English and Hindi, and in `locale` too when that is a regional language.
 */
export function buildNowReport(base: ChartBase, day: string, locale: EngineLocale = 'en'): NowReport {
  const now = computeNow(base, day);
  const { cautions, cautionCodes } = base.input;
  return {
    ...now,
    cautions,
    ...(cautionCodes ? { cautionCodes } : {}),
    running: now.running ? { ...now.running, reading: runningDashaReading(now.running, locale) } : null,
    saturn: now.saturn.map((spell) => ({ ...spell, reading: saturnSpellReading(spell, locale) })),
    events: { ...now.events, list: now.events.list.map((event) => ({ ...event, reading: nowEventReading(event, locale) })) },
  };
}
