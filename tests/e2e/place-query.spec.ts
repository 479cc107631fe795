/**
 * A page URL that names the birth place instead of giving coordinates — the form `GET /api/chart`
 * accepts ("?name=Asha&date=1990-05-15&time=14:30&place=Delhi, India") — opens the chart: the API
 * resolves the place and the URL then holds the coordinates and zone it used. An unknown or
 * ambiguous place keeps everything the URL gave, with the API's refusal on the place (before, both
 * pages said "No birth details yet" and the form came up empty).
 */
import { expect, test } from '@playwright/test';
import type { ChartModel } from '../../shared/model/chart';
import { kundaliText } from '../../site/i18n/kundali';
import { expectNoAxeViolations } from './support/axe';
import { collectCspViolations, watchPage } from './support/page-health';

const NAMED = new URLSearchParams({ name: 'Asha', date: '1990-05-15', time: '14:30', place: 'Delhi, India' });
const withPlace = (place: string) => {
  const query = new URLSearchParams(NAMED);
  query.set('place', place);
  return query.toString();
};

test('/detailed-kundali with a place name shows the chart the API casts for it', async ({ page }) => {
  const problems = await watchPage(page);
  const response = await page.request.get(`/api/chart?${NAMED.toString()}&ayanamsa=LAHIRI&detail=full`);
  expect(response.status()).toBe(200);
  const chart = ((await response.json()) as { chart: ChartModel }).chart;
  await page.goto(`/detailed-kundali?${NAMED.toString()}`);
  await expect(page.getByRole('heading', { name: 'Kundali for Asha' })).toBeVisible();
  for (const g of chart.grahas) await expect(page.getByTestId(`sign-${g.graha}`)).toHaveText(g.rasi);
  await expect(page.locator('.birth-facts')).toContainText(`${chart.lagna.rasi} `);
  // The URL now carries what the API used, so a reload or a shared link casts the same chart directly.
  const url = new URL(page.url());
  expect(url.searchParams.get('lat')).toBe(String(chart.input.lat));
  expect(url.searchParams.get('lon')).toBe(String(chart.input.lon));
  expect(url.searchParams.get('tz')).toBe('Asia/Kolkata');
  expect(url.searchParams.get('place')).toBe('Delhi, India');
  await expectNoAxeViolations(page, 'report from a place name');
  await collectCspViolations(page, problems);
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
});

test('/birth-chart with a place name opens the result; an unknown place keeps the URL values in the form', async ({ page }) => {
  await page.goto(`/birth-chart?${NAMED.toString()}`);
  await expect(page.getByRole('heading', { name: 'Kundli & Planetary Position' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('tz')).toBe('Asia/Kolkata');

  await page.goto(`/birth-chart?${withPlace('Xyzzyville')}`);
  await expect(page.locator('#bc-name')).toHaveValue('Asha');
  await expect(page.locator('#bc-date')).toHaveValue('15/05/1990');
  await expect(page.locator('#bc-place')).toContainText('Xyzzyville');
  // English pages show the API's own message (site/i18n/birth-refusal.ts).
  await expect(page.locator('#bc-place-error')).toContainText('no place named "Xyzzyville"');
  await expectNoAxeViolations(page, 'form with an unknown place');
});

test('/hi/detailed-kundali with an ambiguous place: the refusal in Hindi, and the form keeps the values', async ({ page }) => {
  await page.goto(`/hi/detailed-kundali?${withPlace('Springfield')}`);
  await expect(page.getByText('“Springfield” नाम के कई स्थान हैं')).toBeVisible();
  await page.getByRole('link', { name: kundaliText.hi.editBirth }).click();
  await expect(page).toHaveURL(/\/hi\/birth-chart\?.*edit=1/);
  await expect(page.locator('#bc-name')).toHaveValue('Asha');
  await expect(page.locator('#bc-place')).toContainText('Springfield');
});
