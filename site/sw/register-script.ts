/**
 * The one line every page runs to install the service worker (/sw.js, site/sw/service-worker.ts):
 * after the page has loaded, so it never competes with the page's own requests. Inline, so no page
 * (not /chat, whose first-load JavaScript has a byte budget) loads a file for it; written as text
 * so the page and the CSP hash in astro.config.mjs see the same bytes.
 */
import { createHash } from 'node:crypto';

/** Where the worker is served (the site's root, so its scope is every page). */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The inline script (rendered by site/layouts/Base.astro). */
export const SW_REGISTER_SCRIPT = `"serviceWorker"in navigator&&addEventListener("load",function(){navigator.serviceWorker.register(${JSON.stringify(SERVICE_WORKER_PATH)}).catch(function(){})});`;

/** Its CSP source expression (astro.config.mjs). */
export const SW_REGISTER_SCRIPT_HASH = `sha256-${createHash('sha256').update(SW_REGISTER_SCRIPT).digest('base64')}` as const;
