/**
 * The Hindi Kundali page (/hi/birth-chart) end to end: the form's required-field errors name
 * their fields in Hindi; the result shows the API's signs, nakshatras and padas under their
 * Hindi names (shared/vocabulary), the North and South Indian charts label the grahas
 * सू चं मं बु गु शु श रा के with each graha's sign from the API, ≥ 90 % of the page's letters are
 * Devanagari, and axe finds nothing. Expected values come from /api/chart in the test itself.
 */
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { renderSkippedContent } from './support/rendered';
import { MIN_DEVANAGARI_SHARE } from './support/devanagari';
import { systemFontUses } from './support/fonts';
import type { ChartModel } from '../../shared/model/chart';
import { GRAHA_NAMES } from '../../shared/vocabulary/graha';
import { NAKSHATRA_NAMES } from '../../shared/vocabulary/nakshatra';
import { RASI_NAMES } from '../../shared/vocabulary/rasi';
import { fixedBirthQuery } from './support/fixed-birth';
import { signupConfirmPath } from '../support/outbox-mail';
import { accountText } from '../../site/i18n/account';

const BIRTH_QUERY = fixedBirthQuery();

/** Share of the visible letters of the page (body text, as a reader sees it) that are Devanagari. */
async function devanagariShare(page: Page): Promise<{ share: number; latin: string }> {
  await renderSkippedContent(page);
  const text = await page.evaluate(() => document.body.innerText);
  const letters = text.match(/\p{L}/gu) ?? [];
  const devanagari = letters.filter((l) => /[\u0900-\u097F]/u.test(l)).length;
  return { share: devanagari / letters.length, latin: (text.match(/[A-Za-z]+/g) ?? []).join(' ') };
}

test.describe('/hi/birth-chart', () => {
  test.describe.configure({ timeout: 120_000 });
  test('the form: required-field errors in Hindi naming the field, axe clean', async ({ page }) => {
    await page.goto('/hi/birth-chart');
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('button', { name: 'कुंडली बनाएँ' }).click();
    await expect(page.locator('#bc-name')).toBeFocused();
    await expect(page.getByText('कृपया नीचे 5 फ़ील्डों को ठीक करें।')).toBeVisible();
    await expect(page.locator('#bc-name')).toHaveAccessibleDescription('पूरा नाम: कृपया पूरा नाम लिखें।');
    // The time is optional on every birth form (a Moon-based chart without it): not refused when empty.
    await expect(page.locator('#bc-time')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#bc-lat')).toHaveAccessibleDescription('अक्षांश: -90 से 90 के बीच की संख्या होनी चाहिए।');
    await page.locator('#bc-date').fill('31/02/1990');
    await page.locator('#bc-date').blur();
    await expect(page.locator('#bc-date')).toHaveAccessibleDescription(/^जन्म तिथि: /);
    const { share, latin } = await devanagariShare(page);
    expect(share, `Latin words left: ${latin}`).toBeGreaterThanOrEqual(MIN_DEVANAGARI_SHARE);
    await expectNoAxeViolations(page, 'Hindi form with errors');
  });

  test('the result: Hindi names of the API values, Devanagari chart labels in both styles, axe clean', async ({ page }) => {
    const response = await page.request.get(`/api/chart?${BIRTH_QUERY.toString()}`);
    expect(response.status()).toBe(200);
    const chart = ((await response.json()) as { chart: ChartModel }).chart;
    await page.goto(`/hi/birth-chart?${BIRTH_QUERY.toString()}`);
    await expect(page.getByRole('heading', { name: 'कुंडली और ग्रह स्थिति' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('16 अगस्त 1990 को 14:31')).toBeVisible();

    const rows = [{ key: 'Lagna', position: chart.lagna }, ...chart.grahas.map((g) => ({ key: g.graha, position: g }))];
    for (const { key, position } of rows) {
      const row = page.getByTestId(`row-${key}`);
      await expect(row.getByTestId('rashi')).toHaveText(RASI_NAMES[position.rasiIndex]!.hi);
      await expect(row.getByTestId('nakshatra')).toHaveText(NAKSHATRA_NAMES[position.nakshatraIndex]!.hi);
      await expect(row.getByTestId('pada')).toHaveText(String(position.pada));
    }

    for (const style of ['उत्तर भारतीय', 'दक्षिण भारतीय']) {
      await page.getByRole('radio', { name: style }).first().check();
      const name = `लग्न कुंडली, ${style} शैली। लग्न ${RASI_NAMES[chart.lagna.rasiIndex]!.hi} में।`;
      await expect(page.getByRole('group', { name })).toBeVisible();
      // One read of the drawing: each body's label and accessible name, and every text in the SVG.
      const drawn = await page.getByRole('group', { name }).evaluate((svg) => ({
        bodies: [...svg.querySelectorAll('g[role="img"]')].map((g) => ({
          name: g.getAttribute('aria-label') ?? '',
          label: g.querySelector('text')?.textContent ?? '',
        })),
        texts: [...svg.querySelectorAll('text')].map((t) => t.textContent ?? ''),
      }));
      for (const g of chart.grahas) {
        const names = GRAHA_NAMES[g.graha];
        const body = drawn.bodies.filter((b) => b.name.startsWith(`${names.name.hi}: ${RASI_NAMES[g.rasiIndex]!.hi} `));
        expect(body, `${g.graha} in ${style}`).toHaveLength(1);
        expect(body[0]!.label).toBe(`${names.abbreviation.hi}${g.retrograde ? '℞' : ''}`);
      }
      expect(drawn.bodies.find((b) => b.name.startsWith('लग्न: '))?.label).toBe('ल');
      if (style === 'दक्षिण भारतीय') for (const r of RASI_NAMES) expect(drawn.texts).toContain(r.hi);
      // No Latin graha abbreviation is left in the drawing.
      expect(drawn.texts.filter((t) => /^(Su|Mo|Ma|Me|Ju|Ve|Sa|Ra|Ke|As)℞?$/.test(t))).toEqual([]);
    }

    const { share, latin } = await devanagariShare(page);
    expect(share, `Latin words left: ${latin}`).toBeGreaterThanOrEqual(MIN_DEVANAGARI_SHARE);
    expect(await systemFontUses(page), 'text drawn in a system font').toEqual([]);
    await expectNoAxeViolations(page, 'Hindi result');
  });

  test('readable at 320 px: the Hindi chart labels keep inside the drawing', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`/hi/birth-chart?${BIRTH_QUERY.toString()}`);
    const svg = page.locator('figure.kundali-chart svg').first();
    await expect(svg).toBeVisible({ timeout: 60_000 });
    const box = (await svg.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(320);
    for (const label of await svg.locator('g[role="img"] text').all()) {
      const b = (await label.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(box.x);
      expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      // At least 9 CSS px tall: a Devanagari syllable stays legible.
      expect(b.height).toBeGreaterThanOrEqual(9);
    }
  });
});

test.describe('/hi/signup and /hi/login', () => {
  // Sign-up and sign-in run scrypt and write storage: allow for a busy 2-core machine.
  test.describe.configure({ timeout: 180_000 });
  const slow = { timeout: 30_000 };

  test('account refusals in Hindi beside the field they name, nothing typed is lost', async ({ page }) => {
    const email = `lata.${Date.now()}@example.com`;
    const main = page.locator('main');
    await page.goto('/hi/signup');
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    const name = main.getByLabel('पूरा नाम', { exact: true });
    const mail = main.getByLabel('ईमेल', { exact: true });
    const password = main.getByLabel('पासवर्ड', { exact: true });

    // The form's own check: the limit from shared/contracts, the words from the Hindi catalogue.
    await name.fill('लता राव');
    await mail.fill(email);
    await password.fill('short');
    await main.getByRole('button', { name: 'खाता बनाएँ' }).click();
    await expect(password).toHaveAccessibleDescription(/पासवर्ड: कम से कम 10 अक्षर होने चाहिए।/);
    await expect(password).toBeFocused();
    await expect(name).toHaveValue('लता राव');
    await expect(mail).toHaveValue(email);
    await expectNoAxeViolations(page, 'Hindi sign-up, field error');

    // The API's refusal (a name longer than the contract's 100 characters): its code and limit worded in Hindi.
    const long = 'ल'.repeat(101);
    await name.fill(long);
    await password.fill('long enough password');
    await main.getByRole('button', { name: 'खाता बनाएँ' }).click();
    await expect(name).toHaveAccessibleDescription('पूरा नाम: अधिक से अधिक 100 अक्षर हो सकते हैं।', slow);
    await expect(name).toHaveValue(long);
    await expect(mail).toHaveValue(email);
    await expect(password).toHaveValue('long enough password');

    // Accepted: the same answer as for any address, in Hindi; the mailed link (opened on the Hindi
    // sign-up page) creates the account and opens the Hindi My charts page.
    await name.fill('लता राव');
    await main.getByRole('button', { name: 'खाता बनाएँ' }).click();
    await expect(page.getByTestId('form-status')).toHaveText(accountText.hi.signupSent, slow);
    await page.goto(`/hi${await signupConfirmPath(join(process.env.E2E_DATA_DIR!, 'outbox'), email)}`);
    await expect(page).toHaveURL(/\/hi\/my-charts$/, slow);
    await expect(main.getByText('अभी कोई कुंडली नहीं है।')).toBeVisible(slow);
    await expectNoAxeViolations(page, 'Hindi My charts');

    // The same email again: the same answer, which does not tell that the address has an account.
    await page.goto('/hi/signup');
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await name.fill('लता');
    await mail.fill(email);
    await password.fill('another long password');
    await main.getByRole('button', { name: 'खाता बनाएँ' }).click();
    await expect(page.getByTestId('form-status')).toHaveText(accountText.hi.signupSent, slow);

    // A wrong password at sign-in: the Hindi refusal, the email kept.
    await page.goto('/hi/login');
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await main.getByLabel('ईमेल', { exact: true }).fill(email);
    await main.getByLabel('पासवर्ड', { exact: true }).fill('not the password');
    await main.getByRole('button', { name: 'साइन इन करें' }).click();
    await expect(main.getByLabel('पासवर्ड', { exact: true })).toHaveAccessibleDescription('ईमेल या पासवर्ड गलत है।', slow);
    await expect(main.getByLabel('ईमेल', { exact: true })).toHaveValue(email);
    await expectNoAxeViolations(page, 'Hindi sign-in refused');
  });
});
