import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createShaper } from '../site/render/font/shaper';
import { LANGUAGE_NAME_CODE_POINTS, SYMBOL_CODE_POINTS } from '../site/styles/symbols/characters';
import { LOCALE_NATIVE_NAME } from '../shared/i18n/locale';
import { DEVANAGARI } from '../shared/i18n/devanagari';
import { GRAHA_SYMBOL } from '../shared/vocabulary/graha';
import {
  LANGUAGE_NAME_FONT_FILE,
  SYMBOL_FONT_WEIGHTS,
  buildLanguageNameFont,
  buildSymbolFont,
  symbolFontCss,
  symbolFontFile,
  unicodeRange,
} from './symbol-font';
import { convertFont } from './font-files';

const SYMBOLS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../site/styles/symbols');

describe('the symbol face (site/styles/symbols)', () => {
  it('carries every graha symbol and the retrograde mark', () => {
    for (const symbol of [...Object.values(GRAHA_SYMBOL), '℞']) expect(SYMBOL_CODE_POINTS).toContain(symbol.codePointAt(0));
  });

  it.each(SYMBOL_FONT_WEIGHTS)(
    'the committed %i subset is what `npm run build:symbols` makes, and has a glyph for each character',
    async (weight) => {
      const committed = new Uint8Array(readFileSync(join(SYMBOLS_DIR, symbolFontFile(weight))));
      expect(Buffer.from(await buildSymbolFont(weight)).equals(committed), 'run npm run build:symbols').toBe(true);
      const shaper = await createShaper(await convertFont(committed, 'sfnt'));
      for (const codePoint of SYMBOL_CODE_POINTS) expect(shaper.nominalGlyph(codePoint), `U+${codePoint.toString(16)}`).toBeGreaterThan(0);
      // Nothing beyond the list: a Latin letter is not in the face (the page's Noto Sans draws it).
      expect(shaper.nominalGlyph('A'.codePointAt(0)!)).toBeUndefined();
    },
  );

  it('the language names face is what `npm run build:symbols` makes and shapes हिन्दी exactly as the full Devanagari face', async () => {
    const committed = new Uint8Array(readFileSync(join(SYMBOLS_DIR, LANGUAGE_NAME_FONT_FILE)));
    expect(Buffer.from(await buildLanguageNameFont()).equals(committed), 'run npm run build:symbols').toBe(true);
    // ठ द न म र ह ा ि ी ्: the letters of हिन्दी and मराठी, the language names in Devanagari.
    expect(LANGUAGE_NAME_CODE_POINTS).toEqual([0x920, 0x926, 0x928, 0x92e, 0x930, 0x939, 0x93e, 0x93f, 0x940, 0x94d]);
    const full = await convertFont(
      new Uint8Array(
        readFileSync(
          join(
            dirname(fileURLToPath(import.meta.url)),
            '../node_modules/@fontsource/noto-sans/files/noto-sans-devanagari-700-normal.woff2',
          ),
        ),
      ),
      'sfnt',
    );
    const [subset, whole] = await Promise.all([convertFont(committed, 'sfnt').then(createShaper), createShaper(full)]);
    for (const name of Object.values(LOCALE_NATIVE_NAME).filter((n) => DEVANAGARI.test(n))) {
      // Glyph ids differ (the subset renumbers them); the conjunct न्द, the matras and every advance must not.
      const strip = (glyphs: { cluster: number; xAdvance: number; xOffset: number; yOffset: number }[]) =>
        glyphs.map(({ cluster, xAdvance, xOffset, yOffset }) => ({ cluster, xAdvance, xOffset, yOffset }));
      const shaped = subset.shape(name);
      expect(shaped.every((g) => g.glyphId > 0)).toBe(true);
      expect(strip(shaped)).toEqual(strip(whole.shape(name)));
    }
  });

  it('the committed stylesheet is the generated one', () => {
    expect(readFileSync(join(SYMBOLS_DIR, 'symbols.css'), 'utf8')).toBe(symbolFontCss());
  });

  it('unicode-range folds runs of code points', () => {
    expect(unicodeRange([0x211e, 0x2609, 0x260a, 0x260b, 0x2630])).toBe('U+211E, U+2609-260B, U+2630');
  });
});
