/**
 * The characters the pages draw that neither Noto Sans nor Noto Sans Devanagari has: the graha
 * symbols, the retrograde mark and a few interface marks. They come from a subset of DejaVu Sans
 * that the site serves itself (`npm run build:symbols` writes it), so no character on any page is
 * drawn in a font of the visitor's machine. A new symbol on a page goes here, then rebuild.
 */
import { GRAHA_SYMBOL } from '../../../shared/vocabulary/graha';
import { RETRO_MARK } from '../../components/chart/chart-data';
import { LOCALE_NATIVE_NAME } from '../../../shared/i18n/locale';
import { DEVANAGARI } from '../../../shared/i18n/devanagari';

/** Interface marks: the picker's chevron (▾), the claim check's ✓ and ✗, the menu (☰), back links (←). */
const INTERFACE_MARKS = '▾✓✗☰←';

/** Every character the symbol face carries, as code points in ascending order. */
export const SYMBOL_CODE_POINTS: readonly number[] = [
  ...new Set([...Object.values(GRAHA_SYMBOL).join(''), RETRO_MARK, ...INTERFACE_MARKS].map((c) => c.codePointAt(0)!)),
].sort((a, b) => a - b);

/** The face's family name in the CSS font stacks. */
export const SYMBOL_FONT_FAMILY = 'Kundali Symbols';

/**
 * The language switch names each other language in its own script ("हिन्दी" on English pages). Those
 * letters get a face of their own, cut from the Noto Sans Devanagari glyphs the Hindi pages draw with,
 * so an English page loads a few kilobytes for one word instead of the whole Devanagari face (46 KB).
 * Names in other scripts (বাংলা, తెలుగు, தமிழ்) are their own faces' to draw.
 */
export const LANGUAGE_NAME_CODE_POINTS: readonly number[] = [
  ...new Set([...Object.values(LOCALE_NATIVE_NAME).join('')].filter((char) => DEVANAGARI.test(char)).map((char) => char.codePointAt(0)!)),
].sort((a, b) => a - b);

/** That face's family name (the language switch's font stack). */
export const LANGUAGE_NAME_FONT_FAMILY = 'Kundali Language Names';
