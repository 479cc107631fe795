/**
 * The static import graph of the built site's JavaScript: which modules a page's browser fetches
 * before an island can hydrate. Read from the built files (minified ES modules), so it sees exactly
 * what Vite emitted. Used by `npm run bench:site` (bytes per page) and by the build's modulepreload
 * step (scripts/astro-modulepreload.ts), so both count the same modules.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** URL paths of JS modules a module imports statically (`import x from "./a.js"`, `import "./b.js"`, `export ... from`). */
export function staticImports(source: string, fromUrl: string): string[] {
  const found = new Set<string>();
  const pattern = /(?:import|export)\s*(?:[^'"()]*?\bfrom\s*)?["']([^"']+\.js)["']/g;
  for (const match of source.matchAll(pattern)) {
    const spec = match[1]!;
    found.add(spec.startsWith('/') ? spec : posix.join(posix.dirname(fromUrl), spec));
  }
  return [...found];
}

/** All module URL paths reachable from `entries` (URL paths such as /_astro/x.js) through static imports, in `dir`. */
export function moduleClosure(dir: string, entries: readonly string[]): Set<string> {
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

/** The module entries of a built page: `<script src>` and each island's component and renderer (same-site URL paths). */
export function pageModuleEntries(html: string): string[] {
  return [
    ...[...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/\b(?:component|renderer)-url="([^"]+)"/g)].map((m) => m[1]!),
  ].filter((url) => url.startsWith('/'));
}
