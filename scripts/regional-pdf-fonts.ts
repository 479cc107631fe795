/**
 * The TrueType files the PDFs embed for Bengali, Telugu and Tamil (site/render/font): Noto Sans
 * Bengali, Telugu and Tamil regular and bold, converted (every glyph kept, by subset-font:
 * scripts/font-files.ts) from the self-hosted @fontsource WOFF 1 files of each script's own range (a PDF
 * embeds TrueType, FontFile2; the subset of the glyphs drawn is made per document by HarfBuzz,
 * site/render/font/subsetter.ts). Run `npx tsx scripts/regional-pdf-fonts.ts`
 * after updating the @fontsource packages; the test site/render/pdf-regional.test.ts checks the
 * committed files are these bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { convertFont } from './font-files';

const require = createRequire(import.meta.url);

/** The scripts, their @fontsource package and the file names written. */
export const REGIONAL_PDF_FONTS = [
  { script: 'bengali', family: 'NotoSansBengali', packageJson: () => require.resolve('@fontsource/noto-sans-bengali/package.json') },
  { script: 'telugu', family: 'NotoSansTelugu', packageJson: () => require.resolve('@fontsource/noto-sans-telugu/package.json') },
  { script: 'tamil', family: 'NotoSansTamil', packageJson: () => require.resolve('@fontsource/noto-sans-tamil/package.json') },
] as const;
const WEIGHTS = [
  { weight: 400, style: 'Regular' },
  { weight: 700, style: 'Bold' },
] as const;

/** The TrueType bytes of one script and weight, from its @fontsource WOFF file. */
export async function regionalPdfFont(script: (typeof REGIONAL_PDF_FONTS)[number]['script'], weight: 400 | 700): Promise<Uint8Array> {
  const dir = dirname(REGIONAL_PDF_FONTS.find((f) => f.script === script)!.packageJson());
  return convertFont(new Uint8Array(readFileSync(join(dir, `files/noto-sans-${script}-${script}-${weight}-normal.woff`))), 'sfnt');
}

/** The file name in site/render/font of a script's weight. */
export const regionalPdfFontFile = (family: string, style: string) => `${family}-${style}.ttf`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = new URL('../site/render/font/', import.meta.url);
  for (const { script, family } of REGIONAL_PDF_FONTS)
    for (const { weight, style } of WEIGHTS) {
      const bytes = await regionalPdfFont(script, weight);
      writeFileSync(new URL(regionalPdfFontFile(family, style), out), bytes);
      console.log(`${regionalPdfFontFile(family, style)}: ${bytes.length} bytes`);
    }
}
