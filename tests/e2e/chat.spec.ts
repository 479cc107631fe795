/**
 * /chat end to end, against the built site served by two local hosts this file starts itself:
 * one relaying to the fake OpenAI-compatible server (real HTTP + SSE through the openai SDK),
 * one with no provider (the built-in reader). Birth details are put in sessionStorage the way
 * the landing form stores them.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { startChatHosts, type ChatHosts } from '../support/fake-openai-hosts';
import { collectCspViolations, watchPage, type PageProblems } from './support/page-health';

test.describe.configure({ mode: 'serial' });

let hosts: ChatHosts;
test.beforeAll(async () => {
  hosts = await startChatHosts();
});
test.afterAll(async () => {
  await hosts?.stop();
});

/** The spec's `userInfo` record only (address as text, "City, Country" as the spec has it): the chat must resolve the place itself. */
const USER_INFO = { name: 'Ravi Kumar', birthDate: '1990-07-01', timeOfBirth: '10:30', address: 'Mumbai, India' };
/** The birth store's record (with coordinates and zone), as the landing form saves it. */
const BIRTH = {
  name: 'Asha Rao',
  birthDate: '1992-03-14',
  timeOfBirth: '06:45',
  place: { address: 'Pune, Maharashtra, India', lat: 18.5196, lon: 73.8553, zone: 'Asia/Kolkata' },
};

async function withSession(page: Page, record: { userInfo?: unknown; birth?: unknown }): Promise<void> {
  await page.addInitScript((r) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    if (r.userInfo) sessionStorage.setItem('userInfo', JSON.stringify(r.userInfo));
    if (r.birth) sessionStorage.setItem('kundali.birth', JSON.stringify(r.birth));
    // Record every distinct text of the last assistant message, to see the reply grow token by token.
    const w = window as unknown as { __replyStates: string[]; __spinnerSeen: boolean };
    w.__replyStates = [];
    w.__spinnerSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('.chat-spinner')) w.__spinnerSeen = true;
      const all = document.querySelectorAll('.chat-message.from-ai');
      const text = all[all.length - 1]?.textContent ?? '';
      if (text && w.__replyStates[w.__replyStates.length - 1] !== text) w.__replyStates.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, record);
}

/** Opens a page and waits until its islands have hydrated (clicks before that do nothing). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
}

/** No CSP violation, console error or uncaught exception happened on the page. */
async function expectHealthy(page: Page, problems: PageProblems): Promise<void> {
  await collectCspViolations(page, problems);
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
}

test('landing record → /chat: the first answer streams in from the model, and a reload keeps the conversation', async ({ page }) => {
  const problems = await watchPage(page);
  await withSession(page, { userInfo: USER_INFO });
  await open(page, `${hosts.providerUrl}/chat`);
  await expect(page.locator('h1')).toHaveText(`Transit Predictions for ${new Date().getFullYear()}`);
  const user = page.locator('.chat-message.from-user').first();
  await expect(user).toContainText('My name is Ravi Kumar. I was born on 1990-07-01 at 10:30 in Mumbai, India.', { timeout: 15_000 });
  await expect(user).toContainText('My planets: Sun in');
  const reply = page.locator('.chat-message.from-ai').first();
  await expect(reply).toContainText('Point two', { timeout: 15_000 });
  await expect(reply.locator('strong').first()).toHaveText('Fake model:'); // Markdown rendered
  await expect(reply.locator('td.md-align-right')).toHaveText('12.34°'); // a GFM table, aligned without inline styles
  const states = await page.evaluate(() => (window as unknown as { __replyStates: string[] }).__replyStates);
  expect(states.length, 'reply grew in several steps').toBeGreaterThan(3);
  expect(await page.evaluate(() => (window as unknown as { __spinnerSeen: boolean }).__spinnerSeen), 'spinner before the first reply').toBe(
    true,
  );
  await expect(page.locator('.chat-notice')).toHaveText('AI can make mistakes. Check important information.');
  await expectNoAxeViolations(page);
  await expectHealthy(page, problems);

  await page.reload();
  await expect(page.locator('.chat-message')).toHaveCount(2);
  await expect(page.locator('.chat-message.from-ai').first()).toContainText('Point two');
  await page.waitForTimeout(500);
  await expect(page.locator('.chat-message')).toHaveCount(2); // no second automatic start
});

test('the landing form leads to the report, whose "Ask about this chart" opens /chat, where the first answer streams in', async ({
  page,
}) => {
  await page.goto(`${hosts.providerUrl}/`);
  // The landing form hydrates on first focus; wait until React has it, as a visitor's next keystrokes would.
  await page.getByLabel('Full Name').focus();
  await expect(page.locator('form.birth-form[data-ready="true"]')).toHaveCount(1, { timeout: 15_000 });
  await page.getByLabel('Full Name').fill('Meera Iyer');
  await page.getByPlaceholder('dd/mm/yyyy').fill('21/11/1988');
  await page.keyboard.press('Escape'); // the calendar opens on focus
  await page.getByPlaceholder('h:mm aa').fill('7:15 PM');
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: /Place of Birth/ }).click();
  await page.getByPlaceholder('Search addresses...').fill('Chennai');
  await page
    .getByRole('listbox', { name: 'Matching addresses' })
    .getByRole('option', { name: /Chennai/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Generate Kundali' }).click();
  await page.waitForURL(/\/detailed-kundali/);
  await page.getByRole('link', { name: 'Ask about this chart' }).click({ timeout: 30_000 });
  await page.waitForURL(/\/chat\?/);
  await expect(page.locator('.chat-message.from-user').first()).toContainText(
    'My name is Meera Iyer. I was born on 1988-11-21 at 19:15 in Chennai',
    { timeout: 15_000 },
  );
  await expect(page.locator('.chat-message.from-ai').first()).toContainText('Point two', { timeout: 15_000 });
});

test('Stop cancels a streaming reply; empty messages are not sent; a new conversation starts afresh', async ({ page }) => {
  await withSession(page, { birth: BIRTH });
  await open(page, `${hosts.providerUrl}/chat`);
  await expect(page.locator('.chat-message.from-ai').first()).toContainText('Point two', { timeout: 15_000 });
  const input = page.getByPlaceholder('Message Kundali AI...');
  await input.fill('   ');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await input.fill('Tell me more [slow]');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('.chat-message.from-ai').nth(1)).toContainText('word2', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.locator('.chat-message.from-ai').nth(1)).toContainText('(stopped)');
  await expect(page.locator('.chat-message.from-ai').nth(1)).not.toContainText('word59');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

  await page.getByRole('button', { name: 'New conversation' }).click();
  await expect(page.locator('.chat-conversation')).toHaveCount(2);
  await expect(page.locator('.chat-message.from-ai').first()).toContainText('Point two', { timeout: 15_000 });
  await expect(page.locator('.chat-message')).toHaveCount(2);
});

test('the first turn leaves before the page has hydrated, and is asked for once', async ({ page }) => {
  const problems = await watchPage(page);
  await withSession(page, { birth: BIRTH });
  const chatPosts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chat')) chatPosts.push(request.postData() ?? '');
  });
  // React's renderer is held back until the early script has sent the turn: the island cannot have asked for it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/client.*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${hosts.providerUrl}/chat`);
  await expect.poll(() => chatPosts.length, { timeout: 15_000 }).toBe(1);
  const prompt = JSON.parse(chatPosts[0]!).conversationHistory[0].content as string;
  // The early script draws the prompt, as the island will (opening-draw.ts), while React has not loaded.
  const bubble = page.locator('.chat-message.from-user');
  await expect(bubble).toHaveText(prompt);
  await expect(page.locator('.chat-status')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  const early = { box: await bubble.boundingBox(), about: await page.locator('.chat-about').textContent() };
  await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
  release();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.chat-message.from-ai').first()).toContainText('Point two', { timeout: 15_000 });
  // The island's own conversation took the drawing's place: one prompt, one composer, the same box and title.
  await expect(page.locator('.chat-early')).toHaveCount(0);
  await expect(bubble).toHaveCount(1);
  await expect(bubble).toHaveText(prompt);
  await expect(page.locator('.chat-composer')).toHaveCount(1);
  const box = await bubble.boundingBox();
  expect([box?.x, box?.width, box?.height]).toEqual([early.box?.x, early.box?.width, early.box?.height]);
  await expect(page.locator('.chat-about')).toHaveText(early.about ?? '');
  expect(chatPosts).toHaveLength(1);
  await expectHealthy(page, problems);
});

test('the sidebar collapses and expands', async ({ page }) => {
  await withSession(page, { birth: BIRTH });
  await page.setViewportSize({ width: 1200, height: 800 });
  await open(page, `${hosts.builtInUrl}/chat`);
  const toggle = page.getByRole('button', { name: 'Hide conversations' });
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  await expect(page.locator('.chat-conversation').first()).toHaveText(/Transit Predictions/);
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Show conversations' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { name: 'Today' })).toBeHidden();
  await page.getByRole('button', { name: 'Show conversations' }).click();
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
});

test('with no provider configured the built-in reader answers, from the chart', async ({ page }) => {
  const problems = await watchPage(page);
  await withSession(page, { birth: BIRTH });
  await open(page, `${hosts.builtInUrl}/chat`);
  const first = page.locator('.chat-message.from-ai').first();
  await expect(first).toContainText('Built-in reader', { timeout: 15_000 });
  await expect(first).toContainText('Lagna (ascendant)');
  await expect(first.locator('table')).toHaveCount(1);
  await page.getByPlaceholder('Message Kundali AI...').fill('When will my Saturn period end?');
  await page.getByRole('button', { name: 'Send' }).click();
  const second = page.locator('.chat-message.from-ai').nth(1);
  await expect(second).toContainText('Saturn mahadasha', { timeout: 15_000 });
  await expect(second).not.toContainText('Built-in reader');
  await expectNoAxeViolations(page);
  await expectHealthy(page, problems);
});

test('without birth details /chat sends the visitor to the home page with a clear message', async ({ page }) => {
  await open(page, `${hosts.builtInUrl}/chat`);
  await page.waitForURL(/\/\?reason=no-birth-info$/);
  await expect(page.getByRole('status').filter({ hasText: 'The chat needs your birth details first' })).toBeVisible();
  await expect(page.getByLabel(/Full Name/i)).toBeVisible();
  await expectNoAxeViolations(page);
});
