/**
 * The TrueType/OpenType container's table directory, read: the one sfnt reader, for the browser's
 * PDF writer (truetype.ts reads the metrics it needs from these tables). Fonts are written and
 * subset by HarfBuzz (subsetter.ts in the browser, subset-font at build time), never by hand.
 * Pure: no Node or DOM APIs.
 */

/** One table of a font: its four-letter tag and its bytes. */
export interface SfntTable {
  tag: string;
  data: Uint8Array;
}

const tagString = (value: number): string => String.fromCharCode(value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);

/** The tables of a font file, in its directory's order, and its flavor (0x00010000 for TrueType outlines). */
export function readSfnt(sfnt: Uint8Array): { flavor: number; tables: SfntTable[] } {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const tables = Array.from({ length: view.getUint16(4) }, (_, i) => {
    const entry = 12 + 16 * i;
    const offset = view.getUint32(entry + 8);
    return { tag: tagString(view.getUint32(entry)), data: sfnt.subarray(offset, offset + view.getUint32(entry + 12)) };
  });
  return { flavor: view.getUint32(0), tables };
}
