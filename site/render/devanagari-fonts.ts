/**
 * Noto Sans Devanagari (regular and bold, SIL OFL, see font/README.md) for PDFs made in the
 * browser: the TTF files and HarfBuzz (its shaper, and its subsetter for the embedded subsets)
 * are fetched only when a PDF needs Devanagari, and kept for the next PDF of the visit.
 */
import { DEVANAGARI } from '../../shared/i18n/devanagari';
import { fetchSubsetWasm } from './font/subset-wasm';
import { loadFontFace } from './pdf-embedded-font';
import type { EmbeddedFonts } from './pdf-writer';

let loading: Promise<EmbeddedFonts> | null = null;

async function fetchBytes(url: URL): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${url.pathname}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The two faces, fetched and parsed once per page. */
export function loadDevanagariFonts(): Promise<EmbeddedFonts> {
  loading ??= Promise.all([
    fetchBytes(new URL('./font/NotoSansDevanagari-Regular.ttf', import.meta.url)),
    fetchBytes(new URL('./font/NotoSansDevanagari-Bold.ttf', import.meta.url)),
    fetchSubsetWasm(),
  ])
    .then(async ([regular, bold, subsetWasm]) => {
      const [regularFace, boldFace] = await Promise.all([loadFontFace(regular, subsetWasm), loadFontFace(bold, subsetWasm)]);
      return { regular: regularFace, bold: boldFace };
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Whether any string inside a value (object, array, string) has Devanagari. */
export function hasDevanagari(value: unknown): boolean {
  return DEVANAGARI.test(JSON.stringify(value) ?? '');
}
