/**
 * /my-charts' first paint without React: when the browser holds no session hint cookie, the island
 * will say "Sign in to see the charts saved in your account" without asking the API (MyCharts' loadAccount).
 * A tiny classic script in the HTML marks `<html data-account-session="none">` while the page is
 * parsed, and account.css then shows the server-rendered sign-in card instead of "Loading your
 * charts…" (MyCharts FirstState). That card is the page's largest paint; before, it waited for the
 * island's JavaScript and hydration (Lighthouse LCP 2.25–2.36 s on /hi/my-charts, scores 98–99).
 * The island then keeps the same element.
 *
 * Written as script text, not a function's `toString()`: the page and the CSP hash in
 * astro.config.mjs are built by different transforms and must see the same bytes.
 */
import { createHash } from 'node:crypto';
import { SIGNED_IN_HINT } from '../../lib/account-api';

/** The attribute the script sets on <html> and its value (account.css selects on them). */
export const SIGNED_OUT_MARK = { attribute: 'data-account-session', value: 'none' } as const;

/** The inline script (rendered by my-charts.astro; a cookie that cannot be read leaves the page alone). */
export const SIGNED_OUT_SCRIPT = [
  '(function(){try{',
  `if(document.cookie.split("; ").indexOf(${JSON.stringify(SIGNED_IN_HINT)})<0)`,
  `document.documentElement.setAttribute(${JSON.stringify(SIGNED_OUT_MARK.attribute)},${JSON.stringify(SIGNED_OUT_MARK.value)})`,
  '}catch(e){}})();',
].join('');

/** Its CSP source expression (astro.config.mjs): Astro hashes the scripts it bundles, not an inline one. */
export const SIGNED_OUT_SCRIPT_HASH = `sha256-${createHash('sha256').update(SIGNED_OUT_SCRIPT).digest('base64')}` as const;
