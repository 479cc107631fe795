/**
 * The site calls the API only through its one client (site/lib/api-client.ts, made from the
 * route table): no raw `fetch`, XMLHttpRequest, EventSource or sendBeacon anywhere else in site/
 * (comments aside). The one other fetch, of font files, is listed with its reason and may not
 * name the API.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, API_ROUTES } from '../../shared/contracts/routes';

const SITE = new URL('../../site/', import.meta.url).pathname;
const CLIENT = 'lib/api-client.ts';
/** Files that fetch something other than the API, and why. */
const OTHER_FETCHES: Record<string, string> = {
  'render/devanagari-fonts.ts': 'fetches the Devanagari font files the PDF embeds (static files, not the API)',
  'render/regional-fonts.ts': 'fetches the Bengali, Telugu and Tamil font files the PDF embeds (static files, not the API)',
  'render/font/subset-wasm.ts': "fetches HarfBuzz's subsetter (a static .wasm file, not the API) for the PDF's embedded fonts",
  'sw/service-worker.ts': 'the service worker passes the pages’ own requests on to the network and keeps copies (it calls no route itself)',
};

/**
 * The top bar's account menu on every page, the static ones included: its few lines stay an inline
 * script, because importing the client makes Astro load it as a module on every page (measured: 40
 * static pages gained a `script src`). It asks for the account's name and signs out by the route
 * table's paths, which the last test holds it to.
 */
const TOP_BAR_SCRIPT = 'components/AccountMenu.astro';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|astro|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code of a file without its comments (block, line and JSX), so prose naming `/api/chat` does not count. */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const CALLS = /\bfetch\s*\(|\bXMLHttpRequest\b|\bEventSource\b|\bsendBeacon\s*\(/;

describe('the site reaches the API only through site/lib/api-client.ts', () => {
  it('has no raw fetch (or other request API) outside the client', () => {
    const offenders: string[] = [];
    for (const path of sources(SITE)) {
      const name = relative(SITE, path);
      if (name === CLIENT || name === TOP_BAR_SCRIPT) continue;
      const text = code(readFileSync(path, 'utf8'));
      if (!CALLS.test(text)) continue;
      if (name in OTHER_FETCHES && !text.includes('/api')) continue;
      offenders.push(name);
    }
    expect(offenders).toEqual([]);
  });

  it('finds a raw API fetch when one is there (the check itself works)', () => {
    expect(CALLS.test(code("const r = await fetch('/api/chart?date=1990-01-01');"))).toBe(true);
    expect(CALLS.test(code('/** POSTs the conversation to `/api/chat` with fetch(...) */\nconst a = 1; // not fetch(x)'))).toBe(false);
  });

  it("the top bar's inline script calls only the route table's paths for the account (auth/me, auth/logout)", () => {
    const text = code(readFileSync(join(SITE, TOP_BAR_SCRIPT), 'utf8'));
    const called = [...text.matchAll(/fetch\(\s*'([^']+)'/g)].map((m) => m[1]);
    expect(called).toEqual([`/${API_PREFIX}/${API_ROUTES.authMe.route}`, `/${API_PREFIX}/${API_ROUTES.authLogout.route}`]);
  });

  it('keeps the one request in the client', () => {
    expect(readFileSync(join(SITE, CLIENT), 'utf8')).toMatch(/\bfetch\(/);
  });
});
