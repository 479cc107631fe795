/**
 * Every regional language's remedy words, registered by language so the compiler refuses a
 * missing one, and the words of the remedies in any language (the inline English or Hindi, or the
 * language's book). For the PDF and the tests; a browser page loads only its own language's file
 * (site/islands/kundali/RemediesSection.tsx).
 */
import { byLocale, type EngineLocale, type RegionalLocale } from '../../i18n/locale';
import type { RemedyLanguage } from './lines';
import type { RemedyText } from './remedy-text';
import { REMEDY_TEXT_BN } from './remedy-text-bn';
import { REMEDY_TEXT_MR } from './remedy-text-mr';
import { REMEDY_TEXT_TA } from './remedy-text-ta';
import { REMEDY_TEXT_TE } from './remedy-text-te';

/** The regional books. */
export const REMEDY_TEXTS: Readonly<Record<RegionalLocale, RemedyText>> = {
  bn: REMEDY_TEXT_BN,
  mr: REMEDY_TEXT_MR,
  te: REMEDY_TEXT_TE,
  ta: REMEDY_TEXT_TA,
};

/** What the remedy lines take for `locale`. */
export const remedyLanguage = (locale: EngineLocale): RemedyLanguage =>
  byLocale<RemedyLanguage>(
    locale,
    (l) => l,
    (r) => REMEDY_TEXTS[r],
  );
