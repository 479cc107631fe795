/**
 * HarfBuzz's subsetter (hb-subset: the standalone harfbuzz-subset.wasm of harfbuzzjs) cutting a font to
 * an exact set of glyphs: the browser's PDF writer embeds the glyphs a document drew, ids kept
 * (RETAIN_GIDS, so the PDF can use CIDToGIDMap /Identity), and the build's Hindi text face keeps the
 * glyphs the site's words are shaped through (scripts/text-face.ts). Components of composite glyphs come
 * along; no glyph a substitution could make is added (NO_LAYOUT_CLOSURE: the set is already exact).
 * The wasm needs no imports; the caller supplies it compiled (the browser fetches it when a PDF first
 * needs an embedded font, Node reads it from node_modules), once for every face.
 */

/** The wasm exports hb-subset's C API is called through (harfbuzzjs builds them under these names). */
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
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_set(input: number, setType: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_WRITABLE = 2;
/** hb_subset_flags_t: keep glyph ids (empty glyphs fill the gaps); add no glyph a substitution could make. */
const HB_SUBSET_FLAGS_RETAIN_GIDS = 0x2;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;
/** hb_subset_sets_t: the tables to drop. */
const HB_SUBSET_SETS_DROP_TABLE_TAG = 3;

const tagNumber = (tag: string): number =>
  ((tag.charCodeAt(0) << 24) | (tag.charCodeAt(1) << 16) | (tag.charCodeAt(2) << 8) | tag.charCodeAt(3)) >>> 0;

/** What a subset keeps. */
export interface SubsetPlan {
  /** The glyphs kept (glyph 0, .notdef, always is). */
  glyphIds: Iterable<number>;
  /** The characters the subset's cmap maps (none when absent). */
  codePoints?: Iterable<number>;
  /** Keep every glyph at its id, the others left empty (a PDF's CIDToGIDMap /Identity needs it). */
  retainGlyphIds?: boolean;
  /** Table tags to leave out. */
  dropTables?: readonly string[];
}

/** Cuts one font by a plan: the subset's TrueType bytes. */
export type FontSubsetter = (plan: SubsetPlan) => Uint8Array;

/** Prepares `font` (TrueType bytes) for subsetting with an instance of hb-subset's compiled `wasm`. */
export async function createSubsetter(wasm: WebAssembly.Module, font: Uint8Array): Promise<FontSubsetter> {
  const hb = (await WebAssembly.instantiate(wasm)).exports as unknown as HbSubsetExports;
  const fontPointer = hb.malloc(font.byteLength);
  new Uint8Array(hb.memory.buffer).set(font, fontPointer);
  const blob = hb.hb_blob_create(fontPointer, font.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  return ({ glyphIds, codePoints = [], retainGlyphIds = false, dropTables = [] }) => {
    const input = hb.hb_subset_input_create_or_fail();
    if (input === 0) throw new Error('font subset: HarfBuzz could not allocate its input');
    const add = (set: number, values: Iterable<number>) => {
      for (const value of values) hb.hb_set_add(set, value);
    };
    add(hb.hb_subset_input_glyph_set(input), glyphIds);
    add(hb.hb_subset_input_unicode_set(input), codePoints);
    add(hb.hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG), dropTables.map(tagNumber));
    const flags = HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE | (retainGlyphIds ? HB_SUBSET_FLAGS_RETAIN_GIDS : 0);
    hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | flags);
    const subset = hb.hb_subset_or_fail(face, input);
    hb.hb_subset_input_destroy(input);
    if (subset === 0) throw new Error('font subset: HarfBuzz could not subset the font');
    const result = hb.hb_face_reference_blob(subset);
    // Read the memory after subsetting: growing it replaces its buffer.
    const bytes = new Uint8Array(hb.memory.buffer, hb.hb_blob_get_data(result, 0), hb.hb_blob_get_length(result)).slice();
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    return bytes;
  };
}
