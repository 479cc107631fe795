/**
 * The site's service worker (served as /sw.js, built by scripts/astro-service-worker.ts, which
 * defines the build's version and the files to precache). It makes the site open offline: the
 * pages and their files are fetched into a cache named after the build when the worker installs,
 * and requests are served by the rules of sw-policy.ts. Registered by a tiny inline script on every
 * page (site/sw/register-script.ts).
 */
import { KEPT_ACCOUNT_CACHE } from '../lib/kept-account';
import { CACHE_PREFIX, homeKey, pageKey, swPolicy } from './sw-policy';

declare const __SW_VERSION__: string;
/** Paths of the pages kept at install (opened offline) and of the files they load. */
declare const __SW_PAGES__: readonly string[];
declare const __SW_FILES__: readonly string[];

/** The little of the worker scope this file uses (the project's types are the DOM's, not a worker's). */
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchLikeEvent extends WorkerEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchLikeEvent) => void): void;
}
const scope = self as unknown as WorkerScope;

const CACHE = `${CACHE_PREFIX}${__SW_VERSION__}`;
/** The kept API answers, apart so that a change of account drops them alone. */
const API_CACHE = `${CACHE}-api`;

/**
 * A copy fit to answer a navigation: a response that came through a redirect (a host adding the
 * folder's slash) cannot answer a page request, so its body is kept without the redirect.
 */
async function storable(response: Response): Promise<Response> {
  if (!response.redirected) return response;
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Fetches `path` into the cache under `key`; a failure fails the install, so a half-filled cache is never used. */
async function keep(cache: Cache, path: string, key: string): Promise<void> {
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`precache ${path}: HTTP ${response.status}`);
  await cache.put(key, await storable(response));
}

scope.addEventListener('install', (event) => {
  const origin = scope.location.origin;
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all([
          ...__SW_PAGES__.map((path) => keep(cache, path, pageKey(new URL(path, origin)))),
          ...__SW_FILES__.map((path) => keep(cache, path, new URL(path, origin).href)),
        ]),
      )
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE && name !== API_CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => scope.clients.claim()),
  );
});

/** A network answer worth keeping: whole and successful. */
const keepable = (response: Response) => response.status === 200 && response.type === 'basic';

/** Network first; a successful answer replaces the kept one under `key`; offline, the kept one. */
async function networkFirst(request: Request, cacheName: string, key: string, fallbackKey?: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (keepable(response)) await cache.put(key, await storable(response.clone()));
    return response;
  } catch (error) {
    const kept = (await cache.match(key)) ?? (fallbackKey ? await cache.match(fallbackKey) : undefined);
    if (kept) return kept;
    throw error;
  }
}

/** Cache first (hashed build files never change under one name); a miss is fetched and kept. */
async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (keepable(response)) await cache.put(request, response.clone());
  return response;
}

scope.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  switch (swPolicy(url, request.method, request.mode, scope.location.origin)) {
    case 'page':
      // Offline, a page never kept opens the home page of its language rather than the browser's error.
      event.respondWith(networkFirst(request, CACHE, pageKey(url), homeKey(url)));
      return;
    case 'asset':
      event.respondWith(cacheFirst(request));
      return;
    case 'api':
      event.respondWith(networkFirst(request, API_CACHE, request.url));
      return;
    case 'account-change':
      // Whoever signs in next must not see the last one's answers or chart list.
      event.waitUntil(Promise.all([caches.delete(API_CACHE), caches.delete(KEPT_ACCOUNT_CACHE)]));
      return;
    case 'network':
      return;
  }
});
