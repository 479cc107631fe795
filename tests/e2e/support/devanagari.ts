/** The Hindi pages' language bar (issue 18): the share of a page's visible letters that must be Devanagari. */
import { expect, type Page } from '@playwright/test';
import { renderSkippedContent } from './rendered';
import { letterCounts, withoutProperNames } from '../../../site/i18n/proper-names';

/** Share of the visible letters that must be Devanagari on a Hindi page (proper names and the product name aside). */
export const MIN_DEVANAGARI_SHARE = 0.9;

/**
 * Asserts the bar on the page's visible text, leaving out `properNames` the test itself typed (a place, a name), if any;
 * `root` narrows it to a part of the page (e.g. the /test page's chat column, beside its raw JSON data).
 */
export async function expectMostlyDevanagari(page: Page, properNames: readonly string[] = [], root = 'body'): Promise<void> {
  await renderSkippedContent(page);
  const shown = await page.locator(root).innerText();
  const text = properNames.length > 0 ? withoutProperNames(shown, properNames) : shown;
  const { devanagari, other } = letterCounts(text);
  const latin = [...new Set(text.match(/[A-Za-z][A-Za-z'-]+/g) ?? [])].join(' ');
  expect(devanagari / (devanagari + other), `Latin words left: ${latin}`).toBeGreaterThanOrEqual(MIN_DEVANAGARI_SHARE);
}
