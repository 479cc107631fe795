/**
 * The site's symbol face: a subset of DejaVu Sans (from the @fontsource/dejavu-sans package)
 * holding exactly SYMBOL_CODE_POINTS, and the @font-face rules that serve it. Made by
 * `npm run build:symbols`; scripts/symbol-font.test.ts rebuilds it and compares with the
 * committed files, so the list of characters and the font cannot drift apart.
 *
 * Subsetting is HarfBuzz's (harfbuzzjs ships hb-subset as a standalone wasm); the package's WOFF 1
 * files are unwrapped to plain TrueType first (zlib per table), since HarfBuzz reads no WOFF.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { tagString, writeSfnt } from '../site/render/font/sfnt';
import {
  LANGUAGE_NAME_CODE_POINTS,
  LANGUAGE_NAME_FONT_FAMILY,
  SYMBOL_CODE_POINTS,
  SYMBOL_FONT_FAMILY,
} from '../site/styles/symbols/characters';
import { TEXT_FACES, scriptPatterns, type TextFace } from './text-faces';

const require = createRequire(import.meta.url);

/** The weights the pages use: 400 for text, 700 for headings and bold (600 resolves to 700). */
export const SYMBOL_FONT_WEIGHTS = [400, 700] as const;

/** The subset's file name for one weight, in site/styles/symbols/. */
export const symbolFontFile = (weight: number): string => `kundali-symbols-${weight}.ttf`;

/** Unwraps a WOFF 1 file into the TrueType/OpenType bytes it holds (tables inflated, offsets rebuilt). */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('woffToSfnt: not a WOFF 1 file (signature wOFF expected)');
  const tables = Array.from({ length: view.getUint16(12) }, (_, i) => {
    const entry = 44 + 20 * i;
    const offset = view.getUint32(entry + 4);
    const compLength = view.getUint32(entry + 8);
    const origLength = view.getUint32(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: tagString(view.getUint32(entry)),
      checksum: view.getUint32(entry + 16),
      data: compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored,
    };
  });
  return writeSfnt(view.getUint32(4), tables);
}

interface HbSubsetExports {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, codePoint: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

/** hb-subset's flag that keeps the layout tables to the glyphs asked for, instead of adding every glyph they can reach. */
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

/**
 * HarfBuzz's subsetter: the font reduced to the glyphs of `codePoints` (with their cmap, metrics, hinting)
 * and everything its substitutions can make of them. Given `glyphIds`, exactly those glyphs are kept
 * instead (with the cmap of `codePoints`), and the substitution and positioning rules that use others go.
 */
export async function subsetFont(font: Uint8Array, codePoints: readonly number[], glyphIds?: readonly number[]): Promise<Uint8Array> {
  const wasm = readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
  const { instance } = await WebAssembly.instantiate(wasm);
  const hb = instance.exports as unknown as HbSubsetExports;
  const fontPointer = hb.malloc(font.byteLength);
  new Uint8Array(hb.memory.buffer).set(font, fontPointer);
  const HB_MEMORY_MODE_WRITABLE = 2;
  const blob = hb.hb_blob_create(fontPointer, font.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  const unicodes = hb.hb_subset_input_unicode_set(input);
  for (const codePoint of codePoints) hb.hb_set_add(unicodes, codePoint);
  if (glyphIds) {
    const glyphs = hb.hb_subset_input_glyph_set(input);
    for (const glyphId of glyphIds) hb.hb_set_add(glyphs, glyphId);
    hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
  }
  const subset = hb.hb_subset_or_fail(face, input);
  hb.hb_subset_input_destroy(input);
  if (subset === 0) throw new Error('subsetFont: HarfBuzz could not subset the font');
  const result = hb.hb_face_reference_blob(subset);
  const pointer = hb.hb_blob_get_data(result, 0);
  const bytes = new Uint8Array(hb.memory.buffer, pointer, hb.hb_blob_get_length(result)).slice();
  hb.hb_blob_destroy(result);
  hb.hb_face_destroy(subset);
  hb.hb_face_destroy(face);
  hb.free(fontPointer);
  return bytes;
}

/** The symbol face of one weight, built from the installed @fontsource/dejavu-sans. */
export async function buildSymbolFont(weight: number): Promise<Uint8Array> {
  const woff = readFileSync(
    join(dirname(require.resolve('@fontsource/dejavu-sans/LICENSE')), `files/dejavu-sans-latin-${weight}-normal.woff`),
  );
  return subsetFont(woffToSfnt(woff), SYMBOL_CODE_POINTS);
}

/** The language switch is bold (600, drawn at 700): its face has that weight alone. */
export const LANGUAGE_NAME_FONT_WEIGHT = 700;
/** The language names' subset file of `face`'s script, in site/styles/symbols/ (Devanagari's keeps its first name). */
export const languageNameFontFile = (face: TextFace): string =>
  face.script === 'Devanagari' ? 'language-names-700.ttf' : `language-names-${face.script.toLowerCase()}-700.ttf`;

/** The letters of the language names in `face`'s script ("বাংলা" for Bengali), ascending. */
export const languageNameCodePoints = (face: TextFace): number[] =>
  LANGUAGE_NAME_CODE_POINTS.filter((codePoint) => scriptPatterns(face.script).letter.test(String.fromCodePoint(codePoint)));

/** `U+2609, U+260A-260B, …`: the code points as a CSS unicode-range, runs folded. */
export function unicodeRange(codePoints: readonly number[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const runs: string[] = [];
  for (let i = 0; i < codePoints.length;) {
    let j = i;
    while (j + 1 < codePoints.length && codePoints[j + 1] === codePoints[j]! + 1) j += 1;
    runs.push(i === j ? `U+${hex(codePoints[i]!)}` : `U+${hex(codePoints[i]!)}-${hex(codePoints[j]!)}`);
    i = j + 1;
  }
  return runs.join(', ');
}

/** One generated @font-face rule for a subset file beside the stylesheet (swap, normal style), ranged to its characters. */
export function fontFaceRule(face: {
  family: string;
  weight: number;
  file: string;
  format: 'truetype' | 'woff2';
  codePoints: readonly number[];
}): string {
  return `@font-face {
  font-family: '${face.family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${face.weight};
  src: url('./${face.file}') format('${face.format}');
  unicode-range: ${unicodeRange(face.codePoints)};
}
`;
}

/** The generated stylesheet (site/styles/symbols/symbols.css): one @font-face per weight. */
export function symbolFontCss(): string {
  const faces = SYMBOL_FONT_WEIGHTS.map((weight) =>
    fontFaceRule({ family: SYMBOL_FONT_FAMILY, weight, file: symbolFontFile(weight), format: 'truetype', codePoints: SYMBOL_CODE_POINTS }),
  );
  const languageNames = TEXT_FACES.map((face) =>
    fontFaceRule({
      family: LANGUAGE_NAME_FONT_FAMILY,
      weight: LANGUAGE_NAME_FONT_WEIGHT,
      file: languageNameFontFile(face),
      format: 'truetype',
      codePoints: languageNameCodePoints(face),
    }),
  ).join('');
  return `/* Generated by \`npm run build:symbols\` from site/styles/symbols/characters.ts: do not edit. */
/* DejaVu Sans (Bitstream Vera licence with public-domain DejaVu changes: LICENSE beside this file),
   reduced to the symbols the pages draw that the Noto faces lack. */
${faces.join('')}/* Noto Sans (SIL Open Font License: LICENSE-NotoSans beside this file), reduced to the letters of the
   language switch's names in other scripts. */
${languageNames}`;
}
