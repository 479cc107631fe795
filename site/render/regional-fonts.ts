/**
 * Noto Sans Bengali, Telugu and Tamil (regular and bold, SIL OFL, see font/README.md) for PDFs in
 * those languages: the TrueType files (scripts/regional-pdf-fonts.ts unwraps them from the
 * self-hosted @fontsource files) are fetched and HarfBuzz loaded only when such a PDF is made, and
 * kept for the next PDF of the visit. Their faces hold their script alone: the writer draws the
 * other characters in Helvetica beside them (PdfDocumentOptions.script).
 */
import { BENGALI, TAMIL, TELUGU } from '../../shared/i18n/scripts';
import { fetchSubsetWasm } from './font/subset-wasm';
import { loadFontFace } from './pdf-embedded-font';
import type { EmbeddedFonts } from './pdf-writer';

/** The regional scripts a PDF embeds a face for, with the files of their two weights. */
export const REGIONAL_PDF_FACES = {
  bn: {
    script: BENGALI,
    regular: new URL('./font/NotoSansBengali-Regular.ttf', import.meta.url),
    bold: new URL('./font/NotoSansBengali-Bold.ttf', import.meta.url),
  },
  te: {
    script: TELUGU,
    regular: new URL('./font/NotoSansTelugu-Regular.ttf', import.meta.url),
    bold: new URL('./font/NotoSansTelugu-Bold.ttf', import.meta.url),
  },
  ta: {
    script: TAMIL,
    regular: new URL('./font/NotoSansTamil-Regular.ttf', import.meta.url),
    bold: new URL('./font/NotoSansTamil-Bold.ttf', import.meta.url),
  },
} as const;
/** A language whose PDF embeds one of these faces (Marathi uses the Devanagari one). */
export type RegionalPdfLocale = keyof typeof REGIONAL_PDF_FACES;

const loading = new Map<RegionalPdfLocale, Promise<EmbeddedFonts>>();

async function fetchFace(url: URL) {
  const [response, subsetWasm] = await Promise.all([fetch(url), fetchSubsetWasm()]);
  if (!response.ok) throw new Error(`font ${url.pathname}: HTTP ${response.status}`);
  return loadFontFace(new Uint8Array(await response.arrayBuffer()), subsetWasm);
}

/** The two faces of `locale`'s script, fetched and parsed once per page. */
export function loadRegionalFonts(locale: RegionalPdfLocale): Promise<EmbeddedFonts> {
  let fonts = loading.get(locale);
  if (!fonts) {
    const face = REGIONAL_PDF_FACES[locale];
    fonts = Promise.all([fetchFace(face.regular), fetchFace(face.bold)])
      .then(([regular, bold]) => ({ regular, bold }))
      .catch((error: unknown) => {
        loading.delete(locale);
        throw error;
      });
    loading.set(locale, fonts);
  }
  return fonts;
}
