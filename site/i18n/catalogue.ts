/**
 * Typed message catalogues. English is the source: a catalogue is declared as its English
 * messages plus one dictionary per other language, and the compiler refuses a dictionary that
 * lacks a key, has an extra one, or gives a message a different shape (a string where English
 * has a list, a function with other parameters). `catalogue.test.ts` checks the same at run time
 * for every catalogue under site/ (list lengths included, which types cannot count).
 *
 * Usage: `export const nav = defineMessages({ home: 'Home' }, { hi: { home: 'मुखपृष्ठ' } });`
 * then `nav[locale].home`.
 */
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locale';

/** Languages that translate the English source. */
export type TranslatedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

/** Marks catalogues so the key test can find every one of them among a module's exports. */
export const CATALOGUE_BRAND: unique symbol = Symbol.for('kundali.i18n.catalogue');

/** One dictionary per language, all of the English source's shape. */
export type Catalogue<M> = Readonly<Record<Locale, M>> & { readonly [CATALOGUE_BRAND]: true };

/**
 * A catalogue from its English messages (`english`, which fixes the shape `M`) and the other
 * languages' dictionaries (`translations`, each checked against `M`, never used to infer it).
 */
export function defineMessages<M>(english: M, translations: { readonly [L in TranslatedLocale]: NoInfer<M> }): Catalogue<M> {
  const catalogue = { [DEFAULT_LOCALE]: english, ...translations } as Record<Locale, M>;
  Object.defineProperty(catalogue, CATALOGUE_BRAND, { value: true, enumerable: false });
  return catalogue as Catalogue<M>;
}

/** True for a value made by defineMessages. */
export function isCatalogue(value: unknown): value is Catalogue<unknown> {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[CATALOGUE_BRAND] === true;
}
