/**
 * Search folding for place names: the same key for "São Paulo", "sao paulo" and "SAO-PAULO".
 * Used both when the index is built and for every query, so the two always agree.
 */

/** Letters that Unicode decomposition leaves alone but people type as ASCII. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ı: 'i',
  ħ: 'h',
  Ħ: 'h',
  ŀ: 'l',
  Ŀ: 'l',
  ĸ: 'k',
  ŧ: 't',
  Ŧ: 't',
  // Typographic apostrophes and the ʻokina all fold away like the ASCII apostrophe.
  ʻ: '',
  ʼ: '',
  '’': '',
  '‘': '',
  "'": '',
  '`': '',
};
const SPECIAL_PATTERN = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');
const COMBINING_MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * Folds text for matching: compatibility-decomposed, diacritics and apostrophes removed,
 * lower-cased, every run of other non-alphanumerics turned into one space, trimmed.
 * Commas are separators here too; callers split "City, Country" queries before folding.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(SPECIAL_PATTERN, (ch) => SPECIAL_LETTERS[ch] ?? ch)
    .toLowerCase()
    .replace(SEPARATORS, ' ')
    .trim();
}
