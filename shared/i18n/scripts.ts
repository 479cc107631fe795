/**
 * The letters of each Indic script the site writes, one regex each (Devanagari's, with its own
 * notes, is devanagari.ts): for choosing a PDF's embedded face and for counting a text's letters
 * in its language's script.
 */
import { DEVANAGARI } from './devanagari';
import type { EngineLocale } from './locale';

/** Bengali–Assamese block. */
export const BENGALI = /[\u0980-\u09FF]/u;
/** Telugu block. */
export const TELUGU = /[\u0C00-\u0C7F]/u;
/** Tamil block. */
export const TAMIL = /[\u0B80-\u0BFF]/u;

/** The script each language is written in (English: none). */
export const LOCALE_SCRIPT: Readonly<Record<EngineLocale, RegExp | null>> = {
  en: null,
  hi: DEVANAGARI,
  mr: DEVANAGARI,
  bn: BENGALI,
  te: TELUGU,
  ta: TAMIL,
};

/** Share of the letters of `text` written in `locale`'s script (1 for English; 0 for a text with no letters). */
export function scriptShare(text: string, locale: EngineLocale): number {
  const script = LOCALE_SCRIPT[locale];
  const letters = text.match(/\p{L}/gu) ?? [];
  if (!script) return 1;
  return letters.length === 0 ? 0 : letters.filter((l) => script.test(l)).length / letters.length;
}
