/**
 * A saved person's "Today for you", calendar feed and weekly digest on My charts, in English and
 * Hindi, at 390 px and 1280 px: the day's tara shows under the name; "Calendar and weekly email"
 * makes a calendar link (shown once), which a calendar app then fetches without cookies, revokes
 * it, and turns the digest on and off. The report's Now section shows the same day for its birth.
 * The unsubscribe page without a token says so. axe at each state.
 */
import { join } from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { personTimingText } from '../../site/i18n/person-timing';
import { signupConfirmPath } from '../support/outbox-mail';

// Sign-up runs scrypt and writes storage: allow for a busy 2-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });
const outboxDir = () => join(process.env.E2E_DATA_DIR!, 'outbox');
const BIRTH = { name: 'Asha', date: '1990-05-15', time: '14:30', lat: '19.076', lon: '72.8777', tz: 'Asia/Kolkata', place: 'Mumbai' };

/** Signs up through the API and the mailed link, and saves one chart. */
async function signedUpWithChart(page: Page, email: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const asked = await page.request.post('/api/auth/signup', {
    data: { name: 'Asha Rao', email, password: 'correct horse battery' },
    headers: { origin },
  });
  expect(asked.status()).toBe(202);
  await page.goto(await signupConfirmPath(outboxDir(), email));
  await expect(page).toHaveURL(/\/my-charts$/);
  const saved = await page.request.post('/api/charts', { data: { name: 'Asha', relation: 'self', birth: BIRTH }, headers: { origin } });
  expect(saved.status()).toBe(201);
}

for (const locale of ['en', 'hi'] as const)
  for (const width of [390, 1280])
    test(`${locale} my charts: today for you, calendar link and weekly digest at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      const t = personTimingText[locale];
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await signedUpWithChart(page, `timing.${locale}.${width}.${Date.now()}@example.com`);
      await page.goto(locale === 'hi' ? '/hi/my-charts' : '/my-charts');
      const today = page.getByTestId('today-for-you').first();
      await expect(today.locator('[data-tara]')).toBeVisible();
      await expectNoAxeViolations(page, 'today for you');

      const controls = page.getByTestId('feed-controls').first();
      await controls.getByText(t.timingTitle).click();
      await expect(controls.getByText(t.feedNone)).toBeVisible();
      await controls.getByRole('button', { name: t.feedMake }).click();
      const url = await controls.getByTestId('feed-url').inputValue();
      expect(url).toMatch(/\/api\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
      await expectNoAxeViolations(page, 'feed made');
      // A calendar app: no cookie.
      const feed = await fetch(url);
      expect(feed.status).toBe(200);
      expect(await feed.text()).toContain('BEGIN:VCALENDAR');
      await controls.getByRole('button', { name: t.revoke }).click();
      await expect(controls.getByText(t.revoked)).toBeVisible();
      expect((await fetch(url)).status).toBe(404);

      const digest = controls.getByTestId('digest-toggle');
      await digest.check();
      await expect(controls.getByText(t.digestOn)).toBeVisible();
      await digest.uncheck();
      await expect(controls.getByText(t.digestOff)).toBeVisible();
      await expectNoAxeViolations(page, 'digest off');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

test('the unsubscribe page without a token says what to do', async ({ page }) => {
  await page.goto('/hi/unsubscribe');
  await expect(page.getByTestId('unsubscribe')).toHaveAttribute('data-state', 'missing');
  await expect(page.getByRole('alert')).toHaveText(personTimingText.hi.unsubscribeMissing);
  await expectNoAxeViolations(page, 'unsubscribe without a token');
});

for (const locale of ['en', 'hi'] as const)
  test(`${locale} report: the Now section's day, read for the person`, async ({ page }) => {
    test.setTimeout(120_000);
    const query = new URLSearchParams({ ...BIRTH, ayanamsa: 'LAHIRI', today: '2026-12-07' });
    await page.goto(`${locale === 'hi' ? '/hi' : ''}/detailed-kundali?${query}`);
    await page.getByTestId('now-section').scrollIntoViewIfNeeded();
    const today = page.getByTestId('today-for-you');
    await today.scrollIntoViewIfNeeded();
    await expect(today.getByRole('heading', { level: 2 })).toContainText(personTimingText[locale].todayTitle);
    await expect(today.locator('[data-tara]')).toBeVisible();
    await expectNoAxeViolations(page, 'report with today for you');
  });
