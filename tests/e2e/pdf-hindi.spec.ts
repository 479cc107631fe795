/**
 * PDFs with Devanagari made in the browser: the page loads the fonts and HarfBuzz only when the
 * PDF needs them, and the downloaded file embeds the subset Noto Sans Devanagari that poppler
 * (pdffonts, pdftotext) reads back.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfFonts, pdfToText } from '../support/poppler';
import { fixedBirthQuery } from './support/fixed-birth';
import { renderSkippedContent } from './support/rendered';

const BIRTH_QUERY = fixedBirthQuery({ name: 'आशा राव' });

/** The PDF's own shaper and Devanagari faces (the page's web fonts, e.g. the chart symbols' face, are not these). */
const PDF_FONT_FILE = /(\.wasm|NotoSansDevanagari-[A-Za-z]+\.[\w-]+\.ttf)$/;

test('an English report for a name in Devanagari embeds the font, fetched only on download', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`/detailed-kundali?${BIRTH_QUERY.toString()}`);
  await expect(page.getByRole('heading', { name: 'Kundali for आशा राव' })).toBeVisible({ timeout: 30_000 });
  expect(fetched.filter((path) => PDF_FONT_FILE.test(path))).toEqual([]);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Full Report' }).click();
  const download = await downloadPromise;
  const bytes = new Uint8Array(await readFile((await download.path())!));
  // HarfBuzz twice: its shaper and its subsetter (the embedded subsets keep glyph ids).
  expect(fetched.filter((path) => path.endsWith('.wasm'))).toHaveLength(2);
  expect(fetched.filter((path) => PDF_FONT_FILE.test(path) && path.endsWith('.ttf'))).toHaveLength(2);
  const fonts = pdfFonts(bytes);
  expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, ''))).toContain('NotoSansDevanagari-Bold');
  for (const font of fonts.filter((f) => f.embedded)) expect(font).toMatchObject({ subset: true, toUnicode: true, type: 'CID TrueType' });
  const text = pdfToText(bytes);
  expect(text).toContain('Kundali for आशा राव');
  expect(text).toContain('Planetary Positions');
});

/** Hindi pages: the PDFs' own words and the Jyotish names in Hindi, every text in the embedded font. */
test.describe('Hindi pages', () => {
  const hindiQuery = new URLSearchParams(BIRTH_QUERY);
  hindiQuery.set('name', 'Asha Rao');

  test('the Kundali PDF from /hi/detailed-kundali is in Hindi', async ({ page }) => {
    await page.goto(`/hi/detailed-kundali?${hindiQuery.toString()}`);
    // The report's PDF button, among the chart's ways on under the birth facts (kit/ChartActions).
    const download = page.locator('button#pdf');
    await expect(download).toBeVisible({ timeout: 30_000 });
    const downloadPromise = page.waitForEvent('download');
    await download.click();
    const bytes = new Uint8Array(await readFile((await (await downloadPromise).path())!));
    const fonts = pdfFonts(bytes).filter((f) => f.embedded);
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['NotoSansDevanagari-Bold', 'NotoSansDevanagari-Regular']);
    const text = pdfToText(bytes).replace(/\s+/g, ' ');
    for (const phrase of ['Asha Rao की कुंडली', 'लग्न कुंडली (D1)', 'ग्रह स्थिति', 'विंशोत्तरी दशा', 'वृश्चिक']) expect(text).toContain(phrase);
    // The report's prose in Hindi, as the page shows it: an insight, a life area's first point, the disclaimer.
    await renderSkippedContent(page);
    const pageText = (selector: string) => page.locator(selector).first().innerText();
    for (const prose of [
      await pageText('.insights li p'),
      await pageText('.area-card li'),
      await pageText('section[aria-labelledby="disclaimer-title"] p'),
    ]) {
      expect(prose).toMatch(/[\u0900-\u097F]/);
      expect(text).toContain(prose.replace(/\s+/g, ' '));
    }
    for (const phrase of ['सामान्य फलादेश', 'करियर', 'मूल व्यक्तित्व', 'भाव का स्वामी']) expect(text).toContain(phrase);
    // The whole-chart sections (issue 15) with their Hindi titles, the yogas' reasons and "now" included.
    for (const phrase of [
      'विषय सूची',
      'जन्म का पंचांग और अवकहड़ा चक्र',
      'सर्वाष्टकवर्ग (कुल 337 बिंदु)',
      'षड्बल और भाव बल',
      'योग और दोष',
      'क्यों:',
      'दशा समयरेखा',
      'आज का गोचर',
    ])
      expect(text).toContain(phrase);
  });

  test('the matching PDF from /hi/kundali-matching is in Hindi', async ({ page }) => {
    const query = new URLSearchParams();
    for (const [person, name, date, time, lat, lon] of [
      ['bride', 'Asha Rao', '1992-11-02', '21:40', '19.07283', '72.88261'],
      ['groom', 'Ravi Kumar', '1990-05-17', '08:15', '28.65', '77.23'],
    ] as const) {
      const field = (key: string) => `${person}${key.charAt(0).toUpperCase()}${key.slice(1)}`;
      query.set(field('name'), name);
      query.set(field('date'), date);
      query.set(field('time'), time);
      query.set(field('lat'), lat);
      query.set(field('lon'), lon);
      query.set(field('tz'), 'Asia/Kolkata');
      query.set(field('place'), 'India');
    }
    query.set('ayanamsa', 'LAHIRI');
    await page.goto(`/hi/kundali-matching?${query.toString()}`);
    const download = page.locator('.match-actions button').nth(2);
    await expect(download).toBeVisible({ timeout: 30_000 });
    const downloadPromise = page.waitForEvent('download');
    await download.click();
    const bytes = new Uint8Array(await readFile((await (await downloadPromise).path())!));
    expect(pdfFonts(bytes).filter((f) => f.embedded)).toHaveLength(2);
    const text = pdfToText(bytes).replace(/\s+/g, ' ');
    for (const phrase of ['कुंडली मिलान: Asha Rao और Ravi Kumar', 'अष्टकूट', 'भकूट', 'नाड़ी', 'वधू: Asha Rao (लग्न कुंडली)'])
      expect(text).toContain(phrase);
  });
});
