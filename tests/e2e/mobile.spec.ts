/**
 * Mobile at 390 px (issue 36, item 6): no page scrolls sideways; every table either fits its column or sits in
 * a scroll box (.table-scroll, a keyboard-reachable region) whose hint shows while it can scroll; the chart
 * drawings' labels are drawn at a legible size; with an on-screen keyboard up, the address picker's results show
 * above it (without pickers/keyboard-room.ts this popup ends at 576 px, under a keyboard from 400 px).
 */
import { expect, test, type Page } from '@playwright/test';
import { FIXED_MATCH_QUERY, fixedBirthQuery } from './support/fixed-birth';
import { renderSkippedContent } from './support/rendered';

const BIRTH = fixedBirthQuery().toString();
const MATCH = FIXED_MATCH_QUERY.toString();
/** Smallest drawn size of a chart label at 390 px, CSS px: the smallest body text the site uses elsewhere is 12 px. */
const MIN_CHART_LABEL_PX = 11;

/** Pages with tables or charts, each with what shows once it has loaded. */
const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: `/detailed-kundali?${BIRTH}`, ready: (page) => expect(page.locator('.bav-table').first()).toBeAttached({ timeout: 30_000 }) },
  { path: `/hi/detailed-kundali?${BIRTH}`, ready: (page) => expect(page.locator('.bav-table').first()).toBeAttached({ timeout: 30_000 }) },
  { path: `/birth-chart?${BIRTH}`, ready: (page) => expect(page.locator('.result-table')).toBeVisible({ timeout: 30_000 }) },
  { path: `/kundali-matching?${MATCH}`, ready: (page) => expect(page.locator('.match-table').first()).toBeVisible({ timeout: 30_000 }) },
  { path: '/panchang', ready: (page) => expect(page.locator('.panchang__table').first()).toBeVisible({ timeout: 30_000 }) },
  { path: '/pricing', ready: (page) => expect(page.locator('table')).toBeVisible() },
  { path: '/', ready: (page) => expect(page.locator('form')).toBeVisible() },
];

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path, ready } of PAGES) {
    test(`${path.split('?')[0]}: no sideways scroll, tables in their boxes, chart labels legible`, async ({ page }) => {
      await page.goto(path);
      await ready(page);
      await renderSkippedContent(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      const tables = await page.evaluate(() =>
        [...document.querySelectorAll('table')]
          .filter((table) => table.getClientRects().length > 0 && !table.closest('.visually-hidden'))
          .map((table) => {
            const box = table.closest<HTMLElement>('.table-scroll');
            const parent = table.parentElement!;
            return {
              name: table.className || table.querySelector('caption')?.textContent || 'table',
              fits: table.getBoundingClientRect().width <= parent.getBoundingClientRect().width + 0.5,
              inBox: box !== null,
              region: box?.getAttribute('role') === 'region' && box.tabIndex === 0,
              scrolls: box ? box.scrollWidth > box.clientWidth : false,
              hinted: box?.hasAttribute('data-scroll-hint') ?? false,
              hint: box ? getComputedStyle(box, '::before').visibility === 'visible' : false,
            };
          }),
      );
      for (const table of tables) {
        expect(table.fits || table.inBox, `${table.name} overflows without a scroll box`).toBe(true);
        if (!table.inBox) continue;
        expect(table.region, `${table.name}'s box is a focusable region`).toBe(true);
        // The hint line, in the page's language, shows exactly while the box can scroll.
        expect(table.hinted, `${table.name}'s box has its hint`).toBe(true);
        expect(table.hint, `${table.name}: hint shown = scrolls`).toBe(table.scrolls);
      }

      const smallest = await page.evaluate(() => {
        let min = Infinity;
        for (const text of document.querySelectorAll<SVGTextElement>('svg.chart-svg text')) {
          if (text.getClientRects().length === 0 || !text.textContent?.trim()) continue;
          const scale = text.getScreenCTM()?.a ?? 1;
          min = Math.min(min, parseFloat(getComputedStyle(text).fontSize) * scale);
        }
        return min;
      });
      expect(smallest, 'smallest chart label, px').toBeGreaterThanOrEqual(MIN_CHART_LABEL_PX);
    });
  }
});

test.describe('at 390 px with the on-screen keyboard up', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the address picker’s results show above the keyboard', async ({ page }) => {
    // Headless Chromium has no on-screen keyboard: the visual viewport is made to say one covers the bottom 444 px.
    const VISIBLE_PX = 400;
    await page.addInitScript((height) => {
      const target = new EventTarget();
      Object.defineProperty(window, 'visualViewport', {
        value: Object.assign(target, { height, width: 390, offsetTop: 0, offsetLeft: 0, pageTop: 0, pageLeft: 0, scale: 1 }),
      });
    }, VISIBLE_PX);
    await page.goto('/');
    await page.locator('#birth-name').focus();
    await expect(page.locator('form.birth-form[data-ready="true"]')).toHaveCount(1);
    await page.locator('#birth-place').click();
    const search = page.getByRole('combobox', { name: 'Search addresses...' });
    await search.fill('Pune');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect
      .poll(() => page.locator('.address-picker__popup').evaluate((popup) => Math.round(popup.getBoundingClientRect().bottom)))
      .toBeLessThanOrEqual(VISIBLE_PX);
    expect((await search.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    const firstOption = (await page.getByRole('option').first().boundingBox())!;
    expect(firstOption.y + firstOption.height).toBeLessThanOrEqual(VISIBLE_PX);
  });
});
