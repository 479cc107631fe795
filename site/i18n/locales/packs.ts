/**
 * The language packs a page has: registered before any of their words is read. The build (and the
 * tests) register every pack at once (server-packs.ts, imported by the page layout); a browser page
 * registers only its own language's (client-packs.ts, which Astro runs before any island hydrates),
 * so an English or Hindi page loads none and a Bengali page only Bengali's.
 */
import { REGIONAL_LOCALES, type RegionalLocale } from '../../../shared/i18n/locale';
import type { LanguagePack } from './pack';

/**
 * A language whose dictionaries are a pack of their own (site/i18n/locales/<code>/): the regional
 * languages, kept in books of their own in the vocabulary too (English and Hindi stay inline).
 */
export type PackLocale = RegionalLocale;

/** The pack languages: Bengali, Marathi, Telugu, Tamil. */
export const PACK_LOCALES: readonly PackLocale[] = REGIONAL_LOCALES;

const registered: Partial<Record<PackLocale, LanguagePack>> = {};

/** Makes `pack` the dictionaries of `locale` for every catalogue. */
export function registerPack(locale: PackLocale, pack: LanguagePack): void {
  registered[locale] = pack;
}

/**
 * The `locale` dictionary of the catalogue `name`. Throws when the pack is not registered (a Bengali word asked
 * for on a page in another language) or has no such catalogue.
 */
export function packDictionary<M>(locale: PackLocale, name: string): M {
  const dictionary = (registered[locale] as Readonly<Record<string, unknown>> | undefined)?.[name];
  if (dictionary === undefined) throw new Error(`no ${locale} pack with "${name}" on this page`);
  return dictionary as M;
}
