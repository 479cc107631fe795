/**
 * The astrologer sections of /detailed-kundali (issue 41) against the real API: other dashas
 * (Yogini by default, Chara on a press), KP cusps, Varshaphal, Jaimini and Remedies render with
 * the chart at 390 and 1280 px in English and Hindi, their figures equal to the API's; axe finds
 * nothing. The East Indian chart style draws the report's charts and the PDF, which carries the
 * other dashas, KP and the varshaphal.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractPdfText } from '../support/pdf-text';
import { expectNoAxeViolations } from './support/axe';
import { fixedBirthQuery } from './support/fixed-birth';

const BIRTH_QUERY = fixedBirthQuery();

for (const width of [390, 1280]) {
  test(`the astrologer sections render at ${width} px with the API's figures, axe clean`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const kp = (await (await page.request.get(`/api/kp?${BIRTH_QUERY.toString()}`)).json()) as {
      cuspLords: { starLord: string; subLord: string }[];
    };
    await page.goto(`/detailed-kundali?${BIRTH_QUERY.toString()}`);
    await expect(page.getByRole('heading', { name: 'Other dashas' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('dasha-table-yogini')).toBeVisible();
    await expect(page.getByTestId('dasha-table-yogini').locator('tr[aria-current="true"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Chara', exact: true }).click();
    await expect(page.getByTestId('dasha-table-chara')).toBeVisible();
    const cusps = page.getByTestId('kp-cusps');
    await expect(cusps.locator('tbody tr')).toHaveCount(12);
    await expect(cusps.locator('tbody tr').first()).toContainText(kp.cuspLords[0]!.subLord);
    await expect(page.getByRole('heading', { name: 'Varshaphal (annual chart)' })).toBeVisible();
    await expect(page.getByTestId('varshaphal-candidates').locator('tbody tr')).toHaveCount(5);
    await expect(page.getByTestId('jaimini-section')).toContainText('Atmakaraka');
    await expect(page.getByTestId('remedies-section')).toContainText('Mantra:');
    await expectNoAxeViolations(page, `depth-${width}`);
  });
}

test('the Hindi page names the sections in Hindi', async ({ page }) => {
  await page.goto(`/hi/detailed-kundali?${BIRTH_QUERY.toString()}`);
  await expect(page.getByRole('heading', { name: 'अन्य दशाएँ' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'केपी (कृष्णमूर्ति पद्धति)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'वर्षफल (वार्षिक कुंडली)' })).toBeVisible();
  await expect(page.getByTestId('remedies-section')).toContainText('मंत्र:');
});

test('the East Indian style draws the report and its PDF, which carries the other dashas, KP and the varshaphal', async ({ page }) => {
  // The whole report, an axe pass over it and a PDF with three more API calls: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/detailed-kundali?${BIRTH_QUERY.toString()}`);
  await expect(page.getByRole('heading', { name: 'Other dashas' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('radio', { name: 'East Indian' }).check();
  await expect(page.getByRole('group', { name: /Rasi chart \(D1\), East Indian style\. Lagna in / })).toBeVisible();
  await expect(page.locator('svg.chart-svg--east g[data-sign]').first()).toBeVisible();
  await expectNoAxeViolations(page, 'depth-east');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Full Report' }).click();
  const bytes = new Uint8Array(await readFile((await (await downloadPromise).path())!));
  const lines = extractPdfText(bytes);
  for (const title of ['Other dashas', 'KP (Krishnamurti Paddhati)', 'Varshaphal (annual chart)']) expect(lines).toContain(title);
});
