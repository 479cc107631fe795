/**
 * /panchang in a browser: the top bar links it; a place chosen with the picker is shown and
 * remembered; previous/next day and the month calendar move the date (and the shareable URL);
 * the page's figures are the API's; axe finds nothing; at 320 px and 1280 px nothing overflows
 * and the day timeline (coloured bars only, no text, so no font dependence) matches its snapshot.
 *   Update snapshots: E2E_PORT=7280 npx playwright test tests/e2e/panchang.spec.ts --update-snapshots
 */
import { expect as baseExpect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

// Each day is computed by the API on request; give a loaded machine time.
const expect = baseExpect.configure({ timeout: 20_000 });

const DELHI = 'date=2025-11-22&place=New+Delhi%2C+India&lat=28.6139&lon=77.209&tz=Asia%2FKolkata';

test.describe('/panchang', () => {
  test.setTimeout(120_000);
  test('choose a place, move between days, see the month', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Panchang' }).first().click();
    await expect(page).toHaveURL(/\/panchang/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily Panchang');

    await page.locator('#panchang-place').click();
    await page.getByRole('combobox', { name: 'Search addresses...' }).fill('Chennai');
    await page.getByRole('option', { name: /^Chennai, Tamil Nadu, India/ }).click();
    await expect(page.locator('#panchang-place')).toContainText('Chennai');
    await expect(page).toHaveURL(/place=Chennai/);

    await page.locator('input[type="date"]').fill('2026-03-10');
    await expect(page).toHaveURL(/date=2026-03-10/);
    const api = (await (await page.request.get(`/api/panchang${new URL(page.url()).search}`)).json()) as {
      panchang: { tithi: { name: string }[]; sunrise: string };
    };
    await expect(page.locator('.panchang__title')).toContainText('Tuesday, 10 March 2026');
    await expect(page.locator('.panchang__card').first()).toContainText(api.panchang.sunrise.slice(11, 16));
    await expect(page.locator('.panchang__elements')).toContainText(api.panchang.tithi[0]!.name);

    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page).toHaveURL(/date=2026-03-11/);
    await expect(page.locator('.panchang__title')).toContainText('Wednesday, 11 March 2026');
    await page.getByRole('button', { name: 'Previous day' }).click();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page.locator('.panchang__title')).toContainText('Monday, 9 March 2026');

    await expect(page.getByRole('heading', { name: 'March 2026', exact: true })).toBeVisible();
    await expect(page.locator('.panchang__month .panchang__day')).toHaveCount(31);
    await page.locator('.panchang__month .panchang__day', { hasText: /^20/ }).click();
    await expect(page).toHaveURL(/date=2026-03-20/);
    await expect(page.locator('.panchang__day[aria-current="date"]')).toContainText('20');
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('heading', { name: 'April 2026', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'day and month');

    // The place is remembered: a fresh visit without a query shows Chennai again.
    await page.goto('/panchang');
    await expect(page.locator('#panchang-place')).toContainText('Chennai');
  });

  test('a shared URL shows that day; a polar night is stated, not computed', async ({ page }) => {
    await page.goto(`/panchang?${DELHI}`);
    await expect(page.locator('.panchang__title')).toContainText('Saturday, 22 November 2025');
    await expect(page.locator('.panchang__elements')).toContainText('Dwitiya');
    await expect(page.locator('.panchang__elements')).toContainText('Jyeshtha');
    await expect(page.locator('.panchang__legend')).toContainText('Rahu Kalam: 09:28 – 10:47');
    await page.goto('/panchang?date=2026-12-21&place=Longyearbyen&lat=78.22&lon=15.65&tz=Arctic%2FLongyearbyen');
    await expect(page.getByRole('alert').first()).toContainText('polar night');
    await expectNoAxeViolations(page, 'polar night');
  });

  test('a URL naming its place shows that place; an unknown name is refused on the place, not replaced', async ({ page }) => {
    // Before, the page ignored `place` without coordinates and showed New Delhi (or the remembered place) without a word.
    await page.goto('/panchang?date=2025-11-22&place=Mumbai');
    await expect(page.locator('.panchang__title')).toContainText('Saturday, 22 November 2025 · Mumbai, Maharashtra, India');
    await expect(page.locator('.panchang__elements')).toContainText('Dwitiya');
    await expect(page).toHaveURL(/lat=19\.07283&lon=72\.88261&tz=Asia%2FKolkata/);
    await page.goto('/panchang?date=2025-11-22&place=Xyzzyville');
    await expect(page.locator('#panchang-place')).toContainText('Xyzzyville');
    await expect(page.locator('#panchang-refusal')).toContainText('no place named "Xyzzyville"');
    await expect(page.locator('.panchang__title')).not.toContainText('Delhi');
    await expectNoAxeViolations(page, 'unknown place in the URL');
  });

  test('a date in the URL that does not exist is refused by name, never replaced by today or rolled over', async ({ page }) => {
    // Before: ?date=abc showed today's panchang without a word, and 2026-02-30 was titled "Monday, 2 March 2026".
    await page.goto('/panchang?date=abc&place=Pune');
    await expect(page.locator('#panchang-refusal')).toContainText('date: expected YYYY-MM-DD, got "abc"');
    await expect(page.locator('.panchang__title')).toHaveText('abc · Pune');
    await expect(page.locator('.panchang__elements')).toHaveCount(0);
    await expect(page.getByText('expected a year')).toHaveCount(0);
    await page.goto('/panchang?date=2026-02-30&place=Pune');
    await expect(page.locator('#panchang-refusal')).toContainText('day 30 does not exist in 2026-02-30');
    await expect(page.locator('.panchang__title')).toHaveText('2026-02-30 · Pune');
    await expect(page.locator('.panchang__title')).not.toContainText('March');
  });

  for (const width of [320, 1280]) {
    test(`fits ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/panchang?${DELHI}`);
      await expect(page.locator('.panchang__elements')).toContainText('Dwitiya');
      await expect(page.locator('.panchang__month .panchang__day')).toHaveCount(30);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.locator('.panchang__timeline')).toHaveScreenshot(`panchang-timeline-${width}.png`);
      await page.screenshot({ path: test.info().outputPath(`panchang-${width}.png`), fullPage: true });
    });
  }
});
