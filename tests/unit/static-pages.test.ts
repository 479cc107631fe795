/**
 * Built-output checks that need no browser: static pages (no island) ship no JavaScript at all,
 * every page is built, and the 404 page exists. Reads STATIC_DIR or dist/.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDir, htmlFiles, routeOf } from './build-dir';

/** Pages that hydrate an island (ours) or belong to the interactive issues; all others must be script-free. */
const PAGES_WITH_ISLANDS = new Set(['/login', '/signup', '/forgot-password', '/contact-us']);
/** Pages whose small interactions (FAQ accordion, pricing switch) are an Astro-processed script, not a framework island. */
const PAGES_WITH_SMALL_SCRIPT = new Set(['/faq', '/pricing']);
/** Upper bound for those pages' script text, raw bytes: the React runtime they used to load is ~220 KB. */
const SMALL_SCRIPT_MAX_BYTES = 4096;
const APP_PAGES = new Set(['/', '/birth-chart', '/detailed-kundali', '/chat', '/test', '/panchang']);

/** Routes every build must contain (spec route table plus linked slugs). */
const EXPECTED_ROUTES = [
  '/',
  '/404',
  '/about-us',
  '/birth-chart',
  '/blog',
  '/careers',
  '/chat',
  '/contact-us',
  '/detailed-kundali',
  '/faq',
  '/forgot-password',
  '/guides',
  '/how-it-works',
  '/login',
  '/our-story',
  '/panchang',
  '/pricing',
  '/privacy-policy',
  '/signup',
  '/social-media',
  '/support',
  '/team',
  '/terms-of-service',
  '/test',
  '/blog/what-is-a-kundali',
  '/blog/why-birth-time-matters',
  '/blog/how-we-compute-your-chart',
  '/guides/getting-started',
  '/guides/understanding-kundali-report',
  '/guides/advanced-analysis',
  '/guides/compatibility-analysis',
  '/guides/career-guidance',
  '/guides/customizing-experience',
];

describe('built pages', () => {
  const dir = buildDir();
  const pages = htmlFiles(dir).map((file) => ({ route: routeOf(dir, file), html: readFileSync(file, 'utf8') }));

  it('include every route', () => {
    const routes = new Set(pages.map((page) => page.route));
    expect(EXPECTED_ROUTES.filter((route) => !routes.has(route))).toEqual([]);
  });

  it('static pages ship no JavaScript (no script src, no inline script, no island)', () => {
    const offenders = pages
      .filter((page) => !PAGES_WITH_ISLANDS.has(page.route) && !PAGES_WITH_SMALL_SCRIPT.has(page.route) && !APP_PAGES.has(page.route))
      .filter((page) => /<script(?![^>]*type="application\/ld\+json")[^>]*>/i.test(page.html) || page.html.includes('<astro-island'))
      .map((page) => page.route);
    expect(pages.length).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });

  it('FAQ and pricing pages ship only their small inline scripts: no island, no framework module', () => {
    for (const page of pages.filter((p) => PAGES_WITH_SMALL_SCRIPT.has(p.route))) {
      expect(page.html, page.route).not.toContain('<astro-island');
      expect(page.html, page.route).not.toMatch(/<script[^>]*\bsrc=/i);
      const scripts = [...page.html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);
      expect(scripts.length, page.route).toBeGreaterThan(0);
      expect(scripts.join('').length, page.route).toBeLessThan(SMALL_SCRIPT_MAX_BYTES);
    }
  });

  it('pages with islands load them lazily only where used', () => {
    for (const page of pages.filter((p) => PAGES_WITH_ISLANDS.has(p.route))) {
      expect(page.html, page.route).toContain('<astro-island');
      expect(page.html, page.route).not.toMatch(/client="(load|only)"/);
    }
  });
});
