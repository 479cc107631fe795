/**
 * Typed message catalogues. English is the source: a catalogue is declared as its English
 * messages, the Hindi dictionary beside them, and its name; every later language keeps its
 * dictionaries in files of its own (site/i18n/locales/<code>/, registered in locales/index.ts), so
 * adding a language adds files and edits no catalogue. The compiler refuses a dictionary that
 * lacks a key, has an extra one, or gives a message a different shape (a string where English has
 * a list, a function with other parameters): for Hindi here, for the other languages through the
 * language's pack type (locales/pack.ts). `catalogue.test.ts` checks the same at run time for every
 * catalogue under site/ (list lengths included, which types cannot count).
 *
 * Usage: `export const nav = defineMessages({ home: 'Home' }, { hi: { home: 'मुखपृष्ठ' } }, 'nav');`
 * then `nav[locale].home`.
 */
import { DEFAULT_LOCALE, type EngineLocale, type InlineLocale } from '../../shared/i18n/locale';
import { PACK_LOCALES, packDictionary } from './locales/packs';

/** The translation written in the catalogue file beside English (Hindi); the others are packs (locales/<code>/). */
type InlineTranslation = Exclude<InlineLocale, typeof DEFAULT_LOCALE>;

/** Marks catalogues so the key test can find every one of them among a module's exports. */
export const CATALOGUE_BRAND: unique symbol = Symbol.for('kundali.i18n.catalogue');
/** A catalogue's name: the name it is exported under, which keys its dictionaries in the language packs. */
export const CATALOGUE_NAME: unique symbol = Symbol.for('kundali.i18n.catalogue-name');

/** One dictionary per language (the site's, and the regional ones before LOCALES lists them), all of the English source's shape. */
export type Catalogue<M> = Readonly<Record<EngineLocale, M>> & { readonly [CATALOGUE_BRAND]: true; readonly [CATALOGUE_NAME]: string };

/**
 * A catalogue from its English messages (`english`, which fixes the shape `M`), the inline
 * dictionaries (`translations`, each checked against `M`, never used to infer it) and `name`, the
 * name the module exports it under: each pack language's dictionary is its pack's entry of that
 * name, read when first asked for (a page in Bengali loads the Bengali pack alone).
 */
export function defineMessages<M>(english: M, translations: { readonly [L in InlineTranslation]: NoInfer<M> }, name: string): Catalogue<M> {
  const catalogue = { [DEFAULT_LOCALE]: english, ...translations } as Record<EngineLocale, M>;
  for (const locale of PACK_LOCALES) {
    Object.defineProperty(catalogue, locale, { enumerable: true, get: () => packDictionary(locale, name) });
  }
  Object.defineProperty(catalogue, CATALOGUE_BRAND, { value: true, enumerable: false });
  Object.defineProperty(catalogue, CATALOGUE_NAME, { value: name, enumerable: false });
  return catalogue as Catalogue<M>;
}

/** True for a value made by defineMessages. */
export function isCatalogue(value: unknown): value is Catalogue<unknown> {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[CATALOGUE_BRAND] === true;
}
