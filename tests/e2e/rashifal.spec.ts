/**
 * /rashifal and /rashifal/{sign} in a browser, in English and Hindi, at 390 px and 1280 px: the
 * index shows the twelve signs with today's tones and links to their pages; a sign page shows the
 * reading of a day at New Delhi, and choosing the week or another date loads a new reading (its
 * dates are the API's); axe finds nothing and nothing overflows the viewport.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { RASHIFAL_SIGNS } from './support/routes';

// Each reading is computed by the API on request (twelve at once on the index); give a loaded machine time.
const expect = baseExpect.configure({ timeout: 60_000 });
const DELHI = 'lat=28.6139&lon=77.209&tz=Asia%2FKolkata&label=New+Delhi';
const LOCALES = [
  { prefix: '', index: 'Rashifal: Daily Horoscope for the 12 Moon Signs', mesha: 'Aries (Mesha) rashifal', week: 'Week', title: /^Aries/ },
  { prefix: '/hi', index: 'राशिफल: 12 चंद्र राशियों का दैनिक राशिफल', mesha: 'मेष राशिफल', week: 'सप्ताह', title: /^मेष/ },
];
const WIDTHS = [390, 1280];

const noOverflow = async (page: import('@playwright/test').Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

test.describe('rashifal pages', () => {
  test.setTimeout(240_000);
  for (const l of LOCALES) {
    for (const width of WIDTHS) {
      test(`${l.prefix || '/en'} rashifal index at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${l.prefix}/rashifal`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.index);
        for (const sign of RASHIFAL_SIGNS) {
          const card = page.getByTestId(`sign-card-${sign.slug}`);
          await expect(card.getByRole('link')).toHaveAttribute('href', `${l.prefix}/rashifal/${sign.slug}`);
        }
        // Every card's tones come from its day's reading: one per life area (five).
        await expect(page.locator('.rashifal-card__tones li')).toHaveCount(12 * 5);
        await noOverflow(page);
        await expectNoAxeViolations(page, 'rashifal index');
      });

      test(`${l.prefix || '/en'} mesha: tabs and date reload the reading at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${l.prefix}/rashifal/mesha?period=day&date=2026-11-08&${DELHI}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.mesha);
        const reading = page.getByTestId('rashifal-reading');
        await expect(reading).toHaveAttribute('data-period', 'day');
        await expect(reading).toHaveAttribute('data-from', '2026-11-08');
        await expect(reading.locator('.rashifal__section')).toHaveCount(5);
        await expect(reading.locator('.rashifal__section p').first()).not.toBeEmpty();
        await expect(reading.locator('.rashifal__why li').first()).toBeVisible();
        await expect(page.getByTestId('rashifal-saturn')).not.toBeEmpty();
        await expect(page).toHaveTitle(l.title);
        await noOverflow(page);
        await expectNoAxeViolations(page, 'rashifal sign');

        await page.getByRole('button', { name: l.week, exact: true }).click();
        await expect(reading).toHaveAttribute('data-period', 'week');
        await expect(page).toHaveURL(/period=week/);

        await page.locator('.rashifal__date input').fill('2027-03-15');
        await expect(page).toHaveURL(/date=2027-03-15/);
        await expect(reading).toHaveAttribute('data-period', 'week');
        await expect(reading).toHaveAttribute('data-from', /^2027-03-/);
        await noOverflow(page);
      });
    }
  }

  test('the sign page names the sign before the reading loads', async ({ page }) => {
    await page.route('**/api/rashifal**', () => new Promise(() => {}));
    await page.goto('/rashifal/vrischika');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scorpio (Vrishchika) rashifal');
    await expect(page).toHaveTitle(/^Scorpio \(Vrishchika\) Rashifal/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Scorpio \(Vrishchika\) rashifal/);
  });
});
