/**
 * The words of a person's calendar feed and weekly digest, in the six languages (the regional
 * ones in words-bn.ts …): one line per
 * event (a calendar's SUMMARY) and one sentence saying why it is there (its DESCRIPTION). Every
 * line names its fact: the periods' lords, Saturn's house from the natal Moon, the Moon's sign.
 */
import type { Locale } from '../../i18n/locale';
import type { SadeSatiPhaseName, SaturnSpellKind } from '../../jyotish/saturn-phases';
import { grahaName, type Graha } from '../../vocabulary/graha';
import { rasiName } from '../../vocabulary/rasi';
import { ordinal } from '../format';
import { ordinalHi } from '../format-hi';
import { FEED_TEXT_BN } from './words-bn';
import { FEED_TEXT_MR } from './words-mr';
import { FEED_TEXT_TA } from './words-ta';
import { FEED_TEXT_TE } from './words-te';

/** What a feed event says, per language. */
export interface FeedText {
  /** A mahadasha (and its first antardasha) begins: the summary says "dasha" (in English and Hindi the Latin word; a regional language its own, দশা, दशा, దశ, தசை). */
  mahadasha: (md: Graha) => { summary: string; description: string };
  antardasha: (md: Graha, ad: Graha) => { summary: string; description: string };
  /** A stretch of a spell begins; `back`: Saturn returns to the spell's signs after stepping out. */
  saturnBegins: (
    kind: SaturnSpellKind,
    phase: SadeSatiPhaseName | null,
    sign: number,
    back: boolean,
  ) => { summary: string; description: string };
  /** Saturn steps out of the spell's signs for a while (it will be back). */
  saturnPauses: (kind: SaturnSpellKind) => { summary: string; description: string };
  saturnEnds: (kind: SaturnSpellKind) => { summary: string; description: string };
  chandrashtama: (sign: number) => { summary: string; description: string };
  ingress: (g: Graha, sign: number, house: number, retrograde: boolean) => { summary: string; description: string };
  festival: (name: string) => { summary: string; description: string };
  calendarName: (person: string) => string;
}

const SPELL_EN: Record<SaturnSpellKind, string> = { sadeSati: 'Sade Sati', kantaka: 'Kantaka Shani', ashtama: 'Ashtama Shani' };
const SPELL_HOUSE_EN: Record<SaturnSpellKind, string> = {
  sadeSati: 'Saturn in the 12th, 1st or 2nd sign from your Moon',
  kantaka: 'Saturn in the 4th sign from your Moon (Dhaiya)',
  ashtama: 'Saturn in the 8th sign from your Moon (Dhaiya)',
};
const PHASE_EN: Record<SadeSatiPhaseName, string> = { rising: 'rising', peak: 'peak', setting: 'setting' };

const EN: FeedText = {
  mahadasha: (md) => ({
    summary: `${grahaName(md, 'en')} mahadasha begins (Vimshottari dasha)`,
    description: `Your Vimshottari mahadasha of ${grahaName(md, 'en')} begins, with its own antardasha first.`,
  }),
  antardasha: (md, ad) => ({
    summary: `${grahaName(md, 'en')}–${grahaName(ad, 'en')} dasha begins (antardasha)`,
    description: `The antardasha of ${grahaName(ad, 'en')} begins within your ${grahaName(md, 'en')} mahadasha (Vimshottari).`,
  }),
  saturnBegins: (kind, phase, sign, back) => ({
    summary: `${SPELL_EN[kind]}${phase ? `: ${PHASE_EN[phase]} phase begins` : back ? ' resumes' : ' begins'}`,
    description: `Saturn ${back ? 'returns to' : 'enters'} ${rasiName(sign, 'en')}: ${SPELL_HOUSE_EN[kind]}.`,
  }),
  saturnPauses: (kind) => ({
    summary: `${SPELL_EN[kind]} pauses`,
    description: `Saturn steps out of the signs of your ${SPELL_EN[kind]} for a while; it returns before the spell ends.`,
  }),
  saturnEnds: (kind) => ({
    summary: `${SPELL_EN[kind]} ends`,
    description: `Saturn leaves the last sign of its ${SPELL_EN[kind]} over your Moon.`,
  }),
  chandrashtama: (sign) => ({
    summary: 'Chandrashtama: the Moon in the 8th from your Moon',
    description: `The Moon passes ${rasiName(sign, 'en')}, the 8th sign from your natal Moon: keep new starts and risky decisions for another day.`,
  }),
  ingress: (g, sign, house, retrograde) => ({
    summary: `${grahaName(g, 'en')} enters ${rasiName(sign, 'en')} (${ordinal(house)} from your Moon)`,
    description: `${grahaName(g, 'en')}${retrograde ? ', moving retrograde,' : ''} enters ${rasiName(sign, 'en')}, the ${ordinal(house)} sign from your natal Moon.`,
  }),
  festival: (name) => ({ summary: name, description: `${name} at your place (Hindu calendar).` }),
  calendarName: (person) => `${person}: dashas, transits and festivals`,
};

const SPELL_HI: Record<SaturnSpellKind, string> = { sadeSati: 'साढ़े साती', kantaka: 'कंटक शनि', ashtama: 'अष्टम शनि' };
const SPELL_HOUSE_HI: Record<SaturnSpellKind, string> = {
  sadeSati: 'आपके चंद्रमा से बारहवीं, पहली या दूसरी राशि में शनि',
  kantaka: 'आपके चंद्रमा से चौथी राशि में शनि (ढैया)',
  ashtama: 'आपके चंद्रमा से आठवीं राशि में शनि (ढैया)',
};
const PHASE_HI: Record<SadeSatiPhaseName, string> = { rising: 'पहला चरण', peak: 'मध्य चरण', setting: 'अंतिम चरण' };

const HI: FeedText = {
  mahadasha: (md) => ({
    summary: `${grahaName(md, 'hi')} महादशा आरंभ (विंशोत्तरी dasha)`,
    description: `आपकी विंशोत्तरी ${grahaName(md, 'hi')} महादशा आरंभ होती है, पहले उसी की अंतर्दशा।`,
  }),
  antardasha: (md, ad) => ({
    summary: `${grahaName(md, 'hi')}–${grahaName(ad, 'hi')} dasha आरंभ (अंतर्दशा)`,
    description: `आपकी ${grahaName(md, 'hi')} महादशा में ${grahaName(ad, 'hi')} की अंतर्दशा आरंभ होती है (विंशोत्तरी)।`,
  }),
  saturnBegins: (kind, phase, sign, back) => ({
    summary: `${SPELL_HI[kind]}${phase ? `: ${PHASE_HI[phase]} आरंभ` : back ? ' फिर आरंभ' : ' आरंभ'}`,
    description: `शनि ${rasiName(sign, 'hi')} में ${back ? 'लौटता' : 'प्रवेश करता'} है: ${SPELL_HOUSE_HI[kind]}।`,
  }),
  saturnPauses: (kind) => ({
    summary: `${SPELL_HI[kind]} में विराम`,
    description: `शनि कुछ समय के लिए ${SPELL_HI[kind]} की राशियों से बाहर जाता है; अवधि समाप्त होने से पहले लौटेगा।`,
  }),
  saturnEnds: (kind) => ({ summary: `${SPELL_HI[kind]} समाप्त`, description: `शनि आपके चंद्रमा पर ${SPELL_HI[kind]} की अंतिम राशि छोड़ता है।` }),
  chandrashtama: (sign) => ({
    summary: 'चंद्राष्टम: आपके चंद्रमा से आठवें भाव में चंद्रमा',
    description: `चंद्रमा ${rasiName(sign, 'hi')} में है, आपकी जन्म राशि से आठवीं राशि: नए काम और जोखिम भरे निर्णय टालें।`,
  }),
  ingress: (g, sign, house, retrograde) => ({
    summary: `${grahaName(g, 'hi')} ${rasiName(sign, 'hi')} में (आपके चंद्रमा से ${ordinalHi(house)})`,
    description: `${grahaName(g, 'hi')}${retrograde ? ' (वक्री)' : ''} ${rasiName(sign, 'hi')} में प्रवेश करता है, आपकी जन्म राशि से ${ordinalHi(house)} राशि।`,
  }),
  festival: (name) => ({ summary: name, description: `आपके स्थान पर ${name} (हिंदू पंचांग)।` }),
  calendarName: (person) => `${person}: दशा, गोचर और पर्व`,
};

const TEXTS: Readonly<Record<Locale, FeedText>> = {
  en: EN,
  hi: HI,
  bn: FEED_TEXT_BN,
  mr: FEED_TEXT_MR,
  te: FEED_TEXT_TE,
  ta: FEED_TEXT_TA,
};

/** The feed's words in `locale`. */
export function feedText(locale: Locale): FeedText {
  return TEXTS[locale];
}
