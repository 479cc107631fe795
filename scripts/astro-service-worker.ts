/**
 * Build step (an Astro integration): writes the service worker, `dist/sw.js`, from
 * site/sw/service-worker.ts with this build's version and the files it keeps at install: the pages
 * a visitor needs offline (home, report, quick chart, matching, panchang, chat, my charts, in every
 * language) and every script and stylesheet of the build (the pages' islands import each other, and
 * the chart engine loaded only offline is among them), with the text faces of the site's scripts
 * (Latin, Devanagari, the symbol and Hindi-text subsets; a page asks for another subset only for
 * characters it rarely has, and those are kept when first fetched). The version is a digest of the
 * kept files' bytes, so any change to a page or a file makes a new cache and the old one is deleted.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { LOCALES } from '../shared/i18n/locale';
import { localizePath } from '../site/i18n/paths';
import { SERVICE_WORKER_PATH } from '../site/sw/register-script';

/** The pages kept for offline use, by English address. */
export const OFFLINE_PAGES: readonly string[] = [
  '/',
  '/detailed-kundali',
  '/birth-chart',
  '/kundali-matching',
  '/panchang',
  '/chat',
  '/my-charts',
];

/** Build files kept besides scripts and styles: the faces the pages' own text is drawn with. */
const KEPT_FONT = /(latin-(400|700)-normal|devanagari-(400|700)-normal|kundali-symbols|hindi-text|language-names)[^/]*\.woff2$/;

/** Files of the public folder kept (the manifest and its icons). */
const KEPT_PUBLIC = /^(manifest\.webmanifest|favicon\.svg|icons\/[^/]+\.png)$/;

/** The pages' and files' paths the worker keeps, from a built site in `root`. */
export function offlineManifest(root: string): { pages: string[]; files: string[] } {
  const pages = LOCALES.flatMap((locale) => OFFLINE_PAGES.map((path) => localizePath(locale, path)));
  for (const page of pages)
    if (!existsSync(join(root, page, 'index.html'))) throw new Error(`service worker: the offline page ${page} was not built`);
  const all = readdirSync(root, { recursive: true, encoding: 'utf8' }).map((name) => name.split('\\').join('/'));
  const files = all
    .filter((name) => (name.startsWith('_astro/') && (/\.(js|css)$/.test(name) || KEPT_FONT.test(name))) || KEPT_PUBLIC.test(name))
    .sort()
    .map((name) => `/${name}`);
  return { pages, files };
}

/** The digest of everything kept: a new build with any other byte gets another cache. */
export function offlineVersion(root: string, manifest: { pages: string[]; files: string[] }): string {
  const hash = createHash('sha256');
  for (const page of manifest.pages) hash.update(page).update(readFileSync(join(root, page, 'index.html')));
  for (const file of manifest.files) hash.update(file).update(readFileSync(join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

/** The integration (astro.config.mjs). */
export default function serviceWorker(): AstroIntegration {
  return {
    name: 'kundali:service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const manifest = offlineManifest(root);
        const version = offlineVersion(root, manifest);
        const result = await build({
          entryPoints: [fileURLToPath(new URL('../site/sw/service-worker.ts', import.meta.url))],
          bundle: true,
          format: 'iife',
          target: 'es2022',
          minify: true,
          write: false,
          define: {
            __SW_VERSION__: JSON.stringify(version),
            __SW_PAGES__: JSON.stringify(manifest.pages),
            __SW_FILES__: JSON.stringify(manifest.files),
          },
        });
        writeFileSync(join(root, SERVICE_WORKER_PATH), result.outputFiles[0]!.text);
        logger.info(
          `${SERVICE_WORKER_PATH}: version ${version}, ${manifest.pages.length} pages and ${manifest.files.length} files kept for offline use`,
        );
      },
    },
  };
}
