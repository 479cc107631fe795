/**
 * The static import graph of the built site's JavaScript: which modules a page's browser fetches
 * before an island can hydrate. Read from the built files (minified ES modules), so it sees exactly
 * what Vite emitted. Used by `npm run bench:site` (bytes per page) and by the build's modulepreload
 * step (scripts/astro-modulepreload.ts), so both count the same modules.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

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

/** Issue 12's budget for /chat's (and /hi/chat's) first-load JavaScript, gzipped bytes: "90 KB" read as 90,000 bytes, the stricter reading (90 KiB is 92,160). */
export const CHAT_JS_BUDGET_BYTES = 90_000;

/** What a built page's browser runs before its islands hydrate, as `npm run bench:site` counts it. */
export interface PageJavaScript {
  /** Raw bytes of the page's inline `<script>` bodies (JSON-LD excluded). */
  inlineBytes: number;
  /** URL paths of the modules: `<script src>`, each island's component and renderer, and their static imports. */
  modules: string[];
  /** Raw bytes of the inline scripts and the modules together. */
  rawBytes: number;
  /** Gzipped bytes, each resource compressed on its own as a server sends it (the inline scripts as one). */
  gzipBytes: number;
}

/** The first-load JavaScript of the page whose HTML is `html`, with its modules read from `dir` (see PageJavaScript). */
export function pageJavaScript(dir: string, html: string): PageJavaScript {
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .join('');
  const modules = [...moduleClosure(dir, pageModuleEntries(html))];
  const moduleBytes = modules.map((url) => readFileSync(join(dir, url)));
  return {
    inlineBytes: Buffer.byteLength(inline),
    modules,
    rawBytes: Buffer.byteLength(inline) + moduleBytes.reduce((sum, bytes) => sum + bytes.length, 0),
    gzipBytes: (inline ? gzipSync(inline).length : 0) + moduleBytes.reduce((sum, bytes) => sum + gzipSync(bytes).length, 0),
  };
}
