/**
 * The TrueType/OpenType container: a table directory and the tables it points to. Read and written
 * here once, for the browser's PDF font subsets (truetype.ts) and the build's font tools
 * (scripts/symbol-font.ts unwraps WOFF 1, scripts/woff2.ts WOFF2). Pure: no Node or DOM APIs.
 */

/** One table of a font: its four-letter tag, its bytes and, when known, the checksum its directory gave. */
export interface SfntTable {
  tag: string;
  data: Uint8Array;
  checksum?: number;
}

export const tagString = (value: number): string =>
  String.fromCharCode(value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
export const tagNumber = (tag: string): number =>
  ((tag.charCodeAt(0) << 24) | (tag.charCodeAt(1) << 16) | (tag.charCodeAt(2) << 8) | tag.charCodeAt(3)) >>> 0;
/** Tables start on four-byte boundaries. */
export const padded4 = (length: number): number => (length + 3) & ~3;

/** The tables of a font file, in its directory's order, and its flavor (0x00010000 for TrueType outlines). */
export function readSfnt(sfnt: Uint8Array): { flavor: number; tables: SfntTable[] } {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const tables = Array.from({ length: view.getUint16(4) }, (_, i) => {
    const entry = 12 + 16 * i;
    const offset = view.getUint32(entry + 8);
    return {
      tag: tagString(view.getUint32(entry)),
      checksum: view.getUint32(entry + 4),
      data: sfnt.subarray(offset, offset + view.getUint32(entry + 12)),
    };
  });
  return { flavor: view.getUint32(0), tables };
}

/** The OpenType table checksum: the sum of the table's big-endian uint32s, zero-padded (head's checkSumAdjustment as 0). */
function tableChecksum(tag: string, data: Uint8Array): number {
  const padded = new Uint8Array(padded4(data.length));
  padded.set(data);
  if (tag === 'head') padded.fill(0, 8, 12);
  const words = new DataView(padded.buffer);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + words.getUint32(at)) >>> 0;
  return sum;
}

/** A font file holding `tables` in the given order, each padded to four bytes; a table without a checksum gets one computed. */
export function writeSfnt(flavor: number, tables: readonly SfntTable[]): Uint8Array {
  const headerBytes = 12 + 16 * tables.length;
  const out = new Uint8Array(tables.reduce((sum, t) => sum + padded4(t.data.length), headerBytes));
  const view = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(tables.length));
  view.setUint32(0, flavor);
  view.setUint16(4, tables.length);
  view.setUint16(6, 16 * 2 ** entrySelector);
  view.setUint16(8, entrySelector);
  view.setUint16(10, 16 * tables.length - 16 * 2 ** entrySelector);
  let offset = headerBytes;
  tables.forEach((table, i) => {
    const entry = 12 + 16 * i;
    view.setUint32(entry, tagNumber(table.tag));
    view.setUint32(entry + 4, table.checksum ?? tableChecksum(table.tag, table.data));
    view.setUint32(entry + 8, offset);
    view.setUint32(entry + 12, table.data.length);
    out.set(table.data, offset);
    offset += padded4(table.data.length);
  });
  return out;
}
