/**
 * The signed-in account's chart list as /my-charts last loaded it, kept in the browser's Cache
 * Storage so that the page can show it offline. Not in localStorage on purpose: the service worker
 * (site/sw/service-worker.ts) deletes this cache on every sign-in, sign-up and sign-out that passes
 * through it, so one person's list never shows to the next who signs in on the same browser.
 */

/** The cache's name (the worker's own caches are named otherwise, so its version clean-up leaves this one). */
export const KEPT_ACCOUNT_CACHE = 'kept-account';
/** The one entry's key. */
const KEY = '/my-charts/kept-account';

/** Keeps `value` (the account and its charts); a browser without Cache Storage keeps nothing. */
export async function keepAccount(value: unknown): Promise<void> {
  try {
    const cache = await caches.open(KEPT_ACCOUNT_CACHE);
    await cache.put(KEY, new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } }));
  } catch {
    // No Cache Storage (an insecure origin, a private mode that refuses it): nothing kept, nothing shown offline.
  }
}

/** The kept value, or null. */
export async function keptAccount<T>(): Promise<T | null> {
  try {
    const response = await (await caches.open(KEPT_ACCOUNT_CACHE)).match(KEY);
    return response ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}
