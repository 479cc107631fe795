import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createShaper, type ShapedGlyph, type Shaper } from '../site/render/font/shaper';
import { rasiNameOf } from '../shared/vocabulary/rasi';
import {
  HINDI_TEXT_FONT_WEIGHTS,
  buildHindiTextSfnt,
  hindiTextFontCss,
  hindiTextFontFile,
  siteHindiRuns,
  wholeDevanagariFace,
  buildTextSfnt,
  siteScriptRuns,
  textFontCss,
  wholeTextFace,
} from './hindi-text-font';
import { TEXT_FACES, TEXT_FACE_WEIGHTS, faceLocales, textFaceFile } from './text-faces';
import { LOCALE_NATIVE_NAME, intlLocale } from '../shared/i18n/locale';
import { readSfnt } from '../site/render/font/sfnt';
import { buildSymbolFont } from './symbol-font';
import { sfntToWoff2, woff2ToSfnt } from './woff2';

const SYMBOLS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../site/styles/symbols');
const committed = (weight: number) => new Uint8Array(readFileSync(join(SYMBOLS_DIR, hindiTextFontFile(weight))));
const fontsourceFile = (name: string) =>
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../node_modules/@fontsource/noto-sans/files', name));

describe('WOFF2 with the null transform (scripts/woff2.ts)', () => {
  it('gives back every table of the font it wrapped, in order, and says its own length', async () => {
    const font = await buildSymbolFont(400);
    const woff2 = sfntToWoff2(font);
    expect(new DataView(woff2.buffer).getUint32(8)).toBe(woff2.byteLength);
    expect(woff2.byteLength % 4).toBe(0);
    const back = readSfnt(woff2ToSfnt(woff2)).tables;
    const original = readSfnt(font).tables;
    expect(back.map((t) => t.tag)).toEqual(original.map((t) => t.tag));
    back.forEach((table, i) => expect(Buffer.from(table.data).equals(Buffer.from(original[i]!.data)), table.tag).toBe(true));
  });

  it('names a tag outside the spec’s table of known tags in full (STAT), and a reader built from it shapes as the font', async () => {
    const sfnt = await buildHindiTextSfnt(400, ['राशि']);
    expect(readSfnt(sfnt).tables.map((t) => t.tag)).toContain('STAT');
    const [wrapped, plain] = await Promise.all([createShaper(woff2ToSfnt(sfntToWoff2(sfnt))), createShaper(sfnt)]);
    expect(wrapped.shape('राशि')).toEqual(plain.shape('राशि'));
  });
});

describe('the Hindi pages’ text face (site/styles/symbols/hindi-text-*.woff2)', () => {
  const runs = siteHindiRuns();

  it('takes its words from the product’s sources and from Intl’s Hindi dates', () => {
    // A sign name from shared/vocabulary, a word of the pages (site/i18n), a month and a weekday Intl writes.
    const october = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 9, 15));
    const thursday = new Intl.DateTimeFormat('hi-IN', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 1));
    for (const word of [rasiNameOf('Aries', 'hi'), 'कुंडली', october, thursday]) expect(runs).toContain(word);
    expect(runs.length).toBeGreaterThan(1000);
  });

  it.each(HINDI_TEXT_FONT_WEIGHTS)('the committed %i face is what `npm run build:symbols` makes from them', async (weight) => {
    const rebuilt = readSfnt(await buildHindiTextSfnt(weight, runs)).tables;
    const tables = readSfnt(woff2ToSfnt(committed(weight))).tables;
    expect(
      tables.map((t) => t.tag),
      'run npm run build:symbols',
    ).toEqual(rebuilt.map((t) => t.tag));
    tables.forEach((t, i) =>
      expect(Buffer.from(t.data).equals(Buffer.from(rebuilt[i]!.data)), `${t.tag}: run npm run build:symbols`).toBe(true),
    );
    // A third to a half of the whole face: the conjuncts no page writes are not in it.
    expect(committed(weight).byteLength).toBeLessThan(fontsourceFile(`noto-sans-devanagari-${weight}-normal.woff2`).byteLength / 1.8);
  });

  it('the committed stylesheet is the generated one', () => {
    expect(readFileSync(join(SYMBOLS_DIR, 'hindi-text.css'), 'utf8')).toBe(hindiTextFontCss(runs));
  });

  describe.each(HINDI_TEXT_FONT_WEIGHTS)('at %i', (weight) => {
    let subset: Shaper;
    let whole: Shaper;
    beforeAll(async () => {
      [subset, whole] = await Promise.all([createShaper(woff2ToSfnt(committed(weight))), createShaper(wholeDevanagariFace(weight))]);
    });

    it('shapes every word of the site as the whole face does: the same glyphs, in the same places', () => {
      // The subset renumbers the glyphs it keeps: one glyph of the whole face is always the same one of the subset, and
      // no two share one; clusters, advances and offsets are equal.
      const toSubset = new Map<number, number>();
      const placement = ({ cluster, xAdvance, xOffset, yOffset }: ShapedGlyph) => ({ cluster, xAdvance, xOffset, yOffset });
      let glyphs = 0;
      // A joiner's empty glyph (the ZWJ of the Marathi अ‍ॅ) is in the whole face's output and not the subset's: hb-subset
      // drops default-ignorable characters from the cmap. It draws nothing either way; compare what is drawn.
      const drawn = (run: string, list: ShapedGlyph[]) =>
        /[\u200C\u200D]/.test(run) ? list.filter((g) => g.xAdvance !== 0 || g.xOffset !== 0 || g.yOffset !== 0) : list;
      for (const run of runs) {
        const shaped = drawn(run, subset.shape(run));
        const reference = drawn(run, whole.shape(run));
        expect(shaped.map(placement), run).toEqual(reference.map(placement));
        reference.forEach((g, i) => {
          const mapped = toSubset.get(g.glyphId) ?? shaped[i]!.glyphId;
          expect(shaped[i]!.glyphId, `${run}: glyph ${g.glyphId} of the whole face`).toBe(mapped);
          toSubset.set(g.glyphId, mapped);
        });
        glyphs += shaped.length;
      }
      expect(new Set(toSubset.values()).size).toBe(toSubset.size);
      expect(glyphs).toBeGreaterThan(10_000);
      expect(shapedWithNotdef(subset, runs)).toEqual([]);
    });

    it('has none of the conjuncts no page writes, and draws such a word with half forms instead', () => {
      // ड्ड (dda + virama + dda) is a ligature of the whole face that no page writes.
      expect(runs.some((run) => run.includes('ड्ड'))).toBe(false);
      expect(whole.shape('ड्ड')).toHaveLength(1);
      const halfForms = subset.shape('ड्ड');
      expect(halfForms.length).toBeGreaterThan(1);
      expect(halfForms.every((g) => g.glyphId > 0)).toBe(true);
    });
  });
});

describe.each(TEXT_FACES.filter((face) => face.script !== 'Devanagari').map((face) => [face.script, face] as const))(
  'the %s pages’ text face (scripts/text-faces.ts)',
  (script, face) => {
    const runs = siteScriptRuns(face);

    it('takes its words from the site’s catalogues and from Intl’s dates in the language', () => {
      const locale = faceLocales(face)[0]!;
      const month = new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 9, 15));
      expect(runs).toContain(month);
      // A word of the language's pack: the language switch's label.
      expect(runs).toContain(LOCALE_NATIVE_NAME[locale]);
      expect(runs.length, script).toBeGreaterThan(500);
    });

    it.each(TEXT_FACE_WEIGHTS)(
      'the committed %i face is what `npm run build:symbols` makes, and draws every word as the whole face',
      async (weight) => {
        const file = new Uint8Array(readFileSync(join(SYMBOLS_DIR, textFaceFile(face, weight))));
        const rebuilt = readSfnt(await buildTextSfnt(face, weight, runs)).tables;
        const tables = readSfnt(woff2ToSfnt(file)).tables;
        expect(
          tables.map((t) => t.tag),
          'run npm run build:symbols',
        ).toEqual(rebuilt.map((t) => t.tag));
        tables.forEach((t, i) =>
          expect(Buffer.from(t.data).equals(Buffer.from(rebuilt[i]!.data)), `${t.tag}: run npm run build:symbols`).toBe(true),
        );
        const [subset, whole] = await Promise.all([createShaper(woff2ToSfnt(file)), createShaper(wholeTextFace(face, weight))]);
        const placement = ({ cluster, xAdvance, xOffset, yOffset }: ShapedGlyph) => ({ cluster, xAdvance, xOffset, yOffset });
        // A joiner (ZWNJ, ZWJ) steers the conjuncts and draws nothing: the whole face gives it an empty glyph, the subset
        // (hb-subset drops default-ignorable characters from the cmap) none; compare what is drawn.
        // A joiner's empty glyph (no advance, no offset) is in the whole face's output and not the subset's.
        const drawn = (run: string, list: ShapedGlyph[]) =>
          (/[\u200C\u200D]/.test(run) ? list.filter((g) => g.xAdvance !== 0 || g.xOffset !== 0 || g.yOffset !== 0) : list).map(placement);
        for (const run of runs) expect(drawn(run, subset.shape(run)), run).toEqual(drawn(run, whole.shape(run)));
        // No tofu: every character of the site's words has its glyph.
        expect(shapedWithNotdef(subset, runs)).toEqual([]);
      },
    );

    it('the committed stylesheet is the generated one', () => {
      expect(readFileSync(join(SYMBOLS_DIR, `${face.stem}.css`), 'utf8')).toBe(textFontCss(face, runs));
    });
  },
);

/** Runs in which a character had no glyph (.notdef). */
function shapedWithNotdef(shaper: Shaper, runs: readonly string[]): string[] {
  return runs.filter((run) => shaper.shape(run).some((g) => g.glyphId === 0));
}
