/**
 * Build step (an Astro integration): the pages of MODULE_PRELOAD_ROUTES (and their copies in other
 * languages) list, in their <head>, each module their own scripts need before they can run, as
 * `<link rel="modulepreload">`. Without the list a phone discovers the modules one import level at
 * a time (page → script → its imports → theirs), a round trip per level before the script can ask the
 * API for anything; with it the browser's preload scanner requests them all with the HTML. Only static
 * imports are listed: what the pages load lazily stays lazy.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { DEFAULT_LOCALE, LOCALES } from '../shared/i18n/locale';
import { moduleClosure } from './module-graph';

/**
 * The page with a modulepreload link for each module its own scripts import statically, those scripts first:
 * they are small and send the page's API request (e.g. the chart on /chat). The island's modules are not listed:
 * /chat's island loads once its early script has drawn the first prompt (client:opening,
 * site/islands/chat/client-opening.ts), and listed they would load beside the chart request and be counted in that
 * paint.
 */
export function withModulePreloads(html: string, dir: string): string {
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!).filter((url) => url.startsWith('/'));
  const urls = [...scripts, ...[...moduleClosure(dir, scripts)].filter((url) => !scripts.includes(url)).sort()];
  if (urls.length === 0) return html;
  const links = urls.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * The pages whose largest paint waits for their own script (the chat's first prompt), by English address
 * (their `/hi/…` copies too). A page that paints its content from the HTML (a form, the landing page) is
 * not listed: there the early modules only compete with that paint's fonts for a phone's bandwidth
 * (Lighthouse measured /hi/birth-chart's largest paint later with them). Nor is /detailed-kundali any
 * more: since its modules come in a few files (scripts/chunk-groups.ts), the list made every case later,
 * the "no birth" text painted from the HTML (/hi/ LCP 2.75 s with it, 1.66 s without) and the report
 * itself (?birth, 2.16 s with it, 1.22 s without; Lighthouse mobile, medians of alternated runs).
 */
export const MODULE_PRELOAD_ROUTES: readonly string[] = ['/chat'];

/** A built page's language folder (`hi/`, `bn/`…): the other languages' copies of a route preload as it does. */
const LOCALE_PREFIX = new RegExp(`^(${LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|')})/`);

/** The built page (`chat/index.html`, `hi/chat/index.html`, `bn/chat/index.html`…) is one of MODULE_PRELOAD_ROUTES. */
export function preloadsModules(htmlPath: string): boolean {
  if (!htmlPath.endsWith('index.html')) return false;
  const route = `/${htmlPath
    .split(sep)
    .join('/')
    .replace(LOCALE_PREFIX, '')
    .replace(/\/?index\.html$/, '')}`;
  return MODULE_PRELOAD_ROUTES.includes(route);
}

/** The integration (astro.config.mjs). */
export default function modulePreload(): AstroIntegration {
  return {
    name: 'kundali:modulepreload',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const root = fileURLToPath(dir);
        const pages = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(preloadsModules);
        for (const file of pages.map((name) => join(root, name))) {
          const html = readFileSync(file, 'utf8');
          const next = withModulePreloads(html, root);
          if (next !== html) writeFileSync(file, next);
        }
      },
    },
  };
}
