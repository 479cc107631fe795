/**
 * One journey through one person's chart (issue 36), in English and in Hindi: the home form opens the
 * report with its charts drawn; "Ask about this chart" opens the chat for the same person, which names
 * whose chart it reads and links back to it; the report's PDF downloads; Share gives a link (chart style
 * and language in it) that a fresh browser opens on the same chart. Then continuity: a new tab finds the
 * birth and its conversation, the same birth entered again reopens that conversation instead of starting
 * a second one, and the forms offer it among the recent births; signed in, another browser opens the chat on
 * that birth and its conversation, from the account. Keyboard only on a phone: the header's
 * menu and the chart's ways on. Every section is reachable from the header in at most two clicks, on a
 * desktop and on a phone. Words come from the site's catalogues, so each language is checked in its own.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../shared/i18n/locale';
import { TOP_NAV_LINKS } from '../../site/content/navigation';
import { CHART_TEXT } from '../../site/components/chart/chart-text';
import { chatText } from '../../site/i18n/chat';
import { journeyText } from '../../site/i18n/journey';
import { kundaliText } from '../../site/i18n/kundali';
import { kundaliReportText } from '../../site/i18n/kundali-report';
import { layoutMessages } from '../../site/i18n/layout';
import { localizePath } from '../../site/i18n/paths';
import { fixedBirthQuery } from './support/fixed-birth';
import { collectCspViolations, watchPage } from './support/page-health';
import { signupConfirmPath } from '../support/outbox-mail';

/** Opens the home form in `locale` and waits until it has hydrated (it does on the first focus). */
async function openHomeForm(page: Page, locale: Locale): Promise<void> {
  await page.goto(localizePath(locale, '/'));
  await page.locator('#birth-name').focus();
  await expect(page.locator('form.birth-form[data-ready="true"]')).toHaveCount(1, { timeout: 30_000 });
}

/** Fills the home form with Asha Rao's birth (Mumbai, picked from the place search) and submits it. */
async function enterBirth(page: Page, locale: Locale): Promise<void> {
  await page.locator('#birth-name').fill('Asha Rao');
  await page.locator('#birth-date').fill('16/08/1990');
  await page.keyboard.press('Escape');
  await page.locator('#birth-time').fill('14:31');
  await page.keyboard.press('Escape');
  await page.locator('#birth-place').click();
  await page.keyboard.type('Mumbai');
  await page
    .getByRole('option', { name: /^Mumbai, Maharashtra/ })
    .first()
    .click();
  await page.getByRole('button', { name: kundaliText[locale].generate }).click();
}

/** The report of the current page has drawn its first screen: the heading names the person, the charts are there. */
async function expectReport(page: Page, locale: Locale): Promise<string> {
  await page.waitForURL(/\/detailed-kundali\?/);
  await expect(page.locator('#kundali-for')).toHaveText(kundaliReportText[locale].kundaliFor('Asha Rao'), { timeout: 30_000 });
  await expect(page.locator('svg.chart-svg').first()).toBeVisible();
  expect(await page.locator('svg.chart-svg').count()).toBeGreaterThanOrEqual(2);
  return page.locator('.birth-facts').innerText();
}

/** Tab until `target` has focus (keyboard only). */
async function tabTo(page: Page, target: Locator, most = 60): Promise<void> {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}

/** The journey of the file comment, from the home form to the shared link opened in a fresh browser. */
async function chartJourney(page: Page, browser: Browser, locale: Locale): Promise<void> {
  const j = journeyText[locale];
  await openHomeForm(page, locale);
  await enterBirth(page, locale);
  const facts = await expectReport(page, locale);

  // The chat for the same person: it says whose chart it reads, and answers.
  await page.getByRole('link', { name: j.actions.ask }).click();
  await page.waitForURL(/\/chat\?/);
  expect(new URL(page.url()).pathname).toBe(localizePath(locale, '/chat'));
  await expect(page.getByRole('link', { name: j.actions.chartOf('Asha Rao') })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.chat-message.from-ai').first()).not.toBeEmpty({ timeout: 30_000 });

  // Back to the report from the chat's title line.
  await page.locator('.chat-about').getByRole('link', { name: chatText[locale].chartLink }).click();
  expect(await expectReport(page, locale)).toBe(facts);

  // The PDF.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: kundaliReportText[locale].download }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect(new TextDecoder().decode((await readFile((await pdf.path())!)).subarray(0, 5))).toBe('%PDF-');

  // Share, after switching to the South Indian style: the link keeps the style and the language.
  await page.getByRole('radio', { name: CHART_TEXT[locale].styleName.south }).check();
  await page.getByRole('button', { name: j.share.button }).click();
  const link = await page.locator('.share-link__url').inputValue();
  const shared = new URL(link);
  expect(shared.pathname).toBe(localizePath(locale, '/detailed-kundali'));
  expect(shared.searchParams.get('style')).toBe('south');

  // A fresh browser (no storage, no preferences) opens it on the same chart, drawn South Indian.
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto(link);
    expect(await expectReport(other, locale)).toBe(facts);
    await expect(other.locator('svg.chart-svg--south').first()).toBeVisible();
  } finally {
    await fresh.close();
  }
}

for (const locale of ['en', 'hi'] as const) {
  test(`${locale}: home form → report with charts → chat about the same person → report → PDF → shared link in a fresh browser`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const problems = await watchPage(page);
    await chartJourney(page, browser, locale);
    if (locale === 'en') await continuity(page);
    await collectCspViolations(page, problems);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
  });
}

/** After the journey (one conversation about Asha Rao): a new tab, the same birth entered again, the recent births. */
async function continuity(page: Page): Promise<void> {
  const conversations = (p: Page) => p.locator('.chat-conversation');
  const tab = await page.context().newPage();
  // A new tab finds the birth and its conversation (before: sent back to the form).
  await tab.goto('/chat');
  await expect(tab.locator('.chat-message.from-ai').first()).not.toBeEmpty({ timeout: 30_000 });
  await expect(conversations(tab)).toHaveCount(1);
  const messages = await tab.locator('.chat-message').count();

  // The home form shows the birth and offers it among the recent ones; entered again, it reopens its conversation.
  await openHomeForm(tab, 'en');
  await expect(tab.locator('#birth-name')).toHaveValue('Asha Rao');
  await expect(tab.locator('#birth-recent option', { hasText: 'Asha Rao · 16/08/1990 · 14:31' })).toHaveCount(1);
  await tab.getByRole('button', { name: kundaliText.en.generate }).click();
  await expectReport(tab, 'en');
  await tab.getByRole('link', { name: journeyText.en.actions.ask }).click();
  await expect(tab.locator('.chat-message')).toHaveCount(messages, { timeout: 30_000 });
  await expect(conversations(tab)).toHaveCount(1);

  // Another form fills itself from the recent birth: the place with its coordinates and zone.
  await tab.goto('/birth-chart');
  await tab.locator('#bc-recent').selectOption({ label: 'Asha Rao · 16/08/1990 · 14:31 · Mumbai, Maharashtra, India' });
  await expect(tab.locator('#bc-date')).toHaveValue('16/08/1990');
  await expect(tab.locator('#bc-time')).toHaveValue('2:31 PM');
  await expect(tab.locator('#bc-lat')).toHaveValue(/^19\.0/);
  await tab.close();
}

/** POSTs to the API from the page (its cookies, its origin); returns the status. */
const post = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ([p, b]) =>
      (await fetch(`/api/${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) })).status,
    [path, body] as const,
  );

test('signed in: another browser opens the chat on the birth and the conversation kept with the account', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = `journey.${Date.now()}@example.com`;
  const password = 'a long enough password';
  await page.goto('/');
  expect(await post(page, 'auth/signup', { name: 'Journey Test', email, password })).toBe(202);
  const token = (await signupConfirmPath(join(process.env.E2E_DATA_DIR!, 'outbox'), email)).split('#confirm=')[1];
  expect(await post(page, 'auth/confirm-signup', { token })).toBe(201);
  // A chart view's "Ask about this chart": the reply is stored with the account once it is complete.
  const stored = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/conversations/'), {
    timeout: 60_000,
  });
  await page.goto(`/chat?${fixedBirthQuery().toString()}`);
  await expect(page.locator('.chat-message.from-ai').first()).not.toBeEmpty({ timeout: 30_000 });
  expect((await stored).status()).toBe(200);
  const messages = await page.locator('.chat-message').count();

  const other = await browser.newContext();
  try {
    const there = await other.newPage();
    await there.goto('/');
    expect(await post(there, 'auth/login', { email, password })).toBe(200);
    await there.goto('/chat');
    await expect(there.getByRole('link', { name: journeyText.en.actions.chartOf('Asha Rao') })).toBeVisible({ timeout: 30_000 });
    await expect(there.locator('.chat-message')).toHaveCount(messages);
    await expect(there.locator('.chat-conversation')).toHaveCount(1);
  } finally {
    await other.close();
  }
});

test('keyboard only on a phone: the menu opens, closes and returns focus; the report leads to the chat and back, and shares', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/detailed-kundali?${fixedBirthQuery().toString()}`);
  await expect(page.locator('#kundali-for')).toHaveText('Kundali for Asha Rao', { timeout: 30_000 });

  const menu = page.getByRole('button', { name: layoutMessages.en.menu });
  const firstSection = page.locator('#site-nav a').first();
  await page.locator('body').focus();
  await tabTo(page, menu, 5);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(firstSection).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(firstSection).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(firstSection).toBeHidden();

  await tabTo(page, page.getByRole('link', { name: journeyText.en.actions.ask }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/chat\?/);
  const back = page.locator('.chat-about').getByRole('link', { name: chatText.en.chartLink });
  await expect(back).toBeVisible({ timeout: 30_000 });
  await tabTo(page, back);
  await page.keyboard.press('Enter');
  await expect(page.locator('#kundali-for')).toHaveText('Kundali for Asha Rao', { timeout: 30_000 });
  await tabTo(page, page.getByRole('button', { name: journeyText.en.share.button }));
  await page.keyboard.press('Enter');
  await expect(page.locator('.share-link__url')).toHaveValue(/\/detailed-kundali\?.*style=north/);
});

for (const locale of ['en', 'hi'] as const) {
  test(`${locale}: every section is reachable from the header in at most two clicks, on a desktop and on a phone`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = layoutMessages[locale];
    const nav = page.getByRole('navigation', { name: t.mainNavLabel });
    // A birth of the visitor's, so the chat opens on it rather than sending them to the form.
    await page.addInitScript(
      (birth) => localStorage.setItem('kundali.birth', birth),
      JSON.stringify({
        name: 'Asha Rao',
        birthDate: '1990-08-16',
        timeOfBirth: '14:31',
        place: { address: 'Mumbai, Maharashtra, India', lat: 19.07283, lon: 72.88261, zone: 'Asia/Kolkata' },
      }),
    );
    // Desktop: one click each, from a page that is none of them; the section's link then says it is current.
    await page.goto(localizePath(locale, '/about-us'));
    for (const link of TOP_NAV_LINKS) {
      await nav.getByRole('link', { name: t.nav[link.label], exact: true }).click();
      await page.waitForURL((url) => url.pathname === localizePath(locale, link.href));
      await expect(nav.getByRole('link', { name: t.nav[link.label], exact: true })).toHaveAttribute('aria-current', 'page');
    }
    // Phone: the sections fold behind Menu; one click shows them all, the second opens one.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localizePath(locale, '/about-us'));
    const menu = page.getByRole('button', { name: t.menu });
    await expect(nav.getByRole('link').first()).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    for (const link of TOP_NAV_LINKS) {
      const shown = nav.getByRole('link', { name: t.nav[link.label], exact: true });
      await expect(shown).toBeVisible();
      await expect(shown).toHaveAttribute('href', localizePath(locale, link.href));
    }
    await nav.getByRole('link', { name: t.nav.panchang, exact: true }).click();
    await page.waitForURL((url) => url.pathname === localizePath(locale, '/panchang'));
  });
}
