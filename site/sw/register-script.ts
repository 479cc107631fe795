/**
 * The one line every page runs to install the service worker (/sw.js, site/sw/service-worker.ts):
 * three seconds after the page has loaded, so its install (which fetches every kept page and file)
 * never competes with the page's own work: registered at `load`, the install's ~180 fetches took the
 * CPU while /chat hydrated (Lighthouse mobile: total blocking time 1,027 → 61 ms, measured idle). Inline, so no page
 * (not /chat, whose first-load JavaScript has a byte budget) loads a file for it; written as text
 * so the page and the CSP hash in astro.config.mjs see the same bytes.
 */
import { createHash } from 'node:crypto';

/** Where the worker is served (the site's root, so its scope is every page). */
export const SERVICE_WORKER_PATH = '/sw.js';

/** How long after `load` the worker is registered. */
const SW_REGISTER_DELAY_MS = 3000;

/** The inline script (rendered by site/layouts/Base.astro). */
export const SW_REGISTER_SCRIPT = `"serviceWorker"in navigator&&addEventListener("load",function(){setTimeout(function(){navigator.serviceWorker.register(${JSON.stringify(SERVICE_WORKER_PATH)}).catch(function(){})},${SW_REGISTER_DELAY_MS})});`;

/** Its CSP source expression (astro.config.mjs). */
export const SW_REGISTER_SCRIPT_HASH = `sha256-${createHash('sha256').update(SW_REGISTER_SCRIPT).digest('base64')}` as const;
