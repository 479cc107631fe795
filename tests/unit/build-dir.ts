/** Locates the built site for tests that read HTML files: env STATIC_DIR, else dist/ at the repo root. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Absolute path of the build directory; throws when there is no build (run `npm run build` first). */
export function buildDir(): string {
  const dir = resolve(process.env.STATIC_DIR ?? join(repoRoot, 'dist'));
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`No built site at ${dir} (index.html missing). Run \`npm run build\` or set STATIC_DIR.`);
  }
  return dir;
}

/** Every .html file under `dir`, absolute paths, sorted. */
export function htmlFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const full = join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.html')) found.push(full);
    }
  };
  walk(dir);
  return found.sort();
}

/** Route of a built HTML file: `about-us/index.html` -> `/about-us`, `index.html` -> `/`, `404.html` -> `/404`. */
export function routeOf(dir: string, file: string): string {
  const rel = relative(dir, file).split(sep).join('/');
  if (rel === 'index.html') return '/';
  return `/${rel.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
}
