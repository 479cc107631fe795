/**
 * The embedded Devanagari fonts for tests in Node: the same TTF files the browser fetches
 * (site/render/font), read from disk.
 */
import { readFileSync } from 'node:fs';
import { loadFontFace } from '../../site/render/pdf-embedded-font';
import type { EmbeddedFonts } from '../../site/render/pdf-writer';

const FONT_DIR = new URL('../../site/render/font/', import.meta.url);

/** Bytes of a font file in site/render/font. */
export function fontFileBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(name, FONT_DIR)));
}

/** Noto Sans Devanagari regular and bold, parsed and ready to shape. */
export async function loadTestDevanagariFonts(): Promise<EmbeddedFonts> {
  const [regular, bold] = await Promise.all(
    ['NotoSansDevanagari-Regular.ttf', 'NotoSansDevanagari-Bold.ttf'].map((name) => loadFontFace(fontFileBytes(name))),
  );
  return { regular: regular!, bold: bold! };
}
