/**
 * The report's blocks below the first screen arrive held back (`content-visibility: auto`) and are laid out a slice
 * at a time within about a second (site/islands/kundali/draw-in-slices.ts). Chrome leaves a held block's text out of
 * `innerText` (an element read there gives "") and axe cannot judge what is not drawn, so the checks on a page's
 * visible text and axe call this first: every block still held is drawn now, as it soon would be anyway.
 */
import type { Page } from '@playwright/test';

/**
 * Draws every `content-visibility: auto` element of the page now (its style set to `visible`), and returns after
 * two frames: what depends on the new layout at frame time (scroll timelines, hence the tables' scroll hints) has
 * then been updated.
 */
export async function renderSkippedContent(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>('*'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}
