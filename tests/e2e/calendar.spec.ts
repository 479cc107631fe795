/**
 * /festivals and /muhurta in a browser, in English and Hindi, at 390 px and 1280 px: the year's
 * entries are the API's (Diwali 2026 in New Delhi with its rule and the .ics link), a muhurta
 * search shows windows, the panchang page links its day's festival; axe finds nothing and
 * nothing overflows the viewport.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

// Each year and search is computed by the API on request; give a loaded machine time.
const expect = baseExpect.configure({ timeout: 30_000 });
const DELHI = 'lat=28.6139&lon=77.209&tz=Asia%2FKolkata';
const LOCALES = [
  {
    prefix: '',
    festivals: 'Hindu Festival Calendar',
    muhurta: 'Muhurta Finder',
    diwali: 'Diwali (Lakshmi Puja)',
    rule: 'Why this date',
    todays: 'Festivals and vrats on this day',
  },
  {
    prefix: '/hi',
    festivals: 'हिंदू त्योहार कैलेंडर',
    muhurta: 'मुहूर्त खोज',
    diwali: 'दीपावली (लक्ष्मी पूजा)',
    rule: 'यह तारीख़ क्यों',
    todays: 'इस दिन के त्योहार और व्रत',
  },
];
const WIDTHS = [390, 1280];

const noOverflow = async (page: import('@playwright/test').Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

test.describe('calendar pages', () => {
  test.setTimeout(180_000);
  for (const l of LOCALES) {
    for (const width of WIDTHS) {
      test(`${l.prefix || '/en'} festivals and muhurta at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${l.prefix}/festivals?year=2026&${DELHI}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.festivals);
        const diwali = page.locator('#diwali-2026-11-08');
        await expect(diwali).toContainText(l.diwali);
        await diwali.getByText(l.rule).click();
        await expect(diwali.locator('details')).toHaveAttribute('open', '');
        await expect(page.locator('.calendar__ics')).toHaveAttribute('href', /\/api\/festivals\.ics\?.*year=2026/);
        await page.locator('select').selectOption('ekadashi');
        await expect(page.locator('.calendar__entry--festival')).toHaveCount(0);
        await expect(page.locator('.calendar__entry--ekadashi').first()).toBeVisible();
        await noOverflow(page);
        await expectNoAxeViolations(page, 'festivals');

        await page.goto(`${l.prefix}/muhurta?event=griha-pravesh&from=2027-03-01&to=2027-03-31&${DELHI}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.muhurta);
        await expect(page.locator('.calendar__windows li').first()).toBeVisible();
        await noOverflow(page);
        await expectNoAxeViolations(page, 'muhurta');
      });
    }

    test(`${l.prefix || '/en'} panchang links the day's festival`, async ({ page }) => {
      await page.goto(`${l.prefix}/panchang?date=2026-11-08&place=New+Delhi%2C+India&${DELHI}`);
      const section = page.getByRole('region', { name: l.todays });
      await expect(section.getByRole('link', { name: l.diwali })).toHaveAttribute(
        'href',
        new RegExp(`^${l.prefix}/festivals\\?.*#diwali-2026-11-08$`),
      );
    });
  }

  test('muhurta offers the births on this device, and a chosen person’s tara lines read in Hindi', async ({ page }) => {
    await page.addInitScript(() =>
      sessionStorage.setItem(
        'kundali.birth',
        JSON.stringify({
          name: 'Asha',
          birthDate: '1990-07-01',
          timeOfBirth: '10:30',
          place: { address: 'Mumbai', lat: 19.076, lon: 72.8777, zone: 'Asia/Kolkata' },
        }),
      ),
    );
    await page.goto(`/hi/muhurta?event=griha-pravesh&from=2027-03-01&to=2027-03-31&${DELHI}`);
    await page.getByTestId('person-1').selectOption({ label: 'Asha' });
    await expect(page.getByLabel(/^जन्म 1:/)).toHaveValue('1990-07-01T10:30+05:30');
    await page.getByRole('button', { name: 'तिथियाँ खोजें' }).click();
    await expect(page.locator('.calendar__windows li').first()).toContainText(/व्यक्ति 1: तारा \S+; चंद्र बल, चंद्र \S+ में, जन्म चंद्र से भाव \d+/);
    await expectNoAxeViolations(page, 'muhurta-person');
  });

  test('muhurta refuses an unknown event naming the field, with the allowed events', async ({ request }) => {
    const r = await request.get(`/api/muhurta?event=party&from=2027-03-01&to=2027-03-31&${DELHI}`);
    expect(r.status()).toBe(400);
    const body = (await r.json()) as { field: string; allowed: string[] };
    expect(body.field).toBe('event');
    expect(body.allowed).toContain('griha-pravesh');
  });
});
