/**
 * The installed site offline (issue 36): after one visit online the service worker has kept the
 * pages and their files; with the network cut (context.setOffline) the site opens, the panchang of
 * the saved place seen online today shows again, /my-charts lists a chart saved in this browser and
 * opens it, and a birth never seen before is computed in the browser by the engine, loaded then. The signs and nakshatras shown offline are compared with the
 * API's answer for the same births, fetched online first. Also Chrome's own installability check
 * (CDP Page.getInstallabilityErrors: an empty list), which Lighthouse 12+ no longer audits
 * (docs/decisions/installable-offline.md).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { ChartModel } from '../../shared/model/chart';
import { PENDING_CHARTS_KEY } from '../../site/lib/account-api';
import { fixedBirthQuery } from './support/fixed-birth';
import { signupConfirmPath } from '../support/outbox-mail';

// Other specs block service workers (their route mocks must see every request); this one needs it.
test.use({ serviceWorkers: 'allow' });

const SAVED = fixedBirthQuery();
const NEW = fixedBirthQuery({
  name: 'Ravi Iyer',
  date: '1985-11-02',
  time: '06:10',
  lat: '28.6139',
  lon: '77.209',
  place: 'New Delhi, India',
});

/** The API's chart for a birth query (online). */
async function apiChart(page: Page, query: URLSearchParams): Promise<ChartModel> {
  const response = await page.request.get(`/api/chart?${query.toString()}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { chart: ChartModel }).chart;
}

/** The report shows the chart's own signs and nakshatras. */
async function expectChart(page: Page, chart: ChartModel): Promise<void> {
  await expect(page.getByRole('heading', { name: `Kundali for ${chart.input.name}` })).toBeVisible();
  for (const g of chart.grahas) {
    await expect(page.getByTestId(`sign-${g.graha}`)).toHaveText(g.rasi);
    await expect(page.getByTestId(`nakshatra-${g.graha}`)).toHaveText(g.nakshatra);
  }
  await expect(page.locator('.birth-facts')).toContainText(`${chart.lagna.rasi} `);
}

test('offline after one visit: the site opens, shows the saved place’s panchang and a saved chart, and computes a new one', async ({
  page,
  context,
}) => {
  const saved = await apiChart(page, SAVED);
  const fresh = await apiChart(page, NEW);

  // One visit online: the worker installs and keeps the pages; a chart is saved in this browser.
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.evaluate(([key, birth]) => localStorage.setItem(key, JSON.stringify([{ name: birth.name, relation: 'self', birth }])), [
    PENDING_CHARTS_KEY,
    Object.fromEntries(SAVED),
  ] as const);

  // The panchang of a saved place, seen online today.
  await page.goto('/panchang');
  await page.locator('#panchang-place').click();
  await page.getByRole('combobox', { name: 'Search addresses...' }).fill('Chennai');
  await page.getByRole('option', { name: /^Chennai, Tamil Nadu, India/ }).click();
  await expect(page.locator('#panchang-place')).toContainText('Chennai');
  const elements = page.locator('.panchang__elements');
  await expect(elements).toBeVisible();
  const panchangOnline = await elements.textContent();

  await context.setOffline(true);
  expect(
    await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'reached',
        () => 'unreachable',
      ),
    ),
  ).toBe('unreachable');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/panchang');
  await expect(page.locator('#panchang-place')).toContainText('Chennai');
  await expect(elements).toHaveText(panchangOnline!);

  await page.goto('/my-charts');
  await page.getByRole('link', { name: 'Asha Rao' }).click();
  await expectChart(page, saved);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

  await page.goto(`/detailed-kundali?${NEW.toString()}`);
  await expectChart(page, fresh);
  await expect(page.getByRole('status').filter({ hasText: 'computed on this device' })).toBeVisible();

  await context.setOffline(false);
});

test('signed in: the account’s charts as last loaded show offline, and are dropped when the account signs out', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const email = `offline.${Date.now()}@example.com`;
  const post = (path: string, body: unknown) =>
    page.evaluate(
      async ([p, b]) =>
        (await fetch(`/api/${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) })).status,
      [path, body] as const,
    );
  expect(await post('auth/signup', { name: 'Offline Test', email, password: 'a long enough password' })).toBe(202);
  const token = (await signupConfirmPath(join(process.env.E2E_DATA_DIR!, 'outbox'), email)).split('#confirm=')[1];
  expect(await post('auth/confirm-signup', { token })).toBe(201);
  expect(await post('charts', { name: 'Ravi Iyer', relation: 'friend', birth: Object.fromEntries(NEW) })).toBe(201);
  await page.goto('/my-charts');
  await expect(page.getByRole('heading', { name: 'Saved charts (1)' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline: these are your charts as this browser last loaded them.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Kundali of Ravi Iyer' })).toBeVisible();
  await context.setOffline(false);

  // Signing out passes through the worker, which drops the kept list (the next person never sees it).
  expect(await post('auth/logout', {})).toBe(200);
  await expect.poll(() => page.evaluate(() => caches.has('kept-account'))).toBe(false);
});

test('Chrome finds the site installable (manifest, icons, service worker)', async ({ playwright, baseURL }, testInfo) => {
  // Chrome never offers to install from an incognito profile, which every Playwright context is: a profile on disk.
  const profile = mkdtempSync(join(tmpdir(), 'kundali-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
