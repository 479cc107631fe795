/**
 * The Hindi pages draw their own words with Kundali Hindi Text, the glyphs of the site's Hindi alone
 * (scripts/text-face.ts), and what visitors and models write, in elements marked open text
 * (site/lib/open-text.ts), with the whole Devanagari face. These read a page's words as the visitor
 * sees them and shape each with both faces (HarfBuzz, in this process): a word the site face draws
 * otherwise than the whole face (a conjunct it lacks) is one the subset was built without, or text
 * the site did not write that is not marked open.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEVANAGARI_RUNS } from '../../../shared/i18n/devanagari';
import { OPEN_TEXT_CLASS } from '../../../site/lib/open-text';
import { createShaper, type ShapedGlyph, type Shaper } from '../../../site/render/font/shaper';
import { HINDI_TEXT_FACE, wholeFace } from '../../../scripts/text-face';
import { convertFont } from '../../../scripts/font-files';

const SYMBOLS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../site/styles/symbols');

/** The distinct Devanagari runs of the page's rendered text outside open text and form fields. */
export async function siteDevanagariRuns(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ source, openClass }) => {
      const runs = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(`.${openClass}, script, style, template, noscript, input, textarea`)) continue;
        if (parent.getClientRects().length === 0) continue; // not rendered
        for (const [run] of (node.nodeValue ?? '').matchAll(new RegExp(source, 'g'))) runs.add(run);
      }
      return [...runs].sort();
    },
    { source: DEVANAGARI_RUNS.source, openClass: OPEN_TEXT_CLASS },
  );
}

let shapers: Promise<{ site: Shaper; whole: Shaper }[]> | undefined;

/** The runs the site face shapes unlike the whole face (other glyph count, place or advance, or a missing glyph), at either weight. */
export async function runsDrawnUnlikeWholeFace(runs: readonly string[]): Promise<string[]> {
  shapers ??= Promise.all(
    HINDI_TEXT_FACE.weights.map(async (weight) => ({
      site: await createShaper(await convertFont(new Uint8Array(readFileSync(join(SYMBOLS_DIR, HINDI_TEXT_FACE.file(weight)))), 'sfnt')),
      whole: await createShaper(await wholeFace(HINDI_TEXT_FACE, weight)),
    })),
  );
  const faces = await shapers;
  const placement = ({ cluster, xAdvance, xOffset, yOffset }: ShapedGlyph) => `${cluster}:${xAdvance}:${xOffset}:${yOffset}`;
  return runs.filter((run) =>
    faces.some(({ site, whole }) => {
      const drawn = site.shape(run);
      return drawn.some((g) => g.glyphId === 0) || drawn.map(placement).join() !== whole.shape(run).map(placement).join();
    }),
  );
}

/** Whether the page shows open text with Devanagari in it (which needs the whole face). */
export async function showsDevanagariOpenText(page: Page): Promise<boolean> {
  return page.evaluate(
    ({ source, openClass }) =>
      [...document.querySelectorAll(`.${openClass}`)].some(
        (element) => element.getClientRects().length > 0 && new RegExp(source).test(element.textContent ?? ''),
      ),
    { source: DEVANAGARI_RUNS.source, openClass: OPEN_TEXT_CLASS },
  );
}
