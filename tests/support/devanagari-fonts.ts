/**
 * The embedded Devanagari fonts for tests in Node: the same TTF files the browser fetches
 * (site/render/font), read from disk.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadFontFace } from '../../site/render/pdf-embedded-font';
import type { EmbeddedFonts } from '../../site/render/pdf-writer';

const FONT_DIR = new URL('../../site/render/font/', import.meta.url);

/** Bytes of a font file in site/render/font. */
export function fontFileBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(name, FONT_DIR)));
}

/** HarfBuzz's subsetter, compiled from the harfbuzzjs package (the browser fetches the same file). */
export function subsetWasm(): Promise<WebAssembly.Module> {
  return WebAssembly.compile(readFileSync(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')));
}

/** Noto Sans Devanagari regular and bold, parsed and ready to shape and subset. */
export async function loadTestDevanagariFonts(): Promise<EmbeddedFonts> {
  const wasm = await subsetWasm();
  const [regular, bold] = await Promise.all(
    ['NotoSansDevanagari-Regular.ttf', 'NotoSansDevanagari-Bold.ttf'].map((name) => loadFontFace(fontFileBytes(name), wasm)),
  );
  return { regular: regular!, bold: bold! };
}
