/**
 * /chat about a saved person: a signed-in visitor with one saved chart chooses that person in
 * the sidebar; the chat then sends that person's birth, starts a conversation titled with their
 * name, and the (built-in) reply reads their chart, not the visitor's. Choosing "You" again
 * brings the visitor's own conversation back. One page visit, axe at the end.
 */
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signupConfirmPath } from '../support/outbox-mail';
import { expectNoAxeViolations } from './support/axe';

/** The visitor's birth as the landing form stores it. */
const BIRTH = {
  name: 'Asha Rao',
  birthDate: '1992-03-14',
  timeOfBirth: '06:45',
  place: { address: 'Pune, Maharashtra, India', lat: 18.5196, lon: 73.8553, zone: 'Asia/Kolkata' },
};
/** The saved person: the birth fields of /api/chart, as the Kundali page saves them. */
const SAVED = {
  name: 'Ravi Kumar',
  relation: 'husband',
  birth: {
    name: 'Ravi Kumar',
    date: '1988-02-11',
    time: '14:20',
    lat: '19.076',
    lon: '72.8777',
    tz: 'Asia/Kolkata',
    place: 'Mumbai',
    ayanamsa: 'LAHIRI',
  },
};

test('choosing a saved person in the sidebar: their chart is sent, the conversation is titled with their name', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  // Sign up (the mailed link, from the local outbox) and save one person through the API, from the page
  // (same origin, the session cookie lands in the browser).
  const email = `asha.${Date.now()}@example.com`;
  const post = (path: string, body: unknown) =>
    page.evaluate(
      async ([p, b]) =>
        (await fetch(`/api/${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) })).status,
      [path, body] as const,
    );
  expect(await post('auth/signup', { name: 'Asha Rao', email, password: 'a long enough password' })).toBe(202);
  const token = (await signupConfirmPath(join(process.env.E2E_DATA_DIR!, 'outbox'), email)).split('#confirm=')[1];
  expect(await post('auth/confirm-signup', { token })).toBe(201);
  expect(await post('charts', SAVED)).toBe(201);
  // The lagna of each chart, from the API, to tell the two readings apart.
  const lagnaOf = async (query: Record<string, string>) =>
    ((await (await page.request.get(`/api/chart?${new URLSearchParams(query)}`)).json()) as { chart: { lagna: { rasi: string } } }).chart
      .lagna.rasi;
  const raviLagna = await lagnaOf(SAVED.birth);
  const ashaLagna = await lagnaOf({
    date: BIRTH.birthDate,
    time: BIRTH.timeOfBirth,
    lat: '18.5196',
    lon: '73.8553',
    tz: 'Asia/Kolkata',
    ayanamsa: 'LAHIRI',
  });
  expect(raviLagna).not.toBe(ashaLagna);

  await page.addInitScript((birth) => sessionStorage.setItem('kundali.birth', JSON.stringify(birth)), BIRTH);
  await page.goto('/chat');
  // The title names whose chart it is and links to that chart's report (issue 36).
  const about = page.locator('.chat-about');
  await expect(about).toHaveText('Transit Predictions: Asha Rao · Kundali report', { timeout: 20_000 });
  await expect(page.locator('.chat-message.from-ai').first()).toContainText(`Lagna (ascendant): ${ashaLagna}`, { timeout: 20_000 });

  const subjects = page.locator('.chat-subject');
  await expect(subjects).toHaveText(['You (Asha Rao)', 'Ravi Kumar (husband)']);
  await expect(subjects.first()).toHaveAttribute('aria-pressed', 'true');

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/chat') && r.method() === 'POST');
  await subjects.nth(1).click();
  const body = (await sent).postDataJSON() as { chart: Record<string, string>; match?: unknown };
  expect(body.chart).toMatchObject({ date: '1988-02-11', time: '14:20', place: 'Mumbai', name: 'Ravi Kumar' });
  expect(body.match).toBeUndefined();

  await expect(subjects.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(about).toHaveText('Transit Predictions: Ravi Kumar · Kundali report');
  await expect(about.getByRole('link', { name: 'Kundali report' })).toHaveAttribute('href', /^\/detailed-kundali\?.*name=Ravi\+Kumar/);
  await expect(page.locator('.chat-conversation')).toHaveCount(1);
  await expect(page.locator('.chat-conversation[aria-current="true"]')).toContainText('Transit Predictions: Ravi Kumar');
  await expect(page.locator('.chat-message.from-user').first()).toContainText(
    'Please give me a short reading of the birth chart of Ravi Kumar (my husband), born on 1988-02-11 at 14:20 in Mumbai.',
  );
  await expect(page.locator('.chat-message.from-ai').first()).toContainText(`Lagna (ascendant): ${raviLagna}`, { timeout: 20_000 });
  await expect(page.locator('.chat-spinner')).toHaveCount(0, { timeout: 20_000 });

  // Back to the visitor: their own conversation, as it was.
  await subjects.first().click();
  await expect(about).toHaveText('Transit Predictions: Asha Rao · Kundali report');
  await expect(page.locator('.chat-message.from-ai').first()).toContainText(`Lagna (ascendant): ${ashaLagna}`);
  await expectNoAxeViolations(page, 'chat with subjects');
});
