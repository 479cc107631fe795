/**
 * The chart drawings' own words (captions, the table alternative, accessible names) in every
 * site language. Jyotish names (grahas, rasis, nakshatras, vargas) come from shared/vocabulary.
 */
import type { ChartStyle, Varga } from '../../../shared/vocabulary/settings';
import { termName } from '../../../shared/vocabulary/terms';
import { defineMessages } from '../../i18n/catalogue';

/** The words of one language. */
export interface ChartText {
  lagnaName: string;
  lagnaLabel: string;
  pada: string;
  retrograde: string;
  /** "Aries in D9; D1 Leo 12°…" */
  inVarga(sign: string, varga: Varga, d1Sign: string, d1Degrees: string): string;
  styleName: Record<ChartStyle, string>;
  chartStyle: string;
  moonChart: string;
  hint: string;
  accessibleName(heading: string, style: string, lagnaKnown: boolean, firstSign: string): string;
  asTable(heading: string): string;
  house: string;
  sign: string;
  bodies: string;
  none: string;
}

const EN: ChartText = {
  lagnaName: 'Lagna (ascendant)',
  lagnaLabel: 'As',
  pada: 'pada',
  retrograde: 'retrograde',
  inVarga: (sign, varga, d1Sign, d1Degrees) => `${sign} in D${varga}; D1 ${d1Sign} ${d1Degrees}`,
  styleName: { north: 'North Indian', south: 'South Indian', east: 'East Indian' },
  chartStyle: 'Chart style',
  moonChart: 'Moon chart',
  hint: 'Hover or focus a planet to see its degree.',
  accessibleName: (heading, style, lagnaKnown, firstSign) =>
    `${heading}, ${style} style. ${lagnaKnown ? `Lagna in ${firstSign}` : `Birth time unknown: houses counted from the Moon in ${firstSign}`}.`,
  asTable: (heading) => `${heading} as a table`,
  house: 'House',
  sign: 'Sign',
  bodies: 'Bodies',
  none: 'None',
};

const HI: ChartText = {
  lagnaName: 'लग्न',
  lagnaLabel: 'ल',
  pada: 'पद',
  retrograde: termName('retrograde', 'hi'),
  inVarga: (sign, varga, d1Sign, d1Degrees) => `D${varga} में ${sign}; D1 में ${d1Sign} ${d1Degrees}`,
  styleName: { north: 'उत्तर भारतीय', south: 'दक्षिण भारतीय', east: 'पूर्व भारतीय' },
  chartStyle: 'कुंडली शैली',
  moonChart: 'चंद्र कुंडली',
  hint: 'ग्रह का अंश देखने के लिए उस पर माउस ले जाएँ या फ़ोकस करें।',
  accessibleName: (heading, style, lagnaKnown, firstSign) =>
    `${heading}, ${style} शैली। ${lagnaKnown ? `लग्न ${firstSign} में` : `जन्म समय अज्ञात: भाव चंद्र की राशि ${firstSign} से गिने गए हैं`}।`,
  asTable: (heading) => `${heading} तालिका के रूप में`,
  house: 'भाव',
  sign: 'राशि',
  bodies: 'ग्रह',
  none: 'कोई नहीं',
};

/** The chart words by language (the later languages' in site/i18n/locales/<code>/chart-text.ts). */
export const CHART_TEXT = defineMessages<ChartText>(EN, { hi: HI }, 'CHART_TEXT');
