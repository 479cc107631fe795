/**
 * /chat?about=match with births the page cannot read (a date that does not exist, a latitude that is
 * not a number): the chat says which person's field is refused and links back to /kundali-matching
 * with every value of the link; it opens no conversation, least of all one about the visitor's own
 * birth stored in the tab (before: it quietly talked about that birth instead of the match).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { FIXED_MATCH_QUERY } from './support/fixed-birth';

/** The visitor's own birth, as the landing form stores it in the tab. */
const OWN_BIRTH = {
  name: 'Meera Iyer',
  birthDate: '1985-01-20',
  timeOfBirth: '07:10',
  place: { address: 'Chennai, Tamil Nadu, India', lat: 13.0827, lon: 80.2707, zone: 'Asia/Kolkata' },
};

/** The match the phone-width and language specs use (support/fixed-birth.ts). */
const MATCH = FIXED_MATCH_QUERY;

/** The match link with some fields changed. */
function matchLink(changes: Record<string, string>): string {
  const query = new URLSearchParams(MATCH);
  for (const [field, value] of Object.entries(changes)) query.set(field, value);
  return `${query.toString()}&about=match`;
}

/** Opens `path` with the visitor's own birth stored, counting the chat turns the page sends. */
async function openWithOwnBirth(page: Page, path: string): Promise<{ chatTurns: () => number }> {
  let turns = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/chat') && r.method() === 'POST') turns += 1;
  });
  await page.addInitScript((birth) => sessionStorage.setItem('kundali.birth', JSON.stringify(birth)), OWN_BIRTH);
  await page.goto(path);
  return { chatTurns: () => turns };
}

test.describe('/chat about a match whose births cannot be read', () => {
  test('a bride date that does not exist: refused by person and field, the link back keeps every value', async ({ page }) => {
    const sent = await openWithOwnBirth(page, `/chat?${matchLink({ brideDate: '2023-02-30' })}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Error: Bride: date: day 30 does not exist in 2023-02-30', { timeout: 20_000 });
    await expect(page.locator('.chat-message')).toHaveCount(0);
    await expect(page.locator('.chat-about')).toHaveCount(0);
    await expect(page.getByText('Meera Iyer')).toHaveCount(0);
    expect(sent.chatTurns()).toBe(0);
    await expectNoAxeViolations(page, 'match refused');

    await page.getByRole('link', { name: 'Correct the births on the Kundali matching page' }).click();
    await expect(page).toHaveURL(/\/kundali-matching\?.*brideDate=2023-02-30/);
    expect(page.url()).not.toContain('about=');
    await expect(page.locator('#bride-name')).toHaveValue('Asha');
    await expect(page.locator('#groom-name')).toHaveValue('Ravi');
  });

  test('a latitude that is not a number, in Hindi', async ({ page }) => {
    const sent = await openWithOwnBirth(page, `/hi/chat?${matchLink({ brideLat: 'abc' })}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('त्रुटि: वधू: अक्षांश', { timeout: 20_000 });
    await expect(alert.getByRole('link', { name: 'कुंडली मिलान पृष्ठ पर जन्म विवरण ठीक करें' })).toHaveAttribute(
      'href',
      /^\/hi\/kundali-matching\?.*brideLat=abc/,
    );
    await expect(page.locator('.chat-message')).toHaveCount(0);
    expect(sent.chatTurns()).toBe(0);
  });
});
