/**
 * `npm run bench:site`: JavaScript shipped per built page, raw and gzipped bytes.
 * Counts inline <script> bodies, <script src>, and each island's component and renderer modules
 * with everything they import statically (the browser fetches those before hydrating).
 * Reads STATIC_DIR or dist/; build first (`npm run build`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildDir, htmlFiles, routeOf } from '../tests/unit/build-dir';

const dir = buildDir();

/** URL paths of JS modules a module imports statically (`import x from "./a.js"`, `import "./b.js"`, `export ... from`). */
function staticImports(source: string, fromUrl: string): string[] {
  const found = new Set<string>();
  const pattern = /(?:import|export)\s*(?:[^'"()]*?\bfrom\s*)?["']([^"']+\.js)["']/g;
  for (const match of source.matchAll(pattern)) {
    const spec = match[1]!;
    found.add(spec.startsWith('/') ? spec : posix.join(posix.dirname(fromUrl), spec));
  }
  return [...found];
}

/** All module URLs reachable from `entries` through static imports. */
function moduleClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    const file = join(dir, url);
    if (!existsSync(file)) throw new Error(`Page references ${url} but ${file} does not exist.`);
    seen.add(url);
    queue.push(...staticImports(readFileSync(file, 'utf8'), url));
  }
  return seen;
}

interface Row {
  route: string;
  inlineBytes: number;
  modules: number;
  rawBytes: number;
  gzipBytes: number;
}

const rows: Row[] = htmlFiles(dir).map((file) => {
  const html = readFileSync(file, 'utf8');
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .join('');
  const entries = [
    ...[...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/\b(?:component|renderer)-url="([^"]+)"/g)].map((m) => m[1]!),
  ].filter((url) => url.startsWith('/'));
  const modules = [...moduleClosure(entries)];
  const moduleBytes = modules.map((url) => readFileSync(join(dir, url)));
  const all = Buffer.concat([Buffer.from(inline), ...moduleBytes]);
  // Gzip each resource separately, as a server would send them.
  const gzipBytes = (inline ? gzipSync(inline).length : 0) + moduleBytes.reduce((sum, bytes) => sum + gzipSync(bytes).length, 0);
  return { route: routeOf(dir, file), inlineBytes: Buffer.byteLength(inline), modules: modules.length, rawBytes: all.length, gzipBytes };
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
