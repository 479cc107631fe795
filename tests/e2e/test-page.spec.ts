/**
 * /test end to end: the "User Details" form (all fields required, "Select gender" invalid), then
 * "Loading..." while the seven chart routes run, then the three-column view with the References
 * JSON; the first chat turn carries the horoscope predictions; a failing route shows "Error: …".
 * On /hi/test a refused field and a failed chat turn are said in Hindi, naming the field.
 * Uses the no-provider host this file starts (the built-in reader answers).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectMostlyDevanagari } from './support/devanagari';
import { VEDASTRO_CALCULATOR_NAMES, vedAstroCallPath } from '../../shared/contracts/vedastro-calculators';
import { startChatHosts, type ChatHosts } from '../support/fake-openai-hosts';

test.describe.configure({ mode: 'serial' });

let hosts: ChatHosts;
test.beforeAll(async () => {
  hosts = await startChatHosts();
});
test.afterAll(async () => {
  await hosts?.stop();
});

/** Waits until every island has hydrated: typing into server-rendered inputs before that is lost. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
}

async function fillForm(page: Page, gender: string | null): Promise<void> {
  await hydrated(page);
  await page.getByLabel('Name').fill('Asha Rao');
  await page.getByLabel('Date of birth').fill('14/03/1992');
  await page.getByLabel('Time of birth').fill('06:45');
  await page.getByRole('combobox', { name: /Address/ }).click();
  await page.getByPlaceholder('Search addresses...').fill('Pune');
  await page.getByRole('listbox', { name: 'Matching addresses' }).getByRole('option', { name: /Pune/ }).first().click();
  if (gender) await page.getByLabel('Gender').selectOption(gender);
}

test('form → Loading... → three columns with References JSON; the first turn carries the predictions', async ({ page }) => {
  await page.goto(`${hosts.builtInUrl}/test`);
  await expect(page.locator('h1')).toHaveText('Test Page');
  await expect(page.getByRole('heading', { name: 'User Details' })).toBeVisible();
  await expectNoAxeViolations(page);

  await fillForm(page, null);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in every field.'); // "Select gender" is not a choice
  await page.getByLabel('Gender').selectOption('female');

  // Hold one of the seven calls briefly so the loading state is observable.
  await page.route('**/api/Calculate/HoroscopePredictions/**', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  const calls: string[] = [];
  page.on('request', (r) => {
    if (VEDASTRO_CALCULATOR_NAMES.some((name) => new URL(r.url()).pathname.startsWith(`${vedAstroCallPath(name)}/`))) calls.push(r.url());
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Loading...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chat History' })).toBeVisible({ timeout: 20_000 });
  expect(calls).toHaveLength(7);
  expect(calls[0]).toMatch(/Location\/18\.\d+%2C73\.\d+\/Time\/06:45\/14\/03\/1992\/%2B05%3A30\/Ayanamsa\/RAMAN$/);
  await expect(page.getByRole('heading', { name: 'References' })).toBeVisible();
  const json = JSON.parse((await page.locator('.test-json').textContent()) ?? '{}') as Record<string, unknown>;
  expect(Object.keys(json).sort()).toEqual([
    'allHouseData',
    'allPlanetData',
    'bhinnashtakavargaChart',
    'horoscopePredictions',
    'houseStrength',
    'planetShadbalaPinda',
    'sarvashtakavargaChart',
  ]);
  expect(Array.isArray(json.allPlanetData)).toBe(true);
  await expect(page.locator('.test-details')).toBeHidden();
  await expect(page.locator('.test-details')).toContainText('Gender: female', { useInnerText: false });

  const input = page.getByPlaceholder('Type your message...');
  await input.fill('   ');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await input.fill('How is my career?');
  const chatRequest = page.waitForRequest('**/api/chat');
  await page.getByRole('button', { name: 'Send' }).click();
  const sent = JSON.parse((await chatRequest).postData() ?? '{}') as { conversationHistory: { role: string; content: string }[] };
  expect(sent.conversationHistory).toHaveLength(1);
  expect(sent.conversationHistory[0]!.content).toContain('My horoscope predictions:');
  expect(sent.conversationHistory[0]!.content).toContain('My question: How is my career?');
  expect(sent.conversationHistory[0]!.content).toContain('point-wise, summarised and concise');
  await expect(page.locator('.test-message.from-user')).toHaveText('How is my career?');
  await expect(page.locator('.test-message.from-ai').first()).toContainText('10th house', { timeout: 15_000 });

  const second = page.waitForRequest('**/api/chat');
  await input.fill('And my health?');
  await page.getByRole('button', { name: 'Send' }).click();
  const later = JSON.parse((await second).postData() ?? '{}') as { conversationHistory: { role: string; content: string }[] };
  expect(later.conversationHistory[2]).toEqual({ role: 'user', content: 'And my health?' });
  await expect(page.locator('.test-message.from-ai').nth(1)).toContainText('1st house', { timeout: 15_000 });
  await expectNoAxeViolations(page);
});

test('a failing chart call shows "Error: {message}"', async ({ page }) => {
  await page.route('**/api/Calculate/HouseStrength/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ Status: 'Fail', Payload: 'location: not found' }),
    }),
  );
  await page.goto(`${hosts.builtInUrl}/test`);
  await fillForm(page, 'male');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toContainText('Error: location: not found');
  await page.getByRole('button', { name: 'Back to the form' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Asha Rao'); // the details are kept for another try
  await expectNoAxeViolations(page);
});

test('/hi/test: a refused date beside its field and failed chat turns in Hindi, naming the field; what was typed is kept', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // 103 letters: the chart calls do not send the name, the chat refuses it (at most 100).
  const longName = 'आशा '.repeat(26).trim();
  await page.goto(`${hosts.builtInUrl}/hi/test`);
  await hydrated(page);
  await page.getByRole('textbox', { name: 'नाम', exact: true }).fill(longName);
  await page.getByLabel('जन्म तिथि').fill('14/03/1750');
  await page.getByLabel('जन्म समय').fill('06:45');
  await page.getByRole('combobox', { name: /पता/ }).click();
  await page.getByPlaceholder('पता खोजें...').fill('Pune');
  await page.getByRole('listbox', { name: 'मिलते-जुलते पते' }).getByRole('option', { name: /Pune/ }).first().click();
  await page.getByLabel('लिंग').selectOption('female');
  await page.getByRole('button', { name: 'भेजें' }).click();

  // The birth form every page shares refuses the year beside the field with the API's own range (its zod schema).
  await expect(page.locator('#test-date-error')).toHaveText('जन्म तिथि: वर्ष 1750 समर्थित सीमा 1800–2200 से बाहर है।', { timeout: 20_000 });
  await expectMostlyDevanagari(page);
  await expectNoAxeViolations(page, 'Hindi /test refusal');
  await expect(page.getByRole('textbox', { name: 'नाम', exact: true })).toHaveValue(longName);
  await expect(page.getByLabel('जन्म तिथि')).toHaveValue('14/03/1750');
  await expect(page.getByLabel('जन्म समय')).toHaveValue('06:45');
  await expect(page.getByLabel('लिंग')).toHaveValue('female');

  await page.getByLabel('जन्म तिथि').fill('14/03/1992');
  await page.getByRole('button', { name: 'भेजें' }).click();
  await expect(page.getByRole('heading', { name: 'बातचीत का इतिहास' })).toBeVisible({ timeout: 20_000 });
  const input = page.getByPlaceholder('अपना संदेश लिखें...');
  const failed = page.locator('.test-message.is-error');
  await input.fill('मेरा करियर कैसा रहेगा?');
  await page.getByRole('button', { name: 'भेजें' }).click();
  // The chat API refuses the name (chart.name, code tooLong): named by its label, with the limit.
  await expect(failed.last()).toHaveText('पूरा नाम: अधिक से अधिक 100 अक्षर हो सकते हैं।', { timeout: 15_000 });

  await page.route('**/api/chat', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ status: 503, error: 'Service Unavailable', message: 'The model is not available right now.' }),
    }),
  );
  await input.fill('मेरा विवाह कब होगा?');
  await page.getByRole('button', { name: 'भेजें' }).click();
  await expect(failed.last()).toHaveText('चैट सेवा अभी उत्तर नहीं दे सकी। थोड़ी देर बाद फिर से पूछें।');
  await page.unroute('**/api/chat');
  await page.route('**/api/chat', (route) => route.abort('internetdisconnected'));
  await input.fill('मेरा स्वास्थ्य कैसा रहेगा?');
  await page.getByRole('button', { name: 'भेजें' }).click();
  await expect(failed.last()).toHaveText('चैट सेवा तक नहीं पहुँच सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से प्रयास करें।');
  await expect(failed).toHaveCount(3);
  for (const message of await failed.allInnerTexts()) expect(message).not.toMatch(/[A-Za-z]/);
  // The References column is the calculators' raw JSON (data, not words); the rest of the page is Hindi.
  await expectMostlyDevanagari(page, [], '.test-chat');
  await expectMostlyDevanagari(page, [], '.test-history');
  await expectNoAxeViolations(page, 'Hindi /test chat failures');
});

test('/hi/test: typed coordinates out of range are refused in Hindi beside them, what was typed kept', async ({ page }) => {
  await page.goto(`${hosts.builtInUrl}/hi/test`);
  await hydrated(page);
  await page.getByRole('combobox', { name: /पता/ }).click();
  await page.getByRole('button', { name: 'निर्देशांक लिखें' }).click();
  await page.getByLabel('स्थान का नाम').fill('मेरा गाँव');
  await page.getByLabel(/^अक्षांश/).fill('95');
  await page.getByLabel(/^देशांतर/).fill('73.85');
  await page.getByLabel('समय क्षेत्र या UTC अंतर').fill('+05:30');
  await page.getByRole('button', { name: 'ये निर्देशांक लें' }).click();
  await expect(page.getByRole('alert')).toHaveText('अक्षांश: -90 से 90 के बीच की संख्या होनी चाहिए।');
  await expect(page.getByLabel(/^अक्षांश/)).toHaveAccessibleDescription('अक्षांश: -90 से 90 के बीच की संख्या होनी चाहिए।');
  await expect(page.getByLabel(/^अक्षांश/)).toHaveValue('95');
  await expect(page.getByLabel('स्थान का नाम')).toHaveValue('मेरा गाँव');
  await expectMostlyDevanagari(page);
  await expectNoAxeViolations(page, 'Hindi typed coordinates refused');
});
