/**
 * Writes the site's own font subsets into site/styles/symbols/: the symbol face (see
 * scripts/symbol-font.ts), one TrueType subset per weight; the language switch's names face; the
 * text face of each script (Devanagari, Bengali, Telugu, Tamil: scripts/text-faces.ts), one WOFF2 per weight; the stylesheets that
 * serve them and the fonts' licences. The output is committed; run this after changing
 * site/styles/symbols/characters.ts or any text of the site in a script other than Latin.
 *
 * Usage: npx tsx scripts/build-symbols.ts
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languageNameFontFile, SYMBOL_FONT_WEIGHTS, buildSymbolFont, symbolFontCss, symbolFontFile } from './symbol-font';
import { buildLanguageNameFont, buildTextFont, siteScriptRuns, textFontCss } from './hindi-text-font';
import { TEXT_FACES, TEXT_FACE_WEIGHTS, textFaceFile } from './text-faces';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../site/styles/symbols');

for (const weight of SYMBOL_FONT_WEIGHTS) {
  const bytes = await buildSymbolFont(weight);
  writeFileSync(join(OUT_DIR, symbolFontFile(weight)), bytes);
  console.log(`${symbolFontFile(weight)}: ${bytes.length} bytes`);
}
for (const face of TEXT_FACES) {
  const languageNames = await buildLanguageNameFont(face);
  writeFileSync(join(OUT_DIR, languageNameFontFile(face)), languageNames);
  console.log(`${languageNameFontFile(face)}: ${languageNames.length} bytes`);
}
writeFileSync(join(OUT_DIR, 'symbols.css'), symbolFontCss());
copyFileSync(createRequire(import.meta.url).resolve('@fontsource/dejavu-sans/LICENSE'), join(OUT_DIR, 'LICENSE'));
copyFileSync(createRequire(import.meta.url).resolve('@fontsource/noto-sans/LICENSE'), join(OUT_DIR, 'LICENSE-NotoSans'));
// The text face of each script other than Latin (scripts/text-faces.ts): Devanagari, Bengali, Telugu, Tamil.
for (const face of TEXT_FACES) {
  const runs = siteScriptRuns(face);
  for (const weight of TEXT_FACE_WEIGHTS) {
    const bytes = await buildTextFont(face, weight, runs);
    writeFileSync(join(OUT_DIR, textFaceFile(face, weight)), bytes);
    console.log(`${textFaceFile(face, weight)}: ${bytes.length} bytes (${runs.length} ${face.script} runs)`);
  }
  writeFileSync(join(OUT_DIR, `${face.stem}.css`), textFontCss(face, runs));
}
