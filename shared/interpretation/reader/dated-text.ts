/**
 * The sentences of the reader's dated answers (dated-answer.ts) and the names of the windows a
 * question can name (date-window.ts), in every site language (Bengali, Marathi, Telugu and Tamil
 * in dated-text-XX.ts); names of grahas, signs, houses and themes come from the reader's own
 * dictionaries (text.ts, text-hi.ts, text-XX.ts).
 */
import { byLocale, type EngineLocale as Locale, type RegionalLocale } from '../../i18n/locale';
import type { Graha } from '../../vocabulary/graha';
import { SADE_SATI_PHASE_NAMES } from '../../vocabulary/terms';
import { MONTH_WORDS } from '../claims/grammar';
import { LIFE_AREAS, type LifeAreaId } from '../life-areas';
import type { WindowName } from './date-window';
import { readerText, type ReaderText } from './text';
import { DATED_TEXT_BN } from './dated-text-bn';
import { DATED_TEXT_MR } from './dated-text-mr';
import { DATED_TEXT_TA } from './dated-text-ta';
import { DATED_TEXT_TE } from './dated-text-te';

/** Why a period's lord matters to the question. */
export type LordRole = { kind: 'rules'; houses: number[] } | { kind: 'sits'; house: number } | { kind: 'signifies' };

/** The dated answer's sentences in one language. */
export interface DatedText {
  T: ReaderText;
  windowName(name: WindowName, first: string, last: string): string;
  dashaHeading(first: string, last: string): string;
  outsideDasha: string;
  mahadasha(lord: Graha, start: string, end: string): string;
  antardasha(md: Graha, ad: Graha, start: string, end: string): string;
  pratyantardasha(lord: Graha, start: string, end: string): string;
  focusHeading(about: string): string;
  brings(graha: Graha, about: string, role: LordRole): string;
  noneBrings(about: string): string;
  transitsOn(date: string): string;
  transitsAround(date: string): string;
  /** `house` null: the birth time is unknown, so the sign alone is said. */
  transit(graha: Graha, sign: string, house: number | null): string;
  ingress(date: string, graha: Graha, sign: string, house: number | null): string;
  /** The areas of life a window touches when the question named none (dated-answer.ts). */
  touchesHeading: string;
  touchesArea(area: LifeAreaId, parts: string[]): string;
  periodLordPart(graha: Graha, level: 'mahadasha' | 'antardasha', rules: number[], sits: number | null): string;
  karakaPart(graha: Graha, level: 'mahadasha' | 'antardasha', area: LifeAreaId): string;
  transitPart(graha: Graha, house: number): string;
  sadeSati(phase: 'rising' | 'peak' | 'setting', from: string, to: string): string;
}

/** A month's name from the date words (the first spelling written in the language's script). */
function monthName(month: number, locale: 'en' | 'hi'): string {
  const devanagari = (w: string) => /[\u0900-\u097F]/.test(w);
  const word = Object.keys(MONTH_WORDS).find((w) => MONTH_WORDS[w] === month && (locale === 'hi' ? devanagari(w) : !devanagari(w)))!;
  return locale === 'hi' ? word : word.charAt(0).toUpperCase() + word.slice(1);
}

const EN: DatedText = {
  T: readerText('en'),
  windowName(n, first, last) {
    const [y, m, d] = [first.slice(0, 4), Number(first.slice(5, 7)), Number(first.slice(8, 10))];
    switch (n.kind) {
      case 'day':
        return `${d} ${monthName(m, 'en')} ${y}`;
      case 'month':
        return `${monthName(m, 'en')} ${y}`;
      case 'year':
        return y;
      case 'range':
        return `${first} to ${last}`;
      case 'age':
        return `Age ${n.age} (${first} to ${last})`;
      case 'after':
        return `After your ${n.named} mahadasha: the ${n.lord} mahadasha`;
      case 'before':
        return `Before your ${n.named} mahadasha: the ${n.lord} mahadasha`;
      case 'during':
        return `Your ${n.lord} mahadasha`;
    }
  },
  dashaHeading: (first, last) => `**Dasha periods in force (${first} to ${last})**`,
  outsideDasha: '- This falls outside the 120 years of your Vimshottari dasha.',
  mahadasha: (lord, start, end) => `- **${lord} mahadasha** (${start} to ${end})`,
  antardasha: (md, ad, start, end) => `  - ${md}–${ad} antardasha (${start} to ${end})`,
  pratyantardasha: (lord, start, end) => `    - Pratyantardasha of ${lord}: ${start} to ${end}`,
  focusHeading: (about) => `**For ${about}**`,
  brings(g, about, role) {
    const why =
      role.kind === 'rules'
        ? `${g} rules your ${this.T.list(role.houses.map((h) => this.T.ordinal(h)))} house${role.houses.length > 1 ? 's' : ''}`
        : role.kind === 'sits'
          ? `${g} sits in your ${this.T.ordinal(role.house)} house`
          : `${g} signifies ${this.T.grahaThemes(g)}`;
    return `- The ${g} periods above bring ${about} forward: ${why}.`;
  },
  noneBrings: (about) => `- None of these period lords rules or signifies ${about}: it is not the main theme of this time.`,
  transitsOn: (date) => `**Transits on ${date}**`,
  transitsAround: (date) => `**Transits in the middle of this time (${date})**`,
  transit(g, sign, house) {
    return house === null
      ? `- ${g} transits ${sign}.`
      : `- ${g} transits ${sign}, your ${this.T.ordinal(house)} house (${this.T.houseThemes(house)}).`;
  },
  ingress(date, g, sign, house) {
    return house === null ? `- ${date}: ${g} enters ${sign}.` : `- ${date}: ${g} enters ${sign}, your ${this.T.ordinal(house)} house.`;
  },
  sadeSati: (phase, from, to) => `- Sade Sati (${SADE_SATI_PHASE_NAMES[phase].en} phase) from ${from} to ${to}.`,
  touchesHeading: '**What this time touches**',
  touchesArea(area, parts) {
    return `- **${this.T.areaTitle(area)}**: ${parts.join('; ')}.`;
  },
  periodLordPart(g, level, rules, sits) {
    const ruled = rules.length ? `rules your ${this.T.list(rules.map((h) => this.T.ordinal(h)))} house${rules.length > 1 ? 's' : ''}` : '';
    const sitting = sits === null ? '' : `sits in your ${this.T.ordinal(sits)}`;
    return `${g}, the ${level} lord, ${[ruled, sitting].filter(Boolean).join(' and ')}`;
  },
  karakaPart: (g, level, area) => `${g}, the ${level} lord, is a natural significator of ${LIFE_AREAS[area].subject}`,
  transitPart(g, house) {
    return `${g} transits your ${this.T.ordinal(house)} house`;
  },
};

const HI: DatedText = {
  T: readerText('hi'),
  windowName(n, first, last) {
    const G = (g: Graha) => this.T.graha(g);
    const [y, m, d] = [first.slice(0, 4), Number(first.slice(5, 7)), Number(first.slice(8, 10))];
    switch (n.kind) {
      case 'day':
        return `${d} ${monthName(m, 'hi')} ${y}`;
      case 'month':
        return `${monthName(m, 'hi')} ${y}`;
      case 'year':
        return `वर्ष ${y}`;
      case 'range':
        return `${first} से ${last}`;
      case 'age':
        return `${n.age} वर्ष की आयु (${first} से ${last})`;
      case 'after':
        return `आपकी ${G(n.named)} महादशा के बाद: ${G(n.lord)} महादशा`;
      case 'before':
        return `आपकी ${G(n.named)} महादशा से पहले: ${G(n.lord)} महादशा`;
      case 'during':
        return `आपकी ${G(n.lord)} महादशा`;
    }
  },
  dashaHeading: (first, last) => `**इस समय चल रही दशाएँ (${first} से ${last})**`,
  outsideDasha: '- यह समय आपकी विंशोत्तरी दशा के 120 वर्षों से बाहर है।',
  mahadasha(lord, start, end) {
    return `- **${this.T.graha(lord)} महादशा** (${start} से ${end})`;
  },
  antardasha(md, ad, start, end) {
    return `  - ${this.T.graha(md)}-${this.T.graha(ad)} अंतर्दशा (${start} से ${end})`;
  },
  pratyantardasha(lord, start, end) {
    return `    - ${this.T.graha(lord)} की प्रत्यंतर दशा: ${start} से ${end}`;
  },
  focusHeading: (about) => `**${about} के लिए**`,
  brings(g, about, role) {
    const G = this.T.graha(g);
    const why =
      role.kind === 'rules'
        ? `${G} आपके ${this.T.list(role.houses.map((h) => this.T.ordinal(h)))} भाव का स्वामी है`
        : role.kind === 'sits'
          ? `${G} आपके ${this.T.ordinal(role.house)} भाव में है`
          : `${G} ${this.T.grahaThemes(g)} का कारक है`;
    return `- ऊपर की ${G} दशाएँ ${about} को आगे लाती हैं: ${why}।`;
  },
  noneBrings: (about) => `- इन दशाओं के स्वामी ${about} के न स्वामी हैं न कारक: यह इस समय का मुख्य विषय नहीं है।`,
  transitsOn: (date) => `**${date} का गोचर**`,
  transitsAround: (date) => `**इस समय के मध्य का गोचर (${date})**`,
  transit(g, sign, house) {
    return house === null
      ? `- ${this.T.graha(g)} का गोचर ${this.T.sign(sign)} राशि में।`
      : `- ${this.T.graha(g)} का गोचर ${this.T.sign(sign)} राशि में, आपके ${this.T.ordinal(house)} भाव में (${this.T.houseThemes(house)})।`;
  },
  ingress(date, g, sign, house) {
    return house === null
      ? `- ${date}: ${this.T.graha(g)} ${this.T.sign(sign)} राशि में प्रवेश करता है।`
      : `- ${date}: ${this.T.graha(g)} ${this.T.sign(sign)} राशि में प्रवेश करता है, आपके ${this.T.ordinal(house)} भाव में।`;
  },
  touchesHeading: '**यह समय किन क्षेत्रों को छूता है**',
  touchesArea(area, parts) {
    return `- **${this.T.areaTitle(area)}**: ${parts.join('; ')}।`;
  },
  periodLordPart(g, level, rules, sits) {
    const name = `${level === 'mahadasha' ? 'महादशा' : 'अंतर्दशा'} के स्वामी ${this.T.graha(g)}`;
    const ruled = rules.length ? `आपके ${this.T.list(rules.map((h) => this.T.ordinal(h)))} भाव के स्वामी हैं` : '';
    const sitting = sits === null ? '' : `आपके ${this.T.ordinal(sits)} भाव में बैठे हैं`;
    return `${name} ${[ruled, sitting].filter(Boolean).join(' और ')}`;
  },
  karakaPart(g, level, area) {
    return `${level === 'mahadasha' ? 'महादशा' : 'अंतर्दशा'} के स्वामी ${this.T.graha(g)} ${this.T.areaTitle(area)} के नैसर्गिक कारक हैं`;
  },
  transitPart(g, house) {
    return `${this.T.graha(g)} आपके ${this.T.ordinal(house)} भाव में गोचर करता है`;
  },
  sadeSati: (phase, from, to) => `- साढ़ेसाती (${SADE_SATI_PHASE_NAMES[phase].hi} चरण) ${from} से ${to} तक।`,
};

const REGIONAL: Readonly<Record<RegionalLocale, DatedText>> = {
  bn: DATED_TEXT_BN,
  mr: DATED_TEXT_MR,
  te: DATED_TEXT_TE,
  ta: DATED_TEXT_TA,
};

/** The dated answer's sentences in `locale`. */
export function datedText(locale: Locale): DatedText {
  return byLocale(
    locale,
    (l) => (l === 'hi' ? HI : EN),
    (l) => REGIONAL[l],
  );
}
