/**
 * /chat shows the claim check: a fake model answer with two wrong statements (the Sun's sign and
 * the Moon's house, made wrong from the chart the API computes for the same birth) shows both
 * corrections in the reply and in the "Checked against your chart" list; the built-in reader's
 * first answer shows the statements it checked, all correct. Hosts and the fake model run on 127.0.0.1.
 */
import { expect, test, type Page } from '@playwright/test';
import { ordinal } from '../../shared/interpretation/format';
import { RASIS } from '../../shared/vocabulary/rasi';
import { SITE_DEFAULT_AYANAMSA } from '../../shared/vocabulary/settings';
import { FakeOpenAiServer } from '../support/fake-openai';
import { startSiteHost } from '../support/fake-openai-hosts';
import { expectNoAxeViolations } from './support/axe';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const BIRTH = {
  name: 'Asha Rao',
  birthDate: '1992-03-14',
  timeOfBirth: '06:45',
  place: { address: 'Pune, Maharashtra, India', lat: 18.5196, lon: 73.8553, zone: 'Asia/Kolkata' },
};

const fake = new FakeOpenAiServer();
let host: { url: string; stop(): Promise<void> };
let builtIn: { url: string; stop(): Promise<void> };
test.beforeAll(async () => {
  const fakeUrl = await fake.start();
  // One after the other: three hosts compiling at once on a loaded 2-core machine can miss the start-up wait.
  host = await startSiteHost(fakeUrl);
  builtIn = await startSiteHost(null);
});
test.afterAll(async () => {
  await Promise.all([host?.stop(), builtIn?.stop(), fake.stop()]);
});

async function openChat(page: Page, baseUrl: string): Promise<void> {
  await page.addInitScript((birth) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    sessionStorage.setItem('kundali.birth', JSON.stringify(birth));
  }, BIRTH);
  await page.goto(`${baseUrl}/chat`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
}

test('a model answer with two wrong statements shows both corrections', async ({ page, request }) => {
  const query = new URLSearchParams({
    name: BIRTH.name,
    date: BIRTH.birthDate,
    time: BIRTH.timeOfBirth,
    lat: String(BIRTH.place.lat),
    lon: String(BIRTH.place.lon),
    tz: BIRTH.place.zone,
    ayanamsa: SITE_DEFAULT_AYANAMSA,
  });
  const { chart } = (await (await request.get(`${host.url}/api/chart?${query}`)).json()) as {
    chart: { grahas: { graha: string; rasi: string; rasiIndex: number; house: number }[] };
  };
  const sun = chart.grahas.find((g) => g.graha === 'Sun')!;
  const moon = chart.grahas.find((g) => g.graha === 'Moon')!;
  const wrongSign = RASIS[(sun.rasiIndex + 6) % 12]!;
  const wrongHouse = (moon.house % 12) + 1;
  // Every request (the answer and the correction round) gets the same wrong answer, so both corrections stay.
  fake.scenario = {
    kind: 'reply',
    chunks: [
      'Here is your chart. ',
      `Your **Sun is in ${wrongSign}**, `,
      'which makes you bold. ',
      `The Moon sits in your ${ordinal(wrongHouse)} house.`,
    ],
  };
  await openChat(page, host.url);
  const reply = page.locator('.chat-message.from-ai').first();
  const sunFix = `Sun is in ${sun.rasi}, not ${wrongSign}.`;
  const moonFix = `Moon is in the ${ordinal(moon.house)} house, not the ${ordinal(wrongHouse)}.`;
  // Marked in the reply, after each wrong statement's sentence.
  await expect(reply.locator('em', { hasText: `✗ ${sunFix}` })).toBeVisible({ timeout: 20_000 });
  await expect(reply.locator('em', { hasText: `✗ ${moonFix}` })).toBeVisible();
  await expect(reply).toContainText(`which makes you bold. (✗ ${sunFix})`);
  // And listed under it, open because something was corrected.
  const list = reply.getByRole('list', { name: 'Checked statements' });
  await expect(reply.locator('details.chat-claims summary')).toHaveText('Checked against your chart: 2 statements, 2 corrected');
  await expect(list).toBeVisible();
  await expect(list.locator('li.claim-wrong')).toHaveText([
    `✗ Sun in ${wrongSign} (wrong): ${sunFix}`,
    `✗ Moon in the ${ordinal(wrongHouse)} house (wrong): ${moonFix}`,
  ]);
  // The correction round was asked for (and its unchanged answer dropped).
  const last = fake.requests[fake.requests.length - 1]!.body.messages!;
  expect(last[last.length - 1]!.content).toContain(sunFix);
  await expectNoAxeViolations(page);
});

test("the built-in reader's answer shows the statements it checked", async ({ page }) => {
  await openChat(page, builtIn.url);
  const reply = page.locator('.chat-message.from-ai').first();
  const summary = reply.locator('details.chat-claims summary');
  await expect(summary).toHaveText(/^Checked against your chart: \d+ statements, all correct$/, { timeout: 20_000 });
  const count = Number(/(\d+) statements/.exec((await summary.textContent()) ?? '')![1]);
  expect(count).toBeGreaterThan(5);
  await summary.click();
  await expect(reply.getByRole('list', { name: 'Checked statements' }).locator('li.claim-ok')).toHaveCount(count);
  await expect(reply.locator('li.claim-wrong')).toHaveCount(0);
});
