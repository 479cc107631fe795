/**
 * Built-output checks that need no browser: static pages (no island) ship no JavaScript at all,
 * every page is built, and the 404 page exists. Reads STATIC_DIR or dist/.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDir, htmlFiles, routeOf } from './build-dir';

/** Pages that hydrate an island (ours) or belong to the interactive issues; all others must be script-free. */
const PAGES_WITH_ISLANDS = new Set(['/login', '/signup', '/forgot-password', '/reset-password', '/contact-us']);
/** Pages whose small interactions (FAQ accordion, pricing switch) are an Astro-processed script, not a framework island. */
const PAGES_WITH_SMALL_SCRIPT = new Set(['/faq', '/pricing']);
/** Upper bound for those pages' script text, raw bytes: the React runtime they used to load is ~220 KB. */
const SMALL_SCRIPT_MAX_BYTES = 4096;
const APP_PAGES = new Set(['/', '/birth-chart', '/detailed-kundali', '/chat', '/test', '/panchang', '/my-charts', '/kundali-matching']);
/** Every page's top bar carries the account menu's script (it turns "Sign in" into the account menu); its raw bytes stay below this. */
const ACCOUNT_MENU_SCRIPT_MAX_BYTES = 2048;

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
  '/kundali-matching',
  '/login',
  '/my-charts',
  '/reset-password',
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

/** The text of each inline script of a page (JSON-LD excluded). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);
}

describe('built pages', () => {
  const dir = buildDir();
  const pages = htmlFiles(dir).map((file) => ({ route: routeOf(dir, file), html: readFileSync(file, 'utf8') }));

  it('include every route', () => {
    const routes = new Set(pages.map((page) => page.route));
    expect(EXPECTED_ROUTES.filter((route) => !routes.has(route))).toEqual([]);
  });

  it("static pages ship no JavaScript but the account menu's small inline script (no script src, no island)", () => {
    const offenders = pages
      .filter((page) => !PAGES_WITH_ISLANDS.has(page.route) && !PAGES_WITH_SMALL_SCRIPT.has(page.route) && !APP_PAGES.has(page.route))
      .filter((page) => {
        const scripts = inlineScripts(page.html);
        const onlyAccountMenu =
          scripts.length === 1 && scripts[0]!.includes('kai_account=1') && scripts[0]!.length < ACCOUNT_MENU_SCRIPT_MAX_BYTES;
        return /<script[^>]*\bsrc=/i.test(page.html) || page.html.includes('<astro-island') || !onlyAccountMenu;
      })
      .map((page) => page.route);
    expect(pages.length).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });

  it('FAQ and pricing pages ship only their small inline scripts: no island, no framework module', () => {
    for (const page of pages.filter((p) => PAGES_WITH_SMALL_SCRIPT.has(p.route))) {
      expect(page.html, page.route).not.toContain('<astro-island');
      expect(page.html, page.route).not.toMatch(/<script[^>]*\bsrc=/i);
      const scripts = inlineScripts(page.html);
      expect(scripts.length, page.route).toBeGreaterThan(1);
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
