/**
 * The rashifal's sentences: one interface, one object per language (Bengali, Marathi, Telugu and
 * Tamil in words-bn.ts …), every
 * sentence built from the house themes (houses.ts), the graha names (vocabulary) and the facts.
 */
import type { Locale } from '../../i18n/locale';
import type { EclipseKind } from '../../panchang/eclipses';
import type { SadeSatiPhaseName, SaturnSpellKind } from '../../jyotish/saturn-phases';
import { grahaName, type Graha } from '../../vocabulary/graha';
import { rasiName } from '../../vocabulary/rasi';
import { ECLIPSE_NAMES } from '../../vocabulary/terms';
import { formatDateLong, isoDatePart, listProse, ordinal } from '../format';
import { listProseHi, ordinalHi } from '../format-hi';
import { houseThemes } from '../houses';
import { houseThemesHi } from '../houses-hi';
import { RASHIFAL_TEXT_BN } from './words-bn';
import { RASHIFAL_TEXT_MR } from './words-mr';
import { RASHIFAL_TEXT_TA } from './words-ta';
import { RASHIFAL_TEXT_TE } from './words-te';

/** The words a rashifal needs, per language. */
export interface RashifalText {
  good: (g: string, house: number) => string;
  obstructed: (g: string, house: number, by: readonly string[]) => string;
  difficult: (g: string, house: number) => string;
  enters: (g: string, house: number, at: string, retrograde: boolean) => string;
  station: (g: string, turns: 'retrograde' | 'direct', house: number, at: string) => string;
  chandrashtama: (at: string, until: string) => string;
  saturn: (kind: SaturnSpellKind, phase: SadeSatiPhaseName | null) => string;
  eclipse: (kind: EclipseKind, house: number, at: string) => string;
  why: (g: string, sign: number, house: number, favourable: boolean, by: readonly string[], retrograde: boolean) => string;
  festival: (name: string, at: string) => string;
  graha: (g: Graha) => string;
}

const SPELL_EN: Record<SaturnSpellKind, string> = {
  sadeSati: 'Sade Sati',
  kantaka: 'Kantaka Shani (Saturn in the 4th)',
  ashtama: 'Ashtama Shani (Saturn in the 8th)',
};
const PHASE_EN: Record<SadeSatiPhaseName, string> = { rising: 'rising phase', peak: 'peak phase', setting: 'setting phase' };
ECLIPSE_NAMES satisfies Record<EclipseKind, unknown>;
const when = (iso: string) => `${formatDateLong(isoDatePart(iso))}, ${iso.slice(11, 16)}`;

const EN: RashifalText = {
  good: (g, h) => `${g} in the ${ordinal(h)} house from your Moon sign supports ${houseThemes(h)}.`,
  obstructed: (g, h, by) =>
    `${g} in the ${ordinal(h)} house would support ${houseThemes(h)}, but ${listProse(by)} in its vedha house obstructs it, so expect less than it promises.`,
  difficult: (g, h) => `${g} in the ${ordinal(h)} house from your Moon sign asks for care with ${houseThemes(h)}.`,
  enters: (g, h, at, r) =>
    `${g} enters the ${ordinal(h)} house${r ? ' (moving retrograde)' : ''} on ${when(at)}, turning attention to ${houseThemes(h)}.`,
  station: (g, t, h, at) =>
    `${g} turns ${t} in the ${ordinal(h)} house on ${when(at)}: ${t === 'retrograde' ? 'review and revise' : 'delayed matters move again'} in ${houseThemes(h)}.`,
  chandrashtama: (at, until) =>
    `The Moon passes the 8th sign from yours (chandrashtama) from ${when(at)} to ${when(until)}: keep new starts and risky decisions for another day.`,
  saturn: (k, p) =>
    k === 'sadeSati'
      ? `Saturn's Sade Sati (${PHASE_EN[p ?? 'peak']}) runs over your sign: steady, patient work pays; haste and shortcuts do not.`
      : `${SPELL_EN[k]} runs for your sign: carry responsibilities calmly and avoid over-extending.`,
  eclipse: (k, h, at) =>
    `${k === 'solar-annular' ? 'An' : 'A'} ${ECLIPSE_NAMES[k].en} falls in the ${ordinal(h)} house from your sign on ${when(at)}: a time to pause rather than begin.`,
  why: (g, sign, h, fav, by, r) =>
    `${g}${r ? ' (retrograde)' : ''} in ${rasiName(sign, 'en')}, the ${ordinal(h)} from your sign: ${fav ? (by.length ? `a good house, obstructed (vedha) by ${listProse(by)}` : 'a good house (Phaladeepika 26)') : 'not among its good houses'}.`,
  festival: (name, at) => `${name} on ${formatDateLong(isoDatePart(at))}.`,
  graha: (g) => grahaName(g, 'en'),
};

const SPELL_HI: Record<SaturnSpellKind, string> = {
  sadeSati: 'साढ़े साती',
  kantaka: 'कंटक शनि (चौथे भाव में शनि)',
  ashtama: 'अष्टम शनि (आठवें भाव में शनि)',
};
const PHASE_HI: Record<SadeSatiPhaseName, string> = { rising: 'पहला चरण', peak: 'मध्य चरण', setting: 'अंतिम चरण' };
const whenHi = (iso: string) => `${isoDatePart(iso)}, ${iso.slice(11, 16)}`;

const HI: RashifalText = {
  good: (g, h) => `आपकी चंद्र राशि से ${ordinalHi(h)} भाव में ${g} ${houseThemesHi(h)} में सहायता देता है।`,
  obstructed: (g, h, by) =>
    `${ordinalHi(h)} भाव में ${g} ${houseThemesHi(h)} में सहायता देता, पर वेध भाव में ${listProseHi(by)} उसे रोकता है, इसलिए फल कुछ कम रहेगा।`,
  difficult: (g, h) => `आपकी चंद्र राशि से ${ordinalHi(h)} भाव में ${g} ${houseThemesHi(h)} में सावधानी माँगता है।`,
  enters: (g, h, at, r) =>
    `${whenHi(at)} को ${g}${r ? ' (वक्री)' : ''} ${ordinalHi(h)} भाव में प्रवेश करता है; ${houseThemesHi(h)} पर ध्यान जाएगा।`,
  station: (g, t, h, at) =>
    `${whenHi(at)} को ${g} ${ordinalHi(h)} भाव में ${t === 'retrograde' ? 'वक्री होता है: पुनर्विचार और सुधार का समय' : 'मार्गी होता है: रुके काम आगे बढ़ेंगे'} (${houseThemesHi(h)})।`,
  chandrashtama: (at, until) =>
    `${whenHi(at)} से ${whenHi(until)} तक चंद्रमा आपकी राशि से आठवें भाव में है (चंद्राष्टम): नए काम और जोखिम भरे निर्णय टालें।`,
  saturn: (k, p) =>
    k === 'sadeSati'
      ? `आपकी राशि पर शनि की साढ़े साती (${PHASE_HI[p ?? 'peak']}) चल रही है: धैर्य और लगन से किया काम फल देगा, जल्दबाज़ी नहीं।`
      : `आपकी राशि के लिए ${SPELL_HI[k]} चल रहा है: ज़िम्मेदारियाँ शांति से निभाएँ, अपनी क्षमता से अधिक न फैलें।`,
  eclipse: (k, h, at) => `${whenHi(at)} को आपकी राशि से ${ordinalHi(h)} भाव में ${ECLIPSE_NAMES[k].hi} है: नई शुरुआत के बजाय ठहरने का समय।`,
  why: (g, sign, h, fav, by, r) =>
    `${g}${r ? ' (वक्री)' : ''} ${rasiName(sign, 'hi')} में, आपकी राशि से ${ordinalHi(h)} भाव में: ${fav ? (by.length ? `शुभ भाव, पर ${listProseHi(by)} से वेध` : 'शुभ भाव (फलदीपिका 26)') : 'इसके शुभ भावों में नहीं'}।`,
  festival: (name, at) => `${isoDatePart(at)}: ${name}।`,
  graha: (g) => grahaName(g, 'hi'),
};

const TEXTS: Readonly<Record<Locale, RashifalText>> = {
  en: EN,
  hi: HI,
  bn: RASHIFAL_TEXT_BN,
  mr: RASHIFAL_TEXT_MR,
  te: RASHIFAL_TEXT_TE,
  ta: RASHIFAL_TEXT_TA,
};

/** The rashifal's words in `locale`. */
export function rashifalText(locale: Locale): RashifalText {
  return TEXTS[locale];
}
