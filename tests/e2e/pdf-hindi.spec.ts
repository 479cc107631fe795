/**
 * PDFs with Devanagari made in the browser: the page loads the fonts and HarfBuzz only when the
 * PDF needs them, and the downloaded file embeds the subset Noto Sans Devanagari that poppler
 * (pdffonts, pdftotext) reads back.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfFonts, pdfToText } from '../support/poppler';

const BIRTH_QUERY = new URLSearchParams({
  name: 'आशा राव',
  date: '1990-08-16',
  time: '14:31',
  lat: '19.07283',
  lon: '72.88261',
  tz: 'Asia/Kolkata',
  place: 'Mumbai, Maharashtra, India',
  ayanamsa: 'RAMAN',
});

test('an English report for a name in Devanagari embeds the font, fetched only on download', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`/detailed-kundali?${BIRTH_QUERY.toString()}`);
  await expect(page.getByRole('heading', { name: 'Kundali for आशा राव' })).toBeVisible({ timeout: 30_000 });
  expect(fetched.filter((path) => /\.(wasm|ttf)$/.test(path))).toEqual([]);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Full Report' }).click();
  const download = await downloadPromise;
  const bytes = new Uint8Array(await readFile((await download.path())!));
  expect(fetched.filter((path) => path.endsWith('.wasm'))).toHaveLength(1);
  expect(fetched.filter((path) => path.endsWith('.ttf'))).toHaveLength(2);
  const fonts = pdfFonts(bytes);
  expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, ''))).toContain('NotoSansDevanagari-Bold');
  for (const font of fonts.filter((f) => f.embedded)) expect(font).toMatchObject({ subset: true, toUnicode: true, type: 'CID TrueType' });
  const text = pdfToText(bytes);
  expect(text).toContain('Kundali for आशा राव');
  expect(text).toContain('Planetary Positions');
});
