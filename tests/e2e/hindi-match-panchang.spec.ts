/**
 * The Hindi matching and panchang pages in their working states (hindi.spec.ts visits each Hindi
 * route once, empty): the matching form's errors name the person and the field in Hindi; the
 * match result shows the API's figures (asked with locale=hi) under the vocabulary's Hindi names
 * with the API's Hindi sentences; an unknown time on a day the Moon changes star is refused in
 * Hindi on that person's field; a panchang day shows the API's elements under their Hindi names
 * and dates and times written by Intl in Hindi; a polar night is stated in Hindi. Each state:
 * ≥ 90 % Devanagari letters (the polar night: axe only, its place name is the visitor's), axe clean.
 */
import { expect, test } from '@playwright/test';
import type { MatchAnswer } from '../../shared/chart/match-answer';
import { MUHURTA_NAMES, panchangName } from '../../shared/jyotish/panchang-names';
import type { DayPanchang } from '../../shared/panchang/day';
import { KOOTA_NAMES, VERDICT_NAMES, kootaValueName } from '../../shared/vocabulary/matching-names';
import { nakshatraNameOf } from '../../shared/vocabulary/nakshatra';
import { expectNoAxeViolations } from './support/axe';
import { expectMostlyDevanagari } from './support/devanagari';

/** Both births as the page's (and the API's) prefixed query. */
function matchQuery(bride: Record<string, string>): URLSearchParams {
  const query = new URLSearchParams();
  const people = [
    ['bride', bride],
    ['groom', { name: 'रवि कुमार', date: '1990-05-17', time: '08:15', lat: '28.65', lon: '77.23', tz: 'Asia/Kolkata', place: 'दिल्ली' }],
  ] as const;
  for (const [person, fields] of people)
    for (const [key, value] of Object.entries(fields)) query.set(`${person}${key.charAt(0).toUpperCase()}${key.slice(1)}`, value);
  query.set('ayanamsa', 'LAHIRI');
  return query;
}
const BRIDE = { name: 'आशा राव', date: '1992-11-02', time: '21:40', lat: '19.07283', lon: '72.88261', tz: 'Asia/Kolkata', place: 'मुंबई' };

test.describe('/hi/kundali-matching', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the form: each error names the person and the field in Hindi, axe clean', async ({ page }) => {
    await page.goto('/hi/kundali-matching');
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await page.getByRole('button', { name: 'कुंडली मिलाएँ' }).click();
    await expect(page.locator('.form-summary')).toHaveText('कृपया नीचे चिह्नित फ़ील्ड ठीक करें।');
    await expect(page.locator('#bride-name')).toBeFocused();
    await expect(page.locator('#bride-name')).toHaveAccessibleDescription('वधू: पूरा नाम: कृपया पूरा नाम लिखें।');
    await expect(page.locator('#groom-name')).toHaveAccessibleDescription('वर: पूरा नाम: कृपया पूरा नाम लिखें।');
    await expect(page.locator('#groom-date')).toHaveAccessibleDescription('वर: जन्म तिथि: कृपया जन्म तिथि लिखें।');
    await expect(page.getByRole('group', { name: 'वधू का जन्म विवरण' })).toBeVisible();
    await expectMostlyDevanagari(page);
    await expectNoAxeViolations(page, 'Hindi matching form with errors');
  });

  test('the result: the API’s figures under Hindi names, its Hindi sentences, ≥ 90 % Devanagari, axe clean', async ({ page }) => {
    const query = matchQuery(BRIDE);
    const response = await page.request.get(`/api/match?${query.toString()}&locale=hi`);
    expect(response.status()).toBe(200);
    const match = ((await response.json()) as { match: MatchAnswer }).match;
    await page.goto(`/hi/kundali-matching?${query.toString()}`);
    await expect(page.getByRole('heading', { name: 'अष्टकूट' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('match-total')).toHaveText(String(match.total));
    await expect(page.locator('.match-verdict')).toHaveText(`निष्कर्ष: ${VERDICT_NAMES[match.verdict].hi}`);
    await expect(page.getByText(match.summary)).toBeVisible();
    const rows = page.locator('.match-table').first().locator('tbody tr');
    for (const [i, k] of match.kootas.entries()) {
      const row = rows.nth(i);
      await expect(row.locator('th')).toHaveText(KOOTA_NAMES[k.key].hi);
      await expect(row.locator('td').nth(0)).toHaveText(`${k.points} / ${k.max}`);
      await expect(row.locator('td').nth(1)).toHaveText(kootaValueName(k.key, k.bride, 'hi'));
      await expect(row.locator('td').nth(2)).toHaveText(kootaValueName(k.key, k.groom, 'hi'));
      await expect(row.locator('td').nth(3)).toHaveText(k.explanation);
    }
    await expect(page.getByText(match.manglik.note, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'इस मिलान के बारे में पूछें' })).toHaveAttribute('href', /^\/hi\/chat\?.*about=match/);
    await expect(page.locator('.match-charts svg').first()).toBeVisible();
    await expectMostlyDevanagari(page);
    await expectNoAxeViolations(page, 'Hindi match result');
  });

  test('an unknown time on a day the Moon changes star is refused in Hindi on the bride’s time', async ({ page }) => {
    const { time: _time, ...noTime } = BRIDE;
    await page.goto(`/hi/kundali-matching?${matchQuery(noTime).toString()}`);
    // With Lahiri the Moon of 1992-11-02 (Mumbai) passes from Uttara Ashadha into Shravana that day.
    await expect(page.locator('.form-summary')).toHaveText(
      'त्रुटि: वधू: जन्म समय: आवश्यक है — 1992-11-02 को चंद्रमा उत्तराषाढ़ा (मकर) से श्रवण (मकर) में चला जाता है, जिससे कूट बदल जाते हैं; जन्म समय लिखें',
      { timeout: 60_000 },
    );
    await expect(page.locator('#bride-time')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#bride-name')).toHaveValue('आशा राव');
    await expectNoAxeViolations(page, 'Hindi match refusal');
  });
});

test.describe('/hi/panchang', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a day: the API’s elements under Hindi names, dates and times in Hindi, ≥ 90 % Devanagari, axe clean', async ({ page }) => {
    const place = new URLSearchParams({ lat: '28.6139', lon: '77.209', tz: 'Asia/Kolkata' });
    const api = (await (await page.request.get(`/api/panchang?date=2025-11-22&${place.toString()}`)).json()) as { panchang: DayPanchang };
    const p = api.panchang;
    await page.goto(`/hi/panchang?date=2025-11-22&place=${encodeURIComponent('नई दिल्ली')}&${place.toString()}`);
    await expect(page.locator('.panchang__title')).toHaveText('शनिवार, 22 नवंबर 2025 · नई दिल्ली', { timeout: 60_000 });
    const elements = page.locator('.panchang__elements');
    await expect(elements).toContainText(
      `${panchangName(p.tithi[0]!.name, 'hi')} (${panchangName(p.tithi[0]!.paksha, 'hi')}) ${p.tithi[0]!.endsAt.slice(11, 16)}`,
    );
    await expect(elements).toContainText(nakshatraNameOf(p.nakshatra[0]!.name, 'hi'));
    await expect(elements).toContainText(panchangName(p.yoga[0]!.name, 'hi'));
    await expect(elements).toContainText(panchangName(p.karana[0]!.name, 'hi'));
    await expect(page.locator('.panchang__card').nth(1)).toContainText('शनिवार');
    await expect(page.locator('.panchang__legend')).toContainText(
      `${MUHURTA_NAMES.rahuKalam.hi}: ${p.rahuKalam.start.slice(11, 16)} – ${p.rahuKalam.end.slice(11, 16)} (वर्जित)`,
    );
    await expect(page.getByRole('heading', { name: 'नवंबर 2025', exact: true })).toBeVisible();
    await expect(page.locator('.panchang__weekday').first()).toHaveText('रवि');
    await page.locator('.panchang__hora summary').click();
    await expectMostlyDevanagari(page);
    await expectNoAxeViolations(page, 'Hindi panchang day');
    // The day buttons move the date in Hindi too.
    await page.getByRole('button', { name: 'अगला दिन' }).click();
    await expect(page.locator('.panchang__title')).toContainText('रविवार, 23 नवंबर 2025');
  });

  test('a polar night is stated in Hindi', async ({ page }) => {
    await page.goto('/hi/panchang?date=2026-12-21&place=Longyearbyen&lat=78.22&lon=15.65&tz=Arctic%2FLongyearbyen');
    await expect(page.getByRole('alert').first()).toHaveText(/^त्रुटि: इस तारीख़ के आसपास इस स्थान पर सूर्य उदय नहीं होता \(ध्रुवीय रात\)/, {
      timeout: 60_000,
    });
    await expectNoAxeViolations(page, 'Hindi polar night');
  });
});
