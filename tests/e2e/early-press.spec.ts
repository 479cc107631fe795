/**
 * A press before a form's island has hydrated counts. The page's scripts are held back here so the
 * press lands on the server-rendered form, as a visitor's first tap does on a slow phone; before,
 * "Match Kundalis" then did nothing (the native submission reloaded the empty page) and a typed name
 * was lost when React took the form over.
 */
import { expect, test, type Page } from '@playwright/test';

/** Holds an island's JavaScript (scripts under /_astro/ named by `island`; not the page's own small scripts) back until `release` is called. */
async function holdScripts(page: Page, island: RegExp): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith('/_astro/') && island.test(url.pathname),
    async (route) => {
      await gate;
      await route.continue();
    },
  );
  return release;
}

/** The matching island's component and Astro's React renderer (client.*.js). */
const MATCH_ISLAND = /\/(MatchApp|client)\.[\w-]+\.js$/;

test.describe('/kundali-matching before its island hydrates', () => {
  test('"Match Kundalis" shows what is missing, and the name typed meanwhile is kept', async ({ page }) => {
    const release = await holdScripts(page, MATCH_ISLAND);
    await page.goto('/kundali-matching', { waitUntil: 'domcontentloaded' });
    await page.locator('#bride-name').fill('Sita');
    await page.getByRole('button', { name: 'Match Kundalis' }).click();
    // Nothing reloaded or navigated: the press waits for the form.
    await expect(page).toHaveURL(/\/kundali-matching$/);
    release();
    await expect(page.locator('.form-summary')).toHaveText('Please fix the fields marked below.');
    await expect(page.locator('#bride-name')).toHaveValue('Sita');
    await expect(page.locator('#groom-name')).toHaveAccessibleDescription(/Please enter the full name/);
    await expect(page.locator('#bride-name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#bride-place-error')).toContainText('Please choose or type the place of birth.');
  });

  test('a date and a time typed before hydration are both kept', async ({ page }) => {
    const release = await holdScripts(page, MATCH_ISLAND);
    await page.goto('/kundali-matching', { waitUntil: 'domcontentloaded' });
    await page.locator('#bride-name').fill('Sita');
    await page.locator('#bride-date').fill('04/03/1992');
    await page.locator('#bride-time').fill('10:00 AM');
    release();
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await page.getByRole('button', { name: 'Match Kundalis' }).click();
    await expect(page.locator('#bride-name')).toHaveValue('Sita');
    await expect(page.locator('#bride-date')).toHaveValue('04/03/1992');
    await expect(page.locator('#bride-time')).toHaveValue('10:00 AM');
    await expect(page.locator('#bride-date-error')).toHaveCount(0);
    await expect(page.locator('#bride-time-error')).toHaveCount(0);
  });

  test('/hi: the press counts in Hindi too', async ({ page }) => {
    const release = await holdScripts(page, MATCH_ISLAND);
    await page.goto('/hi/kundali-matching', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'कुंडली मिलाएँ' }).click();
    release();
    await expect(page.locator('.form-summary')).toHaveText('कृपया नीचे चिह्नित फ़ील्ड ठीक करें।');
    await expect(page).toHaveURL(/\/hi\/kundali-matching$/);
  });
});

test('home: Enter in the name field before the form hydrates counts as a press of Generate Kundali', async ({ page }) => {
  const release = await holdScripts(page, /\/hydrateLanding\.[\w-]+\.js$/);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.locator('#birth-name').fill('');
  await page.locator('#birth-name').press('Enter');
  await expect(page).toHaveURL(/\/$/);
  release();
  await expect(page.locator('#birth-name')).toHaveAccessibleDescription(/name/i);
});
