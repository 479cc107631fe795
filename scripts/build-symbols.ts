/**
 * Writes the site's own font subsets into site/styles/symbols/: the symbol face (see
 * scripts/symbol-font.ts), one WOFF2 subset per weight; the
 * site text faces (scripts/text-face.ts: the words of the Devanagari, Bengali, Telugu and Tamil pages), one
 * WOFF2 per weight, and each script's language-switch names face; the
 * stylesheets that serve them and the fonts' licences. The output is committed; run this after
 * changing site/styles/symbols/characters.ts or any text of the site in a script with a text face.
 *
 * Usage: npx tsx scripts/build-symbols.ts
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SYMBOL_FONT_WEIGHTS, buildSymbolFont, symbolFontCss, symbolFontFile } from './symbol-font';
import { TEXT_FACES, buildLanguageNameFace, buildTextFace, languageNameFile, siteRuns, textFaceCss } from './text-face';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../site/styles/symbols');

for (const weight of SYMBOL_FONT_WEIGHTS) {
  const bytes = await buildSymbolFont(weight);
  writeFileSync(join(OUT_DIR, symbolFontFile(weight)), bytes);
  console.log(`${symbolFontFile(weight)}: ${bytes.length} bytes`);
}
writeFileSync(join(OUT_DIR, 'symbols.css'), symbolFontCss());
copyFileSync(createRequire(import.meta.url).resolve('@fontsource/dejavu-sans/LICENSE'), join(OUT_DIR, 'LICENSE'));
copyFileSync(createRequire(import.meta.url).resolve('@fontsource/noto-sans/LICENSE'), join(OUT_DIR, 'LICENSE-NotoSans'));
for (const face of TEXT_FACES) {
  const runs = siteRuns(face);
  for (const weight of face.weights) {
    const bytes = await buildTextFace(face, weight, runs);
    writeFileSync(join(OUT_DIR, face.file(weight)), bytes);
    console.log(`${face.file(weight)}: ${bytes.length} bytes (${runs.length} runs)`);
  }
  const names = await buildLanguageNameFace(face);
  writeFileSync(join(OUT_DIR, languageNameFile(face)), names);
  console.log(`${languageNameFile(face)}: ${names.length} bytes`);
  writeFileSync(join(OUT_DIR, face.stylesheet), textFaceCss(face, runs));
}
