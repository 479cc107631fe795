/**
 * Finished responses by request URL: a repeated request skips validation, place and zone
 * resolution and goes straight to the tagged body (the chart cache below it is keyed by the
 * normalised input, so two spellings of one birth still share one computation).
 */
import type { TaggedBody } from './etag';
import { LruCache } from './lru';

/** Entries kept; bodies are shared with the chart body cache, and this bound keeps the worst case (all distinct) near 50 MB. */
const ENTRIES = 256;
/** A URL's answer is kept on its second request (doorkeeper.ts): most charts are asked for once. */
const cache = new LruCache<string, TaggedBody>(ENTRIES, 'on-second-request');

/** The cached body for `key` (route + URL + anything else the answer depends on), if any. */
export function cachedResponse(key: string): TaggedBody | undefined {
  return cache.get(key);
}

/** Remembers a successful body under `key`. */
export function rememberResponse(key: string, tagged: TaggedBody): void {
  cache.set(key, tagged);
}
