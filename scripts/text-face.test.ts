import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createShaper, type ShapedGlyph, type Shaper } from '../site/render/font/shaper';
import { rasiNameOf } from '../shared/vocabulary/rasi';
import { convertFont } from './font-files';
import { HINDI_TEXT_FACE, buildTextFace, siteRuns, textFaceCss, wholeFace } from './text-face';

const SYMBOLS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../site/styles/symbols');
const committed = (weight: number) => new Uint8Array(readFileSync(join(SYMBOLS_DIR, HINDI_TEXT_FACE.file(weight))));
const fontsourceFile = (name: string) =>
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../node_modules/@fontsource/noto-sans/files', name));
const WOFF2_SIGNATURE = 'wOF2';

describe('the Hindi pages’ text face (site/styles/symbols/hindi-text-*.woff2)', () => {
  const runs = siteRuns(HINDI_TEXT_FACE);

  it('takes its words from the product’s sources and from Intl’s Hindi dates', () => {
    // A sign name from shared/vocabulary, a word of the pages (site/i18n), a month and a weekday Intl writes.
    const october = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 9, 15));
    const thursday = new Intl.DateTimeFormat('hi-IN', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 1));
    for (const word of [rasiNameOf('Aries', 'hi'), 'कुंडली', october, thursday]) expect(runs).toContain(word);
    expect(runs.length).toBeGreaterThan(1000);
  });

  it.each(HINDI_TEXT_FACE.weights)('the committed %i face is what `npm run build:symbols` makes from them, as WOFF2', async (weight) => {
    expect(Buffer.from(await buildTextFace(HINDI_TEXT_FACE, weight, runs)).equals(committed(weight)), 'run npm run build:symbols').toBe(
      true,
    );
    expect(Buffer.from(committed(weight).subarray(0, 4)).toString('latin1')).toBe(WOFF2_SIGNATURE);
    // A third to a half of the whole face: the conjuncts no page writes are not in it.
    expect(committed(weight).byteLength).toBeLessThan(fontsourceFile(`noto-sans-devanagari-${weight}-normal.woff2`).byteLength / 1.8);
  });

  it('the committed stylesheet is the generated one', () => {
    expect(readFileSync(join(SYMBOLS_DIR, HINDI_TEXT_FACE.stylesheet), 'utf8')).toBe(textFaceCss(HINDI_TEXT_FACE, runs));
  });

  describe.each(HINDI_TEXT_FACE.weights)('at %i', (weight) => {
    let subset: Shaper;
    let whole: Shaper;
    beforeAll(async () => {
      [subset, whole] = await Promise.all([
        convertFont(committed(weight), 'sfnt').then(createShaper),
        wholeFace(HINDI_TEXT_FACE, weight).then(createShaper),
      ]);
    });

    it('shapes every word of the site as the whole face does: the same glyphs, in the same places', () => {
      // The subset renumbers the glyphs it keeps: one glyph of the whole face is always the same one of the subset, and
      // no two share one; clusters, advances and offsets are equal.
      const toSubset = new Map<number, number>();
      const placement = ({ cluster, xAdvance, xOffset, yOffset }: ShapedGlyph) => ({ cluster, xAdvance, xOffset, yOffset });
      let glyphs = 0;
      for (const run of runs) {
        const shaped = subset.shape(run);
        const reference = whole.shape(run);
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
      // द्घ (da + virama + gha) is a ligature of the whole face that no page writes.
      expect(runs.some((run) => run.includes('द्घ'))).toBe(false);
      expect(whole.shape('द्घ')).toHaveLength(1);
      const halfForms = subset.shape('द्घ');
      expect(halfForms.length).toBeGreaterThan(1);
      expect(halfForms.every((g) => g.glyphId > 0)).toBe(true);
    });
  });
});

/** Runs in which a character had no glyph (.notdef). */
function shapedWithNotdef(shaper: Shaper, runs: readonly string[]): string[] {
  return runs.filter((run) => shaper.shape(run).some((g) => g.glyphId === 0));
}
