/**
 * "Now" in words: one plain line, in English and in Hindi, for each event of the year ahead
 * (ingress, station, dasha change), each Sade Sati or Dhaiya spell and the running dasha, and
 * `buildNowReport`, the one function the API (`GET /api/chart/now`), the page and the PDF read.
 * Significations come from grahas.ts / houses.ts (and their Hindi in reader/text-hi.ts); names
 * from shared/vocabulary. Dates are not written into the lines: each reader formats them.
 */
import type { BirthCaution, ChartBase, Transits } from '../../model/chart';
import { computeNow, type NowData, type NowEvent } from '../../jyotish/now';
import type { SaturnSpell } from '../../jyotish/saturn-phases';
import { grahaName, type Graha } from '../../vocabulary/graha';
import type { Localized } from '../../vocabulary/localized';
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

/** Roughly how long a graha stays in a sign, for the ingress lines. */
const SIGN_STAY: Partial<Record<Graha, Localized>> = {
  Saturn: { en: 'about two and a half years', hi: 'लगभग ढाई वर्ष' },
  Jupiter: { en: 'about a year', hi: 'लगभग एक वर्ष' },
  Rahu: { en: 'about a year and a half', hi: 'लगभग डेढ़ वर्ष' },
  Ketu: { en: 'about a year and a half', hi: 'लगभग डेढ़ वर्ष' },
  Mars: { en: 'about six weeks', hi: 'लगभग छह सप्ताह' },
};

/** Saturn's spell for a house from the Moon, named (for the Saturn ingress lines). */
function saturnSpellNote(houseFromMoon: number): Localized | null {
  if (houseFromMoon === 12 || houseFromMoon === 1 || houseFromMoon === 2) {
    const phase = SADE_SATI_PHASE_NAMES[houseFromMoon === 12 ? 'rising' : houseFromMoon === 1 ? 'peak' : 'setting'];
    return { en: `${JYOTISH_TERMS.sadeSati.en}, ${phase.en} phase`, hi: `${JYOTISH_TERMS.sadeSati.hi}, ${phase.hi} चरण` };
  }
  if (houseFromMoon === 4) return SATURN_SPELL_NAMES.kantaka;
  if (houseFromMoon === 8) return SATURN_SPELL_NAMES.ashtama;
  return null;
}

/** One line on an event of the year ahead. */
export function nowEventReading(event: NowEvent): Localized {
  switch (event.kind) {
    case 'ingress': {
      const { graha, rasi, houseFromLagna: h, houseFromMoon: m } = event;
      const stay = SIGN_STAY[graha]!;
      const back = event.retrograde && !nodes(graha);
      const note = graha === 'Saturn' ? saturnSpellNote(m) : null;
      return {
        en:
          `${graha} ${back ? 'steps back (retrograde) into' : 'enters'} ${rasi}, your ${ordinal(h)} house from the lagna and ${ordinal(m)} from the Moon: ` +
          `${back ? 'for a while it revisits' : `for ${stay.en} it turns attention to`} ${houseThemes(h)}.${note ? ` (${note.en}.)` : ''}`,
        hi:
          `${G(graha)} ${back ? 'वक्री होकर' : ''} ${S(rasi)} राशि में ${back ? 'लौटता है' : 'प्रवेश करता है'}, जो लग्न से आपका ${ordHi(h)} और चंद्र से ${ordHi(m)} भाव है: ` +
          `${back ? 'कुछ समय के लिए' : stay.hi} ${houseThemesHi(h)} पर ध्यान ${back ? 'फिर से' : ''} जाता है।${note ? ` (${note.hi}।)` : ''}`.replace(
            /\s+/g,
            ' ',
          ),
      };
    }
    case 'station': {
      const { graha, rasi, houseFromLagna: h } = event;
      return event.turns === 'retrograde'
        ? {
            en: `${graha} turns retrograde in ${rasi} (your ${ordinal(h)} house): a time to review ${houseThemes(h)} rather than to start anew.`,
            hi: `${G(graha)} ${S(rasi)} राशि (आपके ${ordHi(h)} भाव) में वक्री होता है: ${houseThemesHi(h)} में नई शुरुआत के बजाय पुनर्विचार का समय।`,
          }
        : {
            en: `${graha} turns direct in ${rasi} (your ${ordinal(h)} house): ${houseThemes(h)} move forward again.`,
            hi: `${G(graha)} ${S(rasi)} राशि (आपके ${ordHi(h)} भाव) में मार्गी होता है: ${houseThemesHi(h)} के काम फिर आगे बढ़ते हैं।`,
          };
    }
    case 'dasha':
      return event.level === 'mahadasha'
        ? {
            en: `${event.lord} mahadasha begins: for years to come ${GRAHA_THEMES[event.lord]} set the tone of life.`,
            hi: `${G(event.lord)} की महादशा आरंभ: आने वाले वर्षों में ${GRAHA_THEMES_HI[event.lord]} जीवन की दिशा तय करते हैं।`,
          }
        : {
            en: `${event.lord} antardasha begins within the ${event.mahadashaLord} mahadasha: ${GRAHA_THEMES[event.lord]} come to the fore.`,
            hi: `${G(event.mahadashaLord)} महादशा में ${G(event.lord)} की अंतर्दशा आरंभ: ${GRAHA_THEMES_HI[event.lord]} आगे आते हैं।`,
          };
  }
}

/** One line on a Sade Sati or Dhaiya spell. */
export function saturnSpellReading(spell: Pick<SaturnSpell, 'kind'>): Localized {
  switch (spell.kind) {
    case 'sadeSati':
      return {
        en: 'Saturn crosses the Moon’s sign and the signs on either side: a long test of patience that rewards steady work, simple living and care of health.',
        hi: 'शनि चंद्र राशि और उसके दोनों ओर की राशियों से गुज़रता है: धैर्य की लंबी परीक्षा, जो निरंतर परिश्रम, सादगी और स्वास्थ्य की देखभाल का फल देती है।',
      };
    case 'kantaka':
      return {
        en: 'Saturn in the 4th from the Moon: pressure on home, property and peace of mind; move house or buy land with care.',
        hi: 'शनि चंद्र से चौथे भाव में: घर, संपत्ति और मन की शांति पर दबाव; घर बदलने या भूमि खरीदने में सावधानी रखें।',
      };
    case 'ashtama':
      return {
        en: 'Saturn in the 8th from the Moon: delays and sudden changes; guard health and avoid risky ventures.',
        hi: 'शनि चंद्र से आठवें भाव में: विलंब और अचानक बदलाव; स्वास्थ्य का ध्यान रखें और जोखिम भरे कामों से बचें।',
      };
  }
}

/** One line on the running dasha. */
export function runningDashaReading(running: NonNullable<Transits['running']>): Localized {
  const { mahadasha: md, antardasha: ad, pratyantardasha: pd } = running;
  return {
    en: `${md.lord} mahadasha, ${ad.lord} antardasha, ${pd.lord} pratyantardasha: ${GRAHA_THEMES[md.lord]} set the tone, coloured now by ${GRAHA_THEMES[ad.lord]}.`,
    hi: `${G(md.lord)} महादशा, ${G(ad.lord)} अंतर्दशा, ${G(pd.lord)} प्रत्यंतर दशा: ${GRAHA_THEMES_HI[md.lord]} मुख्य स्वर हैं, अभी ${GRAHA_THEMES_HI[ad.lord]} का रंग है।`,
  };
}

/** `NowData` with a reading on every event, spell and the running dasha: the body of `GET /api/chart/now`. */
export interface NowReport extends Omit<NowData, 'events' | 'saturn' | 'running'> {
  /** The natal chart's cautions (time zone, lagna) and their codes, as /api/chart's `input` gives them: the houses from the lagna rest on it. */
  cautions: string[];
  cautionCodes?: BirthCaution[];
  running: (NonNullable<NowData['running']> & { reading: Localized }) | null;
  saturn: (SaturnSpell & { reading: Localized })[];
  events: { from: string; to: string; list: (NowEvent & { reading: Localized })[] };
}

/** The "now" of `base` on civil day `day` (`YYYY-MM-DD`, validated by the caller) with its readings. */
export function buildNowReport(base: ChartBase, day: string): NowReport {
  const now = computeNow(base, day);
  const { cautions, cautionCodes } = base.input;
  return {
    ...now,
    cautions,
    ...(cautionCodes ? { cautionCodes } : {}),
    running: now.running ? { ...now.running, reading: runningDashaReading(now.running) } : null,
    saturn: now.saturn.map((spell) => ({ ...spell, reading: saturnSpellReading(spell) })),
    events: { ...now.events, list: now.events.list.map((event) => ({ ...event, reading: nowEventReading(event) })) },
  };
}
