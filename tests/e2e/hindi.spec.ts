/**
 * Every route in Hindi (/hi/…), one visit each checking all of: status 200, `lang="hi"` and
 * `dir="ltr"`, one <h1>, hreflang alternates for every language and x-default, ≥ 90 % of the
 * visible letters in Devanagari (proper names in site/i18n/proper-names.ts excepted), axe clean,
 * no CSP violation or console error, every face preloaded, the site's words drawn by its Hindi face
 * as by the whole Devanagari face, and that face loaded only for a visitor's Devanagari words. Then the language switch: it keeps the page, the query and the
 * hash, and the remembered choice takes later visits to the chosen language; and the sitemap lists
 * both languages. Runs against the built site served by the local host.
 */
import { expect, test, type Page } from '@playwright/test';
import { localizePath } from '../../site/i18n/paths';
import { LOCALES } from '../../shared/i18n/locale';
import { letterCounts, withoutProperNames } from '../../site/i18n/proper-names';
import { expectNoAxeViolations } from './support/axe';
import { renderSkippedContent } from './support/rendered';
import { latePageFaces, systemFontUses, wholeDevanagariFetched } from './support/fonts';
import { runsDrawnUnlikeWholeFace, showsDevanagariOpenText, siteDevanagariRuns } from './support/hindi-face';
import { collectCspViolations, hydrateIslands, watchPage } from './support/page-health';
import { PAGE_ROUTES } from './support/routes';
import { MIN_DEVANAGARI_SHARE } from './support/devanagari';

const SITE = 'https://kundali-ai.example';
/**
 * Pages whose words are mostly an island's, which the islands' Hindi (hindi-app) has not reached
 * yet: listed here, visibly skipped, and removed as they pass.
 */
const AWAITING_ISLAND_HINDI = new Set<string>([]);

/** The seeded birth's place label: the places index writes labels in Latin letters (a proper name, as GeoNames spells it). */
const SEEDED_PLACE = 'Pune, Maharashtra, India';

/** The birth the chat needs (as the landing form saves it), so /hi/chat shows the chat, not a redirect; a Hindi visitor's name in Devanagari. */
function seedBirth(): void {
  const place = { address: 'Pune, Maharashtra, India', lat: 18.5196, lon: 73.8553, zone: 'Asia/Kolkata' };
  sessionStorage.setItem('kundali.birth', JSON.stringify({ name: 'आशा राव', birthDate: '1992-03-14', timeOfBirth: '06:45', place }));
  sessionStorage.setItem(
    'userInfo',
    JSON.stringify({ name: 'आशा राव', birthDate: '1992-03-14', timeOfBirth: '06:45', address: place.address }),
  );
}

/** Devanagari and other letters of the page's visible text (innerText skips hidden elements). */
async function visibleLetters(page: Page): Promise<{ devanagari: number; other: number; sample: string }> {
  await renderSkippedContent(page);
  const text = withoutProperNames(await page.locator('body').innerText(), [SEEDED_PLACE]);
  const counts = letterCounts(text);
  // The Latin words left, for the failure message.
  const latin = [...new Set(text.match(/[A-Za-z][A-Za-z'-]+/g) ?? [])].slice(0, 40).join(' ');
  return { ...counts, sample: latin };
}

const HINDI_ROUTES = [
  ...PAGE_ROUTES.map((route) => ({ ...route, hindi: localizePath('hi', route.path) })),
  { path: '/404', hindi: '/hi/404', h1: '', interactive: false },
];

for (const route of HINDI_ROUTES) {
  const awaiting = AWAITING_ISLAND_HINDI.has(route.path);
  test(`${route.hindi} is Hindi: lang, hreflang, ≥ 90 % Devanagari, axe clean`, async ({ page }) => {
    test.skip(awaiting, `${route.path}: its island's Hindi strings have not landed yet`);
    // axe over a long Hindi page took up to 60 s on the loaded 2-core machine.
    test.setTimeout(120_000);
    const problems = await watchPage(page);
    if (route.path === '/chat' || route.path === '/detailed-kundali') await page.addInitScript(seedBirth);
    const response = await page.goto(route.hindi);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('h1')).toHaveCount(1);
    if (route.interactive) await hydrateIslands(page);
    // The report comes from the API after hydration; its prose is what this page's check is about.
    if (route.path === '/detailed-kundali') await expect(page.locator('#predictions-title')).toBeVisible({ timeout: 30_000 });

    if (route.path !== '/404') {
      // The 404 page answers any address, so it names neither a canonical address nor alternates.
      const alternates = page.locator('head link[rel="alternate"][hreflang]');
      const english = `${SITE}${route.path}`;
      expect(await alternates.evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]))).toEqual([
        ...LOCALES.map((locale) => [locale, `${SITE}${localizePath(locale, route.path)}`]),
        ['x-default', english],
      ]);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${route.hindi}`);
    }

    const letters = await visibleLetters(page);
    const share = letters.devanagari / (letters.devanagari + letters.other);
    expect(share, `Devanagari share ${share.toFixed(3)}; Latin words: ${letters.sample}`).toBeGreaterThanOrEqual(MIN_DEVANAGARI_SHARE);

    await expectNoAxeViolations(page);
    await collectCspViolations(page, problems);
    expect(problems.cspViolations, 'CSP violations').toEqual([]);
    expect(problems.pageErrors, 'uncaught exceptions').toEqual([]);
    expect(problems.consoleErrors, 'console errors').toEqual([]);
    expect(await systemFontUses(page), 'text drawn in a system font').toEqual([]);
    expect(await latePageFaces(page), 'text faces not preloaded with the HTML (they shift the text when they land)').toEqual([]);
    // The site's words come out of its Hindi face as out of the whole one; the whole face comes only for open text
    // (the seeded visitor's name, आशा राव, on the chat and the report).
    expect(await runsDrawnUnlikeWholeFace(await siteDevanagariRuns(page)), 'words the site face draws unlike the whole face').toEqual([]);
    expect(await wholeDevanagariFetched(page), 'the whole Devanagari face loaded exactly when open text shows Devanagari').toBe(
      await showsDevanagariOpenText(page),
    );
  });
}

test('a visitor’s Devanagari name: its whole face is asked for with the chart, not once the heading draws it', async ({ page }) => {
  await page.addInitScript(seedBirth);
  await page.goto('/hi/detailed-kundali');
  await expect(page.locator('#kundali-for')).toHaveClass(/\bopen-text\b/, { timeout: 30_000 });
  const timing = await page.evaluate(async () => {
    await document.fonts.ready;
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const face = entries.find((e) => /\/noto-sans-devanagari-700-normal\b[^/]*\.woff2$/.test(e.name));
    const chart = entries.find((e) => new URL(e.name).pathname === '/api/chart');
    return { faceStart: face?.startTime, chartEnd: chart?.responseEnd };
  });
  expect(timing.faceStart, 'the whole Devanagari face at 700 was fetched').toBeDefined();
  expect(timing.chartEnd, 'the chart was fetched').toBeDefined();
  expect(timing.faceStart!).toBeLessThan(timing.chartEnd!);
});

test('the language switch keeps page, query and hash, and the choice is remembered', async ({ page }) => {
  await page.goto('/about-us?ref=mail#values');
  await page.locator('.language-switch a[hreflang="hi"]').click();
  await expect(page).toHaveURL(/\/hi\/about-us\?ref=mail#values$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // Remembered: an English address now leads to its Hindi copy, query kept.
  await page.goto('/faq?x=1');
  await expect(page).toHaveURL(/\/hi\/faq\?x=1$/);
  // Choosing English is remembered the same way.
  await page.locator('.language-switch a[hreflang="en"]').click();
  await expect(page).toHaveURL(/\/faq\?x=1$/);
  await page.goto('/hi/team');
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('sitemap.xml lists every page in both languages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const indexed = ['/', '/about-us', '/faq', '/pricing', '/blog/what-is-a-kundali', '/guides/getting-started', '/panchang'];
  for (const path of indexed) {
    expect(sitemap).toContain(`<loc>${SITE}${path}</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}${localizePath('hi', path)}</loc>`);
  }
});

test('an unknown /hi/… address answers 404 and shows the Hindi not-found page at that address', async ({ page }) => {
  const response = await page.goto('/hi/no-such-page?x=1');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page).toHaveURL(/\/hi\/no-such-page\?x=1$/);
  const letters = await visibleLetters(page);
  expect(letters.devanagari / (letters.devanagari + letters.other), letters.sample).toBeGreaterThanOrEqual(MIN_DEVANAGARI_SHARE);
  // English addresses keep the English page.
  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/no-such-page$/);
});
