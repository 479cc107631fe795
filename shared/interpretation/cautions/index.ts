/**
 * The chart's cautions in any language the engine writes: English is the engine's own text; Hindi
 * and the regional languages word each caution from its code (caution-text.ts). For the API, the
 * match and the tests, which hold every language; a browser page loads only its own language's
 * file (site/islands/kundali/CautionNotices.tsx).
 */
import type { EngineLocale } from '../../i18n/locale';
import type { BirthCaution } from '../../model/chart';
import { CAUTION_TEXT_HI } from '../cautions-hi';
import { wordCaution, type CautionText } from './caution-text';
import { CAUTION_TEXT_BN } from './cautions-bn';
import { CAUTION_TEXT_MR } from './cautions-mr';
import { CAUTION_TEXT_TA } from './cautions-ta';
import { CAUTION_TEXT_TE } from './cautions-te';

/** Every language's cautions but English (the engine's own). */
export const CAUTION_TEXTS: Readonly<Record<Exclude<EngineLocale, 'en'>, CautionText>> = {
  hi: CAUTION_TEXT_HI,
  bn: CAUTION_TEXT_BN,
  mr: CAUTION_TEXT_MR,
  te: CAUTION_TEXT_TE,
  ta: CAUTION_TEXT_TA,
};

/** A caution of `input.cautions` in `locale` (see wordCaution; `codes` is the chart's `input.cautionCodes`). */
export function cautionText(caution: string, locale: EngineLocale, codes: readonly BirthCaution[] = []): string {
  return locale === 'en' ? caution : wordCaution(caution, CAUTION_TEXTS[locale], codes);
}
