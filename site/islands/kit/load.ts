/**
 * The islands' one way to load data and the one set of states they show for it: idle (nothing to
 * load), loading, ready with the data, or failed with the error. Built on `@nanostores/query` (a
 * nanostores store per use, keyed; the answers cached by key for the page's life): a newer key wins
 * over a late answer of an older one, a key seen before is answered from the cache, and "Try again"
 * asks once more. The API calls themselves stay where they are (site/lib); this only holds their state.
 */
import { nanoquery } from '@nanostores/query';
import { atom } from 'nanostores';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';

/** What a loading view shows; `E` is the failure as the load words it (see useLoad's `errorOf`). */
export type Load<T, E = unknown> = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'failed'; error: E };

const [createFetcherStore, , { invalidateKeys, mutateCache }] = nanoquery({
  // An answer for a key (a birth, a day, a place) does not change while the page is open; "Try again" asks again.
  dedupeTime: Number.POSITIVE_INFINITY,
  // A key set while the tab was hidden is fetched once the tab shows again (a cached key costs nothing then).
  revalidateOnFocus: true,
  revalidateOnReconnect: false,
  // A failure is shown at once, with the page's own "Try again" where asking again can help.
  onErrorRetry: false,
});

/** A load's state from the store's value: `key` null is idle. */
export function loadStateOf<T, E>(key: string | null, value: { data?: T; error?: E; loading: boolean }): Load<T, E> {
  if (key === null) return { kind: 'idle' };
  if (value.loading) return { kind: 'loading' };
  if (value.error !== undefined) return { kind: 'failed', error: value.error };
  if (value.data !== undefined) return { kind: 'ready', data: value.data };
  return { kind: 'loading' };
}

/** One load: its key (null: nothing to load), its states as they come, and asking again. */
export interface LoadStore<T, E = unknown> {
  setKey(key: string | null): void;
  /** Calls `listener` with the current state, then with each new one; returns the unsubscribe. */
  subscribe(listener: (state: Load<T, E>) => void): () => void;
  retry(): void;
}

/**
 * A load named `name` (keys of different loads never meet in the cache) calling `load(key)` for each
 * key it is given, starting with `initialKey`. Kept apart from React so it can be tested alone;
 * islands use `useLoad`.
 */
export function createLoad<T, E = unknown>(
  name: string,
  load: (key: string) => Promise<T>,
  initialKey: string | null = null,
  errorOf: (caught: unknown) => E = (caught) => caught as E,
): LoadStore<T, E> {
  const prefix = `${name}\u0000`;
  const cacheKeyOf = (key: string | null) => (key === null ? null : `${prefix}${key}`);
  const $key = atom<string | null>(initialKey);
  const $cacheKey = atom<string | null>(cacheKeyOf(initialKey));
  const fetcher = (cacheKey: unknown) =>
    load(String(cacheKey).slice(prefix.length)).catch((caught: unknown) => {
      // A failure is shown but not remembered: the next time this key is asked for, it is asked again. (Forgotten
      // after the query has stored it, without touching the state shown.)
      setTimeout(() => mutateCache(String(cacheKey)));
      throw errorOf(caught);
    });
  const store = createFetcherStore<T, E>([$cacheKey], { fetcher });
  return {
    setKey(key) {
      $key.set(key);
      $cacheKey.set(cacheKeyOf(key));
    },
    subscribe: (listener) => store.subscribe((value) => listener(loadStateOf($key.get(), value))),
    retry() {
      const cacheKey = $cacheKey.get();
      if (cacheKey !== null) invalidateKeys(cacheKey);
    },
  };
}

/**
 * The state of loading `load()` for `key` (null: nothing to load), re-run when the key changes, and a
 * retry. `key` must say everything `load` depends on; `errorOf` words a failure once, when it happens
 * (a view may compare failures by identity). New states are shown as a transition: React renders a long
 * result in slices between which the page stays responsive, and commits it whole.
 */
export function useLoad<T, E = unknown>(
  name: string,
  key: string | null,
  load: () => Promise<T>,
  errorOf?: (caught: unknown) => E,
): { state: Load<T, E>; retry(): void } {
  const loadRef = useRef(load);
  loadRef.current = load;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the first key only (later keys go through setKey); errorOf is fixed
  const loader = useMemo(() => createLoad<T, E>(name, () => loadRef.current(), key, errorOf), [name]);
  const [state, setState] = useState<Load<T, E>>(key === null ? { kind: 'idle' } : { kind: 'loading' });
  useEffect(() => loader.subscribe((next) => startTransition(() => setState(next))), [loader]);
  useEffect(() => loader.setKey(key), [loader, key]);
  return { state, retry: loader.retry };
}
