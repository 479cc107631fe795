/**
 * The FAQ accordion's first paint: the HTML shows every answer (so the page reads without
 * JavaScript), and the accordion script (faq-accordion.ts) collapses them. That script is a module,
 * run after the document is parsed; a browser that paints before it (a slow phone, a busy machine)
 * showed all six answers and then pulled the page up by their height (Lighthouse CLS 0.446 on /faq
 * in one run). A tiny classic script just before the list marks `<html data-faq-collapse>` while the
 * page is parsed, and global.css then draws the answers of a list not yet enhanced as collapsed, so
 * the first paint already matches what the accordion shows. Without JavaScript nothing marks the
 * page and every answer stays visible.
 *
 * Written as script text, not a function's `toString()`: the page and the CSP hash in
 * astro.config.mjs are built by different transforms and must see the same bytes.
 */
import { createHash } from 'node:crypto';

/** The attribute the script sets on <html> (global.css selects on it). */
export const FAQ_COLLAPSE_MARK = 'data-faq-collapse';

/** The inline script (rendered by Faq.astro before its list). */
export const FAQ_COLLAPSE_SCRIPT = `document.documentElement.setAttribute(${JSON.stringify(FAQ_COLLAPSE_MARK)},"")`;

/** Its CSP source expression (astro.config.mjs): Astro hashes the scripts it bundles, not an inline one. */
export const FAQ_COLLAPSE_SCRIPT_HASH = `sha256-${createHash('sha256').update(FAQ_COLLAPSE_SCRIPT).digest('base64')}` as const;
