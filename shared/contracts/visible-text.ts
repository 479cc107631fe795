/**
 * The rule for text a person types as a name or a title: characters that show nothing or change
 * the direction text is drawn in can make a name look like another one ("Asha" followed by
 * U+202E reversing what comes after), or look empty. Refused:
 * - control characters (C0, DEL, C1), including new lines;
 * - bidirectional controls: U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069;
 * - invisible formatting: U+00AD soft hyphen, U+200B zero-width space, U+2060–U+2064, U+FEFF,
 *   U+180E, and the tag and variation-selector supplements' tags (U+E0000–U+E007F);
 * - a lone UTF-16 surrogate (no character at all);
 * - text with no letter, digit, mark, punctuation or symbol (only spaces and joiners).
 * The zero-width joiner and non-joiner (U+200D, U+200C) stay allowed: Devanagari and other
 * scripts need them between visible letters.
 */

const HIDDEN =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u{e0000}-\u{e007f}]/u;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const VISIBLE = /[\p{L}\p{N}\p{M}\p{P}\p{S}]/u;

/** True when `text` has something visible and nothing hidden (see the module comment). */
export function isVisibleText(text: string): boolean {
  return !LONE_SURROGATE.test(text) && !HIDDEN.test(text) && VISIBLE.test(text);
}
