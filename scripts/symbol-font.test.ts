import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createShaper } from '../site/render/font/shaper';
import { LANGUAGE_NAME_CODE_POINTS, SYMBOL_CODE_POINTS } from '../site/styles/symbols/characters';
import { LOCALE_NATIVE_NAME } from '../shared/i18n/locale';
import { GRAHA_SYMBOL } from '../shared/vocabulary/graha';
import { buildLanguageNameFont, wholeTextFace } from './hindi-text-font';
import { TEXT_FACES, scriptPatterns } from './text-faces';
import {
  SYMBOL_FONT_WEIGHTS,
  buildSymbolFont,
  languageNameCodePoints,
  languageNameFontFile,
  symbolFontCss,
  symbolFontFile,
  unicodeRange,
} from './symbol-font';

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
      const shaper = await createShaper(committed);
      for (const codePoint of SYMBOL_CODE_POINTS) expect(shaper.nominalGlyph(codePoint), `U+${codePoint.toString(16)}`).toBeGreaterThan(0);
      // Nothing beyond the list: a Latin letter is not in the face (the page's Noto Sans draws it).
      expect(shaper.nominalGlyph('A'.codePointAt(0)!)).toBeUndefined();
    },
  );

  it.each(TEXT_FACES.map((face) => [face.script, face] as const))(
    'the %s language names face is what `npm run build:symbols` makes and shapes its names exactly as the full face',
    async (script, face) => {
      const committed = new Uint8Array(readFileSync(join(SYMBOLS_DIR, languageNameFontFile(face))));
      expect(Buffer.from(await buildLanguageNameFont(face)).equals(committed), 'run npm run build:symbols').toBe(true);
      const names = Object.values(LOCALE_NATIVE_NAME).filter((name) => scriptPatterns(script).letter.test(name));
      expect(names.length, script).toBeGreaterThan(0);
      // Exactly the names' letters: हिन्दी and मराठी for Devanagari, বাংলা, తెలుగు, தமிழ்.
      expect(languageNameCodePoints(face)).toEqual(
        [
          ...new Set(
            names
              .join('')
              .split('')
              .map((c) => c.codePointAt(0)!),
          ),
        ].sort((a, b) => a - b),
      );
      const [subset, whole] = await Promise.all([createShaper(committed), createShaper(wholeTextFace(face, 700))]);
      for (const name of names) {
        // Glyph ids differ (the subset renumbers them); the conjuncts, the vowel signs and every advance must not.
        const strip = (glyphs: { cluster: number; xAdvance: number; xOffset: number; yOffset: number }[]) =>
          glyphs.map(({ cluster, xAdvance, xOffset, yOffset }) => ({ cluster, xAdvance, xOffset, yOffset }));
        const shaped = subset.shape(name);
        expect(shaped.every((g) => g.glyphId > 0)).toBe(true);
        expect(strip(shaped)).toEqual(strip(whole.shape(name)));
      }
    },
  );

  it('every name of the language switch outside Latin is in one of the names faces', () => {
    const covered = TEXT_FACES.flatMap((face) => languageNameCodePoints(face));
    expect([...covered].sort((a, b) => a - b)).toEqual(LANGUAGE_NAME_CODE_POINTS);
  });

  it('the committed stylesheet is the generated one', () => {
    expect(readFileSync(join(SYMBOLS_DIR, 'symbols.css'), 'utf8')).toBe(symbolFontCss());
  });

  it('unicode-range folds runs of code points', () => {
    expect(unicodeRange([0x211e, 0x2609, 0x260a, 0x260b, 0x2630])).toBe('U+211E, U+2609-260B, U+2630');
  });
});
