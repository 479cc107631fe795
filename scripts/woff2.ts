/**
 * WOFF 2.0 (W3C Recommendation, https://www.w3.org/TR/WOFF2/) written with the null transform: every
 * table is stored as it is in the font and the whole table stream is Brotli-compressed (Node's zlib).
 * The format's glyf/loca preprocessing would save a few percent more; the null transform is what the
 * format allows for any table (transform version 3 for glyf and loca, 0 for the rest), and every
 * browser that reads WOFF2 reads it. `woff2ToSfnt` undoes it, for the tests.
 */
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { padded4, readSfnt, tagNumber, tagString, writeSfnt } from '../site/render/font/sfnt';

const WOFF2_SIGNATURE = 0x774f4632; // 'wOF2'
const HEADER_BYTES = 48;
/** The flags byte's tag index that says "the tag follows as four bytes". */
const ARBITRARY_TAG = 63;
/** Transform version 3 is glyf's and loca's null transform; every other table's null transform is 0. */
const NULL_TRANSFORM_GLYF_LOCA = 3;
/** The spec's table of known tags (5.1): a table whose tag is here is named by its index. */
const KNOWN_TAGS = [
  'cmap',
  'head',
  'hhea',
  'hmtx',
  'maxp',
  'name',
  'OS/2',
  'post',
  'cvt ',
  'fpgm',
  'glyf',
  'loca',
  'prep',
  'CFF ',
  'VORG',
  'EBDT',
  'EBLC',
  'gasp',
  'hdmx',
  'kern',
  'LTSH',
  'PCLT',
  'VDMX',
  'vhea',
  'vmtx',
  'BASE',
  'GDEF',
  'GPOS',
  'GSUB',
  'EBSC',
  'JSTF',
  'MATH',
  'CBDT',
  'CBLC',
  'COLR',
  'CPAL',
  'SVG ',
  'sbix',
  'acnt',
  'avar',
  'bdat',
  'bloc',
  'bsln',
  'cvar',
  'fdsc',
  'feat',
  'fmtx',
  'fvar',
  'gvar',
  'hsty',
  'just',
  'lcar',
  'mort',
  'morx',
  'opbd',
  'prop',
  'trak',
  'Zapf',
  'Silf',
  'Glat',
  'Gloc',
  'Feat',
  'Sill',
] as const;

/** UIntBase128: big-endian groups of seven bits, the high bit set on every byte but the last. */
function base128(value: number): number[] {
  const bytes = [value & 0x7f];
  for (let rest = Math.floor(value / 128); rest > 0; rest = Math.floor(rest / 128)) bytes.unshift(0x80 | (rest & 0x7f));
  return bytes;
}

/** The font as WOFF2, tables untransformed, in the directory order of `sfnt`. */
export function sfntToWoff2(sfnt: Uint8Array): Uint8Array {
  const { flavor, tables } = readSfnt(sfnt);
  const directory: number[] = [];
  for (const { tag, data } of tables) {
    const known = (KNOWN_TAGS as readonly string[]).indexOf(tag);
    const transform = tag === 'glyf' || tag === 'loca' ? NULL_TRANSFORM_GLYF_LOCA : 0;
    directory.push((transform << 6) | (known >= 0 ? known : ARBITRARY_TAG));
    if (known < 0) {
      const value = tagNumber(tag);
      directory.push(value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
    }
    directory.push(...base128(data.length));
  }
  const stream = Buffer.concat(tables.map((t) => t.data));
  const compressed = brotliCompressSync(stream, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_FONT,
      [constants.BROTLI_PARAM_SIZE_HINT]: stream.length,
    },
  });
  const length = padded4(HEADER_BYTES + directory.length + compressed.length);
  const out = new Uint8Array(length);
  const view = new DataView(out.buffer);
  view.setUint32(0, WOFF2_SIGNATURE);
  view.setUint32(4, flavor);
  view.setUint32(8, length);
  view.setUint16(12, tables.length);
  // totalSfntSize: the font a reader rebuilds, each table padded to four bytes (readers size their buffer by it).
  view.setUint32(
    16,
    tables.reduce((sum, t) => sum + padded4(t.data.length), 12 + 16 * tables.length),
  );
  view.setUint32(20, compressed.length);
  view.setUint16(24, 1); // version 1.0 of the font data (the major version the spec gives as an example)
  out.set(directory, HEADER_BYTES);
  out.set(compressed, HEADER_BYTES + directory.length);
  return out;
}

/** A WOFF2 file written by `sfntToWoff2` back to TrueType, tables in its directory's order (tests read it). */
export function woff2ToSfnt(woff2: Uint8Array): Uint8Array {
  const view = new DataView(woff2.buffer, woff2.byteOffset, woff2.byteLength);
  if (view.getUint32(0) !== WOFF2_SIGNATURE) throw new Error('woff2ToSfnt: not a WOFF2 file (signature wOF2 expected)');
  if (view.getUint32(8) !== woff2.byteLength) throw new Error('woff2ToSfnt: the header length is not the file length');
  let at = HEADER_BYTES;
  const entries = Array.from({ length: view.getUint16(12) }, () => {
    const flags = woff2[at++]!;
    const index = flags & 0x3f;
    let tag: string;
    if (index === ARBITRARY_TAG) {
      tag = tagString(view.getUint32(at));
      at += 4;
    } else tag = KNOWN_TAGS[index]!;
    const transform = flags >> 6;
    if (transform !== (tag === 'glyf' || tag === 'loca' ? NULL_TRANSFORM_GLYF_LOCA : 0))
      throw new Error(`woff2ToSfnt: ${tag} is transformed (version ${transform}); only the null transform is read`);
    let length = 0;
    for (let byte = 0x80; byte & 0x80;) {
      byte = woff2[at++]!;
      length = length * 128 + (byte & 0x7f);
    }
    return { tag, length };
  });
  const stream = brotliDecompressSync(woff2.subarray(at, at + view.getUint32(20)));
  let offset = 0;
  const tables = entries.map(({ tag, length }) => {
    const data = stream.subarray(offset, offset + length);
    offset += length;
    return { tag, data };
  });
  if (offset !== stream.length) throw new Error('woff2ToSfnt: the table lengths do not add up to the decompressed stream');
  return writeSfnt(view.getUint32(4), tables);
}
