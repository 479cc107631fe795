/**
 * Reading and subsetting a TrueType (glyf-outline) font for embedding in a PDF: the metrics a
 * PDF font descriptor needs, the advance widths, and a subset that keeps every glyph id in place
 * (so a PDF can use CIDToGIDMap /Identity) but empties the outlines of the glyphs not used.
 * Only the tables a PDF renderer reads are kept: head, hhea, maxp, hmtx, loca, glyf and the
 * hinting tables cvt, fpgm and prep when present. The container is read and written by sfnt.ts.
 */
import { readSfnt, writeSfnt, type SfntTable } from './sfnt';

/** The tables a subset keeps, in the order they are written. */
const KEPT_TABLES = ['cvt ', 'fpgm', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'prep'] as const;

/** Composite-glyph flags (glyf table). */
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;

/** A parsed TrueType font: its tables and the metrics PDF needs, in font units. */
export interface TrueTypeFont {
  readonly bytes: Uint8Array;
  readonly tables: ReadonlyMap<string, Uint8Array>;
  readonly unitsPerEm: number;
  readonly glyphCount: number;
  /** xMin, yMin, xMax, yMax over all glyphs. */
  readonly bbox: readonly [number, number, number, number];
  readonly ascender: number;
  readonly descender: number;
  readonly capHeight: number;
  /** The PostScript name (name id 6), or '' when absent. */
  readonly postScriptName: string;
  /** Advance width of a glyph id. */
  advance(glyphId: number): number;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Parses the table directory and metrics of a TrueType font; throws naming what is missing. */
export function parseTrueType(bytes: Uint8Array): TrueTypeFont {
  const flavor = view(bytes).getUint32(0);
  if (flavor !== 0x00010000 && flavor !== 0x74727565) throw new Error('font: not a TrueType (glyf) font file');
  const tables = new Map<string, Uint8Array>(readSfnt(bytes).tables.map((t) => [t.tag, t.data]));
  const table = (tag: string) => {
    const found = tables.get(tag);
    if (!found) throw new Error(`font: the '${tag}' table is missing`);
    return view(found);
  };
  const head = table('head');
  const hhea = table('hhea');
  const maxp = table('maxp');
  const hmtx = table('hmtx');
  table('glyf');
  table('loca');
  const glyphCount = maxp.getUint16(4);
  const metricCount = hhea.getUint16(34);
  const os2 = tables.get('OS/2');
  const os2View = os2 ? view(os2) : null;
  const ascender = os2View ? os2View.getInt16(68) : hhea.getInt16(4);
  const descender = os2View ? os2View.getInt16(70) : hhea.getInt16(6);
  const capHeight = os2View && os2View.getUint16(0) >= 2 ? os2View.getInt16(88) : ascender;
  return {
    bytes,
    tables,
    unitsPerEm: head.getUint16(18),
    glyphCount,
    bbox: [head.getInt16(36), head.getInt16(38), head.getInt16(40), head.getInt16(42)],
    ascender,
    descender,
    capHeight,
    postScriptName: readPostScriptName(tables.get('name')),
    advance: (glyphId) => hmtx.getUint16(4 * Math.min(glyphId, metricCount - 1)),
  };
}

/** Name id 6 from a 'name' table (Windows Unicode or Macintosh Roman record). */
function readPostScriptName(name: Uint8Array | undefined): string {
  if (!name) return '';
  const data = view(name);
  const count = data.getUint16(2);
  const storage = data.getUint16(4);
  for (let i = 0; i < count; i++) {
    const record = 6 + 12 * i;
    if (data.getUint16(record + 6) !== 6) continue;
    const platform = data.getUint16(record);
    const length = data.getUint16(record + 8);
    const offset = storage + data.getUint16(record + 10);
    if (platform === 3) {
      let text = '';
      for (let j = 0; j < length; j += 2) text += String.fromCharCode(data.getUint16(offset + j));
      return text;
    }
    if (platform === 1) return String.fromCharCode(...name.subarray(offset, offset + length));
  }
  return '';
}

/** Byte range [start, end) of a glyph's outline inside 'glyf'. */
function glyphRange(font: TrueTypeFont, glyphId: number): [number, number] {
  const loca = view(font.tables.get('loca')!);
  const longOffsets = view(font.tables.get('head')!).getInt16(50) === 1;
  return longOffsets
    ? [loca.getUint32(4 * glyphId), loca.getUint32(4 * glyphId + 4)]
    : [2 * loca.getUint16(2 * glyphId), 2 * loca.getUint16(2 * glyphId + 2)];
}

/** The glyph ids a composite glyph is built from (none for a simple glyph). */
function componentsOf(font: TrueTypeFont, glyphId: number): number[] {
  const [start, end] = glyphRange(font, glyphId);
  if (end - start < 10) return [];
  const glyf = view(font.tables.get('glyf')!);
  if (glyf.getInt16(start) >= 0) return [];
  const components: number[] = [];
  let at = start + 10;
  for (;;) {
    const flags = glyf.getUint16(at);
    components.push(glyf.getUint16(at + 2));
    at += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
    if (flags & WE_HAVE_A_SCALE) at += 2;
    else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) at += 4;
    else if (flags & WE_HAVE_A_TWO_BY_TWO) at += 8;
    if (!(flags & MORE_COMPONENTS)) return components;
  }
}

/** The used glyphs plus every glyph their composites reference, and glyph 0 (.notdef). */
export function closeOverComponents(font: TrueTypeFont, used: Iterable<number>): Set<number> {
  const kept = new Set<number>();
  const pending = [0, ...used];
  while (pending.length > 0) {
    const glyphId = pending.pop()!;
    if (glyphId >= font.glyphCount) throw new Error(`font: glyph id ${glyphId} is outside the font (${font.glyphCount} glyphs)`);
    if (kept.has(glyphId)) continue;
    kept.add(glyphId);
    for (const component of componentsOf(font, glyphId)) if (!kept.has(component)) pending.push(component);
  }
  return kept;
}

/**
 * A TrueType font with the same glyph ids whose outlines are kept only for `used` glyphs (and
 * their components): the bytes to embed as FontFile2.
 */
export function subsetTrueType(font: TrueTypeFont, used: Iterable<number>): Uint8Array {
  const kept = closeOverComponents(font, used);
  const source = font.tables.get('glyf')!;
  const ranges = Array.from({ length: font.glyphCount }, (_, id) => (kept.has(id) ? glyphRange(font, id) : ([0, 0] as [number, number])));
  let glyfLength = 0;
  for (const [start, end] of ranges) glyfLength += (end - start + 3) & ~3;
  const glyf = new Uint8Array(glyfLength);
  const loca = new Uint8Array(4 * (font.glyphCount + 1));
  const locaView = view(loca);
  let at = 0;
  ranges.forEach(([start, end], id) => {
    locaView.setUint32(4 * id, at);
    glyf.set(source.subarray(start, end), at);
    at += (end - start + 3) & ~3;
  });
  locaView.setUint32(4 * font.glyphCount, at);
  const head = font.tables.get('head')!.slice();
  view(head).setUint32(8, 0); // checkSumAdjustment: not recomputed; PDF renderers ignore it.
  view(head).setInt16(50, 1); // indexToLocFormat: long offsets, as written above.

  const tables: SfntTable[] = [];
  for (const tag of KEPT_TABLES) {
    const data = tag === 'glyf' ? glyf : tag === 'loca' ? loca : tag === 'head' ? head : font.tables.get(tag);
    if (data) tables.push({ tag, data });
  }
  return writeSfnt(0x00010000, tables);
}
