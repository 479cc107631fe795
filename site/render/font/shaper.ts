/**
 * Text shaping with HarfBuzz (the harfbuzzjs WebAssembly build): Unicode text in, positioned
 * glyph ids out, with the conjuncts, reph and reordered matras of Devanagari applied by the
 * font's OpenType tables. harfbuzzjs (and its 440 KB wasm) is imported on first use, so only a
 * PDF that needs an embedded font pays for it.
 */

/** One shaped glyph, in font units; `cluster` is the UTF-16 index of the text it came from. */
export interface ShapedGlyph {
  glyphId: number;
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** A font ready to shape text. */
export interface Shaper {
  shape(text: string): ShapedGlyph[];
  /** The glyph the font's cmap gives a code point, or undefined. */
  nominalGlyph(codePoint: number): number | undefined;
}

/** Loads HarfBuzz (once) and prepares `fontBytes` for shaping. */
export async function createShaper(fontBytes: Uint8Array): Promise<Shaper> {
  const hb = await import('harfbuzzjs');
  const font = new hb.Font(new hb.Face(new hb.Blob(fontBytes)));
  const nominal = new Map<number, number | undefined>();
  return {
    shape(text) {
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      return buffer.getGlyphInfosAndPositions().map((g) => ({
        glyphId: g.codepoint,
        cluster: g.cluster,
        xAdvance: g.xAdvance ?? 0,
        xOffset: g.xOffset ?? 0,
        yOffset: g.yOffset ?? 0,
      }));
    },
    nominalGlyph(codePoint) {
      if (!nominal.has(codePoint)) nominal.set(codePoint, font.nominalGlyph(codePoint));
      return nominal.get(codePoint);
    },
  };
}
