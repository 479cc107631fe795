/**
 * Every regional language's yoga sentences, registered by language so the compiler refuses a
 * missing one, and the words of the yoga section in any language (the inline English or Hindi,
 * or the language's book, built on first use: its names need the vocabulary book registered).
 * For the engine, the PDF and the tests; a browser page loads only its own language's file
 * (site/islands/kundali/YogaSection.tsx).
 */
import { byLocale, type EngineLocale, type RegionalLocale } from '../../i18n/locale';
import type { YogaLanguage } from '../yogas';
import type { YogaText } from './yoga-text';
import { yogaTextBn } from './yoga-text-bn';
import { yogaTextMr } from './yoga-text-mr';
import { yogaTextTa } from './yoga-text-ta';
import { yogaTextTe } from './yoga-text-te';

/** The regional books' builders. */
export const YOGA_TEXTS: Readonly<Record<RegionalLocale, () => YogaText>> = {
  bn: yogaTextBn,
  mr: yogaTextMr,
  te: yogaTextTe,
  ta: yogaTextTa,
};

const built: Partial<Record<RegionalLocale, YogaText>> = {};

/** What yogaSection and its sentences take for `locale`. */
export const yogaLanguage = (locale: EngineLocale): YogaLanguage =>
  byLocale<YogaLanguage>(
    locale,
    (l) => l,
    (r) => (built[r] ??= YOGA_TEXTS[r]()),
  );
