/**
 * Reading a TrueType (glyf-outline) font for embedding in a PDF: the metrics a PDF font descriptor
 * needs and the advance widths. The table directory is read by sfnt.ts; the subset a PDF embeds is
 * HarfBuzz's (subsetter.ts).
 */
import { readSfnt } from './sfnt';

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
