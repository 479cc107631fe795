/**
 * Dark mode: the page follows the system's colour scheme (prefers-color-scheme) until the visitor
 * presses the top bar's toggle (ThemeToggle.astro); the choice is kept in localStorage and applied
 * by this classic inline script in <head>, before the first paint, as `<html data-theme>` (global.css
 * sets color-scheme from it, and the palette's light-dark() colours follow), so a dark page never
 * flashes light. The same script runs the toggle (one click handler on the window, no module): it
 * shows the button, keeps its aria-pressed, and follows a change of the system's scheme. Without
 * JavaScript the system's scheme applies and the toggle stays hidden.
 *
 * Written as script text, not a function's `toString()`: the page and the CSP hash in
 * astro.config.mjs are built by different transforms and must see the same bytes. Short on purpose:
 * every page's first-load JavaScript carries it (/chat's budget counts inline scripts).
 */
import { createHash } from 'node:crypto';

/** The localStorage key of the visitor's choice: 'light' or 'dark' (absent: follow the system). */
export const THEME_STORAGE_KEY = 'theme';
/** The attribute marking the toggle button(s). */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';

/** The inline script (rendered by layouts/Base.astro in <head>). */
export const THEME_SCRIPT =
  `(()=>{let d=document.documentElement,m=matchMedia("(prefers-color-scheme:dark)"),q="[${THEME_TOGGLE_ATTRIBUTE}]",` +
  `x=()=>(d.dataset.theme||(m.matches?"dark":"light"))=="dark",` +
  `s=()=>{for(let b of document.querySelectorAll(q))b.hidden=0,b.ariaPressed=x()};` +
  `try{let t=localStorage.${THEME_STORAGE_KEY};if(t=="dark"||t=="light")d.dataset.theme=t}catch{}` +
  `addEventListener("DOMContentLoaded",s);m.onchange=s;` +
  `addEventListener("click",e=>{if(e.target.closest?.(q)){d.dataset.theme=x()?"light":"dark";` +
  `try{localStorage.${THEME_STORAGE_KEY}=d.dataset.theme}catch{}s()}})})()`;

/** Its CSP source expression (astro.config.mjs): Astro hashes the scripts it bundles, not an inline one. */
export const THEME_SCRIPT_HASH = `sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}` as const;
