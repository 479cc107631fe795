/**
 * Words that stay in Latin letters on every language's pages: the product's and other proper
 * names, the licence, addresses, and each language's own name in the language switch. The
 * catalogue test and the Hindi pages' browser test read this list and nothing else, so a Latin
 * word on a Hindi page is either listed here (with its reason) or a missing translation.
 */
import type { LocaleScript } from '../../shared/i18n/locale';
import { PRODUCT_NAME } from '../../shared/product';
import { CONTACT, SOCIAL_PLATFORMS } from '../content/company';

export const LATIN_PROPER_NAMES: readonly string[] = [
  PRODUCT_NAME, // the product's name
  'English', // the language switch names English in English
  'GeoNames', // the places database credited in the footer (licence requirement)
  'CC BY 4.0', // its licence, as the licence names itself
  ...SOCIAL_PLATFORMS.flatMap((platform) => [platform.name, platform.handle]), // brands and our handles on them
  ...CONTACT.address, // a postal address is written as the post office reads it
];

/** `text` with every listed proper name (and e-mail or web address) removed, for counting the remaining letters. */
export function withoutProperNames(text: string, names: readonly string[] = LATIN_PROPER_NAMES): string {
  let rest = text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  for (const name of [...names].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  return rest;
}

/** Letters of `text` in Devanagari and in any other script (marks excluded), after removing proper names. */
export function letterCounts(text: string): { devanagari: number; other: number } {
  const { inScript, other } = scriptLetterCounts(text, 'Devanagari');
  return { devanagari: inScript, other };
}

/** Letters of `text` in `script` and in any other script (marks excluded), after removing proper names. */
export function scriptLetterCounts(text: string, script: LocaleScript): { inScript: number; other: number } {
  const letters = withoutProperNames(text).match(/\p{L}/gu) ?? [];
  const pattern = new RegExp(`\\p{Script=${script}}`, 'u');
  const inScript = letters.filter((letter) => pattern.test(letter)).length;
  return { inScript, other: letters.length - inScript };
}
