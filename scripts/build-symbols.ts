/**
 * Writes the site's symbol face (see scripts/symbol-font.ts) into site/styles/symbols/: one
 * TrueType subset per weight, the stylesheet that serves them and the font's licence. The output
 * is committed; run this after changing site/styles/symbols/characters.ts.
 *
 * Usage: npx tsx scripts/build-symbols.ts
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SYMBOL_FONT_WEIGHTS, buildSymbolFont, symbolFontCss, symbolFontFile } from './symbol-font';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../site/styles/symbols');

for (const weight of SYMBOL_FONT_WEIGHTS) {
  const bytes = await buildSymbolFont(weight);
  writeFileSync(join(OUT_DIR, symbolFontFile(weight)), bytes);
  console.log(`${symbolFontFile(weight)}: ${bytes.length} bytes`);
}
writeFileSync(join(OUT_DIR, 'symbols.css'), symbolFontCss());
copyFileSync(createRequire(import.meta.url).resolve('@fontsource/dejavu-sans/LICENSE'), join(OUT_DIR, 'LICENSE'));
