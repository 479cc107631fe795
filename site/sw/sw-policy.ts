/**
 * What the service worker (service-worker.ts) does with each request, as a pure function so it is
 * tested without a browser. The rules that keep it safe:
 * - Pages are network-first: a deploy's new HTML is used as soon as the network answers; the copy
 *   kept (one per path, the query left out: the pages are static) opens the page offline.
 * - Hashed build files (`/_astro/…`, immutable) are cache-first; the cache's name carries the
 *   build's version, and an activated worker deletes every older cache, so nothing stale outlives a deploy.
 * - Of the API only answers computed from their query alone are kept (the chart, the panchang), and
 *   read only when the network fails. Accounts, sign-in, saved charts, conversations and the chat
 *   are never stored: they belong to whoever is signed in now.
 */
import { API_PREFIX, API_ROUTES, type ApiRouteName } from '../../shared/contracts/routes';
import { DEFAULT_LOCALE, isLocale } from '../../shared/i18n/locale';

const apiPath = (name: ApiRouteName) => `/${API_PREFIX}/${API_ROUTES[name].route}`;

/** The API routes whose GET answers may be kept for offline reading (paths under /api/). */
export const OFFLINE_API_PATHS: readonly string[] = (['chart', 'panchang', 'panchangMonth'] as const).map(apiPath);

/** The API requests after which the kept answers are dropped: whoever uses the browser may change. */
export const ACCOUNT_CHANGE_PATHS: readonly string[] = (['authLogin', 'authLogout', 'authConfirmSignup'] as const).map(apiPath);

/** How a request is served. */
export type SwPolicy =
  /** Not touched: the browser goes to the network as without a worker. */
  | 'network'
  /** A page: network first, the kept copy of its path when offline. */
  | 'page'
  /** A hashed build file or another file of the site: cache first. */
  | 'asset'
  /** A kept API answer: network first, the kept answer when offline. */
  | 'api'
  /** A sign-in or sign-out: passed to the network, and the kept API answers dropped. */
  | 'account-change';

/** The policy of a request to `url` (absolute) from a page of `origin`. */
export function swPolicy(url: URL, method: string, mode: string, origin: string): SwPolicy {
  if (url.origin !== origin) return 'network';
  if (url.pathname.startsWith(`/${API_PREFIX}/`)) {
    if (method === 'POST' && ACCOUNT_CHANGE_PATHS.includes(url.pathname)) return 'account-change';
    return method === 'GET' && OFFLINE_API_PATHS.includes(url.pathname) ? 'api' : 'network';
  }
  if (method !== 'GET') return 'network';
  if (mode === 'navigate') return 'page';
  return 'asset';
}

/** The cache key of a page: its path without the query or a trailing slash (the static page is the same for every query). */
export function pageKey(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
  return `${url.origin}${path}`;
}

/** The cache key of the home page in the page's language (`/hi/…` → `/hi`): what a page never kept opens offline. */
export function homeKey(url: URL): string {
  const first = url.pathname.split('/')[1];
  return pageKey(new URL(isLocale(first) && first !== DEFAULT_LOCALE ? `/${first}` : '/', url.origin));
}

/** The prefix of every cache the worker makes; the full name adds the build's version. */
export const CACHE_PREFIX = 'kundali-';
