/**
 * `npm run bench:site`: JavaScript shipped per built page, raw and gzipped bytes.
 * Counts inline <script> bodies, <script src>, and each island's component and renderer modules
 * with everything they import statically (the browser fetches those before hydrating).
 * Reads STATIC_DIR or dist/; build first (`npm run build`).
 */
import { readFileSync } from 'node:fs';
import { buildDir, htmlFiles, routeOf } from '../tests/unit/build-dir';
import { CHAT_JS_BUDGET_BYTES, pageJavaScript } from '../scripts/module-graph';

const dir = buildDir();

interface Row {
  route: string;
  inlineBytes: number;
  modules: number;
  rawBytes: number;
  gzipBytes: number;
}

const rows: Row[] = htmlFiles(dir).map((file) => {
  const page = pageJavaScript(dir, readFileSync(file, 'utf8'));
  return {
    route: routeOf(dir, file),
    inlineBytes: page.inlineBytes,
    modules: page.modules.length,
    rawBytes: page.rawBytes,
    gzipBytes: page.gzipBytes,
  };
});

rows.sort((a, b) => b.rawBytes - a.rawBytes || a.route.localeCompare(b.route));
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
console.log(`JavaScript per page in ${dir}`);
console.log(`${'route'.padEnd(42)} ${'modules'.padStart(7)} ${'inline'.padStart(8)} ${'raw KiB'.padStart(8)} ${'gzip KiB'.padStart(8)}`);
for (const row of rows) {
  console.log(
    `${row.route.padEnd(42)} ${String(row.modules).padStart(7)} ${kb(row.inlineBytes)}  ${kb(row.rawBytes)}  ${kb(row.gzipBytes)}`,
  );
}
const withJs = rows.filter((row) => row.rawBytes > 0);
console.log(`\n${rows.length} pages; ${rows.length - withJs.length} ship no JavaScript; ${withJs.length} ship some.`);

console.log('');
for (const route of ['/chat', '/hi/chat']) {
  const row = rows.find((r) => r.route === route);
  if (!row) continue;
  const verdict = row.gzipBytes <= CHAT_JS_BUDGET_BYTES ? 'MET' : 'NOT MET';
  console.log(
    `${route} first-load JavaScript: ${row.gzipBytes.toLocaleString('en-US')} bytes gzipped (${(row.gzipBytes / 1024).toFixed(1)} KiB); ` +
      `target ≤ 90 kB (${CHAT_JS_BUDGET_BYTES.toLocaleString('en-US')} bytes): ${verdict}`,
  );
}
