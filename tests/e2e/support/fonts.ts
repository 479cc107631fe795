/**
 * Which fonts Chromium actually drew a page's text with (CDP `CSS.getPlatformFontsForNode`), so a
 * test can require that every character came from the site's own webfonts (site/styles/fonts.css)
 * and none from a font the machine happens to have installed: a machine with more or other system
 * fonts then draws the pages, and the screenshot baselines, the same.
 */
import type { Page } from '@playwright/test';

/** One text run drawn in a font that is not one of the page's webfonts. */
export interface SystemFontUse {
  /** The platform font Chromium fell back to, e.g. "DejaVu Sans". */
  font: string;
  /** Tag and class of the element whose text it drew. */
  element: string;
  /** The element's own text (its text-node children), shortened. */
  text: string;
}

interface CdpNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue?: string;
  attributes?: string[];
  children?: CdpNode[];
  contentDocument?: CdpNode;
  shadowRoots?: CdpNode[];
}

/**
 * Every element with visible-text children that Chromium drew (partly) in a system font. Waits for
 * the webfonts first (`document.fonts.ready`), as a fallback face is expected while a font with
 * `font-display: swap` is still loading. Returns an empty list when the page uses only webfonts.
 */
export async function systemFontUses(page: Page): Promise<SystemFontUse[]> {
  await page.evaluate(async () => {
    // A face is fetched when a frame first lays out a character of its range (an island's ▾ drawn after hydration):
    // let two frames pass so every such load has begun, then wait for them.
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    await document.fonts.ready;
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: CdpNode };
    const elements: { node: CdpNode; text: string }[] = [];
    const walk = (node: CdpNode): void => {
      if (node.nodeType === 1 && !['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'HEAD'].includes(node.nodeName)) {
        const text = (node.children ?? [])
          .filter((child) => child.nodeType === 3)
          .map((child) => child.nodeValue ?? '')
          .join('')
          .trim();
        if (text) elements.push({ node, text });
      }
      if (node.nodeName === 'HEAD') return;
      for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child);
      if (node.contentDocument) walk(node.contentDocument);
    };
    walk(root);
    const uses: SystemFontUse[] = [];
    for (const { node, text } of elements) {
      // A node the page replaced since the walk (a live island re-rendering) is no longer drawn: nothing to check.
      const answer = (await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId }).catch((error: Error) => {
        if (/Could not find node/.test(error.message)) return { fonts: [] };
        throw error;
      })) as { fonts: { familyName: string; isCustomFont: boolean; glyphCount: number }[] };
      const { fonts } = answer;
      for (const font of fonts) {
        if (font.isCustomFont || font.glyphCount === 0) continue;
        const attributes = node.attributes ?? [];
        const classIndex = attributes.indexOf('class');
        const className = classIndex >= 0 ? `.${(attributes[classIndex + 1] ?? '').trim().split(/\s+/).join('.')}` : '';
        uses.push({ font: font.familyName, element: `${node.nodeName.toLowerCase()}${className}`, text: text.slice(0, 60) });
      }
    }
    return uses;
  } finally {
    await cdp.detach();
  }
}

/** A file of Noto Sans's text faces: the Latin ones every page preloads, the whole Devanagari ones open text takes. */
const NOTO_SANS_FILE = /^noto-sans-([a-z]+)-\d{3}-normal\b.*\.woff2$/;
/** A file of the site's Hindi face (site/styles/symbols/hindi-text-*.woff2), which Hindi pages preload. */
const HINDI_TEXT_FILE = /^hindi-text-\d{3}\b.*\.woff2$/;

const isWholeDevanagari = (file: string) => NOTO_SANS_FILE.exec(file)?.[1] === 'devanagari';

/** The font files the page downloaded, by file name, and which of them it preloaded with the HTML (after the webfonts settle). */
async function pageFontFiles(page: Page): Promise<{ fetched: string[]; preloaded: string[] }> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const fileOf = (url: string) => new URL(url, location.href).pathname.split('/').pop() ?? url;
    return {
      fetched: performance.getEntriesByType('resource').map((entry) => fileOf(entry.name)),
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) => fileOf(link.href)),
    };
  });
}

/**
 * The files of the page's own text faces (Noto Sans's Latin, `--font-text`, and on Hindi pages Kundali Hindi
 * Text) it downloaded without preloading them with the HTML. Such a face lands after the first paint, and the
 * text it draws re-wraps when it swaps in (Lighthouse measured CLS 0.085 on /hi/guides/understanding-kundali-report
 * when the Hindi pages preloaded only their Devanagari faces and the Latin ones came late). The whole Devanagari
 * face is not among them: it draws only open text (wholeDevanagariFetched). An empty list means every text face
 * the page draws its own words with came with the HTML.
 */
export async function latePageFaces(page: Page): Promise<string[]> {
  const { fetched, preloaded } = await pageFontFiles(page);
  const ownTextFace = (file: string) => HINDI_TEXT_FILE.test(file) || (NOTO_SANS_FILE.test(file) && !isWholeDevanagari(file));
  return fetched.filter((file) => ownTextFace(file) && !preloaded.includes(file));
}

/** Whether the page downloaded the whole Devanagari face (Noto Sans's Devanagari files), which only open text needs. */
export async function wholeDevanagariFetched(page: Page): Promise<boolean> {
  const { fetched } = await pageFontFiles(page);
  return fetched.some(isWholeDevanagari);
}
