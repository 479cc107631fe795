/**
 * /hi/chat when a turn fails: the chat API's refusal of a birth field (a real 400 with its code),
 * no answer at all and a server failure are said in Hindi in the thread; the page stays ≥ 90 %
 * Devanagari and axe clean. English keeps the API's `title: message` (tests/e2e/chat.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectMostlyDevanagari } from './support/devanagari';

const PLACE = 'Berlin, Germany';

/** A birth at 02:30 on 28 March 2021 in Berlin, a clock time that never happened (the chat API refuses chart.time). */
async function seedGapBirth(page: Page): Promise<void> {
  await page.addInitScript((place) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    const birth = {
      name: 'आशा राव',
      birthDate: '2021-03-28',
      timeOfBirth: '02:30',
      place: { address: place, lat: 52.52437, lon: 13.41053, zone: 'Europe/Berlin' },
    };
    sessionStorage.setItem('kundali.birth', JSON.stringify(birth));
  }, PLACE);
}

test.describe('/hi/chat failures in Hindi', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a refused birth field, no answer and a server failure are said in Hindi in the thread', async ({ page }) => {
    await seedGapBirth(page);
    await page.goto('/hi/chat');
    const failed = page.locator('.chat-message.is-error');
    await expect(failed.last()).toHaveText(
      'जन्म समय: 2021-03-28 को Europe/Berlin में 02:30 का समय आया ही नहीं (घड़ियाँ +01:00 से +02:00 पर बदलीं); समय जाँचें या UTC अंतर चुनें।',
      { timeout: 60_000 },
    );
    await expectMostlyDevanagari(page, [PLACE]);
    await expectNoAxeViolations(page, 'Hindi chat refusal');

    const composer = page.getByRole('textbox');
    await page.route('**/api/chat', (route) => route.abort('internetdisconnected'));
    await composer.fill('मेरा करियर कैसा रहेगा?');
    await composer.press('Enter');
    await expect(failed.last()).toHaveText('चैट सेवा तक नहीं पहुँच सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से प्रयास करें।');

    await page.unroute('**/api/chat');
    await page.route('**/api/chat', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status: 503, error: 'Service Unavailable', message: 'The model is not available right now.' }),
      }),
    );
    await composer.fill('मेरा विवाह कब होगा?');
    await composer.press('Enter');
    await expect(failed.last()).toHaveText(/^[\u0900-\u097F\s,.।:()-]+$/u);
    await expect(failed.last()).not.toHaveText(/Service|model/);
    await expectMostlyDevanagari(page, [PLACE]);
  });
});
