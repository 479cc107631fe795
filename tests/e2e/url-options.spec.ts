/**
 * Options a page reads from its URL (ayanamsa, node; the panchang's ayanamsa and sunrise) are never
 * replaced by a default: a value the API knows is used (any letter case, as the API reads it), and
 * one it does not know is refused with the API's message naming the field, every other value kept.
 * Before, ?ayanamsa=FOO showed a Lahiri chart without a word, ?node=true a mean-node chart, and
 * /panchang ignored its URL's ayanamsa altogether.
 */
import { expect, test, type Page } from '@playwright/test';
import { fixedBirthQuery } from './support/fixed-birth';

const UNKNOWN_AYANAMSA = /ayanamsa: unknown ayanamsa "FOO"/;

/** The chart requests the page sends (their queries). */
function chartRequests(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/chart') seen.push(url.searchParams);
  });
  return seen;
}

test.describe('an unknown ayanamsa in the URL is refused by name, never replaced', () => {
  test('/detailed-kundali: the refusal, and the edit link keeps every value', async ({ page }) => {
    const asked = chartRequests(page);
    await page.goto(`/detailed-kundali?${fixedBirthQuery({ ayanamsa: 'FOO' }).toString()}`);
    await expect(page.getByRole('alert')).toContainText(UNKNOWN_AYANAMSA);
    await expect(page.getByRole('heading', { name: 'Kundali for Asha Rao' })).toHaveCount(0);
    // No chart was asked for with another ayanamsa.
    expect(asked.every((query) => query.get('ayanamsa') === 'FOO')).toBe(true);
    const edit = page.getByRole('link', { name: /Edit birth details|Change your birth details/ });
    await expect(edit).toHaveAttribute('href', /name=Asha\+Rao.*ayanamsa=FOO.*edit=1/);
  });

  test('/hi/detailed-kundali: the refusal names the ayanamsa in Hindi', async ({ page }) => {
    await page.goto(`/hi/detailed-kundali?${fixedBirthQuery({ ayanamsa: 'FOO' }).toString()}`);
    await expect(page.getByRole('alert')).toContainText('अयनांश: यह मान स्वीकार्य नहीं है।');
    await expect(page.locator('#kundali-for')).toHaveCount(0);
  });

  test('/birth-chart and /hi/birth-chart: the form as the URL filled it, the refusal naming the ayanamsa', async ({ page }) => {
    const asked = chartRequests(page);
    await page.goto(`/birth-chart?${fixedBirthQuery({ ayanamsa: 'FOO' }).toString()}`);
    await expect(page.getByRole('alert').filter({ hasText: UNKNOWN_AYANAMSA })).toBeVisible();
    await expect(page.locator('#bc-name')).toHaveValue('Asha Rao');
    await expect(page.locator('#bc-lat')).toHaveValue('19.07283');
    await expect(page.getByRole('heading', { name: 'Kundli & Planetary Position' })).toHaveCount(0);
    expect(asked.every((query) => query.get('ayanamsa') === 'FOO')).toBe(true);
    await page.goto(`/hi/birth-chart?${fixedBirthQuery({ ayanamsa: 'FOO' }).toString()}`);
    await expect(page.getByRole('alert').filter({ hasText: 'अयनांश: यह मान स्वीकार्य नहीं है।' })).toBeVisible();
    await expect(page.locator('#bc-name')).toHaveValue('Asha Rao');
  });

  test('/kundali-matching: the refusal once, both forms as the link filled them', async ({ page }) => {
    const link = new URLSearchParams({ ayanamsa: 'FOO' });
    for (const [person, name, date, lat, lon] of [
      ['bride', 'Sita', '1992-03-04', '18.52', '73.85'],
      ['groom', 'Ram', '1990-01-01', '28.61', '77.21'],
    ] as const) {
      const fields = { Name: name, Date: date, Time: '10:00', Lat: lat, Lon: lon, Tz: 'Asia/Kolkata', Place: `${name}'s town` };
      for (const [key, value] of Object.entries(fields)) link.set(`${person}${key}`, value);
    }
    await page.goto(`/kundali-matching?${link.toString()}`);
    const summary = page.locator('.form-summary');
    await expect(summary).toContainText(UNKNOWN_AYANAMSA);
    expect((await summary.textContent())!.match(/unknown ayanamsa/g)).toHaveLength(1);
    await expect(page.locator('#bride-name')).toHaveValue('Sita');
    await expect(page.locator('#groom-name')).toHaveValue('Ram');
    await expect(page.getByRole('heading', { name: 'The eight kootas' })).toHaveCount(0);
  });

  test('/panchang: the refusal naming the ayanamsa, not a Lahiri day', async ({ page }) => {
    await page.goto('/panchang?date=2026-03-20&place=Pune&ayanamsa=FOO');
    await expect(page.locator('#panchang-refusal')).toContainText(UNKNOWN_AYANAMSA);
    await expect(page.locator('.panchang__elements')).toHaveCount(0);
    // The date is fine: the refusal stands above the day, not on the date input.
    await expect(page.locator('input[type="date"]')).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('a known option in the URL is used as given', () => {
  test('/detailed-kundali: ayanamsa in lower case or with a hyphen, and the true node', async ({ page }) => {
    await page.goto(`/detailed-kundali?${fixedBirthQuery({ ayanamsa: 'lahiri' }).toString()}`);
    await expect(page.getByTestId('positions-ayanamsa')).toContainText('Lahiri (Chitrapaksha)', { timeout: 20_000 });
    // A spelling the API reads (punctuation ignored) is asked of it, and the URL then names the ayanamsa as the API does.
    await page.goto(`/detailed-kundali?${fixedBirthQuery({ ayanamsa: 'true-citra' }).toString()}`);
    await expect(page.getByTestId('positions-ayanamsa')).toContainText('True Chitra', { timeout: 20_000 });
    await expect(page).toHaveURL(/ayanamsa=TRUE_CITRA/);
    const asked = chartRequests(page);
    await page.goto(`/detailed-kundali?${fixedBirthQuery({ node: 'true' }).toString()}`);
    await expect(page.getByRole('heading', { name: 'Kundali for Asha Rao' })).toBeVisible({ timeout: 20_000 });
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((query) => query.get('node') === 'true')).toBe(true);
    await expect(page).toHaveURL(/node=true/);
  });

  test('/birth-chart: node=FOO is refused naming the node; node=true is asked for', async ({ page }) => {
    await page.goto(`/birth-chart?${fixedBirthQuery({ node: 'FOO' }).toString()}`);
    await expect(page.getByRole('alert').filter({ hasText: /node: unknown node type "FOO"/ })).toBeVisible();
    await expect(page.locator('#bc-name')).toHaveValue('Asha Rao');
    const asked = chartRequests(page);
    await page.goto(`/birth-chart?${fixedBirthQuery({ node: 'true' }).toString()}`);
    await expect(page.getByRole('heading', { name: 'Kundli & Planetary Position' })).toBeVisible({ timeout: 20_000 });
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((query) => query.get('node') === 'true')).toBe(true);
  });

  test('/panchang: the URL ayanamsa and sunrise are asked for and kept in the URL', async ({ page }) => {
    await page.goto('/panchang?date=2026-03-20&place=Pune&ayanamsa=raman&sunrise=disc-centre-no-refraction');
    await expect(page.locator('.panchang__note')).toContainText(/Ayanamsa: (RAMAN|B\.V\. Raman)\./);
    await expect(page).toHaveURL(/ayanamsa=raman/);
    await expect(page).toHaveURL(/sunrise=disc-centre-no-refraction/);
  });
});

test.describe('a URL birth the page cannot read is refused by name, never swapped for the stored birth', () => {
  test('/detailed-kundali and /birth-chart with lat=abc: the refusal on the latitude, not the chart this tab stored', async ({ page }) => {
    // This tab entered another birth earlier (the landing form stores it).
    await page.addInitScript(() => {
      const stored = {
        name: 'Stored Person',
        birthDate: '1985-01-01',
        timeOfBirth: '06:00',
        place: { address: 'Delhi', lat: 28.61, lon: 77.21, zone: 'Asia/Kolkata' },
      };
      sessionStorage.setItem('kundali.birth', JSON.stringify(stored));
    });
    await page.goto(`/detailed-kundali?${fixedBirthQuery({ lat: 'abc' }).toString()}`);
    await expect(page.getByRole('alert')).toContainText(/Error: lat:/);
    await expect(page.getByRole('heading', { name: /Kundali for/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit birth details' })).toHaveAttribute('href', /name=Asha\+Rao.*lat=abc/);
    await page.goto(`/birth-chart?${fixedBirthQuery({ lat: 'abc' }).toString()}`);
    await expect(page.locator('#bc-name')).toHaveValue('Asha Rao');
    // A number input cannot show "abc"; the field is marked and its refusal says why.
    await expect(page.locator('#bc-lat')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#bc-lat-error')).toContainText(/lat: /);
    await expect(page.locator('#bc-lon')).toHaveValue('72.88261');
  });
});
