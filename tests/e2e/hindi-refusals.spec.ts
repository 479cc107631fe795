/**
 * API refusals of a birth or place field on the Hindi pages: the chart, report, matching and
 * panchang pages word the refusal's stable code in Hindi (site/i18n/birth-refusal.ts) beside the
 * field it names, keep what was typed, stay ≥ 90 % Devanagari and axe clean; the English pages
 * keep the API's English sentence.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectMostlyDevanagari } from './support/devanagari';

/** 02:30 on 28 March 2021 never happened in Berlin: the clocks went from 02:00 (+01:00) to 03:00 (+02:00). */
const BERLIN_GAP = { date: '2021-03-28', time: '02:30', lat: '52.52437', lon: '13.41053', tz: 'Europe/Berlin', place: 'बर्लिन' };
const GAP_HI = 'जन्म समय: 2021-03-28 को Europe/Berlin में 02:30 का समय आया ही नहीं (घड़ियाँ +01:00 से +02:00 पर बदलीं); समय जाँचें या UTC अंतर चुनें।';
const LAT_HI = 'अक्षांश: -90 से 90 के बीच की संख्या होनी चाहिए।';

test.describe('Hindi refusals beside their field', () => {
  test.describe.configure({ timeout: 120_000 });

  test('/hi/birth-chart: a time in a clock change and a latitude out of range, in Hindi on the field, typed values kept', async ({
    page,
  }) => {
    const gap = new URLSearchParams({ name: 'आशा राव', ...BERLIN_GAP, ayanamsa: 'LAHIRI' });
    await page.goto(`/hi/birth-chart?${gap.toString()}`);
    await expect(page.locator('#bc-time')).toHaveAccessibleDescription(GAP_HI, { timeout: 60_000 });
    await expect(page.locator('#bc-name')).toHaveValue('आशा राव');
    await expect(page.locator('#bc-lat')).toHaveValue('52.52437');
    await expect(page.getByRole('button', { name: 'UTC+02:00 लें' })).toBeVisible();
    await expectMostlyDevanagari(page);
    await expectNoAxeViolations(page, 'Hindi DST gap on the form');

    const far = new URLSearchParams({
      name: 'आशा राव',
      date: '1990-08-16',
      time: '14:31',
      lat: '95',
      lon: '72.88',
      tz: 'Asia/Kolkata',
      place: 'मुंबई',
    });
    await page.goto(`/hi/birth-chart?${far.toString()}`);
    await expect(page.locator('#bc-lat')).toHaveAccessibleDescription(LAT_HI, { timeout: 60_000 });
    await expect(page.locator('#bc-lat')).toHaveValue('95');
    await expect(page.locator('#bc-lon')).toHaveValue('72.88');
    await expectMostlyDevanagari(page);
  });

  test('/hi/detailed-kundali: the error view words the refusal in Hindi', async ({ page }) => {
    const gap = new URLSearchParams({ name: 'आशा राव', ...BERLIN_GAP, ayanamsa: 'LAHIRI' });
    await page.goto(`/hi/detailed-kundali?${gap.toString()}`);
    await expect(page.getByText(`त्रुटि: ${GAP_HI}`)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('link', { name: 'UTC+01:00 लें' })).toBeVisible();
    await expectMostlyDevanagari(page);
    await expectNoAxeViolations(page, 'Hindi report refusal');
  });

  test('/hi/kundali-matching: each person’s refusal worded from its code, on that person’s field', async ({ page }) => {
    const query = new URLSearchParams({ ayanamsa: 'LAHIRI' });
    const people = {
      bride: { name: 'आशा राव', date: '1992-11-02', time: '21:40', lat: '19.07283', lon: '72.88261', tz: 'Asia/Kolkata', place: 'मुंबई' },
      groom: { name: 'रवि कुमार', ...BERLIN_GAP },
    };
    for (const [person, fields] of Object.entries(people))
      for (const [key, value] of Object.entries(fields)) query.set(`${person}${key.charAt(0).toUpperCase()}${key.slice(1)}`, value);
    await page.goto(`/hi/kundali-matching?${query.toString()}`);
    await expect(page.locator('#groom-time')).toHaveAccessibleDescription(`वर: ${GAP_HI}`, { timeout: 60_000 });
    await expect(page.locator('.form-summary')).toHaveText(`त्रुटि: वर: ${GAP_HI}`);
    await expect(page.locator('#groom-name')).toHaveValue('रवि कुमार');
    await expect(page.locator('#bride-name')).toHaveValue('आशा राव');
    await expectMostlyDevanagari(page);
    await expectNoAxeViolations(page, 'Hindi match refusal from a code');
  });

  test('/hi/panchang: a latitude or zone refused beside the place, the date kept; English keeps the API sentence', async ({ page }) => {
    await page.goto(`/hi/panchang?date=2025-11-22&place=${encodeURIComponent('मेरा गाँव')}&lat=95&lon=77.2`);
    const alert = page.locator('#panchang-refusal');
    await expect(alert).toHaveText(`त्रुटि: ${LAT_HI}`, { timeout: 60_000 });
    await expect(page.locator('#panchang-place')).toHaveAccessibleDescription(`त्रुटि: ${LAT_HI}`);
    await expect(page.locator('input[type=date]')).toHaveValue('2025-11-22');
    await expectMostlyDevanagari(page);
    await expectNoAxeViolations(page, 'Hindi panchang refusal');

    await page.goto(`/hi/panchang?date=2025-11-22&place=${encodeURIComponent('मेरा गाँव')}&lat=28.61&lon=77.2&tz=Mars%2FOlympus`);
    await expect(alert).toHaveText('त्रुटि: समय क्षेत्र: अज्ञात समय क्षेत्र; Asia/Kolkata जैसा नाम लिखें।', { timeout: 60_000 });

    await page.goto('/panchang?date=2025-11-22&place=Somewhere&lat=95&lon=77.2');
    await expect(alert).toHaveText('Error: lat: 95 is out of range −90…90', { timeout: 60_000 });
  });
});

test.describe('tz-database cautions in Hindi', () => {
  test.describe.configure({ timeout: 120_000 });

  test('/hi/birth-chart and /hi/detailed-kundali word each caution from its code; English keeps the engine’s sentence', async ({
    page,
  }) => {
    // Mumbai's coordinates with New York's zone: kept as given, but said.
    const contradicting = new URLSearchParams({
      name: 'आशा राव',
      date: '1990-05-15',
      time: '14:30',
      lat: '19.076',
      lon: '72.8777',
      tz: 'America/New_York',
      place: 'मुंबई',
    });
    await page.goto(`/hi/birth-chart?${contradicting.toString()}`);
    await expect(
      page.getByText(
        'समय क्षेत्र America/New_York (इस जन्म के समय -04:00) जैसा दिया गया वैसा ही लिया गया, पर इन निर्देशांकों के आस-पास के स्थान Asia/Kolkata (+05:30) मानते हैं। जाँच लें कि समय क्षेत्र जन्म स्थान का ही है।',
      ),
    ).toBeVisible({ timeout: 60_000 });
    await expectMostlyDevanagari(page);
    await expectNoAxeViolations(page, 'Hindi caution on the chart');

    await page.goto(`/birth-chart?${contradicting.toString()}`);
    await expect(page.getByText(/^tz America\/New_York \(-04:00 at this birth\) was used as given/)).toBeVisible({ timeout: 60_000 });

    // Pune in 1850: the tz database's local mean time for Kolkata, with seconds.
    const lmt = new URLSearchParams({
      name: 'आशा राव',
      date: '1850-06-01',
      time: '12:00',
      lat: '18.5196',
      lon: '73.8553',
      tz: 'Asia/Kolkata',
      place: 'पुणे',
    });
    await page.goto(`/hi/detailed-kundali?${lmt.toString()}`);
    await expect(
      page.getByText(/^Asia\/Kolkata में मानक समय आने से पहले की इस तिथि के लिए tz डेटाबेस उसका स्थानीय माध्य समय \(\+05:53:28:/),
    ).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText(/^tz डेटाबेस इस तिथि के लिए \+05:53:28 देता है/)).toBeVisible();
    await expect(page.locator('.notice', { hasText: /tz database|local mean time/ })).toHaveCount(0);
  });
});

test.describe('lagna cautions in Hindi', () => {
  test.describe.configure({ timeout: 120_000 });

  test('/hi/birth-chart and /hi/detailed-kundali word the lagna cautions from their code; English keeps the engine’s sentence', async ({
    page,
  }) => {
    // Longyearbyen (78.22° N) at 07:31: the ecliptic lies along the horizon, the lagna jumps within minutes.
    const polar = new URLSearchParams({
      name: 'आशा राव',
      date: '1990-05-15',
      time: '07:31',
      lat: '78.22',
      lon: '15.65',
      tz: 'Arctic/Longyearbyen',
      place: 'लॉन्गयरब्येन',
    });
    const ALONG_HORIZON_HI =
      'इस क्षण और स्थान पर क्रांतिवृत्त लगभग क्षितिज के साथ-साथ है, इसलिए उदित बिंदु एक-दो मिनट में आकाश के आर-पार कूद जाता है: यहाँ लग्न और भाव अनिश्चित हैं। कुंडली चंद्रमा से पढ़ें, या जन्म समय मिनट तक जाँच लें।';
    await page.goto(`/hi/birth-chart?${polar.toString()}`);
    await expect(page.getByText(ALONG_HORIZON_HI)).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('.notice', { hasText: /ecliptic|lagna/ })).toHaveCount(0);
    await expectMostlyDevanagari(page);
    await expectNoAxeViolations(page, 'Hindi lagna caution on the chart');

    await page.goto(`/hi/detailed-kundali?${polar.toString()}`);
    await expect(page.getByText(ALONG_HORIZON_HI)).toBeVisible({ timeout: 60_000 });

    await page.goto(`/birth-chart?${polar.toString()}`);
    await expect(page.getByText(/^The ecliptic lies almost along the horizon at this moment and place/)).toBeVisible({ timeout: 60_000 });

    // Tromsø at 03:19: the lagna left Pisces for Aquarius a minute before, about 2° a minute.
    const fast = new URLSearchParams({
      name: 'आशा राव',
      date: '1990-05-15',
      time: '03:19',
      lat: '69.6489',
      lon: '18.95508',
      tz: 'Europe/Oslo',
      place: 'त्रोम्सो',
    });
    const FAST_HI =
      'इस क्षण और स्थान पर लग्न तेज़ी से चल रहा है (जन्म समय के प्रति मिनट लगभग 2°, जबकि औसत 0.25° है): कुछ मिनट इधर-उधर का जन्म समय उसका अंश बदल देता है, और संभवतः उसकी राशि भी।';
    await page.goto(`/hi/detailed-kundali?${fast.toString()}`);
    await expect(page.getByText(FAST_HI)).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('.notice', { hasText: /lagna/ })).toHaveCount(0);
    await expectMostlyDevanagari(page);
    await expectNoAxeViolations(page, 'Hindi lagna caution in the report');

    await page.goto(`/hi/birth-chart?${fast.toString()}`);
    await expect(page.getByText(FAST_HI)).toBeVisible({ timeout: 60_000 });

    await page.goto(`/detailed-kundali?${fast.toString()}`);
    await expect(
      page.getByText(
        'The lagna is moving fast at this moment and place (about 2° per minute of birth time, against 0.25° on average): a birth time a few minutes off changes its degree, and possibly its rasi.',
      ),
    ).toBeVisible({ timeout: 60_000 });
  });
});
