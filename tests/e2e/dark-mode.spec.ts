/**
 * Dark mode (issue 36, item 5): the site follows the system's colour scheme, the top bar's toggle overrides
 * it for the visitor and is kept across a reload, and every main page meets WCAG AA colour contrast in both
 * schemes (axe's color-contrast rule, with Playwright's emulated prefers-color-scheme). The other specs run
 * the whole axe rule set in the light scheme.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fixedBirthQuery } from './support/fixed-birth';
import { renderSkippedContent } from './support/rendered';

const BIRTH = fixedBirthQuery().toString();
/** A birth in the chat's store, so /chat opens on a conversation (the built-in reader answers). */
const CHAT_BIRTH = {
  name: 'Asha Rao',
  birthDate: '1992-03-14',
  timeOfBirth: '06:45',
  place: { address: 'Pune, Maharashtra, India', lat: 18.5196, lon: 73.8553, zone: 'Asia/Kolkata' },
};

/** The main pages, each with what shows once it has loaded. */
const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: (page) => expect(page.locator('form')).toBeVisible() },
  { path: `/detailed-kundali?${BIRTH}`, ready: (page) => expect(page.locator('.chart-svg').first()).toBeVisible({ timeout: 30_000 }) },
  { path: `/hi/detailed-kundali?${BIRTH}`, ready: (page) => expect(page.locator('.chart-svg').first()).toBeVisible({ timeout: 30_000 }) },
  { path: `/birth-chart?${BIRTH}`, ready: (page) => expect(page.locator('.chart-svg').first()).toBeVisible({ timeout: 30_000 }) },
  { path: '/kundali-matching', ready: (page) => expect(page.locator('form').first()).toBeVisible() },
  { path: '/panchang', ready: (page) => expect(page.locator('.panchang__table').first()).toBeVisible({ timeout: 30_000 }) },
  { path: '/chat', ready: (page) => expect(page.locator('.chat-message.from-ai').first()).not.toBeEmpty({ timeout: 30_000 }) },
  {
    path: `/compare?${BIRTH}&profiles=astrosage,pyjhora`,
    ready: (page) => expect(page.locator('.compare__table')).toBeVisible({ timeout: 30_000 }),
  },
  { path: '/pricing', ready: (page) => expect(page.locator('table')).toBeVisible() },
  { path: '/faq', ready: (page) => expect(page.locator('.faq')).toBeVisible() },
];

async function expectContrastAA(page: Page, state: string): Promise<void> {
  await renderSkippedContent(page);
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withRules(['color-contrast'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  const found = results.violations.flatMap((v) => v.nodes.map((n) => `${state}: ${n.target.join(' ')} ${n.failureSummary ?? ''}`));
  expect(found, 'colour contrast below AA').toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`the ${colorScheme} scheme`, () => {
    test.use({ colorScheme });
    for (const { path, ready } of PAGES) {
      test(`${path.split('?')[0]} meets AA contrast`, async ({ page }) => {
        await page.addInitScript((birth) => sessionStorage.setItem('kundali.birth', JSON.stringify(birth)), CHAT_BIRTH);
        await page.goto(path);
        await ready(page);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toContain(colorScheme);
        await expectContrastAA(page, `${colorScheme} ${path.split('?')[0]}`);
      });
    }
  });
}

test.describe('the toggle', () => {
  test.use({ colorScheme: 'light' });

  test('overrides the system scheme before the first paint and is kept across a reload', async ({ page }) => {
    const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    await page.goto('/panchang');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const light = await background();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await background();
    expect(dark).not.toBe(light);

    // On reload the scheme is set while the head is parsed: when the body starts, the page is already dark.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.body) return;
        (window as unknown as { firstTheme: string | undefined }).firstTheme = document.documentElement.dataset.theme;
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { firstTheme: string | undefined }).firstTheme)).toBe('dark');
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    expect(await background()).toBe(dark);

    // Pressed again: light, kept in another page of the visit.
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await page.goto('/hi/panchang');
    await expect(page.getByRole('button', { name: 'डार्क मोड' })).toHaveAttribute('aria-pressed', 'false');
    expect(await background()).toBe(light);
  });

  test('follows the system scheme until pressed', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/faq');
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'false');
  });
});
