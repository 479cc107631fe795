/**
 * The regional languages' pages in the built site (issue 42), read from the HTML without a browser: every English
 * page has its copy under /bn/, /mr/, /te/ and /ta/, that copy says its language (`<html lang>`), and at least 85 % of
 * the letters a reader sees are in the language's script (Bengali, Devanagari for Marathi, Telugu, Tamil); listed proper
 * names (site/i18n/proper-names.ts) and text marked as another language (`lang="en"`, e.g. a guide not yet
 * translated) are left out. Each page preloads its own script's text face and no other script's. Reads STATIC_DIR or
 * dist/; a language joins once LOCALES lists it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, LOCALE_SCRIPT, REGIONAL_LOCALES } from '../../shared/i18n/locale';
import { localeOfPath, localizePath } from '../../site/i18n/paths';
import { scriptLetterCounts } from '../../site/i18n/proper-names';
import { TEXT_FACES, type TextFace } from '../../scripts/text-face';
import { buildDir, htmlFiles, routeOf } from './build-dir';

/** Share of a page's visible letters that must be in its language's script. */
const MIN_SCRIPT_SHARE = 0.85;

/** The text a reader sees: the body without scripts, styles, templates and elements in another language, tags dropped, entities read. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<(\w+)\b[^>]*\blang="en"[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&#39;|&#x27;/g, "'");
}

const regional = REGIONAL_LOCALES.filter((locale) => (LOCALES as readonly string[]).includes(locale));
const dir = regional.length > 0 ? buildDir() : '';
const englishRoutes =
  regional.length > 0
    ? htmlFiles(dir)
        .map((file) => routeOf(dir, file))
        .filter((route) => localeOfPath(route) === DEFAULT_LOCALE)
    : [];
const fileOf = (route: string) =>
  route === '/' ? `${dir}/index.html` : route === '/404' ? `${dir}/404.html` : `${dir}${route}/index.html`;
const localizedFile = (locale: string, route: string) =>
  route === '/404' ? `${dir}/${locale}/404/index.html` : fileOf(localizePath(locale as never, route));

/** A face's file stem (`bengali-text`): the built pages' font addresses are `<stem>-<weight>.<hash>.woff2`. */
const stemOf = (face: TextFace) => face.file(400).replace(/-400\.woff2$/, '');

describe.each(regional)('the %s pages', (locale) => {
  const script = LOCALE_SCRIPT[locale];
  const ownFace = TEXT_FACES.find((face) => face.script === script)!;

  it('exist for every English page, say their language, and are written in its script', () => {
    expect(englishRoutes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of englishRoutes) {
      let html: string;
      try {
        html = readFileSync(localizedFile(locale, route), 'utf8');
      } catch {
        failures.push(`${route}: no ${locale} page`);
        continue;
      }
      if (!new RegExp(`<html[^>]*\\slang="${locale}"`).test(html)) failures.push(`${route}: <html lang> is not ${locale}`);
      const { inScript, other } = scriptLetterCounts(visibleText(html), script);
      const share = inScript / Math.max(1, inScript + other);
      if (share < MIN_SCRIPT_SHARE) failures.push(`${route}: ${(share * 100).toFixed(1)} % of ${inScript + other} letters in ${script}`);
    }
    expect(failures).toEqual([]);
  });

  it(`preload their own text face (${stemOf(ownFace)}) and no other script's`, () => {
    const others = TEXT_FACES.filter((face) => face !== ownFace);
    for (const route of ['/', '/about-us', '/panchang']) {
      const html = readFileSync(localizedFile(locale, route), 'utf8');
      const preloads = [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
      expect(
        preloads.some((href) => href.includes(`/${stemOf(ownFace)}-400`)),
        route,
      ).toBe(true);
      for (const face of others)
        expect(
          preloads.some((href) => href.includes(`/${stemOf(face)}-`)),
          `${route}: ${stemOf(face)}`,
        ).toBe(false);
    }
  });
});

describe('English pages', () => {
  it.runIf(regional.length > 0)('preload no script face but Latin', () => {
    for (const route of ['/', '/about-us', '/panchang', '/chat']) {
      const html = readFileSync(fileOf(route), 'utf8');
      for (const face of TEXT_FACES) expect(html.includes(`${stemOf(face)}-400`), `${route}: ${stemOf(face)}`).toBe(false);
    }
  });
});
