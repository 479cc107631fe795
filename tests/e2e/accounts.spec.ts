/**
 * The account journey in Chromium, keyboard only, against the host's embedded Azurite: sign up,
 * save two charts from the Kundali page, edit one, sign out through the account menu, sign in
 * with "Remember me", reset the password from the emailed link, delete the account. axe at every state.
 */
import { join } from 'node:path';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { collectCspViolations, hydrateIslands, watchPage } from './support/page-health';
import { holdPageScripts } from './support/interception';
import { accountText } from '../../site/i18n/account';
import { linkInMail, signupConfirmPath } from '../support/outbox-mail';

// Sign-up, sign-in and reset run scrypt (tens of ms of CPU each) and write storage: allow for a busy 2-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Presses Tab until the target has focus (keyboard only), at most 150 times: the report's Save button
 * comes after its astrologer sections (other dashas, KP, varshaphal), each with its own controls.
 */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target} with Tab`);
}

/** Types into a field reached by Tab. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

const outboxDir = () => join(process.env.E2E_DATA_DIR!, 'outbox');
const KUNDALI = (name: string, date: string) =>
  `/detailed-kundali?name=${name}&date=${date}&time=10:30&lat=19.076&lon=72.8777&tz=Asia/Kolkata&place=Mumbai&ayanamsa=LAHIRI`;

test('account journey: sign up, save charts, edit, sign out and in, reset password, delete', async ({ page }) => {
  test.setTimeout(420_000);
  const email = `asha.${Date.now()}@example.com`;
  const main = page.locator('main');

  await page.goto('/signup');
  await typeInto(page, main.getByLabel('Full name', { exact: true }), 'Asha Rao');
  await typeInto(page, main.getByLabel('Email', { exact: true }), email);
  await typeInto(page, main.getByLabel('Password', { exact: true }), 'short');
  await page.keyboard.press('Enter');
  await expect(main.getByText('Password must be at least 10 characters.')).toBeVisible();
  await expectNoAxeViolations(page, 'signup error');
  await expect(main.getByLabel('Email', { exact: true })).toHaveValue(email); // nothing typed is lost
  await typeInto(page, main.getByLabel('Password', { exact: true }), ' and longer');
  await page.keyboard.press('Enter');
  // The same answer for any address; the account exists once the mailed link is opened.
  await expect(page.getByTestId('form-status')).toContainText('Check your email');
  await page.goto(await signupConfirmPath(outboxDir(), email));
  await expect(page).toHaveURL(/\/my-charts$/, { timeout: 30_000 });
  await expect(main.getByText('Signed in as')).toBeVisible();
  await expect(main.getByText('No charts yet.')).toBeVisible();
  await expectNoAxeViolations(page, 'my charts empty');

  for (const [name, date, relation] of [
    ['Asha', '1990-07-01', 'Self'],
    ['Lata', '1962-03-14', 'Mother'],
  ] as const) {
    await page.goto(KUNDALI(name, date));
    const save = main.getByRole('button', { name: 'Save this chart' });
    await expect(save).toBeVisible({ timeout: 30_000 });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    const relationField = main.getByLabel('Relation', { exact: true });
    await tabTo(page, relationField);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(relation);
    await page.keyboard.press('Enter');
    await expect(main.getByText('Saved. See it in')).toBeVisible();
    await expectNoAxeViolations(page, `saved ${name}`);
  }

  await page.goto('/my-charts');
  await expect(main.getByRole('heading', { name: 'Saved charts (2)' })).toBeVisible();
  await tabTo(page, main.getByRole('button', { name: 'Edit Lata' }));
  await page.keyboard.press('Enter');
  const editForm = main.getByRole('form', { name: 'Edit Lata' });
  const nameField = editForm.getByRole('textbox', { name: 'Name', exact: true });
  await tabTo(page, nameField);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Amma');
  // The edit form is the birth form every page uses: dd/mm/yyyy, refused beside the field when it is no date.
  const dateField = editForm.getByRole('combobox', { name: 'Date of Birth' });
  await expect(dateField).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await tabTo(page, dateField);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('30/02/1962');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await expect(editForm.getByText('Date input not valid.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, 'edit error');
  await expect(nameField).toHaveValue('Amma');
  await tabTo(page, dateField);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('15/03/1962');
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { name: /Amma/ })).toBeVisible();
  await expectNoAxeViolations(page, 'edited');

  // Account menu in the top bar: open with the keyboard, sign out.
  const toggle = page.getByRole('button', { name: 'Account: Asha Rao' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page, 'account menu open');
  await tabTo(page, page.getByRole('button', { name: 'Sign out' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('header').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto('/login');
  await typeInto(page, main.getByLabel('Email', { exact: true }), email);
  await typeInto(page, main.getByLabel('Password', { exact: true }), 'wrong password');
  await page.keyboard.press('Enter');
  await expect(main.getByText('Wrong email or password.')).toBeVisible();
  await expect(main.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(main.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expectNoAxeViolations(page, 'login error');
  await typeInto(page, main.getByLabel('Password', { exact: true }), 'short and longer');
  await tabTo(page, main.getByLabel('Remember me'));
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-charts$/);
  await expect(main.getByRole('heading', { name: 'Saved charts (2)' })).toBeVisible();

  // Forgot password → emailed link (the local outbox) → new password.
  await page.goto('/forgot-password');
  await typeInto(page, main.getByLabel('Email', { exact: true }), email);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('form-status')).toContainText('If an account uses that address');
  const link = await linkInMail(outboxDir(), email, /https?:\/\/\S+\/reset-password#token=\S+/);
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await typeInto(page, main.getByLabel('New password', { exact: true }), 'a brand new password');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('form-status')).toContainText('Your password was changed');
  await expectNoAxeViolations(page, 'reset done');

  await page.goto('/login');
  await typeInto(page, main.getByLabel('Email', { exact: true }), email);
  await typeInto(page, main.getByLabel('Password', { exact: true }), 'a brand new password');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-charts$/);

  await tabTo(page, main.getByRole('button', { name: 'Delete my account' }));
  await page.keyboard.press('Enter');
  await tabTo(page, main.getByRole('button', { name: /Yes, delete my account/ }));
  await expectNoAxeViolations(page, 'confirm delete');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?account=deleted$/);
  await page.goto('/my-charts');
  await expect(main.getByText('Sign in to see the charts saved in your account')).toBeVisible();
});

for (const [path, locale] of [
  ['/my-charts', 'en'],
  ['/hi/my-charts', 'hi'],
] as const) {
  test(`${path} signed out shows the sign-in card before its JavaScript runs, then hydrates over the same card`, async ({ page }) => {
    const t = accountText[locale];
    // The page's own scripts held back: what shows is the server HTML and the inline first-paint check.
    const releaseScripts = await holdPageScripts(page);
    const problems = await watchPage(page);
    await page.goto(path, { waitUntil: 'commit' });
    const main = page.locator('main');
    const early = main.locator('.account-card').filter({ visible: true });
    await expect(early).toHaveCount(1);
    await expect(early).toContainText(t.signInToSee);
    await expect(main.getByText(t.loadingCharts)).toBeHidden();
    const before = await early.boundingBox();
    await early.evaluate((element) => Object.assign(element, { paintedFirst: true }));
    releaseScripts();
    await hydrateIslands(page);
    const after = main.locator('.account-card').filter({ visible: true });
    await expect(after).toHaveCount(1);
    await expect(after.getByRole('link', { name: t.signIn })).toHaveAttribute('href', path.replace('my-charts', 'login?next=/my-charts'));
    // The element painted first, in the same box: no later largest paint, no layout shift.
    expect(await after.evaluate((element) => 'paintedFirst' in element)).toBe(true);
    expect(await after.boundingBox()).toEqual(before);
    await expectNoAxeViolations(page, 'signed out');
    await collectCspViolations(page, problems);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
  });
}

test('/my-charts with the session hint cookie shows "Loading" until the account answers, never the sign-in card first', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'kai_account', value: '1', url: baseURL! }]);
  let releaseMe!: () => void;
  const meHeld = new Promise<void>((resolve) => {
    releaseMe = resolve;
  });
  await page.route('**/api/auth/me', async (route) => {
    await meHeld;
    await route.continue();
  });
  await page.goto('/my-charts', { waitUntil: 'commit' });
  const main = page.locator('main');
  await expect(main.getByRole('status')).toHaveText(accountText.en.loadingCharts);
  await expect(main.locator('.account-card').filter({ visible: true })).toHaveCount(0);
  releaseMe();
  // No session behind the hint (this browser never signed in): the API says so and the card appears.
  await expect(main.getByText(accountText.en.signInToSee)).toBeVisible();
});

test('contact form stores the message and confirms it', async ({ page }) => {
  const main = page.locator('main');
  await page.goto('/contact-us');
  await typeInto(page, main.getByLabel('Name', { exact: true }), 'Dev');
  await typeInto(page, main.getByLabel('Email', { exact: true }), 'dev@example.com');
  await typeInto(page, main.getByLabel('Message', { exact: true }), 'Hello team');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('form-status')).toContainText('Thank you, Dev');
  await expectNoAxeViolations(page, 'contact sent');
});
