/**
 * The language packs, listed in one place: each language after English and Hindi keeps its
 * dictionaries in site/i18n/locales/<code>/ and a browser page fetches its own from here (its own
 * script file, client-packs.ts). A regional language without a loader here fails to compile;
 * server-packs.ts registers the same packs for the build.
 */
import type { LanguagePack } from './pack';
import type { PackLocale } from './packs';

export const PACK_LOADERS: { readonly [L in PackLocale]: () => Promise<LanguagePack> } = {
  bn: () => import('./bn/index').then((module) => module.default),
  mr: () => import('./mr/index').then((module) => module.default),
  te: () => import('./te/index').then((module) => module.default),
  ta: () => import('./ta/index').then((module) => module.default),
};
