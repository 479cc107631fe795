/**
 * The characters the pages draw that neither Noto Sans nor Noto Sans Devanagari has: the graha
 * symbols, the retrograde mark and a few interface marks. They come from a subset of DejaVu Sans
 * that the site serves itself (`npm run build:symbols` writes it), so no character on any page is
 * drawn in a font of the visitor's machine. A new symbol on a page goes here, then rebuild.
 */
import { GRAHA_SYMBOL } from '../../../shared/vocabulary/graha';
import { RETRO_MARK } from '../../components/chart/chart-data';

/** Interface marks: the picker's chevron (▾), the claim check's ✓ and ✗, the menu (☰), back links (←). */
const INTERFACE_MARKS = '▾✓✗☰←';

/** Every character the symbol face carries, as code points in ascending order. */
export const SYMBOL_CODE_POINTS: readonly number[] = [
  ...new Set([...Object.values(GRAHA_SYMBOL).join(''), RETRO_MARK, ...INTERFACE_MARKS].map((c) => c.codePointAt(0)!)),
].sort((a, b) => a - b);

/** The face's family name in the CSS font stacks. */
export const SYMBOL_FONT_FAMILY = 'Kundali Symbols';

/**
 * The language switch names each language in its own script ("हिन्दी", "বাংলা" on English pages): those letters
 * get a face of their own per script (scripts/text-face.ts, languageNameFile), a few kilobytes instead of the whole
 * faces. This is its family name (the language switch's font stack).
 */
export const LANGUAGE_NAME_FONT_FAMILY = 'Kundali Language Names';
