/**
 * Landing page (/) end to end in Chromium against the built site and the real local API:
 * the birth form filled by keyboard only (calendar, time list, place picker) lands on the report
 * with `userInfo` stored; invalid typed dates and missing required fields are reported
 * accessibly; axe finds no violations with each picker open.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/** The form hydrates on first interaction: focus the name field and wait until React has it. */
async function interactAndWait(page: Page): Promise<void> {
  await page.locator('#birth-name').focus();
  await expect(page.locator('form.birth-form[data-ready="true"]')).toHaveCount(1);
}

/** Chooses the place by typed coordinates ("My village", 18.52 N 73.85 E, +05:30), as a visitor whose village no list has. */
async function chooseTypedPlace(page: Page): Promise<void> {
  await page.locator('#birth-place').click();
  await page.getByRole('button', { name: 'Enter coordinates' }).click();
  await page.getByLabel('Place name').fill('My village');
  await page.getByLabel(/^Latitude/).fill('18.52');
  await page.getByLabel(/^Longitude/).fill('73.85');
  await page.getByLabel('Time zone or UTC offset').fill('+05:30');
  await page.getByRole('button', { name: 'Use these coordinates' }).click();
}

async function storage(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? 'null'), key);
}

test('the birth form is filled by keyboard only and lands on the report with userInfo stored', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Your Vedic Birth Chart');
  // Until the visitor interacts, the page has run only its small loader script.
  await expect(page.locator('form.birth-form[data-ready]')).toHaveCount(0);

  // Name: Tab from the top of the page until the name field has focus.
  await page.locator('body').focus();
  for (let i = 0; i < 25 && !(await page.locator('#birth-name').evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(page.locator('#birth-name')).toBeFocused();
  await page.keyboard.type('Asha Rao');
  // The first focus loaded React and hydrated the form; what was typed meanwhile is kept.
  await expect(page.locator('form.birth-form[data-ready="true"]')).toHaveCount(1);
  await expect(page.locator('#birth-name')).toHaveValue('Asha Rao');

  // Date: focus opens the calendar; type a date, go into the grid, move one day, choose with Enter.
  await page.keyboard.press('Tab');
  await expect(page.locator('#birth-date')).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Choose date of birth' })).toBeVisible();
  await page.keyboard.type('15/08/1990');
  await page.keyboard.press('ArrowDown');
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await expect(page.locator('[role="grid"] button:focus')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Choose date of birth' })).toHaveCount(0);
  await expect(page.locator('#birth-date')).toHaveValue('16/08/1990');
  await expect(page.locator('#birth-date')).toBeFocused();

  // Time: focus opens the list (caption "Time"); a complete typed time closes it; Down reopens it there, the next Down
  // steps one minute, Enter chooses.
  await page.keyboard.press('Tab');
  await expect(page.locator('#birth-time')).toBeFocused();
  const timeList = page.getByRole('listbox', { name: 'Time' });
  await expect(timeList).toBeVisible();
  // 1-minute steps: 1440 options (rendered as a window of rows; aria-setsize announces the whole list).
  await expect(timeList.getByRole('option').first()).toHaveAttribute('aria-setsize', '1440');
  await page.keyboard.type('2:30 PM');
  await expect(timeList).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#birth-time')).toHaveAttribute('aria-activedescendant', 'birth-time-list-870');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#birth-time')).toHaveAttribute('aria-activedescendant', 'birth-time-list-871');
  await page.keyboard.press('Enter');
  await expect(timeList).toBeHidden();
  await expect(page.locator('#birth-time')).toHaveValue('2:31 PM');

  // Place: Tab to the picker, open with Enter, search, arrow to the first match, Enter.
  await page.keyboard.press('Tab');
  await expect(page.locator('#birth-place')).toBeFocused();
  await expect(page.locator('#birth-place')).toContainText('City, Country');
  await page.keyboard.press('Enter');
  const search = page.getByRole('combobox', { name: 'Search addresses...' });
  await expect(search).toBeFocused();
  await page.keyboard.type('Mumbai');
  await expect(page.getByRole('option', { name: /^Mumbai, Maharashtra, India$/ })).toBeVisible();
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(page.locator('#birth-place')).toBeFocused();
  await expect(page.locator('#birth-place')).toContainText('Mumbai, Maharashtra, India');

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Generate Kundali' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The report, whose charts are drawn at once and whose "Ask about this chart" leads to the chat (issue 36).
  await page.waitForURL(/\/detailed-kundali/);
  expect(await storage(page, 'userInfo')).toEqual({
    name: 'Asha Rao',
    birthDate: '1990-08-16',
    timeOfBirth: '14:31',
    address: 'Mumbai, Maharashtra, India',
  });
  const birth = (await storage(page, 'kundali.birth')) as { place: { lat: number; lon: number; zone: string } };
  expect(birth.place.zone).toBe('Asia/Kolkata');
  expect(birth.place.lat).toBeCloseTo(19.07, 1);
  expect(birth.place.lon).toBeCloseTo(72.88, 1);
});

test('ArrowDown reaches the calendar grid even when the calendar code arrives late (a slow phone)', async ({ page }) => {
  // The calendar's module loads on the first open; hold it back well past a frame or two.
  await page.route(/\/CalendarPopup\.[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/');
  await interactAndWait(page);
  await page.locator('#birth-date').focus();
  await page.keyboard.type('15/08/1990');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('dialog', { name: 'Choose date of birth' }).getByRole('grid')).toBeVisible();
  await expect(page.locator('[role="grid"] button:focus')).toHaveText('15');
  await page.keyboard.press('Enter');
  await expect(page.locator('#birth-date')).toHaveValue('15/08/1990');
});

test('an invalid typed date shows "Date input not valid." and blocks submit', async ({ page }) => {
  await page.goto('/');
  await interactAndWait(page);
  await page.locator('#birth-date').fill('31/02/1990');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Date input not valid.')).toBeVisible();
  await expect(page.locator('#birth-date')).toHaveAttribute('aria-invalid', 'true');
  await page.locator('#birth-date').fill('abc');
  await page.locator('#birth-name').click();
  await expect(page.getByText('Date input not valid.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Generate Kundali' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#birth-date')).toHaveAccessibleDescription(/Date input not valid\./);
});

test('a date typed before the form has hydrated is kept and judged', async ({ page }) => {
  await page.goto('/');
  // The very first interaction is typing into the date field (hydration starts on that focus);
  // keystrokes arrive while React and the form are still loading.
  await page.locator('#birth-date').pressSequentially('30/02/2001', { delay: 15 });
  await expect(page.locator('form.birth-form[data-ready="true"]')).toHaveCount(1);
  await expect(page.locator('#birth-date')).toHaveValue('30/02/2001');
  await expect(page.getByText('Date input not valid.')).toBeVisible();
});

test('a first tap on the place field or on Generate Kundali, before the form has hydrated, is not lost', async ({ page }) => {
  await page.goto('/');
  // The tap starts hydration; before, its click reached no React handler and nothing opened.
  await page.locator('#birth-place').click();
  await expect(page.getByRole('combobox', { name: 'Search addresses...' })).toBeFocused();

  await page.goto('/');
  await page.getByRole('button', { name: 'Generate Kundali' }).click();
  await expect(page.locator('#birth-name')).toHaveAccessibleDescription('Please enter your full name.');
  await expect(page).toHaveURL(/\/$/);
});

test('without a date the form stays, says so beside the date, and keeps the name and place entered', async ({ page }) => {
  await page.goto('/');
  await interactAndWait(page);
  await page.locator('#birth-name').fill('Asha');
  await chooseTypedPlace(page);
  await page.getByRole('button', { name: 'Generate Kundali' }).click();
  // The date is required on every birth form, this one included: the report it opens needs one (issue 36).
  await expect(page.locator('#birth-date')).toHaveAccessibleDescription('Please enter the date of birth.');
  await expect(page.locator('#birth-date')).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#birth-name')).toHaveValue('Asha');
  await expect(page.locator('#birth-place')).toContainText('My village');
});

test('required fields block submit with accessible messages; an empty time is stored as ""', async ({ page }) => {
  await page.goto('/');
  await interactAndWait(page);
  await page.getByRole('button', { name: 'Generate Kundali' }).click();
  await expect(page).toHaveURL(/\/$/);
  const name = page.locator('#birth-name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Please enter your full name.');
  await expect(page.locator('#birth-date')).toHaveAccessibleDescription('Please enter the date of birth.');
  await expect(page.locator('#birth-place')).toHaveAccessibleDescription('Please choose your place of birth.');
  await expect(page.getByRole('status').filter({ hasText: 'Please fix 3 fields below.' })).toBeVisible();
  await expectNoAxeViolations(page, 'errors');

  // Fill the required fields only (place by typed coordinates): the time stays unknown.
  await name.fill('Ravi');
  await page.locator('#birth-date').fill('26/01/1985');
  await page.keyboard.press('Escape');
  await chooseTypedPlace(page);
  // What the form stored is the subject here: the report answers with an empty page (it would rewrite its URL).
  await page.route('**/detailed-kundali', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>report</title>' }),
  );
  await page.getByRole('button', { name: 'Generate Kundali' }).click();
  await page.waitForURL('**/detailed-kundali');
  const userInfo = await storage(page, 'userInfo');
  expect(userInfo).toEqual({ name: 'Ravi', birthDate: '1985-01-26', timeOfBirth: '', address: 'My village' });
  expect(JSON.stringify(userInfo)).not.toContain('undefined');
});

test('the pickers close on Escape and outside click; axe is clean with each one open', async ({ page }) => {
  await page.goto('/');
  await interactAndWait(page);
  await expectNoAxeViolations(page, 'form');
  await page.locator('#birth-date').click();
  await expect(page.getByRole('grid')).toBeVisible();
  await expectNoAxeViolations(page, 'calendar open');
  await page.locator('h1').click();
  await expect(page.getByRole('grid')).toHaveCount(0);
  await page.locator('#birth-time').click();
  await expect(page.getByRole('listbox', { name: 'Time' })).toBeVisible();
  await expectNoAxeViolations(page, 'time list open');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Time' })).toBeHidden();
  await page.locator('#birth-place').click();
  await page.getByRole('combobox', { name: 'Search addresses...' }).fill('zzzzqq');
  await expect(page.getByText('No addresses found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Search addresses...' }).fill('Pune');
  await expect(page.getByRole('option').first()).toBeVisible();
  const maxHeight = await page.getByRole('listbox', { name: 'Matching addresses' }).evaluate((el) => getComputedStyle(el).maxHeight);
  expect(maxHeight).toBe('240px');
  await expectNoAxeViolations(page, 'address picker open');
  await page.locator('h1').click();
  await expect(page.getByRole('combobox', { name: 'Search addresses...' })).toHaveCount(0);
});

test.describe('on a phone (touch, 320 px)', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test('a typed time or date closes its picker, so the next tap reaches the next field', async ({ page }) => {
    await page.goto('/');
    await interactAndWait(page);
    await page.locator('#birth-date').tap();
    await expect(page.getByRole('grid')).toBeVisible();
    await page.keyboard.type('16/08/1990');
    await expect(page.getByRole('grid')).toHaveCount(0);
    await page.locator('#birth-time').tap();
    const timeList = page.getByRole('listbox', { name: 'Time' });
    await expect(timeList).toBeVisible();
    await page.keyboard.type('10:30 AM');
    // Before, the 1,440-minute list stayed open over the Place field: this tap picked a listed minute instead.
    await expect(timeList).toBeHidden();
    await page.locator('#birth-place').tap();
    await expect(page.getByRole('combobox', { name: 'Search addresses...' })).toBeFocused();
    await expect(page.locator('#birth-time')).toHaveValue('10:30 AM');
    await expect(page.locator('#birth-date')).toHaveValue('16/08/1990');
  });
});
