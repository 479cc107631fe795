/**
 * The regional languages' pages in a browser (issue 42): three pages per language (home, about, panchang) at 390 px and
 * 1280 px say their language, overflow nothing, draw every character with the site's own faces (no system font, so no
 * tofu: scripts/text-face.ts cuts each script's face to the site's words), and axe finds nothing. Each view is saved
 * as a screenshot under test-results/ to be looked at. A language joins once LOCALES lists it. The matching page
 * in Tamil and Bengali reads in its language, the match's own sentences (from /api/match) included.
 */
import { expect, test } from '@playwright/test';
import { LOCALES, REGIONAL_LOCALES } from '../../shared/i18n/locale';
import { scriptShare } from '../../shared/i18n/scripts';
import { expectNoAxeViolations } from './support/axe';
import { systemFontUses } from './support/fonts';
import { FIXED_MATCH_QUERY, fixedBirthQuery } from './support/fixed-birth';

const PAGES = ['', '/about-us', '/panchang'];
const WIDTHS = [390, 1280];
const regional = REGIONAL_LOCALES.filter((locale) => (LOCALES as readonly string[]).includes(locale));

test.describe('regional language pages', () => {
  test.setTimeout(120_000);
  for (const locale of regional) {
    for (const path of PAGES) {
      for (const width of WIDTHS) {
        test(`/${locale}${path} at ${width} px`, async ({ page }, info) => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`/${locale}${path}`);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          // A face loads when a frame first lays out its characters (the address picker's ▾ after hydration): poll until settled.
          await expect.poll(() => systemFontUses(page), { timeout: 10_000 }).toEqual([]);
          await page.screenshot({ path: info.outputPath(`${locale}${path.replace('/', '-') || '-home'}-${width}.png`), fullPage: true });
          if (width === 1280) await expectNoAxeViolations(page, `/${locale}${path}`);
        });
      }
    }
  }
});

test.describe("each language's conventions first", () => {
  const MATCH = FIXED_MATCH_QUERY.toString();

  for (const [locale, style] of [
    ['ta', 'south'],
    ['te', 'south'],
    ['bn', 'east'],
    ['mr', 'north'],
  ] as const) {
    test(`/${locale}/birth-chart draws the ${style} Indian chart until the visitor chooses another`, async ({ page }) => {
      await page.goto(`/${locale}/birth-chart?${fixedBirthQuery().toString()}`);
      await expect(page.locator('svg.chart-svg').first()).toHaveClass(new RegExp(`chart-svg--${style}`), { timeout: 30_000 });
    });
  }

  test('/ta/kundali-matching shows the ten poruthams before the guna total; /hi/kundali-matching the total first', async ({ page }) => {
    for (const [locale, first] of [
      ['ta', 'match-porutham-title'],
      ['hi', 'match-total-title'],
    ] as const) {
      await page.goto(`/${locale}/kundali-matching?${MATCH}`);
      const headings = page.locator('.match-result section > h3');
      await expect(headings.first()).toBeVisible({ timeout: 30_000 });
      await expect(headings.first()).toHaveAttribute('id', first);
    }
  });

  test('/ta/kundali-matching and /bn/kundali-matching read in their language, the sentences included', async ({ page }) => {
    for (const locale of ['ta', 'bn'] as const) {
      await page.goto(`/${locale}/kundali-matching?${MATCH}`);
      const result = page.locator('.match-result');
      await expect(result.locator('section > h3').first()).toBeVisible({ timeout: 30_000 });
      // The visitors' own names and places (typed in Latin letters here) are the only other letters.
      const names = ['brideName', 'groomName', 'bridePlace', 'groomPlace'].map((key) => FIXED_MATCH_QUERY.get(key) ?? '').filter(Boolean);
      const text = names.reduce((rest, name) => rest.split(name).join(' '), await result.innerText());
      expect(scriptShare(text, locale), text).toBeGreaterThanOrEqual(0.85);
      await expect.poll(() => systemFontUses(page), { timeout: 10_000 }).toEqual([]);
    }
  });
});

test('/ta/detailed-kundali and /bn/detailed-kundali read in their language: the fact rows and the report’s sentences', async ({ page }) => {
  for (const locale of ['ta', 'bn'] as const) {
    await page.goto(`/${locale}/detailed-kundali?${fixedBirthQuery().toString()}`);
    const facts = page.locator('[data-testid^="panchang-"], [data-testid^="avakhada-"]');
    await expect(facts.first()).toBeVisible({ timeout: 30_000 });
    const texts = await facts.allTextContents();
    expect(texts.length).toBeGreaterThan(8);
    // Every row but the times and the name syllable's Latin-free digits carries the script's letters.
    const inScript = texts.filter((text) => scriptShare(text, locale) > 0);
    expect(inScript.length, texts.join(' | ')).toBeGreaterThanOrEqual(texts.length - 3);
    // Key insights, planets, houses and the life areas: the report's own sentences (English there before issue 42's prose).
    const cards = ['insights-title', 'planets-title', 'houses-title', 'predictions-title'].map((id) =>
      page.locator(`section[aria-labelledby="${id}"]`),
    );
    await expect(cards[3]!).toBeVisible({ timeout: 30_000 });
    const prose = (await Promise.all(cards.map((card) => card.innerText()))).join(' ');
    expect(scriptShare(prose, locale), prose.slice(0, 400)).toBeGreaterThanOrEqual(0.85);
  }
});

test('English pages fetch no whole Indic face: Latin, the symbols and the language switch names alone', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname.split('/').pop()!);
  });
  // Home holds the address picker's ▾, which once passed through every Indic face declared without a unicode-range.
  for (const path of ['/', `/detailed-kundali?${fixedBirthQuery().toString()}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => systemFontUses(page), { timeout: 10_000 }).toEqual([]);
  }
  expect(fonts.length).toBeGreaterThan(2);
  expect(fonts.filter((file) => !/^(noto-sans-latin-|kundali-symbols-|language-names-)/.test(file))).toEqual([]);
});
