/**
 * A TrueType font embedded in a PDF as a Type0 / CIDFontType2 font with Identity-H encoding:
 * text is shaped by HarfBuzz, drawn as glyph ids at the positions the shaper gave (TJ
 * adjustments for advances and x offsets, text rise for y offsets), and only the glyphs drawn
 * are kept in the embedded subset. Copying text out works twice over: a ToUnicode CMap maps
 * each glyph back to the characters it shows, and where a run's glyphs in drawing order do not
 * spell its text (conjuncts, reph, the i-matra drawn before its consonant) the run is wrapped in
 * an /ActualText span carrying the original text.
 */
import { type Shaper, createShaper, type ShapedGlyph } from './font/shaper';
import { createSubsetter } from './font/subsetter';
import { parseTrueType, type TrueTypeFont } from './font/truetype';
import { DEVANAGARI } from '../../shared/i18n/devanagari';
import { BENGALI, TAMIL, TELUGU } from '../../shared/i18n/scripts';

/** A letter of Devanagari, Bengali, Telugu or Tamil: words in them always carry their text (marks drawn apart from their letter). */
const INDIC = new RegExp([DEVANAGARI, BENGALI, TELUGU, TAMIL].map((r) => r.source).join('|'), 'u');

/** A font file ready for shaping and embedding. */
export interface FontFace {
  readonly truetype: TrueTypeFont;
  readonly shaper: Shaper;
  /** The font cut to the glyphs a document drew, ids kept: the bytes to embed as FontFile2 (HarfBuzz's subsetter). */
  subset(glyphIds: Iterable<number>): Uint8Array;
}

/** Tables a PDF renderer never reads: layout (text is shaped before it is drawn), the character map, names, glyph names. */
const NOT_EMBEDDED_TABLES = ['GSUB', 'GPOS', 'GDEF', 'BASE', 'cmap', 'name', 'post', 'STAT', 'meta', 'DSIG'] as const;

/** Parses a TrueType font and prepares its shaper and its subsetter (`subsetWasm`: hb-subset compiled, see font/subsetter.ts). */
export async function loadFontFace(bytes: Uint8Array, subsetWasm: WebAssembly.Module): Promise<FontFace> {
  const [shaper, subsetter] = await Promise.all([createShaper(bytes), createSubsetter(subsetWasm, bytes)]);
  return {
    truetype: parseTrueType(bytes),
    shaper,
    subset: (glyphIds) => subsetter({ glyphIds, retainGlyphIds: true, dropTables: NOT_EMBEDDED_TABLES }),
  };
}

/** A PDF object body: a dictionary/array as text, or a dictionary with binary stream data. */
export type PdfObjectBody = string | { dictionary: string; stream: Uint8Array };

const n = (value: number) => (Math.round(value * 100) / 100).toString();
const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');

/** UTF-16BE hex of text, as in a PDF hex string or CMap destination. */
export function utf16Hex(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += hex4(text.charCodeAt(i));
  return out;
}

/** Six capital letters derived from the glyph set: the subset tag PDF puts before a font name. */
function subsetTag(glyphIds: readonly number[]): string {
  let hash = 2166136261;
  for (const id of glyphIds) hash = Math.imul(hash ^ id, 16777619) >>> 0;
  let tag = '';
  for (let i = 0; i < 6; i++) {
    tag += String.fromCharCode(65 + (hash % 26));
    hash = Math.floor(hash / 26) + i * 7919;
  }
  return tag;
}

/** The characters each glyph of a shaped run stands for (in the order the glyphs are drawn). */
export function glyphTexts(text: string, glyphs: readonly ShapedGlyph[], shaper: Shaper): string[] {
  const starts = [...new Set(glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
  const clusterEnd = (cluster: number) => starts.find((s) => s > cluster) ?? text.length;
  const texts = new Array<string>(glyphs.length).fill('');
  const byCluster = new Map<number, number[]>();
  glyphs.forEach((g, i) => byCluster.set(g.cluster, [...(byCluster.get(g.cluster) ?? []), i]));
  for (const [cluster, members] of byCluster) {
    const chars = [...text.slice(cluster, clusterEnd(cluster))];
    if (members.length === 1) {
      texts[members[0]!] = chars.join('');
      continue;
    }
    // Several glyphs for one cluster: a glyph that is the font's own glyph for one of the
    // characters stands for that character; the first other glyph takes the rest.
    const claimed = chars.map(() => false);
    const open: number[] = [];
    for (const index of members) {
      const at = chars.findIndex((c, k) => !claimed[k] && shaper.nominalGlyph(c.codePointAt(0)!) === glyphs[index]!.glyphId);
      if (at >= 0) {
        claimed[at] = true;
        texts[index] = chars[at]!;
      } else open.push(index);
    }
    const rest = chars.filter((_, k) => !claimed[k]).join('');
    if (open.length > 0) texts[open[0]!] = rest;
  }
  return texts;
}

/** One embedded font in one document: records the glyphs drawn and writes the PDF objects. */
export class EmbeddedFont {
  /** Glyph id → the text it stands for (first use wins), for the ToUnicode CMap. */
  private readonly unicode = new Map<number, string>();
  private readonly used = new Set<number>();
  private readonly widthCache = new Map<string, number>();
  private readonly scale: number;

  constructor(
    readonly face: FontFace,
    readonly resourceName: string,
  ) {
    this.scale = 1000 / face.truetype.unitsPerEm;
  }

  /** Whether the font has a glyph for a character (its cmap maps it). */
  hasGlyph(char: string): boolean {
    return (this.face.shaper.nominalGlyph(char.codePointAt(0)!) ?? 0) !== 0;
  }

  /** Shaped width of text in points at `sizePt`. Words are cached, so wrapping stays cheap. */
  widthPt(text: string, sizePt: number): number {
    let units = this.widthCache.get(text);
    if (units === undefined) {
      units = 0;
      for (const glyph of this.face.shaper.shape(text)) units += glyph.xAdvance;
      if (text.length < 40) this.widthCache.set(text, units);
    }
    return (units * this.scale * sizePt) / 1000;
  }

  /**
   * Content-stream operators that draw text (inside BT … ET, after Tf and Td). Each word is its
   * own marked span: a word in an Indic script, or one whose glyphs do not spell it, carries its text
   * as /ActualText, so copying gives back the characters in their order.
   */
  show(text: string, sizePt: number): string {
    const glyphs = this.face.shaper.shape(text);
    const texts = glyphTexts(text, glyphs, this.face.shaper);
    glyphs.forEach((g, i) => {
      this.used.add(g.glyphId);
      if (texts[i] && !this.unicode.has(g.glyphId)) this.unicode.set(g.glyphId, texts[i]);
    });
    const parts: string[] = [];
    let array: string[] = [];
    let run = '';
    const flushRun = () => {
      if (run) array.push(`<${run}>`);
      run = '';
    };
    const flushArray = () => {
      flushRun();
      if (array.length > 0) parts.push(`[${array.join(' ')}] TJ`);
      array = [];
    };
    let actual = 0;
    let pen = 0;
    let rise = 0;
    let word: { from: number; to: number; at: number; first: number; last: number } | null = null;
    const closeWord = () => {
      if (!word) return;
      flushArray();
      const wordText = text.slice(word.from, word.to);
      const spelled = glyphs
        .slice(word.first, word.last + 1)
        .map((g) => this.unicode.get(g.glyphId) ?? '')
        .join('');
      if (INDIC.test(wordText) || spelled !== wordText) {
        parts.splice(word.at, 0, `/Span << /ActualText <FEFF${utf16Hex(wordText)}> >> BDC`);
        parts.push('EMC');
      }
      word = null;
    };
    const clusterEnd = (i: number) => {
      let end = text.length;
      for (const g of glyphs) if (g.cluster > glyphs[i]!.cluster && g.cluster < end) end = g.cluster;
      return end;
    };
    glyphs.forEach((g, i) => {
      const isSpace = /^\s+$/.test(text.slice(g.cluster, clusterEnd(i)));
      if (isSpace) closeWord();
      else if (!word) {
        flushArray();
        word = { from: g.cluster, to: clusterEnd(i), at: parts.length, first: i, last: i };
      } else {
        word.last = i;
        word.from = Math.min(word.from, g.cluster);
        word.to = Math.max(word.to, clusterEnd(i));
      }
      const glyphRise = (g.yOffset * this.scale * sizePt) / 1000;
      if (Math.abs(glyphRise - rise) > 0.005) {
        flushArray();
        parts.push(`${n(glyphRise)} Ts`);
        rise = glyphRise;
      }
      const target = (pen + g.xOffset) * this.scale;
      const adjust = actual - target;
      if (Math.abs(adjust) > 0.005) {
        flushRun();
        array.push(n(adjust));
      }
      run += hex4(g.glyphId);
      actual = target + this.face.truetype.advance(g.glyphId) * this.scale;
      pen += g.xAdvance;
    });
    closeWord();
    flushArray();
    if (rise !== 0) parts.push('0 Ts');
    return parts.join(' ');
  }

  /** Whether any text was drawn with this font. */
  get isUsed(): boolean {
    return this.used.size > 0;
  }

  /** The five objects of the font (Type0, CIDFont, descriptor, font file, ToUnicode), numbered from `first`. */
  objects(first: number): PdfObjectBody[] {
    const font = this.face.truetype;
    const glyphIds = [...this.used].sort((a, b) => a - b);
    const name = `${subsetTag(glyphIds)}+${font.postScriptName || 'EmbeddedFont'}`;
    const s = (value: number) => Math.round(value * this.scale);
    const widths: string[] = [];
    for (let i = 0; i < glyphIds.length;) {
      let j = i;
      while (j + 1 < glyphIds.length && glyphIds[j + 1] === glyphIds[j]! + 1) j++;
      widths.push(
        `${glyphIds[i]} [${glyphIds
          .slice(i, j + 1)
          .map((id) => n(font.advance(id) * this.scale))
          .join(' ')}]`,
      );
      i = j + 1;
    }
    const [cidFont, descriptor, file, toUnicode] = [first + 1, first + 2, first + 3, first + 4];
    return [
      `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /CIDToGIDMap /Identity /DW ${s(font.advance(0))} /W [${widths.join(' ')}] >>`,
      `<< /Type /FontDescriptor /FontName /${name} /Flags 4 /FontBBox [${font.bbox.map(s).join(' ')}] /ItalicAngle 0 /Ascent ${s(font.ascender)} /Descent ${s(font.descender)} /CapHeight ${s(font.capHeight)} /StemV 80 /FontFile2 ${file} 0 R >>`,
      { dictionary: '', stream: this.face.subset(glyphIds) },
      { dictionary: '', stream: new TextEncoder().encode(this.toUnicodeCMap(glyphIds)) },
    ];
  }

  /** The ToUnicode CMap: every drawn glyph with a known text, in blocks of at most 100. */
  private toUnicodeCMap(glyphIds: readonly number[]): string {
    const mapped = glyphIds.filter((id) => this.unicode.has(id));
    const blocks: string[] = [];
    for (let i = 0; i < mapped.length; i += 100) {
      const block = mapped.slice(i, i + 100);
      blocks.push(
        `${block.length} beginbfchar\n${block.map((id) => `<${hex4(id)}> <${utf16Hex(this.unicode.get(id)!)}>`).join('\n')}\nendbfchar`,
      );
    }
    return [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange',
      ...blocks,
      'endcmap',
      'CMapName currentdict /CMapType get exch defineresource pop',
      'end',
      'end',
    ].join('\n');
  }
}
