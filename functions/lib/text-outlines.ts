/**
 * Text as glyph outlines for the chart picture (chart-image.ts): HarfBuzz (harfbuzzjs, the shaper the
 * PDFs use) shapes each run with the font's OpenType rules — Devanagari conjuncts, reph and pre-base
 * matras — and each glyph becomes an SVG path, so resvg draws no text itself. resvg 2.6's own shaper
 * misplaces Devanagari vowel signs (the i-sign left after its consonant, the aa-sign lost: "rashi"
 * drawn as "rshi"), and outlines need no font lookup at all: the picture is the same on every
 * machine by construction.
 * Each character takes the first face that has it (Noto Sans Devanagari, with Latin; then the
 * Kundali Symbols subset, for ℞), and consecutive characters of one face are shaped together.
 */
import type { Font } from 'harfbuzzjs';

/** How one line of text is drawn, in the picture's units (px). */
export interface TextStyle {
  fontSizePx: number;
  bold: boolean;
  fill: string;
  /** SVG text-anchor. */
  anchor: 'start' | 'middle' | 'end';
  /** SVG dominant-baseline `central`: `y` is the middle of the em box, not the baseline. */
  central: boolean;
}

/** The font files of a weight, in fallback order (each the bytes of a TrueType file). */
export interface FaceFiles {
  regular: readonly Uint8Array[];
  bold: readonly Uint8Array[];
}

/** One loaded face: the HarfBuzz font, its units per em and vertical metrics, and the paths of its glyphs drawn so far. */
interface Face {
  font: Font;
  upem: number;
  ascender: number;
  descender: number;
  paths: Map<number, string>;
}

/** Draws a line of text as outlines: `<g>` of `<path>`s, with the text in `data-text`. */
export type Outliner = (text: string, x: number, y: number, style: TextStyle) => string;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Numbers written with at most 3 decimals: a thousandth of a pixel is below any rendering. */
const num = (value: number) => String(Math.round(value * 1000) / 1000);

/** Loads HarfBuzz and the faces; the returned function outlines text. */
export async function createOutliner(files: FaceFiles): Promise<Outliner> {
  const hb = await import('harfbuzzjs');
  const load = (bytes: Uint8Array): Face => {
    const face = new hb.Face(new hb.Blob(bytes));
    const font = new hb.Font(face);
    const { ascender, descender } = font.hExtents();
    return { font, upem: face.upem, ascender, descender, paths: new Map() };
  };
  const faces = { regular: files.regular.map(load), bold: files.bold.map(load) };

  /** The text cut into runs of one face each (a character no face has stays with the first face: its .notdef). */
  function runs(text: string, candidates: readonly Face[]): { face: Face; text: string }[] {
    const out: { face: Face; text: string }[] = [];
    for (const char of text) {
      const codePoint = char.codePointAt(0)!;
      // Joiners, marks and spaces stay with the run they are in, so a cluster is never split.
      const face =
        (/[\s\u200c\u200d\p{M}]/u.test(char) && out.length > 0 ? out.at(-1)!.face : undefined) ??
        candidates.find((f) => f.font.nominalGlyph(codePoint) !== undefined) ??
        candidates[0]!;
      if (out.length > 0 && out.at(-1)!.face === face) out.at(-1)!.text += char;
      else out.push({ face, text: char });
    }
    return out;
  }

  return (text, x, y, style) => {
    const candidates = style.bold ? faces.bold : faces.regular;
    const glyphs: { face: Face; glyphId: number; x: number; y: number }[] = [];
    let pen = 0;
    for (const run of runs(text, candidates)) {
      const buffer = new hb.Buffer();
      buffer.addText(run.text);
      buffer.guessSegmentProperties();
      hb.shape(run.face.font, buffer);
      const scale = style.fontSizePx / run.face.upem;
      for (const g of buffer.getGlyphInfosAndPositions()) {
        glyphs.push({ face: run.face, glyphId: g.codepoint, x: pen + (g.xOffset ?? 0) * scale, y: (g.yOffset ?? 0) * scale });
        pen += (g.xAdvance ?? 0) * scale;
      }
    }
    const main = candidates[0]!;
    const left = style.anchor === 'middle' ? x - pen / 2 : style.anchor === 'end' ? x - pen : x;
    // `central`: the em box's middle, halfway between the ascender and the descender.
    const baseline = style.central ? y + ((main.ascender + main.descender) / 2) * (style.fontSizePx / main.upem) : y;
    const paths = glyphs.map((g) => {
      let d = g.face.paths.get(g.glyphId);
      if (d === undefined) {
        d = g.face.font.glyphToPath(g.glyphId);
        g.face.paths.set(g.glyphId, d);
      }
      if (d === '') return '';
      const scale = style.fontSizePx / g.face.upem;
      // Font units have y up; the picture's y runs down.
      return `<path transform="translate(${num(left + g.x)} ${num(baseline - g.y)}) scale(${num(scale)} ${num(-scale)})" d="${d}"/>`;
    });
    return `<g fill="${escapeXml(style.fill)}" data-text="${escapeXml(text)}">${paths.join('')}</g>`;
  };
}
