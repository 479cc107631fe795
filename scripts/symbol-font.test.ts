import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createShaper } from '../site/render/font/shaper';
import { SYMBOL_CODE_POINTS } from '../site/styles/symbols/characters';
import { GRAHA_SYMBOL } from '../shared/vocabulary/graha';
import { SYMBOL_FONT_WEIGHTS, buildSymbolFont, symbolFontCss, symbolFontFile, unicodeRange } from './symbol-font';
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

  it('the committed stylesheet is the generated one', () => {
    expect(readFileSync(join(SYMBOLS_DIR, 'symbols.css'), 'utf8')).toBe(symbolFontCss());
  });

  it('unicode-range folds runs of code points', () => {
    expect(unicodeRange([0x211e, 0x2609, 0x260a, 0x260b, 0x2630])).toBe('U+211E, U+2609-260B, U+2630');
  });
});
