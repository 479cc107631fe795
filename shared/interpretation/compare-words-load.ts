/**
 * Loads one regional language's comparison words into the registry: what a page in that language
 * runs before its islands hydrate (site/i18n/locales/client-packs.ts), so it fetches its own book only.
 */
import type { RegionalLocale } from '../i18n/locale';
import { registerCompareWords, type CompareWordsBook } from './compare-words-registry';

const LOADERS: { readonly [L in RegionalLocale]: () => Promise<CompareWordsBook> } = {
  bn: () => import('./compare-words-bn').then((m) => m.COMPARE_WORDS_BN),
  mr: () => import('./compare-words-mr').then((m) => m.COMPARE_WORDS_MR),
  te: () => import('./compare-words-te').then((m) => m.COMPARE_WORDS_TE),
  ta: () => import('./compare-words-ta').then((m) => m.COMPARE_WORDS_TA),
};

/** Fetches and registers `locale`'s comparison words. */
export async function loadCompareWords(locale: RegionalLocale): Promise<void> {
  registerCompareWords(locale, await LOADERS[locale]());
}
