/**
 * The shape of one language's error words: a title and a description for every status of the catalogue
 * (shared/errors/catalogue.ts), so the compiler refuses a language that lacks a status.
 */
import type { ERROR_CATALOGUE } from './catalogue';

/** A status the catalogue lists. */
export type CatalogueStatus = keyof typeof ERROR_CATALOGUE;

/** One status's words in a language. */
export interface ErrorWords {
  readonly title: string;
  readonly description: string;
}

/** One regional language's error words, by status. */
export type ErrorBook = Readonly<Record<CatalogueStatus, ErrorWords>>;
