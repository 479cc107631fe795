/**
 * Font files at build time, by library: subset-font (HarfBuzz's hb-subset, with fontverter and wawoff2
 * for the WOFF and WOFF2 containers) converts and subsets to characters; a subset to an exact glyph set,
 * which subset-font does not offer, is hb-subset called directly (site/render/font/subsetter.ts, the
 * same call the browser's PDF writer makes). No font container is read or written by hand.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { createSubsetter } from '../site/render/font/subsetter';

const require = createRequire(import.meta.url);

/** The containers the site's font files use. */
export type FontFormat = 'sfnt' | 'woff2';

/** A TrueType, WOFF or WOFF2 file (fontverter reads the container from a Buffer) as `format`, every glyph and layout feature kept (one hb-subset pass re-encodes it). */
export async function convertFont(font: Uint8Array, format: FontFormat): Promise<Uint8Array> {
  return new Uint8Array(await subsetFont(Buffer.from(font), null, { keepAllGlyphs: true, targetFormat: format }));
}

/** The font cut to `codePoints` and the glyphs its substitutions make of them, as `format`. */
export async function subsetToCharacters(font: Uint8Array, codePoints: readonly number[], format: FontFormat): Promise<Uint8Array> {
  return new Uint8Array(await subsetFont(Buffer.from(font), String.fromCodePoint(...codePoints), { targetFormat: format }));
}

let compiled: Promise<WebAssembly.Module> | undefined;

/** hb-subset compiled from the harfbuzzjs package (the browser fetches the same file for its PDFs). */
export function hbSubsetWasm(): Promise<WebAssembly.Module> {
  compiled ??= WebAssembly.compile(readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')));
  return compiled;
}

/**
 * The TrueType font cut to exactly `glyphIds` (renumbered from 0) with the cmap of `codePoints`, and only the
 * substitution and positioning rules among those glyphs, as `format`.
 */
export async function subsetToGlyphs(
  sfnt: Uint8Array,
  codePoints: readonly number[],
  glyphIds: readonly number[],
  format: FontFormat,
): Promise<Uint8Array> {
  const subset = (await createSubsetter(await hbSubsetWasm(), sfnt))({ glyphIds, codePoints });
  return format === 'sfnt' ? subset : convertFont(subset, format);
}
