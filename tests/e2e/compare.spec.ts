/**
 * /compare and /hi/compare in a browser: opened from a report's link with the birth in the URL, the
 * table shows ours beside the ticked programs with the differing cells marked, every difference has
 * its cause, "what would make them agree" lists each program; entering a birth in the form and
 * ticking a program compares again; the report's "Compare with other programs" opens the same birth.
 * axe finds nothing and nothing overflows at 390 px.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

// Each comparison is computed by the API on request; give a loaded machine time.
const expect = baseExpect.configure({ timeout: 60_000 });
const BIRTH = 'name=Asha&date=1990-05-15&time=14%3A30&lat=19.076&lon=72.8777&tz=Asia%2FKolkata&place=Mumbai&ayanamsa=RAMAN';
const LOCALES = [
  {
    prefix: '',
    h1: 'Why Does My Chart Differ? Compare with Other Programs',
    why: 'Why they differ',
    agree: 'What would make them agree',
    compare: 'Compare',
    kp: 'Krishnamurti Paddhati (KP)',
    link: 'Compare with other programs',
  },
  {
    prefix: '/hi',
    h1: 'मेरी कुंडली अलग क्यों है? दूसरे प्रोग्राम से तुलना',
    why: 'अंतर क्यों है',
    agree: 'किससे मेल खाएंगे',
    compare: 'तुलना करें',
    kp: 'कृष्णमूर्ति पद्धति (केपी)',
    link: 'दूसरे प्रोग्राम से तुलना',
  },
];

test.describe('compare page', () => {
  test.setTimeout(180_000);
  for (const l of LOCALES) {
    test(`${l.prefix || '/en'} compare from a birth in the URL, then with KP ticked`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(`${l.prefix}/compare?${BIRTH}&profiles=astrosage,pyjhora`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.h1);
      const table = page.locator('.compare__table');
      await expect(table.locator('thead th')).toHaveCount(4);
      // Raman (ours) against Lahiri and True Pushya: the ayanamsa moves every position, so some cell is marked.
      await expect(table.locator('.compare__cell--differs').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: l.why })).toBeVisible();
      const causes = page.locator('.compare__cause');
      await expect(causes.first()).not.toBeEmpty();
      expect(await causes.count()).toBe(await page.locator('.compare__differences li').count());
      await expect(page.getByRole('heading', { level: 2, name: l.agree })).toBeVisible();
      await expect(page.locator('.compare__agree li')).toHaveCount(2);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(page, 'compare');

      await page.getByRole('checkbox', { name: l.kp }).check();
      await page.getByRole('button', { name: l.compare, exact: true }).click();
      await expect(page).toHaveURL(/profiles=.*kp/);
      await expect(table.locator('thead th')).toHaveCount(5);
      await expect(page.locator('.compare__agree li')).toHaveCount(3);
    });

    test(`${l.prefix || '/en'} report links to the comparison of the same birth`, async ({ page }) => {
      await page.goto(`${l.prefix}/detailed-kundali?${BIRTH}`);
      await page.getByRole('link', { name: l.link }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/compare\\?.*date=1990-05-15`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.h1);
      // Ours (cast as the report was, Raman) beside the programs ticked on a first visit.
      await expect(page.locator('.compare__table thead th')).toHaveCount(6);
    });
  }
});
