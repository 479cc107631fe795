/**
 * The header's "Menu" button on narrow screens (SiteHeader.astro). A tiny classic script inside the
 * header, run as the page is parsed: it marks the header `nav-js` (the CSS then folds the sections
 * behind the button, so the first paint already shows the folded header and nothing shifts), and the
 * button shows or hides them, saying so in `aria-expanded`; Escape closes them and returns focus to
 * the button. Without JavaScript nothing is folded and the sections stay listed.
 *
 * Every page's first-load JavaScript counts it (/chat's budget, scripts/module-graph.ts): keep it small.
 * Written as script text, not a function's `toString()`: the page and the CSP hash in
 * astro.config.mjs are built by different transforms and must see the same bytes.
 */
import { createHash } from 'node:crypto';

/** The header's class while the script runs it, and while its sections are open (SiteHeader.astro's CSS). */
export const NAV_CLASSES = { enhanced: 'nav-js', open: 'nav-open' } as const;

/** The inline script (rendered at the end of SiteHeader.astro's <header>; `ariaExpanded` reflects `aria-expanded`). */
export const NAV_TOGGLE_SCRIPT = [
  '{let h=document.currentScript.parentNode,b=h.querySelector(".nav-toggle"),',
  `s=o=>{b.ariaExpanded=o;h.classList.toggle(${JSON.stringify(NAV_CLASSES.open)},o)};`,
  `h.classList.add(${JSON.stringify(NAV_CLASSES.enhanced)});`,
  'b.onclick=()=>s(b.ariaExpanded!="true");',
  'h.onkeydown=e=>{if(e.key=="Escape"&&b.ariaExpanded=="true"){s(!1);b.focus()}}}',
].join('');

/** Its CSP source expression (astro.config.mjs): Astro hashes the scripts it bundles, not an inline one. */
export const NAV_TOGGLE_SCRIPT_HASH = `sha256-${createHash('sha256').update(NAV_TOGGLE_SCRIPT).digest('base64')}` as const;
