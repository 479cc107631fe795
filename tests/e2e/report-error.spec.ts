/**
 * The report's error view in plain words: a refused birth reads "We could not make this chart", the
 * refusal naming the field, and a way back to the form with everything the URL held. Before, it was
 * the HTTP error page: a large "400", "Error 400: Bad Request", then "Error: date: day 31 does not
 * exist…", with "Try again" (which can only be refused again) as its first button.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { fixedBirthQuery } from './support/fixed-birth';
import { CHART_SERVICE_FAILURE, failChartOnce } from './support/interception';

const BAD_DATE = fixedBirthQuery({ date: '1990-02-31' });

test.describe('the report page when the chart cannot be made', () => {
  test('a refused birth: plain title, the field named, the form kept one click away', async ({ page }) => {
    await page.goto(`/detailed-kundali?${BAD_DATE.toString()}`);
    const view = page.getByRole('alert');
    await expect(view.getByRole('heading', { level: 2 })).toHaveText('We could not make this chart');
    await expect(view).toContainText(/Error: date: day 31 does not exist/);
    await expect(view).not.toContainText('400');
    await expect(view).not.toContainText('Bad Request');
    // Asking again cannot help a refusal: the way forward is the form.
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'refused birth');
    await page.getByRole('link', { name: 'Edit birth details' }).click();
    await expect(page.locator('#bc-name')).toHaveValue('Asha Rao');
    await expect(page.locator('#bc-lat')).toHaveValue('19.07283');
    await expect(page).toHaveURL(/date=1990-02-31.*edit=1/);
  });

  test('in Hindi', async ({ page }) => {
    await page.goto(`/hi/detailed-kundali?${BAD_DATE.toString()}`);
    const view = page.getByRole('alert');
    await expect(view.getByRole('heading', { level: 2 })).toHaveText('हम यह कुंडली नहीं बना सके');
    await expect(view).toContainText('जन्म तिथि');
    await expect(view).not.toContainText('400');
    await expect(page.getByRole('link', { name: 'जन्म विवरण बदलें' })).toHaveAttribute('href', /^\/hi\/birth-chart\?.*edit=1/);
    await expectNoAxeViolations(page, 'refused birth, Hindi');
  });

  test('an unreadable today= is refused by name, never replaced by the real today; a valid one is used', async ({ page }) => {
    await page.goto(`/detailed-kundali?${fixedBirthQuery().toString()}&today=notadate`);
    const view = page.getByRole('alert');
    await expect(view.getByRole('heading', { level: 2 })).toHaveText('We could not make this chart');
    await expect(view).toContainText('Error: today: expected YYYY-MM-DD, got "notadate"');
    await expect(page.getByTestId('now-section')).toHaveCount(0);
    // The birth the URL gave is kept for the form.
    await expect(page.getByRole('link', { name: 'Edit birth details' })).toHaveAttribute('href', /^\/birth-chart\?.*name=Asha.*edit=1/);
    await expectNoAxeViolations(page, 'refused today');

    await page.goto(`/hi/detailed-kundali?${fixedBirthQuery().toString()}&today=2023-02-30`);
    await expect(page.getByRole('alert')).toContainText('आज की तिथि');

    await page.goto(`/detailed-kundali?${fixedBirthQuery().toString()}&today=2015-06-01`);
    await expect(page.getByRole('heading', { name: 'Kundali for Asha Rao' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/today=2015-06-01/);
    await expect(page.getByTestId('now-day')).toHaveAttribute('data-day', '2015-06-01', { timeout: 20_000 });
  });

  test('a failed service: the same title, and "Try again" that asks again', async ({ page }) => {
    await failChartOnce(page);
    await page.goto(`/detailed-kundali?${fixedBirthQuery().toString()}`);
    const view = page.getByRole('alert');
    await expect(view.getByRole('heading', { level: 2 })).toHaveText('We could not make this chart');
    await expect(view).toContainText(`Error: ${CHART_SERVICE_FAILURE}`);
    await expect(view).not.toContainText('503');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Kundali for Asha Rao' })).toBeVisible({ timeout: 20_000 });
  });
});
