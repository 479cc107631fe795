/**
 * /kundali-matching in a browser: both forms filled by keyboard, the koota table and total (the
 * API's figures), the shared URL reloads the same match, "Change details" keeps every value, a
 * bad field is named with its person, the PDF holds both names and the total, "Ask about this
 * match" opens the chat about it; axe finds nothing in any state; 320 px and 1280 px screenshots.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { readFile } from 'node:fs/promises';
import { extractPdfText } from '../support/pdf-text';

const expect = baseExpect.configure({ timeout: 20_000 });

/** Fills one person's fields by keyboard: typing into each field, the place picker opened with Enter and its best hit chosen with Enter. */
async function fillPerson(
  page: Page,
  person: 'bride' | 'groom',
  name: string,
  date: string,
  time: string,
  place: string,
  option: RegExp,
): Promise<void> {
  await page.locator(`#${person}-name`).focus();
  await page.keyboard.type(name);
  await page.locator(`#${person}-date`).focus();
  await page.keyboard.type(date);
  await page.keyboard.press('Escape');
  await page.locator(`#${person}-time`).focus();
  await page.keyboard.type(time);
  await page.keyboard.press('Escape');
  await page.locator(`#${person}-place`).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type(place);
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
  // The first (best) hit is active: Enter chooses it.
  await page.keyboard.press('Enter');
  await expect(page.locator(`#${person}-place`)).toContainText(new RegExp(`^${place}`));
}

test.describe('/kundali-matching', () => {
  test.setTimeout(150_000);

  test('fill both forms, see the table and total, reload the shared URL, change details, download the PDF, ask the chat', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Matching' }).first().click();
    await expect(page).toHaveURL(/\/kundali-matching/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kundali Matching');
    await expectNoAxeViolations(page, 'empty form');

    // Submitting empty names each person's fields.
    await page.getByRole('button', { name: 'Match Kundalis' }).click();
    await expect(page.locator('#bride-name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#groom-name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'form errors');

    await fillPerson(page, 'bride', 'Asha Rao', '02/11/1992', '9:40 PM', 'Mumbai', /^Mumbai, Maharashtra, India/);
    await fillPerson(page, 'groom', 'Ravi Kumar', '17/05/1990', '8:15 AM', 'Delhi', /^Delhi, India/);
    await page.getByRole('button', { name: 'Match Kundalis' }).press('Enter');
    await expect(page).toHaveURL(/brideName=Asha\+Rao.*groomName=Ravi\+Kumar/);
    await expect(page.getByRole('heading', { name: 'The eight kootas' })).toBeVisible();

    // The page shows the API's figures.
    const api = (await (await page.request.get(`/api/match${new URL(page.url()).search}`)).json()) as {
      match: { total: number; kootas: { key: string; points: number; max: number }[] };
    };
    await expect(page.getByTestId('match-total')).toHaveText(String(api.match.total));
    const rows = page.locator('.match-table').first().locator('tbody tr');
    await expect(rows).toHaveCount(8);
    for (const [i, k] of api.match.kootas.entries()) await expect(rows.nth(i).locator('td').first()).toHaveText(`${k.points} / ${k.max}`);
    await expect(page.locator('.match-charts figure, .match-charts [role="img"]').first()).toBeVisible();
    await expectNoAxeViolations(page, 'result');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath('matching-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.screenshot({ path: test.info().outputPath('matching-320.png'), fullPage: true });
    await expectNoAxeViolations(page, 'result at 320 px');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The shared URL reloads the same match.
    const shared = page.url();
    await page.goto(shared);
    await expect(page.getByTestId('match-total')).toHaveText(String(api.match.total));

    // The PDF holds both names and the total.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('kundali-matching-asha-rao-ravi-kumar.pdf');
    const text = extractPdfText(new Uint8Array(await readFile((await download.path())!))).join('\n');
    expect(text).toContain('Asha Rao');
    expect(text).toContain('Ravi Kumar');
    expect(text).toContain(`Total: ${api.match.total} of 36 gunas`);

    // Change details keeps everything typed; a bad field is named with its person and nothing is lost.
    await page.getByRole('button', { name: 'Change details' }).click();
    await expect(page.locator('#bride-name')).toHaveValue('Asha Rao');
    await expect(page.locator('#groom-name')).toHaveValue('Ravi Kumar');
    await expect(page.locator('#groom-place')).toContainText('Delhi');
    await page.locator('#groom-time').fill('');
    await page.locator('#bride-time').fill('');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Match Kundalis' }).click();
    await expect(page.locator('.form-summary')).toContainText('bride: time: needed');
    await expect(page.locator('#bride-time')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#bride-name')).toHaveValue('Asha Rao');
    await expectNoAxeViolations(page, 'API error');

    // Ask the chat about the match (the built-in reader answers from the computed match).
    await page.goto(shared);
    await page.getByRole('link', { name: 'Ask about this match' }).click();
    await expect(page).toHaveURL(/\/chat\?.*about=match/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About this Kundali match');
    await expect(page.locator('.chat-main')).toContainText(`${api.match.total} of 36 gunas`, { timeout: 30_000 });
    // The opening reply must have finished: while it streams the composer sends nothing (the typed question stays).
    await expect(page.getByRole('log')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    await page.getByRole('textbox').first().fill('Is the Manglik dosha cancelled?');
    await page.keyboard.press('Enter');
    await expect(page.locator('.chat-main')).toContainText('Asha Rao (bride): Manglik', { timeout: 30_000 });
    await expectNoAxeViolations(page, 'chat about the match');
  });

  test('without its schema checks (the chunk cannot load) the form still names missing fields and the match is made', async ({ page }) => {
    await page.route('**/_astro/birth-field-checks*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/kundali-matching', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Match Kundalis' }).click();
    await expect(page.locator('#bride-name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#groom-place-error')).toBeVisible();
    await fillPerson(page, 'bride', 'Asha Rao', '02/11/1992', '9:40 PM', 'Mumbai', /^Mumbai, Maharashtra, India/);
    await fillPerson(page, 'groom', 'Ravi Kumar', '17/05/1990', '8:15 AM', 'Delhi', /^Delhi, India/);
    await page.getByRole('button', { name: 'Match Kundalis' }).click();
    await expect(page.getByRole('heading', { name: 'The eight kootas' })).toBeVisible();
  });

  test('a missing place is one message on the place, not also latitude and longitude the page has no inputs for', async ({ page }) => {
    await page.goto('/kundali-matching', { waitUntil: 'networkidle' }); // the form hydrated, so the press is React's
    await page.locator('#bride-name').fill('Asha');
    await page.getByRole('button', { name: 'Match Kundalis' }).click();
    await expect(page.locator('#groom-place-error')).toBeVisible();
    // Before, each person also got "Latitude must be a number from -90 to 90." and the longitude twin.
    await expect(page.getByText(/Latitude|Longitude/)).toHaveCount(0);
    await expect(page.locator('#bride-lat-error, #bride-lon-error, #groom-lat-error, #groom-lon-error')).toHaveCount(0);
  });

  test('a link naming the places opens the match; an unknown place keeps both forms as the link filled them', async ({ page }) => {
    const link = new URLSearchParams({
      brideName: 'Sita',
      brideDate: '1992-03-04',
      brideTime: '10:00',
      bridePlace: 'Pune, India',
      groomName: 'Ram',
      groomDate: '1990-01-01',
      groomTime: '06:00',
      groomPlace: 'Delhi, India',
    });
    // Before, a match link needed each person's lat and lon: this one opened two empty forms.
    await page.goto(`/kundali-matching?${link.toString()}`);
    await expect(page.getByRole('heading', { name: 'The eight kootas' })).toBeVisible();
    await expect(page).toHaveURL(/brideLat=18\.5.*groomLat=28\.6/);
    link.set('groomPlace', 'Xyzzyville');
    await page.goto(`/kundali-matching?${link.toString()}`);
    await expect(page.locator('#groom-name')).toHaveValue('Ram');
    await expect(page.locator('#bride-place')).toContainText('Pune, India');
    await expect(page.locator('#groom-place')).toContainText('Xyzzyville');
    await expect(page.locator('#groom-place-error')).toContainText('no place named "Xyzzyville"');
    await expectNoAxeViolations(page, 'match link with an unknown place');
  });
});
