/**
 * No page scrolls sideways, on a phone (390 px) or a desktop (1280 px): every route of the site, and the
 * views that show a result (the report, the quick chart, a match, the chat, a panchang day), in English,
 * and the app pages in Hindi, whose words run longer. Checked as the browser lays the page out:
 * `document.scrollingElement.scrollWidth` must not exceed `innerWidth` (a table too wide for the screen
 * scrolls in its own box instead).
 */
import { expect, test, type Page } from '@playwright/test';
import { localizePath } from '../../site/i18n/paths';
import { fixedBirthQuery } from './support/fixed-birth';
import { PAGE_ROUTES } from './support/routes';

const WIDTHS = [390, 1280] as const;

/** The birth the chat reads (so /chat shows a conversation, not a redirect to the form). */
const STORED_BIRTH = JSON.stringify({
  name: 'Asha Rao',
  birthDate: '1990-08-16',
  timeOfBirth: '14:31',
  place: { address: 'Mumbai, Maharashtra, India', lat: 19.07283, lon: 72.88261, zone: 'Asia/Kolkata' },
});

/** Both persons of a match as the page's query (the API's prefixed names). */
function matchQuery(): URLSearchParams {
  const query = new URLSearchParams({ ayanamsa: 'LAHIRI' });
  for (const [key, value] of fixedBirthQuery())
    if (key !== 'ayanamsa') query.set(`bride${key.charAt(0).toUpperCase()}${key.slice(1)}`, value);
  for (const [key, value] of Object.entries({
    name: 'Ravi Kumar',
    date: '1990-05-17',
    time: '08:15',
    lat: '28.65',
    lon: '77.23',
    tz: 'Asia/Kolkata',
    place: 'Delhi',
  }))
    query.set(`groom${key.charAt(0).toUpperCase()}${key.slice(1)}`, value);
  return query;
}

/** A page to check, and what shows that its content has been drawn. */
interface Checked {
  path: string;
  ready?: string;
}

const RESULTS: Checked[] = [
  { path: `/detailed-kundali?${fixedBirthQuery().toString()}`, ready: '#disclaimer-title' },
  { path: `/birth-chart?${fixedBirthQuery().toString()}`, ready: '#dasha-title' },
  { path: `/kundali-matching?${matchQuery().toString()}`, ready: '[data-testid="match-total"]' },
  { path: '/chat', ready: '.chat-message.from-ai' },
  { path: '/panchang?date=2026-12-07', ready: '.panchang__title' },
];

/** One page of each kind: the first rashifal sign, blog post and guide stand for the others (the same template). */
const ONE_OF_EACH = PAGE_ROUTES.filter((route, index, all) => {
  const kind = /^\/(rashifal|blog|guides)\/./.exec(route.path)?.[1];
  return !kind || all.findIndex((other) => other.path.startsWith(`/${kind}/`)) === index;
});

const ENGLISH: Checked[] = [...ONE_OF_EACH.filter((route) => route.path !== '/chat').map((route) => ({ path: route.path })), ...RESULTS];
const HINDI: Checked[] = [
  ...['/', '/birth-chart', '/festivals', '/muhurta', '/rashifal', '/my-charts', '/faq', '/pricing'].map((path) => ({ path })),
  ...RESULTS,
].map((checked) => ({ ...checked, path: localizePath('hi', checked.path) }));

/** How far the page reaches past the window's right edge, CSS px (0 or less: no sideways scroll). */
const overflowPx = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/** Opens each page at 1280 px, then narrows it to 390 px, and measures both. */
async function checkPages(page: Page, pages: readonly Checked[]): Promise<void> {
  await page.addInitScript((birth) => localStorage.setItem('kundali.birth', birth), STORED_BIRTH);
  const wide: string[] = [];
  for (const { path, ready } of pages) {
    await page.setViewportSize({ width: WIDTHS[1], height: 900 });
    await page.goto(path);
    if (ready) await expect(page.locator(ready).first()).toBeVisible({ timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 30_000 });
    for (const width of [WIDTHS[1], WIDTHS[0]]) {
      await page.setViewportSize({ width, height: 900 });
      // One frame for the new layout.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const over = await overflowPx(page);
      if (over > 0) wide.push(`${path} at ${width} px: ${over} px too wide`);
    }
  }
  expect(wide).toEqual([]);
}

/** The pages in two halves, so the two workers share them. */
const halves = <T>(list: readonly T[]): [T[], T[]] => [list.slice(0, Math.ceil(list.length / 2)), list.slice(Math.ceil(list.length / 2))];

for (const [language, pages] of [
  ['English', ENGLISH],
  ['Hindi', HINDI],
] as const) {
  halves(pages).forEach((half, index) => {
    test(`${language} pages, part ${index + 1}: nothing wider than the window at 390 and 1280 px`, async ({ page }) => {
      test.setTimeout(180_000);
      await checkPages(page, half);
    });
  });
}
