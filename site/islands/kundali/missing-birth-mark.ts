/**
 * The report page's first paint without React: when the visitor has no birth to show (none in the
 * URL query, none stored), a tiny classic script in the HTML marks `<html data-report-birth="none">`
 * while the page is parsed, and kundali.css then shows the server-rendered "No birth details yet"
 * instead of the loading spinner (StatusViews FirstState). That text is the page's largest paint;
 * before, it waited for the island's JavaScript and hydration (Lighthouse LCP 2.9 s on
 * /detailed-kundali, 3.7 s on the Hindi page, which also waited for its report sentences). The island
 * then keeps the same element.
 *
 * The check says "none" only when the island will also find no birth (report-request.ts: no `date`,
 * `lat` or `lon` in the query and no date with a place name, nothing under the birth key in the tab's or the
 * browser's storage, stores/birth.ts); anything
 * else keeps the spinner.
 * Written as script text, not a function's `toString()`: the page and the CSP hash in
 * astro.config.mjs are built by different transforms and must see the same bytes.
 */
import { createHash } from 'node:crypto';
import { BIRTH_QUERY_PLACE, BIRTH_QUERY_REQUIRED } from '../../lib/birth-query';
import { BIRTH_KEY } from '../../stores/birth';

/** The attribute the script sets on <html> and its value (kundali.css selects on them). */
export const NO_BIRTH_MARK = { attribute: 'data-report-birth', value: 'none' } as const;

/** The inline script (rendered by detailed-kundali.astro; storage blocked → it leaves the page alone). */
export const MISSING_BIRTH_SCRIPT = [
  '(function(){try{',
  `var q=new URLSearchParams(location.search),names=${JSON.stringify(BIRTH_QUERY_REQUIRED)};`,
  'for(var i=0;i<names.length;i++)if(q.get(names[i])===null){',
  // A date and a place name stand for a birth too (queryNamesPlace): the island resolves the place.
  `if((q.get("date")||"").trim()&&(q.get(${JSON.stringify(BIRTH_QUERY_PLACE)})||"").trim())return;`,
  `if(sessionStorage.getItem(${JSON.stringify(BIRTH_KEY)})===null&&localStorage.getItem(${JSON.stringify(BIRTH_KEY)})===null)document.documentElement.setAttribute(${JSON.stringify(NO_BIRTH_MARK.attribute)},${JSON.stringify(NO_BIRTH_MARK.value)});`,
  'return}',
  '}catch(e){}})();',
].join('');

/** Its CSP source expression (astro.config.mjs): Astro hashes the scripts it bundles, not an inline one. */
export const MISSING_BIRTH_SCRIPT_HASH = `sha256-${createHash('sha256').update(MISSING_BIRTH_SCRIPT).digest('base64')}` as const;
