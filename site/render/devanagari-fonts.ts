/**
 * Noto Sans Devanagari (regular and bold, SIL OFL, see font/README.md) for PDFs made in the
 * browser: the TTF files are fetched and HarfBuzz is loaded only when a PDF needs Devanagari,
 * and kept for the next PDF of the visit.
 */
import { DEVANAGARI } from '../../shared/i18n/devanagari';
import { loadFontFace } from './pdf-embedded-font';
import type { EmbeddedFonts } from './pdf-writer';

let loading: Promise<EmbeddedFonts> | null = null;

async function fetchFace(url: URL) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${url.pathname}: HTTP ${response.status}`);
  return loadFontFace(new Uint8Array(await response.arrayBuffer()));
}

/** The two faces, fetched and parsed once per page. */
export function loadDevanagariFonts(): Promise<EmbeddedFonts> {
  loading ??= Promise.all([
    fetchFace(new URL('./font/NotoSansDevanagari-Regular.ttf', import.meta.url)),
    fetchFace(new URL('./font/NotoSansDevanagari-Bold.ttf', import.meta.url)),
  ])
    .then(([regular, bold]) => ({ regular, bold }))
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
